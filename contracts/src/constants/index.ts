export * from './breakpoints.js';
export * from './event-id-schema.js';
export * from './events.js';
export * from './limits.js';
export * from './options.js';
export * from './timings.js';
