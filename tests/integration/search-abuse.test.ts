/**
 * Search requests that ask for a lot of work with a small body (issue 30 item 1): every array of the
 * request is capped and de-duplicated, and the work a request would do is estimated from the request
 * and paid from its client's budget before it runs (edge/src/search/work-estimate.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const HOST = 'harbourside.localhost';
let p: Platform;
beforeAll(async () => {
  // 10 searches' budget (no refill within the test), refusals answered at once.
  p = await startPlatform({ tenants: ['harbourside'], vars: { SEARCH_RATE_LIMIT: '10/3600', SEARCH_TARPIT: '0/0' } });
});
afterAll(() => p?.dispose());

let ip = 0;
const post = async (body: unknown, path = '/api/search/indexes/cars/search', client = `10.30.0.${++ip}`) => {
  const t0 = performance.now();
  const res = await p.get(HOST, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: performance.now() - t0 };
};

describe('search abuse: arrays capped and de-duplicated, work paid before it runs', () => {
  it('a body repeating one facet 10,800 times is refused at once (400 invalid_search_facets), in a multi-search too', async () => {
    const facets = Array.from({ length: 10_800 }, () => 'id');
    const single = await post({ facets, limit: 0, filter: 'price > 0' });
    expect(single.status).toBe(400);
    expect(single.body).toMatchObject({ code: 'invalid_search_facets', type: 'invalid_request' });
    const multi = await post({ queries: [{ indexUid: 'cars', facets, limit: 0 }] }, '/api/search/multi-search');
    expect(multi.status).toBe(400);
    expect(multi.body).toMatchObject({ code: 'invalid_search_facets' });
  });

  it.each([
    ['sort', { sort: Array.from({ length: 9 }, (_, i) => `price:${i % 2 ? 'asc' : 'desc'}`) }, 'invalid_search_sort'],
    [
      'attributesToRetrieve',
      { attributesToRetrieve: Array.from({ length: 65 }, (_, i) => `a${i}`) },
      'invalid_search_attributes_to_retrieve',
    ],
    ['attributesToHighlight', { attributesToHighlight: Array.from({ length: 33 }, () => 'make') }, 'bad_request'],
    ['a long attribute name', { facets: ['x'.repeat(200)] }, 'invalid_search_facets'],
  ])('%s over its cap: 400 %s', async (_name, query, code) => {
    const res = await post({ ...query, limit: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code });
  });

  it('repeats within the caps are done once: facets and attributesToRetrieve de-duplicated', async () => {
    const res = await post({
      facets: ['make', 'make', 'car_type', 'make'],
      attributesToRetrieve: ['id', 'make', 'id', 'make'],
      limit: 1,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.facetDistribution as object).sort()).toEqual(['car_type', 'make']);
    expect(Object.keys((res.body.hits as object[])[0] as object).sort()).toEqual(['id', 'make']);
  });

  it('a request whose estimated work is more than the whole budget is refused before it runs (400), and its client is then held off (429)', async () => {
    // 20 queries × (every filterable facet + 50 conditions + 10 words) × 1,311 cars: far more than 10 searches' budget.
    const filter = Array.from({ length: 50 }, (_, i) => `id != ${i}`).join(' AND ');
    const q = 'a b c d e f g h i j';
    const queries = Array.from({ length: 20 }, () => ({ indexUid: 'cars', facets: ['*'], filter, q, limit: 0 }));
    const client = '10.30.1.1';
    const res = await post({ queries }, '/api/search/multi-search', client);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bad_request', type: 'invalid_request' });
    expect(res.body.message).toMatch(/too much work/);
    // A script sending it again is refused before its body is read; another client is served.
    expect((await post({ queries }, '/api/search/multi-search', client)).status).toBe(429);
    expect((await post({ q: 'kia', limit: 1 }, undefined, '10.30.1.2')).status).toBe(200);
  });

  it('a request whose estimated work is more than the client has left is refused before it runs (429 too_many_requests)', async () => {
    const client = '10.30.2.1';
    // ~200 conditions on each of 1,311 cars, twice: ~5 tokens of work (affordable alone, not after 6 searches)
    const filter = (from: number) => {
      const terms: string[] = [];
      for (let i = from; terms.join(' AND ').length < 3_600; i++) terms.push(`id != ${i}`);
      return terms.join(' AND ');
    };
    const costly = {
      queries: [0, 1].map((n) => ({ indexUid: 'cars', filter: filter(1_000_000 * (n + 1)), limit: 1 })),
    };
    for (let i = 0; i < 5; i++) expect((await post({ limit: 1 }, undefined, client)).status).toBe(200);
    const refused = await post(costly, '/api/search/multi-search', client);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests' });
    // A fresh client can afford it: it runs (and is charged what it did).
    expect((await post(costly, '/api/search/multi-search', '10.30.2.2')).status).toBe(200);
  });
});
