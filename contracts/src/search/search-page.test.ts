import { describe, expect, it } from 'vitest';
import { emptySearchState } from './filter-keys.js';
import { mergeFacetResults, searchQueries, searchStateForUrl } from './search-page.js';
import { vocabularyFromStockSummary } from './search-url.js';

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
  ])('%s', (url, filters, basePath) => {
    const found = searchStateForUrl(url, ctx);
    expect(found?.state.filters).toEqual(filters);
    expect(found?.basePath).toBe(basePath);
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
      sort: ['price:asc'],
      limit: 21,
      offset: 42,
      filter: ['make IN ["Toyota"]'],
    });
    expect(qs[1]).toMatchObject({ facets: ['make'], filter: [], limit: 0 });
    expect(
      mergeFacetResults([
        { facetDistribution: { make: { Toyota: 1 }, colour: { Red: 1 } } },
        { facetDistribution: { make: { Toyota: 1, Kia: 2 } } },
      ]),
    ).toEqual({ make: { Toyota: 1, Kia: 2 }, colour: { Red: 1 } });
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
