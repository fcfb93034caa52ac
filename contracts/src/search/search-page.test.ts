import { describe, expect, it } from 'vitest';
import { CAR_CARD_FIELDS } from '../cars/car-card.js';
import { emptySearchState } from './filter-keys.js';
import {
  filterableState,
  mergeFacetResults,
  SEARCH_ROUTE_DEFAULTS,
  SIDEBAR_FACETS,
  searchQueries,
  searchStateForUrl,
} from './search-page.js';
import { vocabularyFromStockSummary } from './search-vocabulary.js';

const vocabulary = vocabularyFromStockSummary(
  { makes: [{ name: 'Toyota', count: 3 }], models: [{ make: 'Toyota', name: 'RAV4', count: 2 }], car_types: [] },
  { city: ['Sydney'] },
);
const ctx = { dealerships: [{ slug: 'harbourside-kia', name: 'Harbourside Kia' }], vocabulary };

describe('search page URLs', () => {
  it.each([
    ['/search', {}, '/search'],
    ['/search/used-cars?page=2', { car_type: ['used'] }, '/search/used-cars'],
    ['/search/harbourside-kia', { dealership_name: ['Harbourside Kia'] }, '/search/harbourside-kia'],
    ['/search/used/toyota', { car_type: ['used'], make: ['Toyota'] }, '/search'],
    ['/cars?make=Toyota', { make: ['Toyota'] }, '/cars'],
    ['/find/rental-cars', {}, '/find/rental-cars'],
    ['/pre-owned?make=Toyota', { car_type: ['used'], make: ['Toyota'] }, '/pre-owned'],
  ])('%s', (url, filters, basePath) => {
    const found = searchStateForUrl(url, ctx);
    expect(found?.state.filters).toEqual(filters);
    expect(found?.basePath).toBe(basePath);
  });
  // The page's own filters, kept by the empty state's 'Find Me Something Similar'.
  it.each([
    ['/search/used-cars?make=Toyota', { car_type: ['used'] }],
    ['/search/harbourside-kia', { dealership_name: ['Harbourside Kia'] }],
    ['/pre-owned', { car_type: ['used'] }],
    ['/search/used/toyota', {}],
    ['/cars', {}],
  ])('%s starts from %j', (url, defaults) => {
    expect(searchStateForUrl(url, ctx)?.defaults).toEqual(defaults);
  });
  it('/pre-owned is route data (used stock), not a dealer check', () => {
    expect(SEARCH_ROUTE_DEFAULTS['/pre-owned']).toEqual({ car_type: ['used'] });
  });
  // SPEC §3 lists item_type, price_range and weekly_price_range; the cars index cannot filter them.
  it('drops filter keys the cars index cannot filter, keeps the rest', () => {
    const found = searchStateForUrl('/search?item_type=x&price_range=1-2&weekly_price_range=3&make=Toyota', ctx);
    expect(found?.state.filters).toEqual({ make: ['Toyota'] });
    expect(filterableState({ ...emptySearchState(), filters: { seats: ['5'] } }).filters).toEqual({ seats: ['5'] });
  });
  it('unknown paths are null', () => {
    expect(searchStateForUrl('/search/nothing-here', ctx)).toBeNull();
  });
});

describe('search queries', () => {
  it('one hits query plus one facet query per refined list facet', () => {
    const qs = searchQueries(
      { ...emptySearchState(), query: 'AB1234', page: 3, filters: { make: ['Toyota'] } },
      { pageSize: 21, defaultSort: 'price:asc' },
    );
    expect(qs).toHaveLength(2);
    expect(qs[0]).toMatchObject({
      q: '"AB1234"',
      sort: ['price_shown:desc', 'price:asc'],
      limit: 21,
      offset: 42,
      filter: ['make IN ["Toyota"]'],
      // Only what a results card shows: the edge's RPC, the remote's parse and the browser's JSON stay small.
      attributesToRetrieve: [...CAR_CARD_FIELDS],
    });
    expect(qs[1]).toMatchObject({ facets: ['make'], filter: [], limit: 0 });
    expect(qs[1]).not.toHaveProperty('attributesToRetrieve');
    expect(
      mergeFacetResults([
        { facetDistribution: { make: { Toyota: 1 }, colour: { Red: 1 } } },
        { facetDistribution: { make: { Toyota: 1, Kia: 2 } } },
      ]),
    ).toEqual({ make: { Toyota: 1, Kia: 2 }, colour: { Red: 1 } });
  });
});

// SPEC §2: year is a checkbox facet (over the 'min:max' year range) as well as a range facet.
describe('the year checkbox facet', () => {
  it('is in the sidebar after drive; with a year range set, its counts come without that range', () => {
    const keys = SIDEBAR_FACETS.map((f) => f.key);
    expect(keys.indexOf('year')).toBe(keys.indexOf('drive') + 1);
    expect(SIDEBAR_FACETS.find((f) => f.key === 'year')?.span).toBe(true);
    const qs = searchQueries(
      { ...emptySearchState(), ranges: { year: '2019:2020' } },
      { pageSize: 21, defaultSort: 'custom_rank:desc' },
    );
    expect(qs[0]?.filter).toEqual(['year >= 2019 AND year <= 2020']);
    expect(qs).toHaveLength(2);
    expect(qs[1]).toMatchObject({ facets: ['year'], filter: [], limit: 0 });
  });
});

describe('categories and the valuation-data features facet', () => {
  it('asks for features only on sites with the flag; filtered_features filters the features attribute', () => {
    const state = { ...emptySearchState(), filters: { filtered_features: ['Sunroof'] } };
    const off = searchQueries(state, { pageSize: 21, defaultSort: 'custom_rank:desc' });
    expect(off[0]?.facets).toContain('categories');
    expect(off[0]?.facets).not.toContain('features');
    const on = searchQueries(state, { pageSize: 21, defaultSort: 'custom_rank:desc', featuresFacet: true });
    expect(on[0]?.facets).toContain('features');
    expect(on[0]?.filter).toEqual(['features IN ["Sunroof"]']);
  });
});
