export * from './finance.js';
export * from './lookup.js';
export * from './miscellaneous.js';
export * from './valuation.js';
export * from './valuation-lead-fields.js';
export * from './vehicle-history.js';
