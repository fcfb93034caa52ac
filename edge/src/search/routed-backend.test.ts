import { SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import type { Miniflare } from 'miniflare';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testStorage } from '../../test-support/storage.js';
import type { Env } from '../env.js';
import { RoutedBackend } from './routed-backend.js';
import { indexBackend, searchBackend, searchConfig } from './select.js';

// The split: small sites on the embedded backend over a real (Miniflare) D1, large ones on Meilisearch
// (its HTTP API stubbed: it cannot run offline here; the compat server runs it in integration).
let mf: Miniflare;
let db: D1Database;
beforeAll(async () => {
  ({ mf, db } = await testStorage());
  const car = makeCar({ id: 1, slug: 'a-1', make: 'Toyota', model: 'RAV4', dealership_id: 1 });
  await db.prepare('INSERT INTO cars (id, dealership_id, doc) VALUES (1, 1, ?)').bind(JSON.stringify(car)).run();
});
afterAll(() => mf?.dispose());
afterEach(() => vi.unstubAllGlobals());

const site = (count: number) =>
  SiteConfigSchema.parse(makeSiteInput({ stock_summary: { count, makes: [], models: [], car_types: [] } } as never));
const env = {
  DB: {} as D1Database,
  MEILISEARCH_HOST: 'http://meili.test',
  MEILISEARCH_SEARCH_KEY: 'search-key',
  SEARCH_DEDICATED_MIN_CARS: '5000',
} as unknown as Env;

describe('routed search backend (large dealers on Meilisearch)', () => {
  it('is what an edge with MEILISEARCH_HOST and SEARCH_DEDICATED_MIN_CARS gets: embedded for the rest', () => {
    expect(searchConfig(env)).toMatchObject({
      kind: 'embedded',
      dedicated: { host: 'http://meili.test', searchKey: 'search-key', minCars: 5000 },
    });
    expect(indexBackend(env, () => {})).toBeInstanceOf(RoutedBackend);
    // an edge whose SEARCH_DEDICATED_MIN_CARS is not a positive integer is refused, not silently routed
    expect(() => searchConfig({ ...env, SEARCH_DEDICATED_MIN_CARS: '-3' })).toThrow();
  });

  it('a site at the threshold searches Meilisearch; a smaller one the embedded index over D1', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (url: URL | string) => {
      requests.push(String(url));
      return Response.json({ results: [{ indexUid: 'cars', hits: [{ id: 77 }], query: '', processingTimeMs: 1 }] });
    });
    const backend = searchBackend({ ...env, DB: db } as Env);
    const large = await backend.multiSearch(site(5000), [{ indexUid: 'cars', query: { q: '' }, scope: null }]);
    expect(requests).toEqual(['http://meili.test/multi-search']);
    expect(large[0]?.hits.map((h) => h.id)).toEqual([77]);

    const small = await backend.search(site(4999), 'cars', { q: 'toyota' }, null);
    expect(requests).toHaveLength(1); // no request to Meilisearch
    expect(small.hits.map((h) => h.id)).toEqual([1]);
  });
});
