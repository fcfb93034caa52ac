export * from './manufacturer-record.js';
export * from './navigation.schema.js';
export * from './site-config.schema.js';
export * from './site-icon.js';
export * from './stock-summary.js';
export * from './template-theme.js';
export * from './vehicle-noun.js';
