export * from './review.schema.js';
export * from './review-display.js';
