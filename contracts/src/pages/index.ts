export * from './info-page.schema.js';
export * from './legal-defaults.js';
export * from './news-post.schema.js';
