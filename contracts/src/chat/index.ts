export * from './chat-availability.js';
export * from './chat-embed.js';
export * from './chat-provider.js';
export * from './live-chat.js';
export * from './live-chat-events.js';
