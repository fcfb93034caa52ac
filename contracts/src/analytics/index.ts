export * from './ad-payload.js';
export * from './http-error.js';
