export * from './money.js';
export * from './regions.js';
export * from './spellings.js';
export * from './units.js';
