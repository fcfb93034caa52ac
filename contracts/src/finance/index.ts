export * from './car-clarity.js';
