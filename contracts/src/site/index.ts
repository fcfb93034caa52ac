export * from './navigation.schema.js';
export * from './site-config.schema.js';
export * from './vehicle-noun.js';
