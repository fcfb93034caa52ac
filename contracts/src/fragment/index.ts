export * from './fragment.schema.js';
export * from './remote-components.js';
export * from './remote-slots.js';
export * from './routing.schema.js';
export * from './routing-changes.js';
