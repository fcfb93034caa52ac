import { DEFAULT_SORT } from '../constants/limits.js';
import { distanceUnit } from '../locale/units.js';
import type { Locale, SortValue } from '../site/site-config.schema.js';

/** One sort option of the search screen. */
export type SortOption = { label: string; value: SortValue };

/** SPEC §2 sort options. */
export const STANDARD_SORT_OPTIONS: readonly SortOption[] = Object.freeze([
  { label: 'Most Relevant', value: 'custom_rank:desc' },
  { label: 'Latest', value: 'created_at_timestamp:desc' },
  { label: 'Highest Price', value: 'price:desc' },
  { label: 'Lowest Price', value: 'price:asc' },
  { label: 'Highest Kms', value: 'km:desc' },
  { label: 'Lowest Kms', value: 'km:asc' },
]);

/** SPEC §2: subscription price variants. */
export const SUBSCRIPTION_SORT_OPTIONS: readonly SortOption[] = Object.freeze([
  { label: 'Highest Subscription Price', value: 'subscription_price:desc' },
  { label: 'Lowest Subscription Price', value: 'subscription_price:asc' },
]);

/** SPEC §9: odometer sorts in the locale's unit (en-US reads miles). */
const MILES_LABELS: Readonly<Partial<Record<SortValue, string>>> = Object.freeze({
  'km:desc': 'Highest Miles',
  'km:asc': 'Lowest Miles',
});

/**
 * The sort options of a site: the standard six, plus subscription price variants on subscription sites;
 * the odometer sorts read miles on a miles locale.
 *
 * @example
 * sortOptions({ offers_subscription: true }).length; // 8
 * sortOptions({ offers_subscription: false, locale: 'en-US' })[4]?.label; // 'Highest Miles'
 */
export function sortOptions(site: { offers_subscription: boolean; locale?: Locale }): SortOption[] {
  const options = site.offers_subscription
    ? [...STANDARD_SORT_OPTIONS, ...SUBSCRIPTION_SORT_OPTIONS]
    : [...STANDARD_SORT_OPTIONS];
  if (!site.locale || distanceUnit(site.locale) !== 'mi') return options;
  return options.map((o) => ({ ...o, label: MILES_LABELS[o.value] ?? o.label }));
}

/**
 * The sort a search uses: the URL's sortBy, else the site default (custom_rank:desc unless configured).
 *
 * @example
 * effectiveSort(null, { default_sort: 'price:asc' }); // 'price:asc'
 */
export function effectiveSort(sortBy: SortValue | null, site: { default_sort?: SortValue | null }): SortValue {
  return sortBy ?? site.default_sort ?? DEFAULT_SORT;
}

/**
 * The index sort of a sort option: the price sorts list cars whose price is shown (price_shown, SPEC §5) before
 * those without one ('Enquire for price.', PREORDER), in either direction, as dealer sites do; the URL's sortBy
 * value stays the option's value.
 *
 * @example
 * indexSort('price:asc'); // ['price_shown:desc', 'price:asc']
 * indexSort('km:asc'); // ['km:asc']
 */
export function indexSort(value: SortValue): string[] {
  return value === 'price:asc' || value === 'price:desc' ? ['price_shown:desc', value] : [value];
}
