export * from './promotion-cards.js';
