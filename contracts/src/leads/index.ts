export * from './careers.js';
export * from './lead-fields.js';
export * from './lead-request.js';
export * from './prepare-lead.js';
export * from './progress.js';
export * from './routing.js';
export * from './success.js';
