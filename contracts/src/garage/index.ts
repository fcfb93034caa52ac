export * from './garage-auth.js';
