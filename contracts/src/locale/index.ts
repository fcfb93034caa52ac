export * from './country.js';
export * from './dates.js';
export * from './foreign-words.js';
export * from './money.js';
export * from './postcodes.js';
export * from './regions.js';
export * from './spellings.js';
export * from './units.js';
