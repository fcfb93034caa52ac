import type { ListFilterKey, SearchState } from './filter-keys.js';
import { LIST_FILTER_KEYS, RANGE_FILTER_KEYS } from './filter-keys.js';
import {
  DEFAULT_BASE,
  enc,
  type PathFilterKey,
  SEARCH_PATH_SHAPES,
  type SearchUrlOptions,
  trimSlash,
} from './search-url-keys.js';
import { parseSearchPath, type SearchVocabulary, searchSlug } from './search-vocabulary.js';

/**
 * Build options: with the vocabulary the parser will use, a shape is used only when its path parses back
 * to the same values (see SearchVocabulary for collisions); without one, any value with a non-empty slug
 * goes in the path.
 */
export type BuildSearchUrlOptions = SearchUrlOptions & { vocabulary?: SearchVocabulary };

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
