import { AVAILABLE_STATUSES, soldCutoffTimestamp } from '../cars/availability.js';
import type { CarType } from '../cars/car.schema.js';
import {
  LIST_FILTER_KEYS,
  type ListFilterKey,
  parseRange,
  RANGE_FILTER_KEYS,
  type RangeFilterKey,
  type SearchState,
} from './filter-keys.js';
import { sharedFilterVariant } from './filter-variants.js';

/**
 * Quotes a value for a Meilisearch filter expression.
 *
 * @example
 * meiliString('Land "Rover"'); // '"Land \\"Rover\\""'
 */
export function meiliString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The scope's clock granularity: the sold-window cutoff is taken at the start of the current minute, so
 * every search within one minute has the same scope string and the results caches keyed by it (the
 * embedded backend's, the browser's) can hit. The cost: a car stays listed up to 59 s longer than the
 * exact window (3 days + under a minute), never shorter.
 */
export const SCOPE_CLOCK_STEP_MS = 60_000;

/**
 * The instant a scope is computed at: `now` rounded down to SCOPE_CLOCK_STEP_MS.
 *
 * @example
 * scopeInstant(new Date('2026-06-01T10:15:42.500Z')).toISOString(); // '2026-06-01T10:15:00.000Z'
 */
export function scopeInstant(now: Date): Date {
  return new Date(Math.floor(now.getTime() / SCOPE_CLOCK_STEP_MS) * SCOPE_CLOCK_STEP_MS);
}

/**
 * SPEC §4 availability as a Meilisearch filter: status in_stock or coming_soon, or sold within the window
 * (3 days unless include_sold_cars_days overrides), and show_on_dealer_website = true. The window's cutoff
 * is counted from the start of the minute (scopeInstant).
 *
 * @example
 * availabilityFilter(now, null);
 * // '(status IN ["in_stock", "coming_soon"] OR (status = "sold" AND sold_date_timestamp >= 1780012800)) AND show_on_dealer_website = true'
 */
export function availabilityFilter(now: Date, includeSoldCarsDays: number | null | undefined): string {
  const statuses = AVAILABLE_STATUSES.map(meiliString).join(', ');
  const cutoff = soldCutoffTimestamp(scopeInstant(now), includeSoldCarsDays);
  return `(status IN [${statuses}] OR (status = "sold" AND sold_date_timestamp >= ${cutoff})) AND show_on_dealer_website = true`;
}

/** The site fields the scope filter needs (from SiteConfig). */
export type ScopeSite = {
  include_sold_cars_days: number | null;
  search_filters: string;
  /** SPEC §9 shared filter variant 0-14 (filter-variants.ts); absent or 0: none. */
  search_filter_variant?: number;
  car_types: readonly CarType[];
};

/**
 * SPEC §4/§9 the site's full search scope: availability AND the site's search_filters AND its shared filter
 * variant AND its car types.
 *
 * @example
 * siteScopeFilter({ include_sold_cars_days: null, search_filters: 'make != "Kia"', car_types: ['used'] }, now);
 * // '(…availability…) AND (make != "Kia") AND car_type IN ["used"]'
 */
export function siteScopeFilter(site: ScopeSite, now: Date): string {
  const parts = [availabilityFilter(now, site.include_sold_cars_days)];
  if (site.search_filters.trim() !== '') parts.push(`(${site.search_filters.trim()})`);
  const variant = sharedFilterVariant(site.search_filter_variant);
  if (variant) parts.push(`(${variant})`);
  if (site.car_types.length > 0) parts.push(`car_type IN [${site.car_types.map(meiliString).join(', ')}]`);
  return parts.join(' AND ');
}

/** Index attribute of each filter key where it differs from the key (the car's simple_* fields). */
export const FILTER_ATTRIBUTES: Readonly<Partial<Record<ListFilterKey | RangeFilterKey, string>>> = Object.freeze({
  body: 'simple_body',
  drive: 'simple_drive',
  fuel: 'simple_fuel',
  transmission: 'simple_transmission',
  filtered_features: 'features',
});

/**
 * A search state's refinements as Meilisearch filter clauses (lists as IN, ranges as >= / <=), one per key,
 * optionally leaving one key out (for that key's own facet counts).
 *
 * @example
 * refinementFilters({ ...emptySearchState(), filters: { make: ['Toyota'] }, ranges: { price: ':20000' } });
 * // ['make IN ["Toyota"]', 'price <= 20000']
 */
export function refinementFilters(
  state: Pick<SearchState, 'filters' | 'ranges'>,
  options: { except?: string; attributes?: Readonly<Partial<Record<string, string>>> } = {},
): string[] {
  const attributes = options.attributes ?? FILTER_ATTRIBUTES;
  const clauses: string[] = [];
  for (const key of LIST_FILTER_KEYS) {
    const values = state.filters[key];
    if (!values?.length || key === options.except) continue;
    clauses.push(`${attributes[key] ?? key} IN [${values.map(meiliString).join(', ')}]`);
  }
  for (const key of RANGE_FILTER_KEYS) {
    const range = state.ranges[key] ? parseRange(state.ranges[key] as string) : null;
    if (!range || key === options.except) continue;
    const attr = attributes[key] ?? key;
    const bounds = [
      range.min !== null ? `${attr} >= ${range.min}` : null,
      range.max !== null ? `${attr} <= ${range.max}` : null,
    ];
    clauses.push(bounds.filter((b) => b !== null).join(' AND '));
  }
  return clauses;
}
