import { CAR_TYPES } from '../cars/car.schema.js';
import { AUSTRALIAN_STATES } from '../locale/regions.js';
import type { StockSummary } from '../site/site-config.schema.js';
import { dec, type PathFilterKey, SEARCH_PATH_SHAPES } from './search-url-keys.js';

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
