import { DEFAULT_JUST_ARRIVED_TAG, DEFAULT_SOLD_TAG, JUST_ARRIVED_DAYS, SECONDS_PER_DAY } from '../constants/limits.js';
import type { Car } from './car.schema.js';

/** Which rule produced a card tag. */
export type CardTagKind =
  | 'sold'
  | 'fuel'
  | 'reserved'
  | 'certified'
  | 'custom'
  | 'coming_soon'
  | 'just_arrived'
  | 'none';
/** The tag banner of a car card; `certified` is shown as the certified image. */
export type CardTag = { kind: CardTagKind; label: string };

/** Fuel tag labels for electric and hybrid cars. */
export const FUEL_TAG_LABELS: Readonly<Record<string, string>> = Object.freeze({
  Electric: 'ELECTRIC',
  Hybrid: 'HYBRID',
  PHEV: 'PLUG-IN HYBRID',
});
export const RESERVED_TAG = 'RESERVED';
export const CERTIFIED_TAG = 'CERTIFIED';
export const COMING_SOON_TAG = 'COMING SOON';

/** The site fields the card tag needs (SiteConfig['specifications']). */
export type CardTagSpecifications = {
  just_arrived_days?: number | null;
  just_arrived_tag_name?: string | null;
  sold_tag_name?: string | null;
};

/**
 * SPEC §4 card tag priority: sold cars show the sold tag (default 'JUST SOLD'); otherwise the
 * electric/hybrid fuel tag, then Reserved, then certified image, then custom tag, then COMING SOON,
 * then the new-arrival tag if created within the just-arrived days (default 8), else empty.
 * A test-drive-only tag counts as the custom tag (see isTestDriveOnly).
 *
 * @example
 * cardTag(car, site.specifications, new Date()); // { kind: 'fuel', label: 'HYBRID' }
 */
export function cardTag(
  car: Pick<Car, 'sold' | 'status' | 'simple_fuel' | 'reserved' | 'certified' | 'tag' | 'created_at_timestamp'>,
  specifications: CardTagSpecifications,
  now: Date,
): CardTag {
  if (car.sold || car.status === 'sold')
    return { kind: 'sold', label: specifications.sold_tag_name || DEFAULT_SOLD_TAG };
  const fuel = FUEL_TAG_LABELS[car.simple_fuel];
  if (fuel) return { kind: 'fuel', label: fuel };
  if (car.reserved) return { kind: 'reserved', label: RESERVED_TAG };
  if (car.certified) return { kind: 'certified', label: CERTIFIED_TAG };
  const custom = car.tag?.trim();
  if (custom) return { kind: 'custom', label: custom };
  if (car.status === 'coming_soon') return { kind: 'coming_soon', label: COMING_SOON_TAG };
  if (isJustArrived(car, specifications.just_arrived_days, now)) {
    return { kind: 'just_arrived', label: specifications.just_arrived_tag_name || DEFAULT_JUST_ARRIVED_TAG };
  }
  return { kind: 'none', label: '' };
}

/**
 * SPEC §4: created within the just-arrived days (default 8) of `now`; exactly 8 days counts.
 *
 * @example
 * isJustArrived({ created_at_timestamp: nowSeconds - 86400 }, null, now); // true
 */
export function isJustArrived(
  car: Pick<Car, 'created_at_timestamp'>,
  justArrivedDays: number | null | undefined,
  now: Date,
): boolean {
  const age = Math.floor(now.getTime() / 1000) - car.created_at_timestamp;
  return age >= 0 && age <= (justArrivedDays ?? JUST_ARRIVED_DAYS) * SECONDS_PER_DAY;
}
