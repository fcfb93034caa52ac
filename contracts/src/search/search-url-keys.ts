import {
  LIST_FILTER_KEYS,
  type ListFilterKey,
  RANGE_FILTER_KEYS,
  type RangeFilterKey,
  SEARCH_FILTER_KEYS,
} from './filter-keys.js';

// The search URL's keys (which filters a path holds, in which shapes; the query parameters it reads) and
// the text helpers its parser and builder share (search-url-parse.ts, search-url-format.ts; index.ts
// exports only the keys).

/** The filters that can appear as path segments (SPEC §2 path shapes). */
export type PathFilterKey = Extract<
  ListFilterKey,
  | 'car_type'
  | 'state'
  | 'city'
  | 'make'
  | 'make_model'
  | 'dealership_name'
  | 'location_name'
  | 'body'
  | 'drive'
  | 'fuel'
  | 'categories'
>;

/** SPEC §2: path shapes in order of preference. */
export const SEARCH_PATH_SHAPES: readonly (readonly PathFilterKey[])[] = Object.freeze([
  ['car_type', 'make'],
  ['car_type', 'state', 'city'],
  ['car_type', 'state'],
  ['car_type'],
  ['dealership_name'],
  ['state'],
  ['city', 'make'],
  ['city'],
  ['location_name', 'make'],
  ['location_name'],
  ['make', 'make_model'],
  ['make'],
  ['body'],
  ['drive'],
  ['fuel'],
  ['categories'],
]);

/** Group-site `refinementList[attribute][i]` attributes that differ from our filter keys. */
export const REFINEMENT_LIST_ATTRIBUTES: Readonly<Record<string, ListFilterKey>> = Object.freeze({
  simple_fuel: 'fuel',
  simple_body: 'body',
  simple_drive: 'drive',
  simple_transmission: 'transmission',
});

/** Where a search URL lives: the site's default search path (e.g. /search, /search/used-cars). */
export type SearchUrlOptions = { basePath?: string };

export const DEFAULT_BASE = '/search';
export const trimSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
export const enc = encodeURIComponent;
export function dec(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

export const isListKey = (k: string): k is ListFilterKey => (LIST_FILTER_KEYS as readonly string[]).includes(k);
export const isRangeKey = (k: string): k is RangeFilterKey => (RANGE_FILTER_KEYS as readonly string[]).includes(k);
/** An InstantSearch-style list refinement parameter: `refinementList[make][0]`. */
export const REFINEMENT_PARAM = /^refinementList\[([^\]]+)\]\[\d*\]$/;

/**
 * Whether parseSearchUrl reads a query parameter (its filter keys, query, page, sortBy and
 * refinementList[…][n]): a search page's cache key keeps these and drops the rest.
 *
 * @example
 * isSearchUrlParam('refinementList[make][0]'); // true
 * isSearchUrlParam('utm_source'); // false
 */
export function isSearchUrlParam(key: string): boolean {
  return (SEARCH_FILTER_KEYS as readonly string[]).includes(key) || REFINEMENT_PARAM.test(key);
}
