export * from './ad-payload.js';
export * from './archived-event.js';
export * from './http-error.js';
