export * from './cdn-url.js';
export * from './image-request.js';
export * from './image-sniff.js';
