export * from './fragment.schema.js';
export * from './routing.schema.js';
