export * from './alert.js';
export * from './definitions/index.js';
export * from './e164.js';
export * from './enquiry.js';
export * from './field-rules.js';
export * from './fields.js';
export * from './messages.js';
export * from './phone.js';
