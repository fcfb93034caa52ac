import type { SiteConfig } from '@forecourt/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchInputError } from './engine.js';
import { MeilisearchBackend, SearchBackendError, scopedFilter, tenantScope } from './meilisearch-backend.js';

const site = { dealerships: [{ id: 1 }] } as SiteConfig;
const SCOPE = 'dealership_id IN [1]';

/** Replaces fetch with one answering `answer` and recording every request body. */
function fakeMeilisearch(answer: (body: unknown) => { status: number; json: unknown }) {
  const bodies: { url: string; body: unknown; auth: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: URL | string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    bodies.push({ url: String(url), body, auth: new Headers(init.headers).get('authorization') });
    const { status, json } = answer(body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return bodies;
}
afterEach(() => vi.unstubAllGlobals());

const backend = () => new MeilisearchBackend({ host: 'http://meili.test', searchKey: 'search-key' });
const meiliError = (code: string, message: string) => ({ message, code, type: 'invalid_request', link: '' });

describe('scopedFilter', () => {
  it('puts the scope first as its own item, then the client filter items', () => {
    expect(scopedFilter(SCOPE, ') OR (show_on_dealer_website = false')).toEqual([
      SCOPE,
      ') OR (show_on_dealer_website = false',
    ]);
    expect(scopedFilter(SCOPE, [['a = 1', ' '], 'b = 2', '', []])).toEqual([SCOPE, ['a = 1'], 'b = 2']);
    expect(scopedFilter(null, null)).toEqual([]);
  });
});

describe('tenantScope', () => {
  it("always keeps the site's dealerships, even when a caller passes no scope", () => {
    expect(tenantScope(site, null)).toBe('dealership_id IN [1]');
    expect(tenantScope(site, 'status = in_stock')).toBe('dealership_id IN [1] AND (status = in_stock)');
    expect(tenantScope(site, `status = in_stock AND ${SCOPE}`)).toBe(`status = in_stock AND ${SCOPE}`);
  });
});

describe('MeilisearchBackend', () => {
  it("a query without a scope still only reaches the site's dealerships", async () => {
    const bodies = fakeMeilisearch(() => ({
      status: 200,
      json: { hits: [], query: '', processingTimeMs: 1, limit: 20, offset: 0, estimatedTotalHits: 0 },
    }));
    await backend().search(site, 'cars', { q: '' }, null);
    expect(bodies[0]?.body).toMatchObject({ filter: ['dealership_id IN [1]'] });
  });

  it('searches with the search key, the scope ANDed and only the fields the API answers', async () => {
    const bodies = fakeMeilisearch(() => ({
      status: 200,
      json: {
        hits: [{ id: 1 }],
        query: 'kia',
        processingTimeMs: 1,
        limit: 5,
        offset: 0,
        estimatedTotalHits: 1,
        requestUid: 'x',
      },
    }));
    const r = await backend().search(site, 'cars', { q: 'kia', filter: 'make = Kia', limit: 5, facets: null }, SCOPE);
    expect(r).toEqual({ hits: [{ id: 1 }], query: 'kia', limit: 5, offset: 0, estimatedTotalHits: 1 });
    expect(bodies[0]).toMatchObject({
      url: 'http://meili.test/indexes/cars/search',
      auth: 'Bearer search-key',
      body: { q: 'kia', filter: [SCOPE, 'make = Kia'], limit: 5 },
    });
  });

  it('multi-search in one request; an error names the query it came from', async () => {
    const bodies = fakeMeilisearch(() => ({
      status: 400,
      json: meiliError('invalid_search_sort', 'Inside `.queries[1]`: Attribute `x` is not sortable.'),
    }));
    const error = await backend()
      .multiSearch(site, [
        { indexUid: 'cars', query: {}, scope: SCOPE },
        { indexUid: 'cars', query: { sort: ['x:asc'] }, scope: SCOPE },
      ])
      .catch((e: unknown) => e);
    expect(bodies).toHaveLength(1);
    expect(error).toBeInstanceOf(SearchInputError);
    expect(error).toMatchObject({
      code: 'invalid_search_sort',
      position: 1,
      message: 'Attribute `x` is not sortable.',
    });
  });

  it('refuses out-of-range pagination before any request, as the embedded engine does', async () => {
    const bodies = fakeMeilisearch(() => ({ status: 200, json: { results: [] } }));
    await expect(
      backend().multiSearch(site, [
        { indexUid: 'cars', query: {}, scope: SCOPE },
        { indexUid: 'cars', query: { limit: 5000 }, scope: SCOPE },
      ]),
    ).rejects.toMatchObject({ code: 'invalid_search_limit', position: 1 });
    expect(bodies).toHaveLength(0);
  });

  it("Meilisearch's own failures (bad key, missing index, unreachable) are backend errors, not 400s", async () => {
    fakeMeilisearch(() => ({ status: 403, json: meiliError('invalid_api_key', 'The provided API key is invalid.') }));
    await expect(backend().search(site, 'cars', {}, SCOPE)).rejects.toBeInstanceOf(SearchBackendError);
    fakeMeilisearch(() => ({ status: 404, json: meiliError('index_not_found', 'Index `cars` not found.') }));
    await expect(backend().search(site, 'cars', {}, SCOPE)).rejects.toBeInstanceOf(SearchBackendError);
    fakeMeilisearch(() => ({ status: 200, json: { hits: 'none' } }));
    await expect(backend().search(site, 'cars', {}, SCOPE)).rejects.toThrow(/unexpected search response/);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(backend().search(site, 'cars', {}, SCOPE)).rejects.toBeInstanceOf(SearchBackendError);
  });
});
