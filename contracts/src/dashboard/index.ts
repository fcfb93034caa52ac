export * from './dashboard.schema.js';
