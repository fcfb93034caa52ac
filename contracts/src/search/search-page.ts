import { FILTER_LIMITS } from '../constants/limits.js';
import type { SortValue } from '../site/site-config.schema.js';
import { type ListFilterKey, pageOffset, type SearchState } from './filter-keys.js';
import type { MultiSearchQuery } from './meili.schema.js';
import { FILTER_ATTRIBUTES, refinementFilters } from './scope-filter.js';
import { searchTerm } from './search-input.js';
import { parseSearchUrl, type SearchVocabulary, searchPageSlug, searchSlug } from './search-url.js';
import { effectiveSort } from './sort-options.js';

/** SPEC §2 site default search pages (/search/{slug}) and the filters each starts with. */
export const SEARCH_PAGE_DEFAULTS: Readonly<Record<string, Partial<Record<ListFilterKey, string[]>>>> = Object.freeze({
  'new-used-and-demo-cars': {},
  'used-cars': { car_type: ['used'] },
  'new-cars': { car_type: ['new'] },
  'demo-cars': { car_type: ['demo'] },
  'new-used-and-demo-trucks': {},
  'subscription-cars': {},
  'rental-cars': {},
  'used-motorcycles': { car_type: ['used'] },
  'used-caravans': { car_type: ['used'] },
  'rv-vehicles': {},
});

/** The facets of the search screen (SPEC §2) as filter key → index attribute, in sidebar order. */
/** `features` marks the valuation-data variant's features facet (only on sites with that flag). */
export const SIDEBAR_FACETS: readonly {
  key: ListFilterKey;
  attribute: string;
  label: string;
  limit?: number;
  features?: true;
}[] = Object.freeze([
  { key: 'city', attribute: 'city', label: 'City', limit: FILTER_LIMITS.city },
  { key: 'location_name', attribute: 'location_name', label: 'Dealership', limit: FILTER_LIMITS.location_name },
  { key: 'make', attribute: 'make', label: 'Make' },
  { key: 'make_model', attribute: 'make_model', label: 'Model', limit: FILTER_LIMITS.make_model },
  { key: 'car_type', attribute: 'car_type', label: 'Condition' },
  { key: 'colour', attribute: 'colour', label: 'Colour' },
  { key: 'body', attribute: 'simple_body', label: 'Body' },
  { key: 'transmission', attribute: 'simple_transmission', label: 'Transmission' },
  { key: 'fuel', attribute: 'simple_fuel', label: 'Fuel Type' },
  { key: 'drive', attribute: 'simple_drive', label: 'Drive' },
  { key: 'categories', attribute: 'categories', label: 'Categories' },
  { key: 'filtered_features', attribute: 'features', label: 'Features', features: true },
]);

/** Numeric facets shown as ranges with their facetStats bounds. */
export const RANGE_FACETS = ['price', 'km', 'year'] as const;

/** Where a search page reads its state: the URL path under the base, or a site default / dealership slug. */
export type SearchPageContext = {
  dealerships: readonly { slug: string; name: string }[];
  vocabulary: SearchVocabulary;
};

/**
 * The search state of a search page URL: /search (query only), /search/{default slug}, /search/{dealership
 * slug}, the SEO value paths of parseSearchUrl, /find/rental-cars, /pre-owned and the vehicle listing base
 * (/cars, /motorcycles, /campers). null when the path names nothing known (the page answers 404).
 *
 * @example
 * searchStateForUrl('/search/used-cars?page=2', ctx); // { state: { filters: { car_type: ['used'] }, page: 2, … }, basePath: '/search' }
 */
export function searchStateForUrl(
  url: string,
  ctx: SearchPageContext,
): { state: SearchState; basePath: string } | null {
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  if (!path.startsWith('/search')) {
    const state = parseSearchUrl(`/${query}`, ctx.vocabulary, { basePath: '/' });
    return state ? { state, basePath: path } : null;
  }
  const slug = searchPageSlug(path);
  if (slug !== null) {
    const defaults = SEARCH_PAGE_DEFAULTS[slug];
    const dealership = ctx.dealerships.find((d) => d.slug === slug);
    if (defaults || dealership) {
      const state = parseSearchUrl(`/search${query}`, ctx.vocabulary);
      if (!state) return null;
      const filters = { ...(defaults ?? { dealership_name: [dealership?.name as string] }) };
      for (const [k, v] of Object.entries(filters)) {
        const key = k as ListFilterKey;
        state.filters[key] = [...new Set([...(v ?? []), ...(state.filters[key] ?? [])])];
      }
      return { state, basePath: path };
    }
  }
  const state = parseSearchUrl(url, ctx.vocabulary);
  return state ? { state, basePath: '/search' } : null;
}

/** Options of a search page's queries. */
export type SearchQueryOptions = { pageSize: number; defaultSort: SortValue; featuresFacet?: boolean };

/**
 * The multi-search of a search page (SPEC §7): the first query gives the hits and every facet; one more
 * query per refined list facet gives that facet's counts without its own refinement (so other values stay
 * selectable).
 *
 * @example
 * searchQueries({ ...emptySearchState(), filters: { make: ['Toyota'] } }, { pageSize: 21, defaultSort: 'custom_rank:desc' }).length; // 2
 */
export function searchQueries(state: SearchState, options: SearchQueryOptions): MultiSearchQuery[] {
  const sidebar = SIDEBAR_FACETS.filter((f) => !f.features || options.featuresFacet);
  const facets = [...sidebar.map((f) => f.attribute), ...RANGE_FACETS];
  const q = searchTerm(state.query);
  const hits: MultiSearchQuery = {
    indexUid: 'cars',
    q,
    filter: refinementFilters(state),
    facets: [...new Set(facets)],
    sort: [effectiveSort(state.sortBy, { default_sort: options.defaultSort })],
    limit: options.pageSize,
    offset: pageOffset(state.page, options.pageSize),
  };
  const more: MultiSearchQuery[] = [];
  for (const f of sidebar) {
    if (!state.filters[f.key]?.length) continue;
    more.push({
      indexUid: 'cars',
      q,
      filter: refinementFilters(state, { except: f.key }),
      facets: [f.attribute],
      limit: 0,
    });
  }
  return [hits, ...more];
}

/** Merges a multi-search's results: hits and totals of the first, each facet from its own query if any. */
export function mergeFacetResults(
  results: readonly { facetDistribution?: Record<string, Record<string, number>>; facets?: readonly string[] }[],
): Record<string, Record<string, number>> {
  const merged: Record<string, Record<string, number>> = { ...(results[0]?.facetDistribution ?? {}) };
  for (const r of results.slice(1)) Object.assign(merged, r.facetDistribution ?? {});
  return merged;
}

/** The filter attribute of a list filter key (body → simple_body …). */
export const filterAttribute = (key: ListFilterKey): string => FILTER_ATTRIBUTES[key] ?? key;

/** A stable slug-ish id for form controls. */
export const controlId = (key: string, value: string) => `sr-${key}-${searchSlug(value) || 'x'}`;
