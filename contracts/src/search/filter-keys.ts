import * as z from 'zod';
import { SORT_VALUES } from '../site/site-config.schema.js';

/** SPEC §3 search filter keys. */
export const SEARCH_FILTER_KEYS = [
  'query',
  'page',
  'sortBy',
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'created_at_timestamp',
] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** SPEC §3: range filters are 'min:max' strings. */
export const RANGE_FILTER_KEYS = ['price', 'subscription_price', 'km', 'year', 'created_at_timestamp'] as const;
export type RangeFilterKey = (typeof RANGE_FILTER_KEYS)[number];

/** Every other filter is a list of values (comma-joined in the query string). */
export const LIST_FILTER_KEYS = SEARCH_FILTER_KEYS.filter(
  (k): k is Exclude<SearchFilterKey, 'query' | 'page' | 'sortBy' | RangeFilterKey> =>
    k !== 'query' && k !== 'page' && k !== 'sortBy' && !(RANGE_FILTER_KEYS as readonly string[]).includes(k),
);
export type ListFilterKey = Exclude<SearchFilterKey, 'query' | 'page' | 'sortBy' | RangeFilterKey>;

/** 'min:max' with either side optional (not both). */
export const RANGE_PATTERN = /^(?:-?\d+(?:\.\d+)?:(?:-?\d+(?:\.\d+)?)?|:-?\d+(?:\.\d+)?)$/;
export const RangeValueSchema = z.string().regex(RANGE_PATTERN, "must be 'min:max'");

/**
 * A search's filter state: what the URL encodes (SPEC §2 Search URL construction).
 * `page` is 1-based; empty lists are absent.
 */
export const SearchStateSchema = z.object({
  query: z.string().default(''),
  page: z.number().int().min(1).default(1),
  sortBy: z.enum(SORT_VALUES).nullable().default(null),
  filters: z
    .partialRecord(z.enum(LIST_FILTER_KEYS as [ListFilterKey, ...ListFilterKey[]]), z.array(z.string().min(1)).min(1))
    .default({}),
  ranges: z.partialRecord(z.enum(RANGE_FILTER_KEYS), RangeValueSchema).default({}),
});
export type SearchState = z.infer<typeof SearchStateSchema>;

/**
 * An empty search state (first page, no filters).
 *
 * @example
 * emptySearchState(); // { query: '', page: 1, sortBy: null, filters: {}, ranges: {} }
 */
export function emptySearchState(): SearchState {
  return { query: '', page: 1, sortBy: null, filters: {}, ranges: {} };
}

/** A parsed range: either bound may be missing. */
export type Range = { min: number | null; max: number | null };

/**
 * Reads a 'min:max' range string.
 *
 * @example
 * parseRange('10000:20000'); // { min: 10000, max: 20000 }
 * parseRange(':5000'); // { min: null, max: 5000 }
 */
export function parseRange(value: string): Range | null {
  if (!RANGE_PATTERN.test(value)) return null;
  const [min = '', max = ''] = value.split(':');
  return { min: min === '' ? null : Number(min), max: max === '' ? null : Number(max) };
}

/**
 * Writes a range as 'min:max' (null when both bounds are missing).
 *
 * @example
 * formatRange({ min: 2015, max: null }); // '2015:'
 */
export function formatRange(range: Range): string | null {
  if (range.min === null && range.max === null) return null;
  return `${range.min ?? ''}:${range.max ?? ''}`;
}

/**
 * SPEC §2: page 1 means offset 0; later pages skip (page - 1) × page size.
 *
 * @example
 * pageOffset(3, 21); // 42
 */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}
