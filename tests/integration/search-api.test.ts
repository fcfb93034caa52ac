/**
 * The search API contract suite: the same cases run against every search backend, so the backends
 * cannot drift —
 *   - embedded: always (the default; the in-memory index over D1);
 *   - meilisearch (compat server): always — the edge's Meilisearch backend (official client, scope ANDed
 *     as a filter item, error mapping, tenant tokens) against infra/search/compat-server, a small
 *     Meilisearch-compatible server (there is no Meilisearch binary on this machine), after
 *     infra/search's settings and sync;
 *   - meilisearch (MEILISEARCH_HOST): whenever MEILISEARCH_HOST is set (with MEILISEARCH_ADMIN_KEY,
 *     MEILISEARCH_SEARCH_KEY and MEILISEARCH_SEARCH_KEY_UID): a real Meilisearch. The suite syncs the test
 *     tenants' stock into its indexes (replacing what they hold): use a throwaway instance.
 */
import {
  type Car,
  indexSort,
  isCarListed,
  isPriceShown,
  MeiliErrorSchema,
  MultiSearchResponseSchema,
  SearchResponseSchema,
  TenantTokenResponseSchema,
} from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import {
  type CompatServer,
  loadIndexesFromDocuments,
  startCompatServer,
  tenantCarDocuments,
  tenantCatalogueDocuments,
} from '@forecourt/infra/search';
import { Meilisearch, MeilisearchApiError } from 'meilisearch';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const NOW = Date.now();
const TENANTS = ['harbourside', 'ridgeway-toyota', 'lakeside-auto'];
const data = new Map([...iterateTenants({ now: NOW, validate: false })].map((t) => [t.site.slug, t]));
const harbour = data.get('harbourside')!;
const listed = harbour.cars.filter((c) =>
  isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: harbour.site.include_sold_cars_days }),
);
const hidden = harbour.cars.filter((c) => !c.show_on_dealer_website);
const soldOutside = harbour.cars.filter((c) => c.status === 'sold' && c.show_on_dealer_website && !listed.includes(c));
const soldInside = listed.filter((c) => c.status === 'sold');
const other = data.get('ridgeway-toyota')!.cars[0] as Car;

type Backend = {
  name: string;
  /** Starts what the backend needs and returns the edge vars that select it. */
  start(): Promise<{ vars: Record<string, string>; dispose(): Promise<void> }>;
};

const testStock = () => tenantCarDocuments(TENANTS.map((slug) => data.get(slug)!));
/** Every test index's documents (what the seed writes to D1, for a Meilisearch backend). */
const testIndexes = () => ({ cars: testStock(), ...tenantCatalogueDocuments(TENANTS.map((slug) => data.get(slug)!)) });
const nowSeconds = Math.floor(NOW / 1000);
const liveOffers = (slug: string) =>
  data.get(slug)!.offers.filter((o) => o.starts_at_timestamp <= nowSeconds && o.expires_at_timestamp >= nowSeconds);

const BACKENDS: Backend[] = [
  { name: 'embedded', start: async () => ({ vars: {}, dispose: async () => {} }) },
  {
    name: 'meilisearch (compat server)',
    async start() {
      const server: CompatServer = await startCompatServer();
      await loadIndexesFromDocuments(
        new Meilisearch({ host: server.url, apiKey: server.keys.adminKey }),
        testIndexes(),
      );
      return {
        vars: {
          MEILISEARCH_HOST: server.url,
          MEILISEARCH_SEARCH_KEY: server.keys.searchKey,
          MEILISEARCH_SEARCH_KEY_UID: server.keys.searchKeyUid,
        },
        dispose: () => server.close(),
      };
    },
  },
];
const env = process.env;
if (env.MEILISEARCH_HOST) {
  BACKENDS.push({
    name: `meilisearch (MEILISEARCH_HOST ${env.MEILISEARCH_HOST})`,
    async start() {
      const admin = new Meilisearch({ host: env.MEILISEARCH_HOST!, apiKey: env.MEILISEARCH_ADMIN_KEY ?? '' });
      await loadIndexesFromDocuments(admin, testIndexes());
      const vars: Record<string, string> = {
        MEILISEARCH_HOST: env.MEILISEARCH_HOST!,
        MEILISEARCH_SEARCH_KEY: env.MEILISEARCH_SEARCH_KEY ?? '',
        MEILISEARCH_SEARCH_KEY_UID: env.MEILISEARCH_SEARCH_KEY_UID ?? '',
      };
      if (env.MEILISEARCH_PUBLIC_HOST) vars.MEILISEARCH_PUBLIC_HOST = env.MEILISEARCH_PUBLIC_HOST;
      return { vars, dispose: async () => {} };
    },
  });
}

describe.each(BACKENDS)('search API on the $name backend', (backend) => {
  let p: Platform;
  let stopBackend: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const started = await backend.start();
    stopBackend = started.dispose;
    // A budget no test here reaches (routing.test.ts checks the default one).
    p = await startPlatform({
      tenants: TENANTS,
      now: NOW,
      port: 0,
      vars: { ...started.vars, SEARCH_RATE_LIMIT: '100000/1' },
    });
  }, 120_000);
  afterAll(async () => {
    await p?.dispose();
    await stopBackend();
  });

  const post = (path: string, body: unknown, host = 'harbourside.localhost') =>
    p.get(host, `/api/search${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  async function search(query: Record<string, unknown>, host?: string) {
    const res = await post('/indexes/cars/search', query, host);
    const json = await res.json();
    if (res.status !== 200) throw new Error(`search failed ${res.status} ${JSON.stringify(json)}`);
    return SearchResponseSchema.parse(json);
  }
  /** Every hit of a query (pages of 1000, the largest limit). */
  async function searchAll(query: Record<string, unknown>, host?: string) {
    const first = await search({ ...query, limit: 1000, offset: 0 }, host);
    const hits = [...first.hits];
    for (let offset = 1000; offset < (first.estimatedTotalHits ?? 0); offset += 1000) {
      hits.push(...(await search({ ...query, limit: 1000, offset }, host)).hits);
    }
    return { ...first, hits };
  }
  const ids = (hits: Record<string, unknown>[]) => hits.map((h) => h.id as number).sort((a, b) => a - b);
  const expectIds = (cars: Car[]) => cars.map((c) => c.id).sort((a, b) => a - b);

  async function expectError(query: unknown, code: string, status = 400, path = '/indexes/cars/search') {
    const res = await post(path, query);
    expect(res.status).toBe(status);
    const body = MeiliErrorSchema.parse(await res.json());
    expect(body.code).toBe(code);
    expect(body.link).toContain(code);
    return body;
  }

  describe('search API: every request bounded (SEARCH_LIMITS), refused cheaply with Meilisearch codes', () => {
    it('refuses a body over 64 KB (413) before reading it, and a body that is not application/json (415)', async () => {
      // Just over the cap: a body far larger is refused the same way, but the early answer can then
      // reset the connection before the client has written it all (EPIPE in the test's fetch).
      const huge = `make IN [${Array.from({ length: 10_000 }, (_, i) => `m${i}`).join(', ')}]`;
      await expectError({ filter: huge }, 'payload_too_large', 413);
      await expectError({ queries: [{ indexUid: 'cars', filter: huge }] }, 'payload_too_large', 413, '/multi-search');
      const plain = await p.get('harbourside.localhost', '/api/search/indexes/cars/search', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      });
      expect(plain.status).toBe(415);
    });

    it('refuses long filters, deep nesting and long arrays with invalid_search_filter; never a 500', async () => {
      const body = await expectError(
        { filter: `(${'('.repeat(4000)}make = Toyota${')'.repeat(4001)}` },
        'invalid_search_filter',
      );
      expect(body.message).toContain('4096');
      await expectError({ filter: `${'NOT '.repeat(10_000)}make = Toyota` }, 'invalid_search_filter');
      await expectError({ filter: Array.from({ length: 201 }, () => 'make = Toyota') }, 'invalid_search_filter');
      await expectError({ q: 'x'.repeat(513) }, 'invalid_search_q');
      // Deep but short: the embedded parser stops at the depth limit (Meilisearch applies its own).
      if (backend.name === 'embedded') {
        const deep = await expectError({ filter: `${'NOT '.repeat(30)}make = Toyota` }, 'invalid_search_filter');
        expect(deep.message).toContain('maximum depth');
      }
    });

    it('caps queries per multi-search (20) and hits per request (1000 in all)', async () => {
      const q = (limit: number) => ({ indexUid: 'cars', q: '', limit });
      await expectError({ queries: Array.from({ length: 21 }, () => q(1)) }, 'bad_request', 400, '/multi-search');
      const many = await expectError(
        { queries: Array.from({ length: 20 }, () => q(1000)) },
        'invalid_search_limit',
        400,
        '/multi-search',
      );
      expect(many.message).toContain('20000 hits');
      const ok = await post('/multi-search', { queries: [q(500), q(500)] });
      expect(ok.status).toBe(200);
      const results = MultiSearchResponseSchema.parse(await ok.json()).results;
      expect(results.map((r) => r.hits.length).every((n) => n <= 500)).toBe(true);
    });

    it("takes turns per site on the embedded backend: a flood of one site's searches is refused past 32 waiting (503), another site's search still answers", async () => {
      if (backend.name !== 'embedded') return;
      const heavy = { queries: Array.from({ length: 10 }, () => ({ indexUid: 'cars', q: '', limit: 100 })) };
      const flood = Array.from({ length: 48 }, () => post('/multi-search', heavy));
      const other = await post('/indexes/cars/search', { q: '', limit: 1 }, 'ridgeway-toyota.localhost');
      expect(other.status).toBe(200);
      const statuses = await Promise.all(flood.map(async (r) => (await r).status));
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(33);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      const refused = (await flood[statuses.indexOf(503)]?.then((r) => r.clone().json())) as
        | { code?: string }
        | undefined;
      if (refused) expect(refused.code).toBe('too_many_search_requests');
    });

    it('refuses a body nested deeper than the API reads', async () => {
      let nested: unknown = 'make = Toyota';
      for (let i = 0; i < 50; i++) nested = [nested];
      await expectError({ filter: 'make = Toyota', deep: nested }, 'bad_request');
    });
  });

  describe('search API: Meilisearch shapes', () => {
    it('multi-search answers results with hits, facets and stats per query', async () => {
      const res = await post('/multi-search', {
        queries: [
          { indexUid: 'cars', q: '', facets: ['make', 'price'], limit: 21, offset: 0 },
          { indexUid: 'offers', q: '' },
          { indexUid: 'parts', q: '' },
          { indexUid: 'categories', q: '' },
        ],
      });
      const json = await res.json();
      expect(res.status, JSON.stringify(json)).toBe(200);
      const body = MultiSearchResponseSchema.parse(json);
      const [cars, offers, parts, categories] = body.results;
      expect(cars).toMatchObject({ indexUid: 'cars', limit: 21, offset: 0, estimatedTotalHits: listed.length });
      expect(cars?.hits).toHaveLength(21);
      expect(offers).toMatchObject({ indexUid: 'offers', estimatedTotalHits: liveOffers('harbourside').length });
      expect(parts).toMatchObject({ indexUid: 'parts', estimatedTotalHits: harbour.parts.length });
      expect(categories).toMatchObject({ indexUid: 'categories', estimatedTotalHits: harbour.categories.length });
      expect(body.results.map((r) => r.indexUid)).toEqual(['cars', 'offers', 'parts', 'categories']);
    });

    it('every listed car of the site, none other, in custom_rank:desc order by default', async () => {
      const r = await searchAll({});
      expect(r.estimatedTotalHits).toBe(listed.length);
      expect(ids(r.hits)).toEqual(expectIds(listed));
      const ranks = r.hits.map((h) => h.custom_rank as number);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    });

    it('single-car lookup: filter id = X, limit 1', async () => {
      const car = listed[5]!;
      const r = await search({ filter: `id = ${car.id}`, limit: 1 });
      expect(r.hits).toHaveLength(1);
      expect(r.hits[0]).toMatchObject({ id: car.id, slug: car.slug, location_name: car.location.name });
    });
  });

  describe('search API: filter operators', () => {
    const some = listed.find((c) => c.make === 'Toyota') ?? listed[0]!;
    const cases: [string, (c: Car) => boolean][] = [
      [`make = "${some.make}"`, (c) => c.make === some.make],
      [
        `make = ${some.make.toLowerCase().replace(/ .*/, '')}`,
        (c) => c.make.toLowerCase() === some.make.toLowerCase().replace(/ .*/, ''),
      ],
      [`make != "${some.make}"`, (c) => c.make !== some.make],
      ['price > 40000', (c) => c.price > 40000],
      ['price >= 40000', (c) => c.price >= 40000],
      ['km < 10000', (c) => c.km < 10000],
      ['km <= 10000', (c) => c.km <= 10000],
      ['year 2018 TO 2020', (c) => c.year >= 2018 && c.year <= 2020],
      ['car_type IN [used, demo]', (c) => c.car_type === 'used' || c.car_type === 'demo'],
      ['car_type NOT IN [used, demo]', (c) => c.car_type === 'new'],
      ['vin EXISTS', () => true],
      ['vin IS NULL', (c) => c.vin === null],
      ['badge IS NOT NULL', (c) => c.badge !== null],
      ['categories IS EMPTY', (c) => c.categories.length === 0],
      ['NOT car_type = new', (c) => c.car_type !== 'new'],
      ['(car_type = used OR car_type = demo) AND price < 30000', (c) => c.car_type !== 'new' && c.price < 30000],
      [
        'car_type = new OR car_type = used AND price < 20000',
        (c) => c.car_type === 'new' || (c.car_type === 'used' && c.price < 20000),
      ],
      [`location_name = "${some.location.name}"`, (c) => c.location.name === some.location.name],
      ['status = coming_soon', (c) => c.status === 'coming_soon'],
    ];
    it.each(cases)('%s', async (filter, expected) => {
      const r = await searchAll({ filter });
      expect(ids(r.hits)).toEqual(expectIds(listed.filter(expected)));
    });

    it('array filter: items ANDed, inner arrays ORed', async () => {
      const r = await searchAll({ filter: [['car_type = used', 'car_type = demo'], 'price < 25000'] });
      expect(ids(r.hits)).toEqual(expectIds(listed.filter((c) => c.car_type !== 'new' && c.price < 25000)));
    });
  });

  describe('search API: keyword, facets, sort, pagination', () => {
    it('keyword with prefix and typo tolerance', async () => {
      const toyotas = listed.filter((c) => c.make === 'Toyota');
      for (const q of ['toyota', 'toyo', 'toyotta']) {
        const r = await searchAll({ q });
        expect(r.estimatedTotalHits).toBeGreaterThanOrEqual(toyotas.length);
        expect(r.hits.slice(0, toyotas.length).every((h) => h.make === 'Toyota')).toBe(true);
      }
    });

    it('attributesToHighlight adds _formatted with the matched words wrapped (custom tags too)', async () => {
      const r = await search({ q: 'toyota', attributesToHighlight: ['make', 'model'], limit: 3 });
      const hit = r.hits[0] as { make: string; model: string; _formatted: { make: string; model: string } };
      expect(hit.make).toBe('Toyota');
      expect(hit._formatted.make).toBe('<em>Toyota</em>');
      expect(hit._formatted.model).toBe(hit.model);
      const tagged = await search({
        q: 'toyota',
        attributesToHighlight: ['*'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        limit: 1,
      });
      expect((tagged.hits[0] as { _formatted: { make: string } })._formatted.make).toBe('<mark>Toyota</mark>');
      expect((await search({ q: 'toyota', limit: 1 })).hits[0]).not.toHaveProperty('_formatted');
    });

    it('a stock number in quotes finds that car', async () => {
      const car = listed[10]!;
      const r = await search({ q: `"${car.stocknum}"` });
      expect(r.hits[0]?.id).toBe(car.id);
    });

    it('facetDistribution counts and facetStats bounds', async () => {
      const r = await search({ facets: ['make', 'car_type', 'price', 'year'], limit: 0 });
      expect(r.hits).toEqual([]);
      const makes: Record<string, number> = {};
      for (const c of listed) makes[c.make] = (makes[c.make] ?? 0) + 1;
      expect(r.facetDistribution?.make).toEqual(makes);
      const prices = listed.map((c) => c.price);
      expect(r.facetStats?.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
      expect(r.facetStats?.year?.min).toBe(Math.min(...listed.map((c) => c.year)));
      expect(r.facetStats?.make).toBeUndefined();
    });

    it.each(['price:asc', 'price:desc', 'km:asc', 'km:desc', 'created_at_timestamp:desc', 'year:asc'])(
      'sort %s',
      async (sort) => {
        const [attr, dir] = sort.split(':') as [string, string];
        const r = await searchAll({ sort: [sort] });
        const values = r.hits.map((h) => h[attr] as number);
        expect(values).toEqual([...values].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
      },
    );

    // SPEC §5 (price shown only above 10): the Lowest/Highest Price options list priced cars first, then the
    // 'Enquire for price.' / PREORDER ones; lakeside-auto (default Lowest Price) has both.
    it.each(['price:asc', 'price:desc'] as const)('the %s option sorts shown prices first', async (value) => {
      const r = await searchAll({ sort: indexSort(value) }, 'lakeside-auto.localhost');
      const shown = r.hits.map((h) => isPriceShown({ price: h.price as number }));
      expect(shown).toContain(true);
      expect(shown).toContain(false);
      expect(shown.slice(shown.indexOf(false))).not.toContain(true);
      const prices = r.hits.filter((_, i) => shown[i]).map((h) => h.price as number);
      expect(prices).toEqual([...prices].sort((a, b) => (value === 'price:asc' ? a - b : b - a)));
    });

    it('pagination edges: pages join up, past the end is empty, limit 0, page/hitsPerPage', async () => {
      const all = await searchAll({});
      const p1 = await search({ limit: 21, offset: 0 });
      const p2 = await search({ limit: 21, offset: 21 });
      expect([...p1.hits, ...p2.hits].map((h) => h.id)).toEqual(all.hits.slice(0, 42).map((h) => h.id));
      const past = await search({ offset: listed.length });
      expect(past.hits).toEqual([]);
      expect(past.estimatedTotalHits).toBe(listed.length);
      const last = await search({ offset: listed.length - 1 });
      expect(last.hits).toHaveLength(1);
      const paged = await search({ page: 2, hitsPerPage: 21 });
      expect(paged).toMatchObject({
        page: 2,
        hitsPerPage: 21,
        totalHits: listed.length,
        totalPages: Math.ceil(listed.length / 21),
      });
      expect(paged.hits.map((h) => h.id)).toEqual(p2.hits.map((h) => h.id));
    });
  });

  // Issue 34: shoppers' words (contracts shopper-words.ts + CAR_SYNONYMS, sent to Meilisearch as settings).
  describe("search API: shoppers' words", () => {
    const hitsOf = async (q: string, host?: string) =>
      (await searchAll({ q, sort: indexSort('custom_rank:desc') }, host)).hits;
    const listedWhere = (pred: (c: Car) => boolean) => expectIds(listed.filter(pred));
    it('"EV" returns the electric cars, every one of them, and no Ford Everest before them', async () => {
      const hits = await hitsOf('EV');
      const electric = listedWhere((c) => c.simple_fuel === 'Electric');
      expect(hits.slice(0, 20).every((h) => h.simple_fuel === 'Electric')).toBe(true);
      const firstOther = hits.findIndex((h) => h.simple_fuel !== 'Electric');
      const found = ids(firstOther < 0 ? hits : hits.slice(0, firstOther));
      expect(found).toEqual(electric);
      expect(hits.slice(0, electric.length).some((h) => h.model === 'Everest')).toBe(false);
    });
    it('"4x4", "7 seater" and "dual cab" are drive, seats and body: exactly those cars', async () => {
      expect(ids(await hitsOf('4x4'))).toEqual(listedWhere((c) => c.simple_drive === '4WD'));
      expect(ids(await hitsOf('7 seater'))).toEqual(listedWhere((c) => (c.seats ?? 0) >= 7));
      expect(ids(await hitsOf('dual cab'))).toEqual(listedWhere((c) => c.simple_body === 'Ute'));
    });
    it('a misspelt model ("camery") finds the Camrys, not cars with a reversing camera', async () => {
      expect(ids(await hitsOf('camery'))).toEqual(listedWhere((c) => c.model === 'Camry'));
    });
    it('a VIN finds its car', async () => {
      const car = listed.find((c) => c.vin && c.status === 'in_stock') as Car;
      expect(ids(await hitsOf(car.vin as string))).toEqual([car.id]);
    });
    it('a US shopper\'s "truck" is a pickup', async () => {
      const hits = await hitsOf('truck', 'lakeside-auto.localhost');
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((h) => h.simple_body === 'Pickup')).toBe(true);
    });
  });

  describe('search API: the site scope cannot be widened', () => {
    it('OR injection does not reach hidden or expired cars', async () => {
      expect(hidden.length).toBeGreaterThan(0);
      for (const filter of [
        'show_on_dealer_website = false',
        'id > 0 OR show_on_dealer_website = false',
        `id = ${hidden[0]!.id}`,
        'status = sold AND sold_date_timestamp < 1',
        ') OR (show_on_dealer_website = false',
      ]) {
        const res = await post('/indexes/cars/search', { filter, limit: 1000 });
        if (res.status === 400) continue; // a malformed injection is refused outright
        const r = SearchResponseSchema.parse(await res.json());
        expect(r.hits.every((h) => h.show_on_dealer_website === true)).toBe(true);
        expect(r.hits.some((h) => hidden.some((c) => c.id === h.id))).toBe(false);
      }
    });

    it("another dealer's car, by id or dealership_id, is not found", async () => {
      expect((await search({ filter: `id = ${other.id}` })).hits).toEqual([]);
      expect((await search({ filter: `dealership_id = ${other.dealership_id}` })).hits).toEqual([]);
      expect((await search({ q: `"${other.stocknum}"` })).hits.some((h) => h.id === other.id)).toBe(false);
    });

    it('sold window: sold inside it listed, outside it not', async () => {
      expect(soldOutside.length + soldInside.length).toBeGreaterThan(0);
      for (const c of soldOutside) expect((await search({ filter: `id = ${c.id}` })).hits).toEqual([]);
      for (const c of soldInside) expect((await search({ filter: `id = ${c.id}` })).hits).toHaveLength(1);
    });

    it('each tenant sees only its own stock', async () => {
      const r = await search({ limit: 0, facets: ['dealership_id'] }, 'ridgeway-toyota.localhost');
      const own = new Set(data.get('ridgeway-toyota')!.site.dealerships.map((d) => String(d.id)));
      expect(Object.keys(r.facetDistribution?.dealership_id ?? {}).every((id) => own.has(id))).toBe(true);
    });
  });

  describe('search API: the parts, offers and categories indexes', () => {
    const searchIndex = async (uid: string, query: Record<string, unknown>, host?: string) => {
      const res = await post(`/indexes/${uid}/search`, query, host);
      const json = await res.json();
      expect(res.status, JSON.stringify(json)).toBe(200);
      return SearchResponseSchema.parse(json);
    };
    const ridgeway = data.get('ridgeway-toyota')!;

    it('parts: keyword, part number, filter, facets and sort', async () => {
      const pads = await searchIndex('parts', { q: 'brake pad', limit: 50 });
      expect(pads.hits.length).toBeGreaterThan(0);
      expect(pads.hits.every((h) => /brake pad/i.test(String(h.name)))).toBe(true);
      const part = harbour.parts[3]!;
      expect((await searchIndex('parts', { q: part.part_number })).hits[0]).toMatchObject({ id: part.id });
      const r = await searchIndex('parts', {
        filter: 'category_slug = "filters" AND price > 20',
        facets: ['category_slug', 'make'],
        sort: ['price:desc'],
        limit: 100,
      });
      const expected = harbour.parts.filter((p) => p.category_slug === 'filters' && (p.price ?? 0) > 20);
      expect(r.hits.map((h) => h.id).sort()).toEqual(expected.map((p) => p.id).sort());
      const prices = r.hits.map((h) => h.price as number);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(r.facetDistribution?.category_slug).toEqual({ filters: expected.length });
    });

    it('offers: only live ones (an ended offer is stored, never found); filter by type', async () => {
      const all = await searchIndex('offers', { limit: 200 });
      expect(harbour.offers.length).toBeGreaterThan(liveOffers('harbourside').length);
      expect(all.hits.map((h) => h.id).sort()).toEqual(
        liveOffers('harbourside')
          .map((o) => o.id)
          .sort(),
      );
      const ended = harbour.offers.find((o) => o.expires_at_timestamp < nowSeconds)!;
      expect((await searchIndex('offers', { filter: `id = "${ended.id}"` })).hits).toEqual([]);
      const parts = await searchIndex('offers', { filter: 'offer_type = parts', sort: ['expires_at_timestamp:asc'] });
      expect(parts.hits.length).toBeGreaterThan(0);
      expect(parts.hits.every((h) => h.offer_type === 'parts')).toBe(true);
    });

    it('categories: sorted by position, filterable by kind', async () => {
      const r = await searchIndex('categories', { filter: 'kind = parts', sort: ['position:asc'], limit: 100 });
      expect(r.hits).toHaveLength(harbour.categories.length);
      expect(r.hits.map((h) => h.position as number)).toEqual(
        [...r.hits.map((h) => h.position as number)].sort((a, b) => a - b),
      );
    });

    it("each tenant sees only its own rows, whatever the filter asks (ridgeway's parts from harbourside)", async () => {
      const theirs = ridgeway.parts[0]!;
      for (const uid of ['parts', 'offers', 'categories']) {
        const r = await searchIndex(uid, { filter: `dealership_id = ${theirs.dealership_id}`, limit: 100 });
        expect(r.hits).toEqual([]);
        const own = await searchIndex(uid, { limit: 0, facets: ['dealership_id'] }, 'ridgeway-toyota.localhost');
        const ids = new Set(ridgeway.site.dealerships.map((d) => String(d.id)));
        expect(Object.keys(own.facetDistribution?.dealership_id ?? {}).every((id) => ids.has(id))).toBe(true);
        expect(own.estimatedTotalHits).toBeGreaterThan(0);
      }
      expect((await searchIndex('parts', { q: theirs.part_number })).hits.some((h) => h.id === theirs.id)).toBe(false);
      const orInjection = await post('/indexes/parts/search', {
        filter: `id = "x" OR dealership_id = ${theirs.dealership_id}`,
      });
      if (orInjection.status === 200) expect(SearchResponseSchema.parse(await orInjection.json()).hits).toEqual([]);
    });

    it('the same caps as cars (SEARCH_LIMITS) and Meilisearch errors for what an index cannot do', async () => {
      await expectError({ limit: 1001 }, 'invalid_search_limit', 400, '/indexes/parts/search');
      await expectError({ q: 'x'.repeat(513) }, 'invalid_search_q', 400, '/indexes/offers/search');
      await expectError({ sort: ['km:asc'] }, 'invalid_search_sort', 400, '/indexes/parts/search');
      await expectError({ facets: ['colour'] }, 'invalid_search_facets', 400, '/indexes/categories/search');
      await expectError({ filter: 'doc = 1' }, 'invalid_search_filter', 400, '/indexes/offers/search');
      await expectError(
        { queries: Array.from({ length: 21 }, () => ({ indexUid: 'parts' })) },
        'bad_request',
        400,
        '/multi-search',
      );
    });
  });

  describe('search API: bad input answers 400 with Meilisearch errors', () => {
    it.each([
      [{ filter: 'make = ' }, 'invalid_search_filter'],
      [{ filter: '(make = Kia' }, 'invalid_search_filter'],
      [{ filter: 'secret_field = 1' }, 'invalid_search_filter'],
      [{ filter: 42 }, 'invalid_search_filter'],
      [{ sort: ['description:asc'] }, 'invalid_search_sort'],
      [{ sort: ['price'] }, 'invalid_search_sort'],
      [{ facets: ['vin_secret'] }, 'invalid_search_facets'],
      [{ limit: 5000 }, 'invalid_search_limit'],
      [{ limit: -1 }, 'invalid_search_limit'],
      [{ limit: 'ten' }, 'invalid_search_limit'],
      [{ offset: -5 }, 'invalid_search_offset'],
      [{ q: 7 }, 'invalid_search_q'],
    ])('%j → %s', async (query, code) => {
      await expectError(query, code);
    });

    it('malformed JSON, missing body, unknown index', async () => {
      await expectError('{"q":', 'malformed_payload');
      await expectError('', 'missing_payload');
      await expectError({}, 'index_not_found', 404, '/indexes/boats/search');
      const multi = await expectError(
        { queries: [{ indexUid: 'cars' }, { indexUid: 'boats' }] },
        'index_not_found',
        400,
        '/multi-search',
      );
      expect(multi.message).toContain('.queries[1]');
      await expectError({ queries: 'all' }, 'bad_request', 400, '/multi-search');
    });
  });

  describe('the official meilisearch client works against the API unchanged', () => {
    // Node does not resolve *.localhost and Node's fetch drops a Host header (STACK-NOTES): the client's
    // transport is undici's fetch with an Agent that answers 127.0.0.1 for every host. Errors are turned
    // into MeilisearchApiError as the client's own fetch path does.
    const dispatcher = new Agent({
      connect: {
        lookup: (_host, opts, cb) =>
          (opts as { all?: boolean }).all
            ? (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [
                { address: '127.0.0.1', family: 4 },
              ])
            : (cb as (e: null, a: string, f: number) => void)(null, '127.0.0.1', 4),
      },
    });
    const client = () =>
      new Meilisearch({
        host: `http://harbourside.localhost:${new URL(String(p.url)).port}/api/search`,
        apiKey: 'public-read-key',
        httpClient: async (input, init) => {
          const res = await undiciFetch(String(input), { ...(init as object), dispatcher } as never);
          const body = await res.json();
          if (!res.ok) throw new MeilisearchApiError(res as unknown as Response, body as never);
          return body;
        },
      });

    it('index.search with filter, facets and sort', async () => {
      const r = await client()
        .index('cars')
        .search('toyota', { filter: 'car_type = used', facets: ['make', 'price'], sort: ['price:asc'], limit: 5 });
      expect(r.hits.length).toBeGreaterThan(0);
      expect(r.hits.every((h) => h.car_type === 'used')).toBe(true);
      expect(r.facetStats?.price?.min).toBeGreaterThan(0);
      expect(r.estimatedTotalHits).toBeGreaterThan(0);
    });

    it('multiSearch', async () => {
      const { results } = await client().multiSearch({
        queries: [
          { indexUid: 'cars', q: '', limit: 1 },
          { indexUid: 'parts', q: 'filter' },
        ],
      });
      expect(results.map((r) => r.indexUid)).toEqual(['cars', 'parts']);
      expect(results[0]?.hits).toHaveLength(1);
    });

    it('errors surface as MeilisearchApiError with the Meilisearch code', async () => {
      const error = await client()
        .index('cars')
        .search('', { filter: 'make = ' })
        .catch((e: unknown) => e);
      // with a custom transport the client wraps the transport's error in MeilisearchRequestError
      const api = error instanceof MeilisearchApiError ? error : (error as Error).cause;
      expect(api).toBeInstanceOf(MeilisearchApiError);
      expect((api as MeilisearchApiError).cause?.code).toBe('invalid_search_filter');
      expect((api as MeilisearchApiError).response.status).toBe(400);
    });
  });

  describe('hidden phone numbers (ridgeway-toyota hides them; harbourside does not)', () => {
    const ridge = data.get('ridgeway-toyota')!;
    // Every number of the site's locations and cars, in the spellings a page or a hit could carry.
    const numbers = [
      ...new Set([
        ...(ridge.site.locations ?? []).map((l) => l.contact_detail.phone),
        ...ridge.cars.map((c) => c.location.phone),
      ]),
    ].filter((n): n is string => Boolean(n));
    const spellings = numbers.flatMap((n) => [n, n.replace(/\D/g, ''), n.replace(/\D/g, '').slice(1)]);
    const RIDGE = 'ridgeway-toyota.localhost';
    const queries = [
      { q: '', limit: 900 }, // every car of the site; with the two below, within the 1000 hits a request may return
      // highlighting copies every attribute into _formatted, the location's number included
      { q: 'toyota', limit: 50, attributesToHighlight: ['*'] },
      { q: '', limit: 50, attributesToRetrieve: ['id', 'location', 'location.phone'] },
    ];
    const expectNoNumber = (text: string) => {
      expect(numbers.length).toBeGreaterThan(0);
      for (const n of spellings) expect(text).not.toContain(n);
    };

    it('no hit of /indexes/cars/search carries the number (any field, _formatted included)', async () => {
      for (const query of queries) {
        const res = await post('/indexes/cars/search', query, RIDGE);
        const text = await res.text();
        expect(res.status, text).toBe(200);
        expectNoNumber(text);
        const { hits } = SearchResponseSchema.parse(JSON.parse(text));
        if (query.q === '') expect(hits.length).toBeGreaterThan(0);
        for (const hit of hits) if ('location' in hit) expect((hit.location as { phone: unknown }).phone).toBeNull();
      }
    });

    it('nor does any hit of /multi-search', async () => {
      const res = await post('/multi-search', { queries: queries.map((q) => ({ indexUid: 'cars', ...q })) }, RIDGE);
      const text = await res.text();
      expect(res.status, text).toBe(200);
      expectNoNumber(text);
      expect(MultiSearchResponseSchema.parse(JSON.parse(text)).results[0]?.hits.length).toBeGreaterThan(0);
    });

    it('a site that shows numbers still gets them in its hits', async () => {
      const r = await search({ q: '', limit: 20 });
      expect(r.hits.length).toBe(20);
      for (const hit of r.hits) {
        const car = harbour.cars.find((c) => c.id === hit.id)!;
        expect((hit.location as { phone: string | null }).phone).toBe(car.location.phone);
      }
      expect(r.hits.some((h) => typeof (h.location as { phone: unknown }).phone === 'string')).toBe(true);
    });

    it('the site gets no tenant token (it would read whole documents, numbers included, from Meilisearch)', async () => {
      const res = await p.get(RIDGE, '/api/search/tenant-token');
      const text = await res.text();
      expect(res.status).toBe(404);
      const error = MeiliErrorSchema.parse(JSON.parse(text));
      expect(error.code).toBe('bad_request');
      expectNoNumber(text);
      if (backend.name === 'embedded') {
        // no Meilisearch at all: the 404 says so, and the hide-phone rule is never reached
        expect(error.message).toMatch(/need the Meilisearch backend/);
        return;
      }
      // the 404 comes from the hide-phone rule: a site showing numbers gets its token from the same edge
      expect(error.message).toMatch(/hides phone numbers/);
      expect((await p.get('harbourside.localhost', '/api/search/tenant-token')).status).toBe(200);
    });
  });

  describe('pages whose data comes through this backend', () => {
    const page = async (path: string) => {
      const res = await p.get('harbourside.localhost', path);
      return { status: res.status, html: await res.text() };
    };
    it('/search: the first page of cards in the server HTML', async () => {
      const { status, html } = await page('/search');
      expect(status).toBe(200);
      expect(html.match(/class="sr-card(?: sr-far)?"/g)?.length ?? 0).toBe(21);
    });
    it('/parts/search: the parts of the words in the server HTML; none found says so; the form below', async () => {
      const { status, html } = await page('/parts/search?q=oil+filter');
      expect(status).toBe(200);
      const names = [...html.matchAll(/<li class="ct-parts__item"><h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((n) => /oil filter/i.test(n ?? ''))).toBe(true);
      expect(html).toContain('id="parts-form"');
      expect(html).toContain('Parts deals');
      const none = await page('/parts/search?q=zzzqqq');
      expect(none.status).toBe(200);
      expect(none.html).toContain('No parts found for “zzzqqq”');
      expect(none.html).toContain('id="parts-form"');
    });
    it("car page: a listed car 200; a hidden car and another dealer's car 404", async () => {
      const car = listed.find((c) => c.status === 'in_stock')!;
      expect((await page(`/cars/${car.slug}`)).status).toBe(200);
      expect((await page(`/cars/${hidden[0]!.slug}`)).status).toBe(404);
      expect((await page(`/cars/${other.slug}`)).status).toBe(404);
    });
  });

  describe('tenant tokens (GET /api/search/tenant-token)', () => {
    const tokenFor = async (host = 'harbourside.localhost') => {
      const res = await p.get(host, '/api/search/tenant-token');
      return { res, json: (await res.json()) as unknown };
    };

    if (backend.name === 'embedded') {
      it('answer 404 with a Meilisearch error: there is no Meilisearch to search', async () => {
        const { res, json } = await tokenFor();
        expect(res.status).toBe(404);
        expect(MeiliErrorSchema.parse(json).code).toBe('bad_request');
      });
      return;
    }

    it('a short-lived token whose searchRules hold the site to its own visible stock', async () => {
      const { res, json } = await tokenFor();
      expect(res.status, JSON.stringify(json)).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = TenantTokenResponseSchema.parse(json);
      const now = Math.floor(Date.now() / 1000);
      expect(body.expiresAt).toBeGreaterThan(now);
      expect(body.expiresAt).toBeLessThanOrEqual(now + 3600);
      // the browser's view: the official client with the token as its key, straight to Meilisearch
      const browser = new Meilisearch({ host: body.host, apiKey: body.token });
      const all = await browser.index('cars').search('', { limit: 1000, offset: 0 });
      const seen = [...all.hits];
      for (let offset = 1000; offset < (all.estimatedTotalHits ?? 0); offset += 1000)
        seen.push(...(await browser.index('cars').search('', { limit: 1000, offset })).hits);
      expect(ids(seen)).toEqual(expectIds(listed));
      for (const filter of [
        'show_on_dealer_website = false',
        `id = ${other.id}`,
        `dealership_id = ${other.dealership_id}`,
      ]) {
        expect((await browser.index('cars').search('', { filter })).hits).toEqual([]);
      }
      const error = await browser
        .index('cars')
        .addDocuments([{ id: other.id }])
        .catch((e: unknown) => e);
      const api = error instanceof MeilisearchApiError ? error : (error as Error).cause;
      expect((api as MeilisearchApiError).cause?.code).toBe('invalid_api_key');
    });

    it("another dealer's token sees only that dealer", async () => {
      // (ridgeway-toyota hides phone numbers, so it gets no token: see 'hidden phone numbers')
      const body = TenantTokenResponseSchema.parse((await tokenFor('lakeside-auto.localhost')).json);
      const browser = new Meilisearch({ host: body.host, apiKey: body.token });
      const r = await browser.index('cars').search('', { limit: 0, facets: ['dealership_id'] });
      const own = new Set(data.get('lakeside-auto')!.site.dealerships.map((d) => String(d.id)));
      expect(Object.keys(r.facetDistribution?.dealership_id ?? {}).every((id) => own.has(id))).toBe(true);
      expect(r.estimatedTotalHits).toBeGreaterThan(0);
    });
  });
});
