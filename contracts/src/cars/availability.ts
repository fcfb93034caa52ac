import { SECONDS_PER_DAY, SOLD_CARS_WINDOW_SECONDS } from '../constants/limits.js';
import type { Car, CarStatus } from './car.schema.js';

/** SPEC §4: in_stock and coming_soon are available. */
export const AVAILABLE_STATUSES: readonly CarStatus[] = Object.freeze(['in_stock', 'coming_soon']);

/**
 * SPEC §4: a car is available when its status is in_stock or coming_soon and it is not marked sold.
 * Unavailable cars show 'Find Me Something Similar' instead of actions.
 *
 * @example
 * isCarAvailable({ status: 'coming_soon', sold: false }); // true
 */
export function isCarAvailable(car: Pick<Car, 'status' | 'sold'>): boolean {
  return AVAILABLE_STATUSES.includes(car.status) && !car.sold;
}

/**
 * SPEC §4/§9 sold window in seconds: 3 days (259200 s) unless the site's include_sold_cars_days overrides.
 *
 * @example
 * soldWindowSeconds(null); // 259200
 * soldWindowSeconds(7); // 604800
 */
export function soldWindowSeconds(includeSoldCarsDays: number | null | undefined): number {
  // SPEC §9: 3 days unless the site overrides it.
  return includeSoldCarsDays == null ? SOLD_CARS_WINDOW_SECONDS : includeSoldCarsDays * SECONDS_PER_DAY;
}

/**
 * SPEC §4: whether search lists the car — status in_stock or coming_soon, or sold within the window,
 * and show_on_dealer_website=true. `now` is passed in; timestamps are Unix seconds.
 *
 * @example
 * isCarListed(car, { now: new Date(), includeSoldCarsDays: null });
 */
export function isCarListed(
  car: Pick<Car, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>,
  options: { now: Date; includeSoldCarsDays: number | null | undefined },
): boolean {
  if (!car.show_on_dealer_website) return false;
  if (AVAILABLE_STATUSES.includes(car.status)) return true;
  if (car.sold_date_timestamp === null) return false;
  return car.sold_date_timestamp >= soldCutoffTimestamp(options.now, options.includeSoldCarsDays);
}

/**
 * The earliest sold_date_timestamp (Unix seconds) still listed at `now`.
 *
 * @example
 * soldCutoffTimestamp(new Date(259200_000 + 1000), null); // 1
 */
export function soldCutoffTimestamp(now: Date, includeSoldCarsDays: number | null | undefined): number {
  return Math.floor(now.getTime() / 1000) - soldWindowSeconds(includeSoldCarsDays);
}
