import { PRICE_DISPLAY_MIN } from '../constants/limits.js';
import { isCarAvailable } from './availability.js';
import type { Car } from './car.schema.js';
import { isTestDriveOnly } from './test-drive-only.js';

/**
 * SPEC §5 "Trade-in button requires an eligibility check (details not shown)". Our rule: a trade-in
 * is offered against a car the shopper can actually buy — the car is available (in_stock or
 * coming_soon, not sold), not reserved by someone else, not a test-drive-only vehicle, and has a
 * shown price (above 10), so the valuation can be set against a price.
 *
 * @example
 * tradeInEligible({ status: 'in_stock', sold: false, reserved: false, tag: null, price: 25990 }); // true
 * tradeInEligible({ status: 'sold', sold: true, reserved: false, tag: null, price: 25990 }); // false
 */
export function tradeInEligible(car: Pick<Car, 'status' | 'sold' | 'reserved' | 'tag' | 'price'>): boolean {
  return isCarAvailable(car) && !car.reserved && !isTestDriveOnly(car) && car.price > PRICE_DISPLAY_MIN;
}
