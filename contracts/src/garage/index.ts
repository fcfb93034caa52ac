export * from './garage-auth.js';
export * from './watch-notice.js';
