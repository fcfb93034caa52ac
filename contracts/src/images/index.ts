export * from './cdn-url.js';
