export * from './favourites.js';
export * from './search-history.js';
export * from './user-details.js';
export * from './visitor-history.js';
