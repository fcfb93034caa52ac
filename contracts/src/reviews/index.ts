export * from './review.schema.js';
