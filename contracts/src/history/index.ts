export * from './favourites.js';
export * from './search-history.js';
export * from './visitor-history.js';
