export * from './car-document.js';
export * from './catalogue-documents.js';
export * from './catalogue-feed.js';
export * from './filter-keys.js';
export * from './filter-variants.js';
export * from './index-settings.js';
export * from './make-order.js';
export * from './meili.schema.js';
export * from './parts-search.js';
export * from './recent-cache.js';
export * from './scope-filter.js';
export * from './search-input.js';
export * from './search-landing.js';
export * from './search-limits.js';
export * from './search-page.js';
export * from './search-scope.js';
export * from './search-url-format.js';
// The keys file also holds the parser's and builder's text helpers: only these are public.
export {
  isSearchUrlParam,
  type PathFilterKey,
  REFINEMENT_LIST_ATTRIBUTES,
  SEARCH_PATH_SHAPES,
  type SearchUrlOptions,
} from './search-url-keys.js';
export * from './search-url-parse.js';
export * from './search-vocabulary.js';
export * from './shopper-words.js';
export * from './sort-options.js';
export * from './special-offers.js';
export * from './year-span.js';
