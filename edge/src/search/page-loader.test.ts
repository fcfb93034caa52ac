import { SiteConfigSchema } from '@forecourt/contracts';
import { makeSiteInput } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env.js';
import type { ScopedQuery, SearchBackend } from './backend.js';
import { type EngineResult, SearchInputError } from './engine.js';
import { loadSearchResults, searchPageStatus } from './page-loader.js';

const site = SiteConfigSchema.parse(makeSiteInput({}));
const empty: EngineResult = { hits: [], query: '', estimatedTotalHits: 0, facetDistribution: {} };

/** A backend that records the page's queries and answers empty, or refuses the multi-search. */
function fakeBackend(refuse: Error | null) {
  const seen: ScopedQuery[][] = [];
  const backend: SearchBackend = {
    search: async () => empty,
    multiSearch: async (_site, queries) => {
      seen.push([...queries]);
      if (refuse) throw refuse;
      return queries.map(() => empty);
    },
  };
  return { backend, seen };
}
const load = (path: string, backend: SearchBackend) =>
  loadSearchResults({} as Env, site, new URL(`https://x.localhost${path}`), backend);

describe('the search page loader', () => {
  // A search the backend refuses (its 400) is a friendly 400 page, not a 500.
  it('answers { invalid } with status 400 when the backend refuses the search', async () => {
    const { backend } = fakeBackend(new SearchInputError('invalid_search_filter', 'bad filter'));
    const data = await load('/search', backend);
    expect(data).toEqual({ invalid: true });
    expect(searchPageStatus({ searchResults: data })).toBe(400);
  });
  it('lets a backend failure through (a 500 is the backend being down, not the URL)', async () => {
    const { backend } = fakeBackend(new Error('connection refused'));
    await expect(load('/search', backend)).rejects.toThrow('connection refused');
  });
  // SPEC §3 keys without a filterable attribute are dropped before the backend sees them.
  it('never sends item_type, price_range or weekly_price_range to the backend', async () => {
    const { backend, seen } = fakeBackend(null);
    const data = await load('/search?item_type=x&price_range=1&weekly_price_range=2&colour=Red', backend);
    expect(searchPageStatus({ searchResults: data })).toBe(200);
    const filters = seen.flat().flatMap((q) => (q.query.filter ?? []) as string[]);
    expect(filters).toContain('colour IN ["Red"]');
    expect(filters.join(' ')).not.toMatch(/item_type|price_range/);
  });
  it('passes the page defaults on (/pre-owned starts from used stock)', async () => {
    const { backend, seen } = fakeBackend(null);
    const data = await load('/pre-owned', backend);
    expect(data).toMatchObject({ defaults: { car_type: ['used'] }, basePath: '/pre-owned' });
    expect(seen[0]?.[0]?.query.filter).toEqual(['car_type IN ["used"]']);
  });
  // Issue 34: no 200 "Page 100 of 60"; the first page of an empty search is a page.
  it('answers { notFound } past the last page, and names the page from its filters', async () => {
    const { backend } = fakeBackend(null);
    expect(await load('/search?page=2', backend)).toEqual({ notFound: true });
    const first = await load('/search/used', backend);
    expect(first).toMatchObject({ landing: { title: 'Used cars for sale', heading: 'Used cars for sale' } });
  });
});
