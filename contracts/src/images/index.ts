export * from './cdn-url.js';
export * from './image-sniff.js';
