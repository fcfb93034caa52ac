import { SEARCH_HISTORY_SIZE } from '../constants/limits.js';
import { formatMoney } from '../locale/money.js';
import { formatOdometer } from '../locale/units.js';
import { parseRange, RANGE_FILTER_KEYS, type SearchState } from '../search/filter-keys.js';
import type { Locale } from '../site/site-config.schema.js';

/** SPEC §3 search history entry: the non-empty refinements plus path. */
export type SearchHistoryEntry = { refinements: Record<string, string | string[]>; path: string };

/**
 * A history entry from a search state and its URL path, or null when the search has no refinements.
 *
 * @example
 * searchHistoryEntry({ ...emptySearchState(), filters: { make: ['Kia'] } }, '/search/make/Kia');
 * // { refinements: { make: ['Kia'] }, path: '/search/make/Kia' }
 */
export function searchHistoryEntry(state: SearchState, path: string): SearchHistoryEntry | null {
  const refinements: Record<string, string | string[]> = {};
  if (state.query.trim() !== '') refinements.query = state.query;
  for (const [key, values] of Object.entries(state.filters)) if (values && values.length > 0) refinements[key] = values;
  for (const [key, range] of Object.entries(state.ranges)) if (range) refinements[key] = range;
  return Object.keys(refinements).length > 0 ? { refinements, path } : null;
}

/**
 * SPEC §2: search history keeps the last 5 searches, newest first; repeating a search moves it to the front.
 *
 * @example
 * addSearchHistory(history, entry).length; // <= 5
 */
export function addSearchHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry | null,
): SearchHistoryEntry[] {
  if (!entry) return [...history];
  return [entry, ...history.filter((e) => e.path !== entry.path)].slice(0, SEARCH_HISTORY_SIZE);
}

/** How a range refinement reads: money for prices, the odometer unit for km, plain numbers else. */
function rangeText(key: string, value: string, locale: Locale): string | null {
  const range = parseRange(value);
  if (!range) return null;
  const say = (n: number) =>
    key === 'price' || key === 'subscription_price'
      ? formatMoney(n)
      : key === 'km'
        ? formatOdometer(n, locale)
        : key === 'created_at_timestamp'
          ? null
          : String(n);
  const min = range.min === null ? null : say(range.min);
  const max = range.max === null ? null : say(range.max);
  if (min !== null && max !== null) return `${min} – ${max}`;
  if (min !== null) return `${min}+`;
  if (max !== null) return `up to ${max}`;
  return null;
}

/**
 * What a recent search reads as (issue 34): its words and filter values, ranges as a shopper writes
 * them ('$20,000 – $30,000', '2018 – 2022', 'up to 50,000 km'), never the URL's '20000:30000'.
 *
 * @example
 * searchHistoryLabel({ refinements: { make: ['Kia'], price: '20000:30000' }, path: '/search' }); // 'Kia, $20,000 – $30,000'
 */
export function searchHistoryLabel(entry: SearchHistoryEntry, locale: Locale = 'en-AU'): string {
  const parts = Object.entries(entry.refinements).flatMap(([key, value]) => {
    if (Array.isArray(value)) return value;
    if ((RANGE_FILTER_KEYS as readonly string[]).includes(key)) {
      const text = rangeText(key, value, locale);
      return text === null ? [] : [text];
    }
    return [value];
  });
  return parts.join(', ') || entry.path;
}
