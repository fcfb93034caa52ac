export * from './car.schema.js';
