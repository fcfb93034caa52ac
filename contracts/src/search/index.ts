export * from './filter-keys.js';
export * from './index-settings.js';
export * from './meili.schema.js';
export * from './scope-filter.js';
export * from './search-input.js';
export * from './search-page.js';
export * from './search-url.js';
export * from './sort-options.js';
