import { SORT_VALUES, type SortValue } from '../site/site-config.schema.js';
import { type ListFilterKey, RANGE_PATTERN, type SearchState } from './filter-keys.js';
import {
  DEFAULT_BASE,
  dec,
  isListKey,
  isRangeKey,
  REFINEMENT_LIST_ATTRIBUTES,
  REFINEMENT_PARAM,
  type SearchUrlOptions,
  trimSlash,
} from './search-url-keys.js';
import { parseSearchPath, type SearchVocabulary } from './search-vocabulary.js';

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

/**
 * Splits a URL (absolute, or path + query) into path segments after the base path and raw query pairs;
 * null when the path is not under the base path.
 */
function splitUrl(url: string, basePath: string): { segments: string[]; pairs: [string, string][] } | null {
  let rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  const pathname = trimSlash(q >= 0 ? rest.slice(0, q) : rest) || '/';
  const search = q >= 0 ? rest.slice(q + 1) : '';
  const base = trimSlash(basePath);
  let remainder: string;
  if (base === '/') remainder = pathname;
  else if (pathname === base || pathname.startsWith(`${base}/`)) remainder = pathname.slice(base.length);
  else return null;
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
 * The inverse of buildSearchUrl. Value-only path segments are read against the site's vocabulary
 * (parseSearchPath: shapes in SPEC order, canonical values); a path under the base path that matches no
 * shape, or a URL outside the base path, is null (the caller answers 404 — check site default slugs such
 * as 'used-cars' first, see searchPageSlug). The query string gives comma-joined lists, ranges, query,
 * sortBy and page (invalid → 1), plus the group site's `refinementList[simple_fuel][0]=Hybrid` links;
 * unknown keys, invalid ranges and unknown sorts are ignored. Path and query values of one key are merged.
 * `parseSearchUrl(buildSearchUrl(x, { vocabulary }), vocabulary)` equals x.
 *
 * @example
 * parseSearchUrl('/search/used/toyota?refinementList[simple_fuel][0]=Hybrid&page=1', vocabulary);
 * // { query: '', page: 1, sortBy: null, filters: { car_type: ['used'], make: ['Toyota'], fuel: ['Hybrid'] }, ranges: {} }
 * parseSearchUrl('/search/not-a-make', vocabulary); // null
 */
export function parseSearchUrl(
  url: string,
  vocabulary: SearchVocabulary,
  options: SearchUrlOptions = {},
): SearchState | null {
  const split = splitUrl(url, options.basePath ?? DEFAULT_BASE);
  if (!split) return null;
  const state: SearchState = { query: '', page: 1, sortBy: null, filters: {}, ranges: {} };
  const add = (key: ListFilterKey, values: string[]) => {
    const clean = values.filter((v) => v !== '');
    if (clean.length === 0) return;
    state.filters[key] = [...(state.filters[key] ?? []), ...clean];
  };
  if (split.segments.length > 0) {
    const match = parseSearchPath(split.segments, vocabulary);
    if (!match) return null;
    for (const key of match.shape) add(key, [match.values[key] as string]);
  }
  for (const [key, raw] of split.pairs) {
    const refinement = REFINEMENT_PARAM.exec(key);
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
 * The single path segment after the base path, e.g. a dealership slug in '/search/{dealership_slug}' or a
 * site default like 'used-cars' under '/search'. A single segment may also be a value-only filter path
 * ('/search/toyota'): the caller matches its own known slugs first, then parseSearchUrl.
 *
 * @example
 * searchPageSlug('/search/used-cars?page=2'); // 'used-cars'
 * searchPageSlug('/search/used/toyota'); // null
 */
export function searchPageSlug(url: string, options: SearchUrlOptions = {}): string | null {
  const split = splitUrl(url, options.basePath ?? DEFAULT_BASE);
  return split?.segments.length === 1 ? dec(split.segments[0] as string) : null;
}
