export * from './checkout.schema.js';
export * from './confirmation.js';
export * from './details.js';
export * from './hold.js';
export * from './sandbox-cards.js';
