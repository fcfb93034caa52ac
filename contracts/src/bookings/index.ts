export * from './booking.schema.js';
export * from './slots.js';
