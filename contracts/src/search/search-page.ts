import { CAR_CARD_FIELDS } from '../cars/car-card.js';
import { FILTER_LIMITS } from '../constants/limits.js';
import type { SortValue } from '../site/site-config.schema.js';
import { type ListFilterKey, pageOffset, type SearchState } from './filter-keys.js';
import { CARS_INDEX_SETTINGS } from './index-settings.js';
import type { MultiSearchQuery } from './meili.schema.js';
import { FILTER_ATTRIBUTES, refinementFilters } from './scope-filter.js';
import { searchTerm } from './search-input.js';
import { parseSearchUrl, searchPageSlug } from './search-url-parse.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import { effectiveSort, indexSort } from './sort-options.js';

/**
 * SPEC §2 site default search pages (/search/{slug}) and the filters each starts with. SPEC names these
 * "such as" the first ten; the new/demo and used pages of the motorcycle, caravan and truck dealers (their
 * menus link them) follow the same pattern.
 */
export const SEARCH_PAGE_DEFAULTS: Readonly<Record<string, Partial<Record<ListFilterKey, string[]>>>> = Object.freeze({
  'new-used-and-demo-cars': {},
  'used-cars': { car_type: ['used'] },
  'new-cars': { car_type: ['new'] },
  'demo-cars': { car_type: ['demo'] },
  'new-used-and-demo-trucks': {},
  'new-trucks': { car_type: ['new'] },
  'used-trucks': { car_type: ['used'] },
  'subscription-cars': {},
  'rental-cars': {},
  'used-motorcycles': { car_type: ['used'] },
  'new-motorcycles': { car_type: ['new'] },
  'demo-motorcycles': { car_type: ['demo'] },
  'used-caravans': { car_type: ['used'] },
  'new-caravans': { car_type: ['new'] },
  'rv-vehicles': {},
});

/** Filters a search page starts with (its defaults: a /search/{slug} page, /pre-owned …). */
export type SearchPageFilters = Partial<Record<ListFilterKey, string[]>>;

/**
 * SPEC §2 search routes outside /search and the filters each starts with (route data, not a per-dealer
 * check: which dealer has the route is the page plan's site-config condition, e.g. pre_owned_path).
 * /pre-owned lists used (pre-owned) stock only; /find/rental-cars and the vehicle listing base list the
 * site's whole scope.
 */
export const SEARCH_ROUTE_DEFAULTS: Readonly<Record<string, SearchPageFilters>> = Object.freeze({
  '/pre-owned': { car_type: ['used'] },
  '/find/rental-cars': {},
});

/** One facet of the search screen's sidebar. */
export type SidebarFacet = {
  key: ListFilterKey | 'year';
  attribute: string;
  label: string;
  limit?: number;
  /** The valuation-data variant's features facet (only on sites with that flag). */
  features?: true;
  /** Checkboxes that edit this key's 'min:max' range as a span of values (year-span.ts), not a list. */
  span?: true;
};

/** The facets of the search screen (SPEC §2) as filter key → index attribute, in sidebar order. */
export const SIDEBAR_FACETS: readonly SidebarFacet[] = Object.freeze([
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
  { key: 'year', attribute: 'year', label: 'Year', span: true },
  { key: 'categories', attribute: 'categories', label: 'Categories' },
  { key: 'filtered_features', attribute: 'features', label: 'Features', features: true },
]);

/** Numeric facets shown as ranges with their facetStats bounds. */
export const RANGE_FACETS = ['price', 'km', 'year'] as const;

/** Where a search page reads its state: the URL path under the base, or a site default / dealership slug. */
export type SearchPageContext = {
  dealerships: readonly { slug: string; name: string }[];
  vocabulary: SearchVocabulary;
  /** The site's own /search/{slug} pages and their filters (SPEC §7 `search_slugs`), before SEARCH_PAGE_DEFAULTS. */
  pages?: Readonly<Record<string, SearchPageFilters>>;
};

/**
 * Drops the list filters whose index attribute is not filterable (SPEC §3's item_type, price_range,
 * weekly_price_range have no attribute in the cars index): a link carrying one still opens the search,
 * without that key, instead of a search the backend refuses.
 *
 * @example
 * filterableState({ ...emptySearchState(), filters: { item_type: ['x'], make: ['Kia'] } }).filters; // { make: ['Kia'] }
 */
export function filterableState(state: SearchState): SearchState {
  const filters = { ...state.filters };
  for (const key of Object.keys(filters) as ListFilterKey[]) {
    if (!CARS_INDEX_SETTINGS.filterableAttributes.includes(filterAttribute(key))) delete filters[key];
  }
  return { ...state, filters };
}

/** A search page's state, where its links go, and the filters the page itself starts with. */
export type SearchPageState = { state: SearchState; basePath: string; defaults: SearchPageFilters };

/**
 * The search state of a search page URL: /search (query only), /search/{default slug}, /search/{dealership
 * slug}, the SEO value paths of parseSearchUrl, the routes of SEARCH_ROUTE_DEFAULTS (/find/rental-cars,
 * /pre-owned) and the vehicle listing base (/cars, /motorcycles, /campers). The page's own filters
 * (`defaults`) are merged into the state; unfilterable keys are dropped (filterableState). null when the
 * path names nothing known (the page answers 404).
 *
 * @example
 * searchStateForUrl('/search/used-cars?page=2', ctx);
 * // { state: { filters: { car_type: ['used'] }, page: 2, … }, basePath: '/search/used-cars', defaults: { car_type: ['used'] } }
 */
export function searchStateForUrl(url: string, ctx: SearchPageContext): SearchPageState | null {
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const withDefaults = (state: SearchState | null, basePath: string, defaults: SearchPageFilters) => {
    if (!state) return null;
    for (const [k, v] of Object.entries(defaults)) {
      const key = k as ListFilterKey;
      state.filters[key] = [...new Set([...(v ?? []), ...(state.filters[key] ?? [])])];
    }
    return { state: filterableState(state), basePath, defaults };
  };
  if (!path.startsWith('/search')) {
    return withDefaults(
      parseSearchUrl(`/${query}`, ctx.vocabulary, { basePath: '/' }),
      path,
      SEARCH_ROUTE_DEFAULTS[path] ?? {},
    );
  }
  const slug = searchPageSlug(path);
  if (slug !== null) {
    // Own keys only: /search/constructor names no page.
    const own = (pages: Readonly<Record<string, SearchPageFilters>> | undefined) =>
      pages && Object.hasOwn(pages, slug) ? pages[slug] : undefined;
    const defaults = own(ctx.pages) ?? own(SEARCH_PAGE_DEFAULTS);
    const dealership = ctx.dealerships.find((d) => d.slug === slug);
    if (defaults || dealership) {
      return withDefaults(
        parseSearchUrl(`/search${query}`, ctx.vocabulary),
        path,
        defaults ?? { dealership_name: [dealership?.name as string] },
      );
    }
  }
  return withDefaults(parseSearchUrl(url, ctx.vocabulary), '/search', {});
}

/** Options of a search page's queries. */
export type SearchQueryOptions = { pageSize: number; defaultSort: SortValue; featuresFacet?: boolean };

/**
 * The multi-search of a search page (SPEC §7): the first query gives the hits (a card's fields only,
 * CAR_CARD_FIELDS) and every facet; one more
 * query per refined sidebar facet (list facets, and the year checkboxes when a year range is set) gives that
 * facet's counts without its own refinement (so other values stay selectable).
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
    sort: indexSort(effectiveSort(state.sortBy, { default_sort: options.defaultSort })),
    limit: options.pageSize,
    offset: pageOffset(state.page, options.pageSize),
    attributesToRetrieve: [...CAR_CARD_FIELDS],
  };
  const more: MultiSearchQuery[] = [];
  for (const f of sidebar) {
    const refined = f.key === 'year' ? Boolean(state.ranges.year) : Boolean(state.filters[f.key]?.length);
    if (!refined) continue;
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
