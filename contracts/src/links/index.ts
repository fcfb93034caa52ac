export * from './link-kind.js';
export * from './prefetch.js';
export * from './rewrite.js';
export * from './site-paths.js';
