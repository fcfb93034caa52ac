export * from './chat-availability.js';
export * from './live-chat.js';
