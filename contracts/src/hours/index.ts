export * from './hours.schema.js';
export * from './opening-hours.js';
export * from './special-hours.js';
export * from './time-format.js';
