import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_VALUES } from '../site/site-config.schema.js';
import {
  emptySearchState,
  LIST_FILTER_KEYS,
  type ListFilterKey,
  RANGE_FILTER_KEYS,
  type SearchState,
  SearchStateSchema,
} from './filter-keys.js';
import { buildSearchUrl, parsePage, parseSearchUrl, searchPageSlug, searchPathShape } from './search-url.js';

const state = (over: Partial<SearchState>): SearchState => ({ ...emptySearchState(), ...over });

// SPEC §2: "A single-valued filter combination becomes a path. Path shapes in order of preference:
// car_type/make, car_type/state/city, car_type/state, car_type, dealership_name, state, city/make, city,
// location_name/make, location_name, make/make_model, make, body, drive, fuel, categories."
describe('searchPathShape', () => {
  const one = (keys: ListFilterKey[]) => Object.fromEntries(keys.map((k) => [k, [`${k}-v`]]));
  it.each<[ListFilterKey[], ListFilterKey[] | null]>([
    [
      ['car_type', 'make', 'state', 'city'],
      ['car_type', 'make'],
    ],
    [
      ['car_type', 'state', 'city'],
      ['car_type', 'state', 'city'],
    ],
    [
      ['car_type', 'state'],
      ['car_type', 'state'],
    ],
    [['car_type', 'city'], ['car_type']],
    [['dealership_name', 'state'], ['dealership_name']],
    [['state', 'city'], ['state']],
    [
      ['city', 'make'],
      ['city', 'make'],
    ],
    [['city', 'body'], ['city']],
    [
      ['location_name', 'make'],
      ['location_name', 'make'],
    ],
    [['location_name'], ['location_name']],
    [
      ['make', 'make_model'],
      ['make', 'make_model'],
    ],
    [['make', 'colour'], ['make']],
    [['body', 'drive'], ['body']],
    [['drive', 'fuel'], ['drive']],
    [['fuel'], ['fuel']],
    [['categories'], ['categories']],
    [['colour', 'seats'], null],
  ])('%j -> %j', (keys, shape) => expect(searchPathShape({ filters: one(keys) })).toEqual(shape));

  it('needs exactly one value per key', () => {
    expect(searchPathShape({ filters: { car_type: ['used', 'demo'], make: ['Toyota'] } })).toEqual(['make']);
  });
});

describe('buildSearchUrl', () => {
  it('puts the shape in the path and the rest in the query string', () => {
    const url = buildSearchUrl(
      state({
        page: 2,
        sortBy: 'price:asc',
        query: 'low kms, one owner',
        filters: { car_type: ['used'], make: ['Toyota'], colour: ['Red', 'White'] },
        ranges: { price: '10000:20000' },
      }),
    );
    expect(url).toBe(
      '/search/car_type/used/make/Toyota?query=low%20kms%2C%20one%20owner&colour=Red,White&price=10000:20000&sortBy=price:asc&page=2',
    );
  });
  // "All other filters go in the query string as comma-joined lists"
  it('comma-joins multi-valued filters and escapes commas inside values', () => {
    expect(buildSearchUrl(state({ filters: { make: ['Toyota', 'Mazda'], body: ['Cab, Chassis'] } }))).toBe(
      '/search/body/Cab%2C%20Chassis?make=Toyota,Mazda',
    );
  });
  it('uses the configured base path', () => {
    expect(buildSearchUrl(state({}), { basePath: '/search/used-cars/' })).toBe('/search/used-cars');
    expect(buildSearchUrl(state({ filters: { make: ['Kia'] } }), { basePath: '/pre-owned' })).toBe(
      '/pre-owned/make/Kia',
    );
    expect(buildSearchUrl(state({ filters: { make: ['Kia'] } }), { basePath: '/' })).toBe('/make/Kia');
    expect(buildSearchUrl(state({ page: 3 }), { basePath: '/' })).toBe('/?page=3');
  });
  // "The page number is 1-based in the URL; page 1 means offset 0."
  it('leaves page 1 out of the URL', () => {
    expect(buildSearchUrl(state({ page: 1 }))).toBe('/search');
  });
});

describe('parseSearchUrl', () => {
  // "A valid page value is an integer string greater than 1, otherwise the first page is used."
  it.each([
    ['2', 2],
    ['10', 10],
    ['1', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    [undefined, 1],
    ['99999999999999999999', 1],
  ])('page %s -> %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
    if (value !== undefined) expect(parseSearchUrl(`/search?page=${value}`).page).toBe(page);
  });

  // "The group site also supports refinementList[simple_fuel][0]=Hybrid style query links for electric and hybrid."
  it('reads refinementList links', () => {
    expect(
      parseSearchUrl(
        'https://harbourside.localhost/search?refinementList%5Bsimple_fuel%5D%5B0%5D=Hybrid&refinementList[simple_fuel][1]=Electric&refinementList[make][0]=Kia&refinementList[bogus][0]=x',
      ).filters,
    ).toEqual({ fuel: ['Hybrid', 'Electric'], make: ['Kia'] });
  });

  it('ignores unknown keys, bad ranges and sorts, odd path segments, and another base', () => {
    expect(parseSearchUrl('/search/used-cars?foo=1&price=abc&km=:&sortBy=bogus&colour=&year=2015:#top')).toEqual(
      state({ ranges: { year: '2015:' } }),
    );
    expect(parseSearchUrl('/cars/make/Toyota')).toEqual(state({}));
    expect(parseSearchUrl('/search/bogus/x/make/Kia?sortBy=km:asc&query=a+b&flag')).toEqual(
      state({ filters: { make: ['Kia'] }, sortBy: 'km:asc', query: 'a b' }),
    );
    expect(parseSearchUrl('/search?make=%E0%A4%A')).toEqual(state({ filters: { make: ['%E0%A4%A'] } }));
  });

  it('reads a bare query string at the root base path', () => {
    expect(parseSearchUrl('?make=Kia', { basePath: '/' }).filters).toEqual({ make: ['Kia'] });
  });

  it('merges path and query values of the same key', () => {
    expect(parseSearchUrl('/search/make/Kia?make=Mazda').filters).toEqual({ make: ['Kia', 'Mazda'] });
  });

  it('finds a non-filter slug after the base path', () => {
    expect(searchPageSlug('/search/used-cars?page=2')).toBe('used-cars');
    expect(searchPageSlug('/search/make/Toyota')).toBeNull();
    expect(searchPageSlug('/search')).toBeNull();
  });
});

// Issue #3: "Property: parse(build(x)) equals x for any valid filter state"
describe('parse(build(x)) == x', () => {
  const value = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' });
  const num = fc.integer({ min: 0, max: 500000 });
  const range = fc.oneof(
    fc.tuple(num, num).map(([a, b]) => `${a}:${b}`),
    num.map((a) => `${a}:`),
    num.map((b) => `:${b}`),
  );
  const filters = fc.dictionary(
    fc.constantFrom(...LIST_FILTER_KEYS),
    fc.uniqueArray(value, { minLength: 1, maxLength: 3 }),
    { maxKeys: 6 },
  );
  const ranges = fc.dictionary(fc.constantFrom(...RANGE_FILTER_KEYS), range, { maxKeys: 3 });
  const searchState = fc.record({
    query: fc.string({ maxLength: 20 }),
    page: fc.integer({ min: 1, max: 500 }),
    sortBy: fc.option(fc.constantFrom(...SORT_VALUES), { nil: null }),
    filters,
    ranges,
  });
  const base = fc.constantFrom('/search', '/search/used-cars', '/pre-owned', '/find/rental-cars', '/');

  it('round-trips every valid state', () => {
    fc.assert(
      fc.property(searchState, base, (s, basePath) => {
        const x = SearchStateSchema.parse(s);
        expect(parseSearchUrl(buildSearchUrl(x, { basePath }), { basePath })).toEqual(x);
      }),
      { numRuns: 1000 },
    );
  });
});
