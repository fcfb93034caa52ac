export * from './live-chat.js';
