import type { Locale } from '../site/site-config.schema.js';
import { groupThousands } from './money.js';

/** Kilometres in one mile. */
export const KM_PER_MILE = 1.609344;

/** SPEC §9: en-US uses miles, the others kilometres. */
export type DistanceUnit = 'km' | 'mi';

/**
 * The distance unit of a locale.
 *
 * @example
 * distanceUnit('en-US'); // 'mi'
 */
export function distanceUnit(locale: Locale): DistanceUnit {
  return locale === 'en-US' ? 'mi' : 'km';
}

/**
 * Converts kilometres to miles.
 *
 * @example
 * kmToMiles(1.609344); // 1
 */
export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

/**
 * Formats an odometer reading. The stored value is already in the site's unit (a US dealer's stock
 * reports miles), so it is only labelled, never converted.
 *
 * @example
 * formatOdometer(45210, 'en-AU'); // '45,210 km'
 * formatOdometer(45210, 'en-US'); // '45,210 mi'
 */
export function formatOdometer(value: number, locale: Locale): string {
  return `${groupThousands(value)} ${distanceUnit(locale)}`;
}

/**
 * Formats a computed distance given in km (e.g. great-circle distance), converting to miles for en-US;
 * one decimal under 10, whole numbers above.
 *
 * @example
 * formatDistance(12.34, 'en-AU'); // '12 km'
 * formatDistance(8.04672, 'en-US'); // '5.0 mi'
 */
export function formatDistance(km: number, locale: Locale): string {
  const value = distanceUnit(locale) === 'mi' ? kmToMiles(km) : km;
  const text = value < 10 ? value.toFixed(1) : groupThousands(value);
  return `${text} ${distanceUnit(locale)}`;
}
