export * from './hours.schema.js';
