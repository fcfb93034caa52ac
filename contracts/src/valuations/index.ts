export * from './finance.js';
export * from './lookup.js';
export * from './valuation.js';
