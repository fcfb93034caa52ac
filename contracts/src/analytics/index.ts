export * from './ad-payload.js';
export * from './archived-event.js';
export * from './finance-calculator-event.js';
export * from './page-view-ids.js';
export * from './site-tags.js';
export * from './tracked-events.js';
export * from './tracker.js';
