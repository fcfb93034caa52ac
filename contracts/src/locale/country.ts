import { DEFAULT_FORM_STATE } from '../constants/limits.js';
import type { PhoneCountry } from '../forms/phone.js';
import type { Currency, Locale } from '../site/site-config.schema.js';
import { CURRENCY_BY_LOCALE } from './money.js';
import { AUSTRALIAN_STATES } from './regions.js';
import { type DistanceUnit, distanceUnit } from './units.js';

/** US states and DC (USPS codes): the state of a US licence plate. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const; // biome-ignore format: one table

/** How a country's visitor names their vehicle for a lookup (issue 35). */
export type PlateLookup = 'rego+state' | 'plate' | 'vin-or-plate+state';

/**
 * Issue 35: the per-country facts every form, car page and lookup reads — one table. SPEC names the AU
 * rules (rego + state, the eight states, km, default form state qld, AUD) and en-US's miles; the rest is
 * what a local dealer site does (docs/SPEC-COVERAGE.md says which): NZ plates are national (no region
 * asked), US dealers ask for a VIN or a plate with its state and say "Mileage".
 */
export type CountryRules = {
  country: PhoneCountry;
  locale: Locale;
  currency: Currency;
  distanceUnit: DistanceUnit;
  /** The plate field's label ('Rego' in Australia). */
  plateLabel: string;
  lookup: PlateLookup;
  /** The regions a plate is registered in (empty: none asked). */
  regions: readonly string[];
  regionLabel: string;
  /** The region a form starts on (SPEC §9 default form state qld), null: none chosen. */
  defaultRegion: string | null;
  /** The odometer field's label. */
  odometerLabel: string;
  /** Service booking intervals (distance in the country's unit). */
  serviceIntervals: readonly string[];
  /** The phone field's example (a number the country's rule accepts). */
  phonePlaceholder: string;
};

const intervals = (unit: string, first: string) => [
  first,
  `15,000 ${unit}`,
  `30,000 ${unit}`,
  `45,000 ${unit}`,
  `60,000 ${unit}`,
  'Other',
];

export const COUNTRY_RULES: Readonly<Record<PhoneCountry, CountryRules>> = Object.freeze({
  AU: {
    country: 'AU',
    locale: 'en-AU',
    currency: CURRENCY_BY_LOCALE['en-AU'],
    distanceUnit: distanceUnit('en-AU'),
    plateLabel: 'Rego',
    lookup: 'rego+state',
    regions: AUSTRALIAN_STATES,
    regionLabel: 'State',
    defaultRegion: DEFAULT_FORM_STATE.toUpperCase(),
    odometerLabel: 'Odometer (km)',
    serviceIntervals: intervals('km', 'Logbook service'),
    phonePlaceholder: '0412 345 678',
  },
  NZ: {
    country: 'NZ',
    locale: 'en-NZ',
    currency: CURRENCY_BY_LOCALE['en-NZ'],
    distanceUnit: distanceUnit('en-NZ'),
    plateLabel: 'Plate number',
    lookup: 'plate',
    regions: [],
    regionLabel: 'Region',
    defaultRegion: null,
    odometerLabel: 'Odometer (km)',
    serviceIntervals: intervals('km', 'Logbook service'),
    phonePlaceholder: '021 123 4567',
  },
  US: {
    country: 'US',
    locale: 'en-US',
    currency: CURRENCY_BY_LOCALE['en-US'],
    distanceUnit: distanceUnit('en-US'),
    plateLabel: 'License plate',
    lookup: 'vin-or-plate+state',
    regions: US_STATES,
    regionLabel: 'State',
    defaultRegion: null,
    odometerLabel: 'Mileage',
    serviceIntervals: intervals('miles', 'Scheduled maintenance'),
    phonePlaceholder: '(608) 555-0123',
  },
});

/**
 * The rules of a site's country.
 *
 * @example
 * countryRules('en-US').plateLabel; // 'License plate'
 * countryRules('en-NZ').regions; // []
 */
export function countryRules(locale: Locale = 'en-AU'): CountryRules {
  return COUNTRY_RULES[locale === 'en-NZ' ? 'NZ' : locale === 'en-US' ? 'US' : 'AU'];
}

/** A US VIN: 17 letters and digits without I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * Whether a typed vehicle identifier is a VIN (US lookups take a VIN or a plate in one field).
 *
 * @example
 * isVin('1G1ZD5ST0LF012345'); // true
 * isVin('ABC123'); // false
 */
export const isVin = (value: string): boolean => VIN_PATTERN.test(value.replace(/\s+/g, '').toUpperCase());
