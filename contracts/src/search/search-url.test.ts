import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAR_TYPES } from '../cars/car.schema.js';
import { AUSTRALIAN_STATES } from '../locale/regions.js';
import { SORT_VALUES } from '../site/site-config.schema.js';
import {
  emptySearchState,
  LIST_FILTER_KEYS,
  type ListFilterKey,
  RANGE_FILTER_KEYS,
  type SearchState,
  SearchStateSchema,
} from './filter-keys.js';
import {
  buildSearchUrl,
  type PathFilterKey,
  parsePage,
  parseSearchPath,
  parseSearchUrl,
  SEARCH_PATH_SHAPES,
  type SearchVocabulary,
  searchPageSlug,
  searchPathShape,
  searchSlug,
  vocabularyFromStockSummary,
} from './index.js';

const state = (over: Partial<SearchState>): SearchState => ({ ...emptySearchState(), ...over });
const filters = (f: SearchState['filters']) => state({ filters: f });

/** A site's vocabulary as the edge builds it: stock summary + the search backend's facet lists. */
const vocabulary = vocabularyFromStockSummary(
  {
    makes: [
      { name: 'Mercedes Benz', count: 1 },
      { name: 'Toyota', count: 50 },
      { name: 'Land Rover', count: 5 },
      { name: 'Mercedes-Benz', count: 9 },
    ],
    models: [
      { make: 'Toyota', name: 'C-HR', count: 3 },
      { make: 'Toyota', name: 'RAV4', count: 10 },
      { make: 'Land Rover', name: 'Range Rover Evoque', count: 2 },
      { make: 'Škoda', name: 'Octavia', count: 1 },
    ],
    car_types: [{ name: 'used', count: 40 }],
  },
  {
    city: ['Sydney', 'Newcastle', 'Wagga Wagga'],
    dealership_name: ['Harbourside Toyota', 'Newcastle'],
    location_name: ['Parramatta Service Centre'],
    body: ['SUV', 'Cab Chassis'],
    drive: ['AWD', '4x4'],
    fuel: ['Hybrid', 'Electric'],
    categories: ['Family', 'Off-road'],
    make_model: { TOYOTA: ['Yaris'] },
  },
);

// SPEC §2: "A single-valued filter combination becomes a path. Path shapes in order of preference:
// car_type/make, car_type/state/city, car_type/state, car_type, dealership_name, state, city/make, city,
// location_name/make, location_name, make/make_model, make, body, drive, fuel, categories."
describe('searchPathShape', () => {
  const one = (keys: ListFilterKey[]) => Object.fromEntries(keys.map((k) => [k, [`${k}-v`]]));
  it.each<[ListFilterKey[], PathFilterKey[] | null]>([
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

  it('needs exactly one value per key, with a slug', () => {
    expect(searchPathShape({ filters: { car_type: ['used', 'demo'], make: ['Toyota'] } })).toEqual(['make']);
    expect(searchPathShape({ filters: { car_type: ['!!!'], make: ['Toyota'] } })).toEqual(['make']);
  });

  it('lists the sixteen SPEC shapes', () => expect(SEARCH_PATH_SHAPES).toHaveLength(16));
});

describe('searchSlug', () => {
  it.each([
    ['Land Rover', 'land-rover'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['C-HR', 'c-hr'],
    ['RAV4', 'rav4'],
    ['NSW', 'nsw'],
    ['Škoda', 'skoda'],
    ['Citroën', 'citroen'],
    ['Cab, Chassis', 'cab-chassis'],
    ['  4x4 ', '4x4'],
    ['Under $20k!', 'under-20k'],
    ['Ōtautahi', 'otautahi'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (value, slug) => expect(searchSlug(value)).toBe(slug));

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (s) => {
        const slug = searchSlug(s);
        expect(searchSlug(slug)).toBe(slug);
        expect(searchSlug(decodeURIComponent(encodeURIComponent(slug)))).toBe(slug);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('vocabularyFromStockSummary', () => {
  const summary = { makes: [], models: [], car_types: [] };
  it('always knows the SPEC car types and, by default, the Australian states', () => {
    const v = vocabularyFromStockSummary(summary);
    expect(v.car_type).toEqual([...CAR_TYPES]);
    expect(v.state).toEqual([...AUSTRALIAN_STATES]);
    expect(v.make).toEqual([]);
    expect(Object.isFrozen(v)).toBe(true);
  });
  it('takes a NZ/US site’s regions instead of the Australian states', () => {
    expect(vocabularyFromStockSummary(summary, { state: ['Auckland', 'Canterbury'] }).state).toEqual([
      'Auckland',
      'Canterbury',
    ]);
  });
  it('lists makes and models most stocked first, adds makes only seen on models, and appends extras', () => {
    expect(vocabulary.make).toEqual(['Toyota', 'Mercedes-Benz', 'Land Rover', 'Mercedes Benz', 'Škoda']);
    expect(vocabulary.make_model).toEqual({
      Toyota: ['RAV4', 'C-HR'],
      'Land Rover': ['Range Rover Evoque'],
      Škoda: ['Octavia'],
      TOYOTA: ['Yaris'],
    });
    expect(vocabulary.city).toEqual(['Sydney', 'Newcastle', 'Wagga Wagga']);
  });
});

// SPEC §2: "A single-valued filter combination becomes a path. … All other filters go in the query string
// as comma-joined lists, plus query and sortBy." Paths are value-only slugs (/search/used/toyota).
describe('buildSearchUrl and parseSearchUrl, one row per shape', () => {
  it.each<[string, SearchState['filters'], string]>([
    [
      'car_type/make',
      { car_type: ['used'], make: ['Toyota'], state: ['NSW'], city: ['Sydney'] },
      '/search/used/toyota?city=Sydney&state=NSW',
    ],
    ['car_type/state/city', { car_type: ['used'], state: ['NSW'], city: ['Sydney'] }, '/search/used/nsw/sydney'],
    [
      'car_type/state',
      { car_type: ['new'], state: ['QLD'], city: ['Sydney', 'Wagga Wagga'] },
      '/search/new/qld?city=Sydney,Wagga%20Wagga',
    ],
    ['car_type', { car_type: ['demo'], make: ['Toyota', 'Land Rover'] }, '/search/demo?make=Toyota,Land%20Rover'],
    [
      'dealership_name',
      { dealership_name: ['Harbourside Toyota'], state: ['NSW'] },
      '/search/harbourside-toyota?state=NSW',
    ],
    ['state', { state: ['NSW'], city: ['Sydney', 'Newcastle'] }, '/search/nsw?city=Sydney,Newcastle'],
    ['city/make', { city: ['Wagga Wagga'], make: ['Land Rover'] }, '/search/wagga-wagga/land-rover'],
    ['city', { city: ['Sydney'], body: ['SUV'] }, '/search/sydney?body=SUV'],
    [
      'location_name/make',
      { location_name: ['Parramatta Service Centre'], make: ['Mercedes-Benz'] },
      '/search/parramatta-service-centre/mercedes-benz',
    ],
    ['location_name', { location_name: ['Parramatta Service Centre'] }, '/search/parramatta-service-centre'],
    ['make/make_model', { make: ['Toyota'], make_model: ['C-HR'] }, '/search/toyota/c-hr'],
    [
      'make/make_model (extra list, make key in other case)',
      { make: ['Toyota'], make_model: ['Yaris'] },
      '/search/toyota/yaris',
    ],
    ['make', { make: ['Škoda'], colour: ['Red', 'White'] }, '/search/skoda?colour=Red,White'],
    ['body', { body: ['Cab Chassis'], drive: ['AWD', '4x4'] }, '/search/cab-chassis?drive=AWD,4x4'],
    ['drive', { drive: ['4x4'], fuel: ['Hybrid'] }, '/search/4x4?fuel=Hybrid'],
    ['fuel', { fuel: ['Electric'] }, '/search/electric'],
    ['categories', { categories: ['Off-road'] }, '/search/off-road'],
    ['no shape', { colour: ['Red', 'White'], seats: ['7'] }, '/search?colour=Red,White&seats=7'],
  ])('%s', (_, f, url) => {
    expect(buildSearchUrl(filters(f), { vocabulary })).toBe(url);
    expect(buildSearchUrl(filters(f))).toBe(url);
    expect(parseSearchUrl(url, vocabulary)).toEqual(filters(f));
  });

  it('puts query, ranges, sortBy and page in the query string', () => {
    const x = state({
      page: 2,
      sortBy: 'price:asc',
      query: 'low kms, one owner',
      filters: { car_type: ['used'], make: ['Land Rover'], colour: ['Red', 'White'] },
      ranges: { price: '10000:20000', year: '2015:' },
    });
    const url = buildSearchUrl(x, { vocabulary });
    expect(url).toBe(
      '/search/used/land-rover?query=low%20kms%2C%20one%20owner&colour=Red,White&price=10000:20000&year=2015:&sortBy=price:asc&page=2',
    );
    expect(parseSearchUrl(url, vocabulary)).toEqual(x);
  });

  // "All other filters go in the query string as comma-joined lists"
  it('escapes commas inside values', () => {
    expect(buildSearchUrl(filters({ make: ['Toyota', 'Mazda'], colour: ['Red, Metallic'] }))).toBe(
      '/search?colour=Red%2C%20Metallic&make=Toyota,Mazda',
    );
  });

  it('uses the configured base path', () => {
    expect(buildSearchUrl(state({}), { basePath: '/search/used-cars/' })).toBe('/search/used-cars');
    expect(buildSearchUrl(filters({ make: ['Kia'] }), { basePath: '/pre-owned' })).toBe('/pre-owned/kia');
    expect(buildSearchUrl(filters({ make: ['Kia'] }), { basePath: '/' })).toBe('/kia');
    expect(buildSearchUrl(state({ page: 3 }), { basePath: '/' })).toBe('/?page=3');
    expect(parseSearchUrl('/pre-owned/toyota/rav4', vocabulary, { basePath: '/pre-owned' })).toEqual(
      filters({ make: ['Toyota'], make_model: ['RAV4'] }),
    );
    expect(parseSearchUrl('/used/nsw', vocabulary, { basePath: '/' })).toEqual(
      filters({ car_type: ['used'], state: ['NSW'] }),
    );
  });

  // "The page number is 1-based in the URL; page 1 means offset 0."
  it('leaves page 1 out of the URL', () => {
    expect(buildSearchUrl(state({ page: 1 }))).toBe('/search');
  });
});

// SearchVocabulary: a slug shared by two values of one key → the first listed (vocabularyFromStockSummary:
// most stocked) is canonical; across keys the SPEC shape order decides; build with the vocabulary never
// writes a path that would parse differently.
describe('collisions and values outside the vocabulary', () => {
  it.each<[string, SearchState['filters'], string, string]>([
    [
      'less stocked spelling of a make',
      { make: ['Mercedes Benz'] },
      '/search?make=Mercedes%20Benz',
      '/search/mercedes-benz',
    ],
    ['non-canonical case', { make: ['toyota'] }, '/search?make=toyota', '/search/toyota'],
    ['city that is also a dealership name', { city: ['Newcastle'] }, '/search?city=Newcastle', '/search/newcastle'],
    ['city not in stock', { city: ['Brisbane'] }, '/search?city=Brisbane', '/search/brisbane'],
    [
      'make not in stock falls to car_type',
      { car_type: ['used'], make: ['Holden'] },
      '/search/used?make=Holden',
      '/search/used/holden',
    ],
    [
      'model of another make',
      { make: ['Land Rover'], make_model: ['RAV4'] },
      '/search/land-rover?make_model=RAV4',
      '/search/land-rover/rav4',
    ],
    ['value without letters or digits', { body: ['!!!'] }, '/search?body=!!!', '/search?body=!!!'],
  ])('%s', (_, f, withVocabulary, without) => {
    expect(buildSearchUrl(filters(f), { vocabulary })).toBe(withVocabulary);
    expect(buildSearchUrl(filters(f))).toBe(without);
    expect(parseSearchUrl(withVocabulary, vocabulary)).toEqual(filters(f));
  });

  it('parses a shared slug as the first listed value and the earliest shape', () => {
    expect(parseSearchUrl('/search/mercedes-benz', vocabulary)?.filters).toEqual({ make: ['Mercedes-Benz'] });
    expect(parseSearchUrl('/search/newcastle', vocabulary)?.filters).toEqual({ dealership_name: ['Newcastle'] });
  });
});

describe('parseSearchUrl paths', () => {
  // Segments match the vocabulary case- and slug-insensitively and come back canonical.
  it.each<[string, SearchState['filters'] | null]>([
    ['/search/USED/Toyota', { car_type: ['used'], make: ['Toyota'] }],
    ['/search/Used/NSW/Wagga%20Wagga/', { car_type: ['used'], state: ['NSW'], city: ['Wagga Wagga'] }],
    ['/search/land%20rover', { make: ['Land Rover'] }],
    ['/search/Land_Rover', { make: ['Land Rover'] }],
    ['/search/%C5%A0koda/octavia', { make: ['Škoda'], make_model: ['Octavia'] }],
    ['https://harbourside.localhost/search/toyota/rav4#top', { make: ['Toyota'], make_model: ['RAV4'] }],
    ['/search/sydney/toyota', { city: ['Sydney'], make: ['Toyota'] }],
    ['/search//nsw', { state: ['NSW'] }],
    // "a path that matches no shape is null (the caller answers 404)"
    ['/search/holden', null],
    ['/search/land-rover/rav4', null],
    ['/search/toyota/used', null],
    ['/search/used/nsw/sydney/toyota', null],
    ['/search/make/Toyota', null],
    ['/search/used-cars', null],
    ['/search/%E0%A4%A', null],
    ['/cars/used', null],
  ])('%s -> %j', (url, f) => expect(parseSearchUrl(url, vocabulary)).toEqual(f === null ? null : filters(f)));

  it('parses nothing into the path with an empty vocabulary', () => {
    expect(parseSearchUrl('/search/used', {})).toBeNull();
    expect(parseSearchUrl('/search?make=Kia', {})).toEqual(filters({ make: ['Kia'] }));
    expect(parseSearchPath(['toyota', 'rav4'], { make: ['Toyota'] })).toBeNull();
  });

  it('matches already split segments', () => {
    expect(parseSearchPath(['used', 'toyota'], vocabulary)).toEqual({
      shape: ['car_type', 'make'],
      values: { car_type: 'used', make: 'Toyota' },
    });
    expect(parseSearchPath([], vocabulary)).toBeNull();
  });
});

describe('parseSearchUrl query string', () => {
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
    if (value !== undefined) expect(parseSearchUrl(`/search?page=${value}`, vocabulary)?.page).toBe(page);
  });

  // "The group site also supports refinementList[simple_fuel][0]=Hybrid style query links for electric and hybrid."
  it.each<[string, SearchState['filters']]>([
    ['/search?refinementList[simple_fuel][0]=Hybrid', { fuel: ['Hybrid'] }],
    [
      'https://harbourside.localhost/search?refinementList%5Bsimple_fuel%5D%5B0%5D=Hybrid&refinementList[simple_fuel][1]=Electric&refinementList[make][0]=Kia&refinementList[bogus][0]=x',
      { fuel: ['Hybrid', 'Electric'], make: ['Kia'] },
    ],
    ['/search/used?refinementList[simple_fuel][0]=Electric', { car_type: ['used'], fuel: ['Electric'] }],
  ])('reads refinementList link %s', (url, f) => expect(parseSearchUrl(url, vocabulary)?.filters).toEqual(f));

  it('ignores unknown keys, bad ranges and sorts', () => {
    expect(parseSearchUrl('/search?foo=1&price=abc&km=:&sortBy=bogus&colour=&year=2015:#top', vocabulary)).toEqual(
      state({ ranges: { year: '2015:' } }),
    );
    expect(parseSearchUrl('/search/toyota?sortBy=km:asc&query=a+b&flag', vocabulary)).toEqual(
      state({ filters: { make: ['Toyota'] }, sortBy: 'km:asc', query: 'a b' }),
    );
    expect(parseSearchUrl('/search?make=%E0%A4%A', vocabulary)).toEqual(filters({ make: ['%E0%A4%A'] }));
  });

  it('reads a bare query string at the root base path', () => {
    expect(parseSearchUrl('?make=Kia', vocabulary, { basePath: '/' })?.filters).toEqual({ make: ['Kia'] });
  });

  it('merges path and query values of the same key', () => {
    expect(parseSearchUrl('/search/toyota?make=Mazda', vocabulary)?.filters).toEqual({ make: ['Toyota', 'Mazda'] });
  });
});

describe('searchPageSlug', () => {
  it.each([
    ['/search/used-cars?page=2', 'used-cars'],
    ['/search/harbourside-toyota', 'harbourside-toyota'],
    ['/search/used/toyota', null],
    ['/search', null],
    ['/cars/used-cars', null],
  ])('%s -> %j', (url, slug) => expect(searchPageSlug(url)).toBe(slug));
});

// Issue #3: "Property: parse(build(x)) equals x for any valid filter state", generated together with a
// vocabulary that contains the state's values.
describe('parse(build(x)) == x', () => {
  const WORDS: Record<Exclude<PathFilterKey, 'make_model'> | 'model', readonly string[]> = {
    car_type: CAR_TYPES,
    state: [...AUSTRALIAN_STATES, 'Auckland', 'Canterbury', 'CA', 'New York'],
    make: ['Toyota', 'Mazda', 'Land Rover', 'Mercedes-Benz', 'Mercedes Benz', 'Škoda', 'Citroën', 'GWM', 'MG', 'BMW'],
    model: ['RAV4', 'C-HR', 'Corolla Cross', 'CX-5', 'HiLux', '3 Series', 'Range Rover Evoque', 'i30', 'ZS EV', '86'],
    city: ['Sydney', 'Newcastle', 'Wagga Wagga', 'Coffs Harbour', 'Port Macquarie', 'Mount Gambier', 'Ōtautahi'],
    dealership_name: ['Harbourside Toyota', 'Sydney City Motors', 'Newcastle', 'Bigbox Cars'],
    location_name: ['Parramatta Service Centre', 'Bigbox Cars - Penrith', 'Newcastle'],
    body: ['SUV', 'Sedan', 'Hatch', 'Ute', 'Cab Chassis', 'Wagon', 'People Mover'],
    drive: ['AWD', '4WD', '4x4', 'FWD', 'RWD', 'Front Wheel Drive'],
    fuel: ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'PHEV'],
    categories: ['Family', 'Off-road', 'Under $20k', 'Tradie', 'Eco-friendly'],
  };
  const PATH_KEYS = [...new Set(SEARCH_PATH_SHAPES.flat())];
  const OTHER_KEYS = LIST_FILTER_KEYS.filter((k) => !(PATH_KEYS as string[]).includes(k));
  const wordsFor = (key: PathFilterKey) => WORDS[key === 'make_model' ? 'model' : key];

  const anyValue = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' });
  const lettered = fc
    .tuple(fc.string({ maxLength: 5, unit: 'grapheme' }), fc.constantFrom(...'aZéßŁΩжあ'), fc.string({ maxLength: 5 }))
    .map(([a, l, b]) => `${a}${l}${b}`);
  const pathValue = (key: PathFilterKey) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...wordsFor(key)) },
      { weight: 2, arbitrary: lettered },
      { weight: 1, arbitrary: anyValue },
    );
  const values = (value: fc.Arbitrary<string>) =>
    fc.oneof(
      value.map((v) => [v]),
      fc.uniqueArray(value, { minLength: 1, maxLength: 3 }),
    );
  const filterState = fc
    .tuple(fc.subarray(PATH_KEYS, { maxLength: 4 }), fc.subarray(OTHER_KEYS, { maxLength: 2 }))
    .chain(([pathKeys, otherKeys]) =>
      fc.record(
        Object.fromEntries([
          ...pathKeys.map((k) => [k, values(pathValue(k))]),
          ...otherKeys.map((k) => [k, values(anyValue)]),
        ]) as Record<ListFilterKey, fc.Arbitrary<string[]>>,
      ),
    );
  const num = fc.integer({ min: 0, max: 500000 });
  const range = fc.oneof(
    fc.tuple(num, num).map(([a, b]) => `${a}:${b}`),
    num.map((a) => `${a}:`),
    num.map((b) => `:${b}`),
  );
  const searchState = fc.record({
    query: fc.string({ maxLength: 20 }),
    page: fc.integer({ min: 1, max: 500 }),
    sortBy: fc.option(fc.constantFrom(...SORT_VALUES), { nil: null }),
    filters: filterState,
    ranges: fc.dictionary(fc.constantFrom(...RANGE_FILTER_KEYS), range, { maxKeys: 3 }),
  });

  /** A shuffled list holding `own` plus some realistic words and arbitrary lettered strings. */
  const listWith = (own: readonly string[], words: readonly string[]) =>
    fc.tuple(fc.subarray([...words]), fc.array(lettered, { maxLength: 3 })).chain(([some, extra]) => {
      const all = [...new Set([...own, ...some, ...extra])];
      return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
    });
  const vocabularyFor = (x: SearchState): fc.Arbitrary<SearchVocabulary> =>
    fc
      .record(
        Object.fromEntries(
          PATH_KEYS.filter((k) => k !== 'make_model').map((k) => [k, listWith(x.filters[k] ?? [], wordsFor(k))]),
        ) as Record<Exclude<PathFilterKey, 'make_model'>, fc.Arbitrary<string[]>>,
      )
      .chain((lists) =>
        fc
          .tuple(...(lists.make as string[]).map(() => listWith(x.filters.make_model ?? [], WORDS.model)))
          .map((models) => ({
            ...lists,
            make_model: Object.fromEntries((lists.make as string[]).map((make, i) => [make, models[i] as string[]])),
          })),
      );
  const stateAndVocabulary = searchState
    .map((s) => SearchStateSchema.parse(s))
    .chain((x) => vocabularyFor(x).map((v): [SearchState, SearchVocabulary] => [x, v]));
  const base = fc.constantFrom('/search', '/search/used-cars', '/pre-owned', '/find/rental-cars', '/');

  /** True when no slug names two different (key, value) pairs anywhere in the vocabulary. */
  const unambiguous = (v: SearchVocabulary) => {
    const seen = new Map<string, string>();
    const entries = [
      ...PATH_KEYS.filter((k) => k !== 'make_model').flatMap((k) => ((v[k] as string[]) ?? []).map((x) => [k, x])),
      ...Object.values(v.make_model ?? {}).flatMap((models) => models.map((x) => ['make_model', x])),
    ];
    return entries.every(([k, x]) => {
      const slug = searchSlug(x as string);
      const id = `${k}\u0000${x}`;
      if ((seen.get(slug) ?? id) !== id) return false;
      seen.set(slug, id);
      return true;
    });
  };

  it('round-trips every valid state, and uses the first SPEC shape unless the vocabulary is ambiguous', () => {
    let paths = 0;
    let withPath = 0;
    fc.assert(
      fc.property(stateAndVocabulary, base, ([x, v], basePath) => {
        expect(parseSearchUrl(buildSearchUrl(x, { basePath, vocabulary: v }), v, { basePath })).toEqual(x);
        if (searchPathShape(x, v)) withPath += 1;
        if (unambiguous(v)) {
          const shape = searchPathShape(x, v);
          expect(shape).toEqual(searchPathShape(x));
          if (shape) paths += 1;
        }
      }),
      { numRuns: 1000 },
    );
    // Not vacuous: most states get a path (~60%), and ~25% under a vocabulary without shared slugs.
    expect(withPath).toBeGreaterThan(400);
    expect(paths).toBeGreaterThan(100);
  });
});
