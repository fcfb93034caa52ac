export * from './location.schema.js';
