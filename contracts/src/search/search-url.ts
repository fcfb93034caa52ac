import { CAR_TYPES } from '../cars/car.schema.js';
import { AUSTRALIAN_STATES } from '../locale/regions.js';
import { SORT_VALUES, type SortValue, type StockSummary } from '../site/site-config.schema.js';
import {
  LIST_FILTER_KEYS,
  type ListFilterKey,
  RANGE_FILTER_KEYS,
  RANGE_PATTERN,
  type RangeFilterKey,
  SEARCH_FILTER_KEYS,
  type SearchState,
} from './filter-keys.js';

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

/**
 * The values a value-only search path may name, per path filter. Path segments are ambiguous
 * (`/search/used/toyota`, `/search/nsw`), so parsing reads each segment against these lists and returns the
 * canonical spelling listed here ('Toyota', 'NSW', 'RAV4'). A missing list means no value of that filter
 * can be a path segment.
 *
 * `make_model` lists the models of each make (keyed by make; keys match makes slug-insensitively), because
 * a model is only a path segment after its make (`/search/toyota/rav4`).
 *
 * Collisions: when two values of one list have the same slug ('Mercedes-Benz', 'Mercedes Benz'), the one
 * listed first is canonical: a path segment parses to it, and `buildSearchUrl` with this vocabulary puts
 * the other one in the query string. Across filters, the SPEC shape order decides (`/search/newcastle` is
 * a dealership_name before a city), and `buildSearchUrl` with the vocabulary skips a shape whose path would
 * parse as an earlier one. Treat a vocabulary as immutable once used (lookups are cached per object).
 */
export type SearchVocabulary = {
  readonly [K in Exclude<PathFilterKey, 'make_model'>]?: readonly string[];
} & {
  readonly make_model?: Readonly<Record<string, readonly string[]>>;
};

/** The lists the search backend can add to a stock summary (facet values: cities, locations, bodies …). */
export type SearchVocabularyExtras = SearchVocabulary;

/**
 * The edge's vocabulary for a site: car types (all of SPEC's new, used, demo), states (Australian states
 * unless `extras.state` gives a NZ/US site's regions), the stock summary's makes and models (most stocked
 * first, so the most stocked spelling wins a slug collision), and the backend's extra lists appended.
 *
 * @example
 * vocabularyFromStockSummary(site.stock_summary, { city: ['Sydney', 'Newcastle'], body: ['SUV', 'Ute'] });
 * // { car_type: ['new', 'used', 'demo'], state: ['NSW', …], make: ['Toyota', …], make_model: { Toyota: ['RAV4', …] }, city: [...], body: [...] }
 */
export function vocabularyFromStockSummary(
  summary: Pick<StockSummary, 'makes' | 'models' | 'car_types'>,
  extras: SearchVocabularyExtras = {},
): SearchVocabulary {
  const byCount = <T extends { count: number }>(items: readonly T[]) => [...items].sort((a, b) => b.count - a.count);
  const unique = (...lists: (readonly string[] | undefined)[]) => [...new Set(lists.flatMap((l) => l ?? []))];
  const models = byCount(summary.models);
  const makeModel: Record<string, string[]> = {};
  for (const [make, names] of [
    ...models.map((m): [string, string[]] => [m.make, [m.name]]),
    ...Object.entries(extras.make_model ?? {}),
  ]) {
    makeModel[make] = unique(makeModel[make], names);
  }
  const vocabulary: Record<string, unknown> = {
    ...extras,
    car_type: unique(
      CAR_TYPES,
      summary.car_types.map((c) => c.name),
      extras.car_type,
    ),
    state: unique(extras.state ?? AUSTRALIAN_STATES),
    make: unique(
      byCount(summary.makes).map((m) => m.name),
      models.map((m) => m.make),
      extras.make,
    ),
    make_model: makeModel,
  };
  return Object.freeze(vocabulary) as SearchVocabulary;
}

/**
 * The slug of a value in a search path: accents removed, lower case, every run of characters other than
 * letters and digits one hyphen, no hyphen at either end. Idempotent; empty when the value has no letter
 * or digit (such a value cannot be a path segment).
 *
 * @example
 * searchSlug('Land Rover'); // 'land-rover'
 * searchSlug('Mercedes-Benz'); // 'mercedes-benz'
 * searchSlug('Škoda'); // 'skoda'
 */
export function searchSlug(value: string): string {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

type SlugMap = Map<string, string>;
type CompiledVocabulary = { lists: Map<PathFilterKey, SlugMap>; models: Map<string, SlugMap> };

const compiled = new WeakMap<SearchVocabulary, CompiledVocabulary>();

function slugMap(values: readonly string[], into: SlugMap = new Map()): SlugMap {
  for (const value of values) {
    const slug = searchSlug(value);
    if (slug !== '' && !into.has(slug)) into.set(slug, value);
  }
  return into;
}

function compile(vocabulary: SearchVocabulary): CompiledVocabulary {
  const cached = compiled.get(vocabulary);
  if (cached) return cached;
  const lists = new Map<PathFilterKey, SlugMap>();
  for (const [key, values] of Object.entries(vocabulary)) {
    if (key !== 'make_model' && Array.isArray(values)) lists.set(key as PathFilterKey, slugMap(values));
  }
  const models = new Map<string, SlugMap>();
  for (const [make, names] of Object.entries(vocabulary.make_model ?? {})) {
    const makeSlug = searchSlug(make);
    models.set(makeSlug, slugMap(names, models.get(makeSlug)));
  }
  const result = { lists, models };
  compiled.set(vocabulary, result);
  return result;
}

/** A matched search path: its SPEC shape and the canonical value of each key. */
export type SearchPathMatch = { shape: readonly PathFilterKey[]; values: Partial<Record<PathFilterKey, string>> };

/**
 * Reads value-only path segments (already split, URL-decoded or not) against a vocabulary: the first SPEC
 * shape of that length whose every segment's slug names a value of its key; null when none does.
 *
 * @example
 * parseSearchPath(['used', 'toyota'], vocabulary); // { shape: ['car_type', 'make'], values: { car_type: 'used', make: 'Toyota' } }
 * parseSearchPath(['nowhere'], vocabulary); // null
 */
export function parseSearchPath(segments: readonly string[], vocabulary: SearchVocabulary): SearchPathMatch | null {
  const { lists, models } = compile(vocabulary);
  const slugs = segments.map((s) => searchSlug(dec(s)));
  for (const shape of SEARCH_PATH_SHAPES) {
    if (shape.length !== slugs.length) continue;
    const values: Partial<Record<PathFilterKey, string>> = {};
    const matched = shape.every((key, i) => {
      const list = key === 'make_model' ? models.get(searchSlug(values.make as string)) : lists.get(key);
      const value = list?.get(slugs[i] as string);
      if (value !== undefined) values[key] = value;
      return value !== undefined;
    });
    if (matched) return { shape, values };
  }
  return null;
}

/** Where a search URL lives: the site's default search path (e.g. /search, /search/used-cars). */
export type SearchUrlOptions = { basePath?: string };

/**
 * Build options: with the vocabulary the parser will use, a shape is used only when its path parses back
 * to the same values (see SearchVocabulary for collisions); without one, any value with a non-empty slug
 * goes in the path.
 */
export type BuildSearchUrlOptions = SearchUrlOptions & { vocabulary?: SearchVocabulary };

const DEFAULT_BASE = '/search';
const trimSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
const enc = encodeURIComponent;
function dec(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

function pathFor(
  state: Pick<SearchState, 'filters'>,
  vocabulary: SearchVocabulary | undefined,
): { shape: readonly PathFilterKey[]; slugs: string[] } | null {
  for (const shape of SEARCH_PATH_SHAPES) {
    if (!shape.every((key) => state.filters[key]?.length === 1)) continue;
    const values = shape.map((key) => (state.filters[key] as string[])[0] as string);
    const slugs = values.map(searchSlug);
    if (slugs.includes('')) continue;
    if (vocabulary) {
      const match = parseSearchPath(slugs, vocabulary);
      if (match?.shape !== shape || shape.some((key, i) => match.values[key] !== values[i])) continue;
    }
    return { shape, slugs };
  }
  return null;
}

/**
 * The path shape a state uses: the first SPEC shape whose filters each hold exactly one value with a
 * non-empty slug (and, given a vocabulary, whose path parses back to those values).
 *
 * @example
 * searchPathShape({ filters: { car_type: ['used'], make: ['Toyota'] } }); // ['car_type', 'make']
 */
export function searchPathShape(
  state: Pick<SearchState, 'filters'>,
  vocabulary?: SearchVocabulary,
): readonly PathFilterKey[] | null {
  return pathFor(state, vocabulary)?.shape ?? null;
}

/**
 * SPEC §2 Search URL construction: a single-valued filter combination becomes a value-only path (first
 * matching shape, slugged values under the base path); all other filters go in the query string as
 * comma-joined lists, plus query and sortBy; ranges as 'min:max'; page (1-based) only when greater than 1.
 *
 * @example
 * buildSearchUrl({ query: '', page: 2, sortBy: 'price:asc', filters: { car_type: ['used'], make: ['Land Rover'], colour: ['Red', 'White'] }, ranges: { price: '10000:20000' } });
 * // '/search/used/land-rover?colour=Red,White&price=10000:20000&sortBy=price:asc&page=2'
 */
export function buildSearchUrl(state: SearchState, options: BuildSearchUrlOptions = {}): string {
  const base = trimSlash(options.basePath ?? DEFAULT_BASE);
  const found = pathFor(state, options.vocabulary);
  const shape: readonly ListFilterKey[] = found?.shape ?? [];
  const path = (found?.slugs ?? []).map((slug) => `/${enc(slug)}`).join('');
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
/** An InstantSearch-style list refinement parameter: `refinementList[make][0]`. */
const REFINEMENT_PARAM = /^refinementList\[([^\]]+)\]\[\d*\]$/;

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
