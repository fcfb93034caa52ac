export * from './distance.js';
export * from './grouping.js';
export * from './location.schema.js';
export * from './location-path.js';
export * from './location-seo.js';
export * from './postcode-lookup.js';
