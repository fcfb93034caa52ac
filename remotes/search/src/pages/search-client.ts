/**
 * The browser side of the search page: the URL is the state. A link inside the page (facet, chip,
 * pagination), the keyword box or the sort select turns into a new URL; the page pushes it, runs the
 * multi-search against /api/search and rebuilds the view. Back/forward re-run the search of that URL.
 * No zod here (the client bundle stays small): the API's answers are the edge's, already typed.
 */
import {
  buildSearchUrl,
  type CarCard,
  mergeFacetResults,
  RecentCache,
  type SearchPageFilters,
  type SearchState,
  searchQueries,
  searchStateForUrl,
} from '@forecourt/contracts';
import type { RangeView } from './search-facets.js';
import type { SearchPageProps } from './search-props.js';
import { type SearchView, searchView } from './search-view.js';

type MultiSearchResult = {
  hits: CarCard[];
  estimatedTotalHits?: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
};

/**
 * The search state of a URL on this page and that route's own default filters (null when the URL
 * names nothing). Defaults are per URL: after navigating from /search/used-cars to /search, 'Find Me
 * Something Similar' no longer re-applies "used".
 */
export function stateFromUrl(
  href: string,
  props: SearchPageProps,
): { state: SearchState; defaults: SearchPageFilters } | null {
  const page = searchStateForUrl(href, {
    dealerships: props.client.dealerships,
    vocabulary: props.client.vocabulary,
    pages: props.client.pages,
  });
  return page ? { state: page.state, defaults: page.defaults } : null;
}

/** The URL of a state (value-only /search paths where they apply). */
export function urlFromState(state: SearchState, props: SearchPageProps): string {
  return buildSearchUrl(state, { vocabulary: props.client.vocabulary });
}

/** The URL of `state` with a new keyword (trimmed), back on page 1. */
export function keywordUrl(state: SearchState, keyword: string, props: SearchPageProps): string {
  return urlFromState({ ...state, query: keyword.trim(), page: 1 }, props);
}

/** The URL of `state` with range `key` set to `value` (or cleared when null/empty), back on page 1. */
export function rangeUrl(state: SearchState, key: RangeView['key'], value: string | null, props: SearchPageProps) {
  const ranges = { ...state.ranges };
  if (value) ranges[key] = value;
  else delete ranges[key];
  return urlFromState({ ...state, ranges, page: 1 }, props);
}

/**
 * The keyword form's no-JS target: the URL of the current filters (path filters in the action, the
 * others as hidden fields, one per value, as parseSearchUrl merges repeated keys), without the keyword,
 * sort and page the form itself sends.
 *
 * @example
 * toolbarForm(state, props); // { action: '/search/used', fields: [['colour', 'Red'], ['colour', 'White'], ['price', ':30000']] }
 */
export function toolbarForm(
  state: SearchState,
  props: SearchPageProps,
): { action: string; fields: [string, string][] } {
  const href = urlFromState({ ...state, query: '', sortBy: null, page: 1 }, props);
  const q = href.indexOf('?');
  if (q < 0) return { action: href, fields: [] };
  const fields = href
    .slice(q + 1)
    .split('&')
    .flatMap((pair): [string, string][] => {
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      return pair
        .slice(eq + 1)
        .split(',')
        .map((v) => [name, decodeURIComponent(v)]);
    });
  return { action: href.slice(0, q), fields };
}

/**
 * SPEC §9 "about 10 cached searches": the page's last searches stay in the browser, so back/forward
 * and going back to a filter answer at once. An answer is reused for a minute (the edge refreshes its
 * index about as often), then asked again.
 */
const recentSearches = new RecentCache<string, { at: number; results: MultiSearchResult[] }>();
export const SEARCH_REUSE_MS = 60_000;

async function fetchResults(body: string, signal?: AbortSignal): Promise<MultiSearchResult[]> {
  const known = recentSearches.get(body);
  if (known && Date.now() - known.at < SEARCH_REUSE_MS) return known.results;
  const res = await fetch('/api/search/multi-search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    signal,
  });
  if (!res.ok) throw new Error(`search failed (${res.status})`);
  const { results } = (await res.json()) as { results: MultiSearchResult[] };
  recentSearches.set(body, { at: Date.now(), results });
  return results;
}

/** Runs the page's multi-search for a state and builds the view. */
export async function runSearch(
  state: SearchState,
  defaults: SearchPageFilters,
  props: SearchPageProps,
  signal?: AbortSignal,
): Promise<SearchView> {
  const queries = searchQueries(state, {
    pageSize: props.site.pageSize,
    defaultSort: props.site.defaultSort as never,
    featuresFacet: props.site.featuresFacet,
  });
  const results = await fetchResults(JSON.stringify({ queries }), signal);
  const first = results[0];
  return searchView(
    state,
    props.client.vocabulary,
    {
      hits: first?.hits ?? [],
      total: first?.estimatedTotalHits ?? 0,
      facets: mergeFacetResults(results),
      stats: first?.facetStats ?? {},
    },
    props.site,
    new Date(),
    defaults,
  );
}
