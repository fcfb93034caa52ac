import type { CarStatus } from '../cars/car.schema.js';

/**
 * Garage notices (beyond SPEC, issue 13): a signed-in shopper who watches a car hears when it gets
 * cheaper or can be bought again. Our rules, written down here:
 * - a car is available while it is not sold and the dealer shows it on the website (coming soon counts);
 * - price drop: available before and now, and the price is lower than the one the shopper last saw;
 * - back in stock: not available when last seen, available now;
 * - nothing is sent for a car the shopper has not seen yet (just added) or that is gone now;
 * - after each check the seen state moves to the car's state, so one change sends one email.
 */
export type WatchedState = { price: number; available: boolean };
export type WatchNotice = 'price_drop' | 'back_in_stock';

/** Whether a car in this state can be bought (see above). */
export function watchedCarAvailable(car: { status: CarStatus; show_on_dealer_website: boolean }): boolean {
  return car.status !== 'sold' && car.show_on_dealer_website;
}

/**
 * The notice a change of a watched car earns, if any.
 *
 * @example
 * watchNotice({ price: 30000, available: true }, { price: 28990, available: true }); // 'price_drop'
 * watchNotice({ price: 30000, available: false }, { price: 30000, available: true }); // 'back_in_stock'
 * watchNotice(null, { price: 100, available: true }); // null
 */
export function watchNotice(seen: WatchedState | null, now: WatchedState): WatchNotice | null {
  if (!seen || !now.available) return null;
  if (!seen.available) return 'back_in_stock';
  return now.price > 0 && now.price < seen.price ? 'price_drop' : null;
}
