/**
 * @forecourt/contracts — schemas, the fragment RPC interface and the pure rules of SPEC.md.
 * One barrel per domain; every export is re-exported here.
 */

export * from './analytics/index.js';
export * from './bookings/index.js';
export * from './cars/index.js';
export * from './chat/index.js';
export * from './checkout/index.js';
export * from './constants/index.js';
export * from './dashboard/index.js';
export * from './finance/index.js';
export * from './forms/index.js';
export * from './fragment/index.js';
export * from './garage/index.js';
export * from './history/index.js';
export * from './hours/index.js';
export * from './http/index.js';
export * from './images/index.js';
export * from './leads/index.js';
export * from './links/index.js';
export * from './locale/index.js';
export * from './locations/index.js';
export * from './pages/index.js';
export * from './promotions/index.js';
export * from './reviews/index.js';
export * from './search/index.js';
export * from './site/index.js';
export * from './valuations/index.js';
