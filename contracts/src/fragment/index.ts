export * from './fragment.schema.js';
export * from './remote-server.js';
export * from './routing.schema.js';
export * from './routing-changes.js';
