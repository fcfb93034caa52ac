import { SORT_VALUES, type SortValue } from '../site/site-config.schema.js';
import {
  LIST_FILTER_KEYS,
  type ListFilterKey,
  RANGE_FILTER_KEYS,
  RANGE_PATTERN,
  type RangeFilterKey,
  type SearchState,
} from './filter-keys.js';

/** SPEC §2: path shapes in order of preference. */
export const SEARCH_PATH_SHAPES: readonly (readonly ListFilterKey[])[] = Object.freeze([
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

const DEFAULT_BASE = '/search';
const trimSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
const enc = encodeURIComponent;
const dec = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/**
 * The path shape a state uses: the first SPEC shape whose filters each hold exactly one value.
 *
 * @example
 * searchPathShape({ ...emptySearchState(), filters: { car_type: ['used'], make: ['Toyota'] } }); // ['car_type', 'make']
 */
export function searchPathShape(state: Pick<SearchState, 'filters'>): readonly ListFilterKey[] | null {
  return SEARCH_PATH_SHAPES.find((shape) => shape.every((key) => state.filters[key]?.length === 1)) ?? null;
}

/**
 * SPEC §2 Search URL construction: a single-valued filter combination becomes a path (first matching
 * shape, as `/key/value` pairs under the base path); all other filters go in the query string as
 * comma-joined lists, plus query and sortBy; ranges as 'min:max'; page only when greater than 1.
 *
 * @example
 * buildSearchUrl({ query: '', page: 2, sortBy: 'price:asc', filters: { car_type: ['used'], make: ['Toyota'], colour: ['Red', 'White'] }, ranges: { price: '10000:20000' } });
 * // '/search/car_type/used/make/Toyota?colour=Red,White&price=10000:20000&sortBy=price:asc&page=2'
 */
export function buildSearchUrl(state: SearchState, options: SearchUrlOptions = {}): string {
  const base = trimSlash(options.basePath ?? DEFAULT_BASE);
  const shape = searchPathShape(state) ?? [];
  const path = shape.map((key) => `/${key}/${enc((state.filters[key] as string[])[0] as string)}`).join('');
  const params: string[] = [];
  if (state.query !== '') params.push(`query=${enc(state.query)}`);
  for (const key of LIST_FILTER_KEYS) {
    const values = state.filters[key];
    if (!values || values.length === 0 || shape.includes(key)) continue;
    params.push(`${key}=${values.map(enc).join(',')}`);
  }
  for (const key of RANGE_FILTER_KEYS) {
    const range = state.ranges[key];
    if (range) params.push(`${key}=${range}`);
  }
  if (state.sortBy) params.push(`sortBy=${state.sortBy}`);
  if (state.page > 1) params.push(`page=${state.page}`);
  const root = base === '/' && path ? '' : base;
  return `${root}${path}${params.length ? `?${params.join('&')}` : ''}`;
}

/**
 * SPEC §2: a valid page value is an integer string greater than 1, otherwise the first page.
 *
 * @example
 * parsePage('3'); // 3
 * parsePage('1.5'); // 1
 */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

const isListKey = (k: string): k is ListFilterKey => (LIST_FILTER_KEYS as readonly string[]).includes(k);
const isRangeKey = (k: string): k is RangeFilterKey => (RANGE_FILTER_KEYS as readonly string[]).includes(k);

/**
 * Splits a URL (absolute, or path + query) into path segments after the base path and raw query pairs.
 */
function splitUrl(url: string, basePath: string): { segments: string[]; pairs: [string, string][] } {
  let rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  const pathname = trimSlash(q >= 0 ? rest.slice(0, q) : rest) || '/';
  const search = q >= 0 ? rest.slice(q + 1) : '';
  const base = trimSlash(basePath);
  let remainder = '';
  if (base === '/') remainder = pathname;
  else if (pathname === base || pathname.startsWith(`${base}/`)) remainder = pathname.slice(base.length);
  const segments = remainder.split('/').filter((s) => s !== '');
  const pairs = search
    .split('&')
    .filter((p) => p !== '')
    .map((p): [string, string] => {
      const eq = p.indexOf('=');
      return eq >= 0 ? [dec(p.slice(0, eq)), p.slice(eq + 1)] : [dec(p), ''];
    });
  return { segments, pairs };
}

/**
 * The inverse of buildSearchUrl: reads path pairs, comma-joined query lists, ranges, query, sortBy and
 * page (invalid → 1), plus the group site's `refinementList[simple_fuel][0]=Hybrid` links.
 * Unknown keys, invalid ranges and unknown sorts are ignored. `parseSearchUrl(buildSearchUrl(x))` equals x.
 *
 * @example
 * parseSearchUrl('/search/make/Toyota?refinementList[simple_fuel][0]=Hybrid&page=1');
 * // { query: '', page: 1, sortBy: null, filters: { make: ['Toyota'], fuel: ['Hybrid'] }, ranges: {} }
 */
export function parseSearchUrl(url: string, options: SearchUrlOptions = {}): SearchState {
  const { segments, pairs } = splitUrl(url, options.basePath ?? DEFAULT_BASE);
  const state: SearchState = { query: '', page: 1, sortBy: null, filters: {}, ranges: {} };
  const add = (key: ListFilterKey, values: string[]) => {
    const clean = values.filter((v) => v !== '');
    if (clean.length === 0) return;
    state.filters[key] = [...(state.filters[key] ?? []), ...clean];
  };
  if (segments.length % 2 === 0) {
    for (let i = 0; i < segments.length; i += 2) {
      const key = segments[i] as string;
      if (isListKey(key)) add(key, [dec(segments[i + 1] as string)]);
    }
  }
  for (const [key, raw] of pairs) {
    const refinement = /^refinementList\[([^\]]+)\]\[\d*\]$/.exec(key);
    if (refinement) {
      const attribute = refinement[1] as string;
      const target = REFINEMENT_LIST_ATTRIBUTES[attribute] ?? (isListKey(attribute) ? attribute : null);
      if (target) add(target, [dec(raw)]);
    } else if (key === 'query') state.query = dec(raw);
    else if (key === 'page') state.page = parsePage(dec(raw));
    else if (key === 'sortBy') {
      const sort = dec(raw);
      state.sortBy = (SORT_VALUES as readonly string[]).includes(sort) ? (sort as SortValue) : null;
    } else if (isRangeKey(key)) {
      const range = dec(raw);
      if (RANGE_PATTERN.test(range)) state.ranges[key] = range;
    } else if (isListKey(key)) add(key, raw.split(',').map(dec));
  }
  return state;
}

/**
 * The single path segment after the base path when it is not a filter path, e.g. a dealership slug in
 * '/search/{dealership_slug}' or a site default like 'used-cars' under '/search'.
 *
 * @example
 * searchPageSlug('/search/used-cars?page=2'); // 'used-cars'
 * searchPageSlug('/search/make/Toyota'); // null
 */
export function searchPageSlug(url: string, options: SearchUrlOptions = {}): string | null {
  const { segments } = splitUrl(url, options.basePath ?? DEFAULT_BASE);
  return segments.length === 1 ? dec(segments[0] as string) : null;
}
