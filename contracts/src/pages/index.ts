export * from './info-page.schema.js';
export * from './job-position.schema.js';
export * from './legal-defaults.js';
export * from './news-post.schema.js';
