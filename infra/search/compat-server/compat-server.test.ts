import { SEARCH_INDEXES } from '@forecourt/contracts';
import { Meilisearch, MeilisearchApiError, type TokenSearchRules } from 'meilisearch';
import { generateTenantToken } from 'meilisearch/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIndexesFromDocuments, loadIndexFromDocuments } from '../load-documents.js';
import { meilisearchSettings } from '../settings.js';
import { type CompatServer, startCompatServer } from './main.js';

const docs = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  make: i % 2 ? 'Toyota' : 'Mazda',
  model: i % 3 ? 'Corolla' : 'CX-5',
  price: 10_000 + i * 1000,
  dealership_id: i < 20 ? 1 : 2,
  custom_rank: i,
  show_on_dealer_website: true,
}));

let server: CompatServer;
let admin: Meilisearch;
const apiError = (e: unknown) => (e instanceof MeilisearchApiError ? e : ((e as Error).cause as MeilisearchApiError));
/** The Meilisearch error code a request fails with (undefined when it succeeds). */
async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  return error === null ? undefined : apiError(error)?.cause?.code;
}

beforeAll(async () => {
  server = await startCompatServer();
  admin = new Meilisearch({ host: server.url, apiKey: server.keys.adminKey });
  await loadIndexesFromDocuments(admin, { cars: docs });
});
afterAll(() => server?.close());

describe('Meilisearch-compatible development server', () => {
  it('creates every index with its settings from contracts', async () => {
    const { results } = await admin.getIndexes();
    expect(results.map((i) => i.uid).sort()).toEqual([...SEARCH_INDEXES].sort());
    const settings = await admin.index('cars').getSettings();
    expect(settings.filterableAttributes).toEqual(meilisearchSettings('cars').filterableAttributes);
    // the shopper's words reach Meilisearch as its own settings (issue 34: "EV" finds electric cars)
    expect(settings.synonyms).toEqual(meilisearchSettings('cars').synonyms);
    expect(settings.synonyms?.ev).toEqual(['electric']);
    expect(settings.typoTolerance?.disableOnAttributes).toContain('description.body');
    expect((await admin.index('cars').getRawInfo()).primaryKey).toBe('id');
  });

  it('sync is idempotent and deletes documents no longer present', async () => {
    expect(await loadIndexFromDocuments(admin, 'cars', docs)).toMatchObject({ documents: 30, deleted: 0 });
    expect(await loadIndexFromDocuments(admin, 'cars', docs.slice(0, 25))).toMatchObject({ documents: 25, deleted: 5 });
    expect((await admin.index('cars').getDocuments({ limit: 100 })).total).toBe(25);
    await loadIndexFromDocuments(admin, 'cars', docs);
    expect((await admin.index('cars').getDocuments({ limit: 100 })).total).toBe(30);
  });

  it('tasks: failed tasks carry Meilisearch errors', async () => {
    const task = await admin.createIndex('cars').waitTask();
    expect(task).toMatchObject({ status: 'failed', type: 'indexCreation', error: { code: 'index_already_exists' } });
  });

  it('the search key searches but cannot write; no key or a wrong key is refused', async () => {
    const search = new Meilisearch({ host: server.url, apiKey: server.keys.searchKey });
    expect((await search.index('cars').search('toyota', { limit: 100 })).hits).toHaveLength(15);
    expect(await codeOf(search.index('cars').addDocuments([{ id: 99 }]))).toBe('invalid_api_key');
    expect(await codeOf(search.index('cars').getSettings())).toBe('invalid_api_key');
    expect(await codeOf(new Meilisearch({ host: server.url }).index('cars').search(''))).toBe(
      'missing_authorization_header',
    );
    expect(await codeOf(new Meilisearch({ host: server.url, apiKey: 'nope' }).index('cars').search(''))).toBe(
      'invalid_api_key',
    );
  });

  it('tenant tokens: searchRules filters are ANDed, other indexes and expired or forged tokens refused', async () => {
    const sign = (searchRules: TokenSearchRules, expiresAt?: number, apiKey = server.keys.searchKey) =>
      generateTenantToken({ apiKey, apiKeyUid: server.keys.searchKeyUid, searchRules, expiresAt });
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await sign({ cars: { filter: 'dealership_id = 2' } }, exp);
    const tenant = new Meilisearch({ host: server.url, apiKey: token });
    const r = await tenant.index('cars').search('', { filter: 'dealership_id = 1 OR price > 0', limit: 100 });
    expect(r.hits.map((h) => h.id)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    const multi = await tenant.multiSearch({ queries: [{ indexUid: 'cars', q: '', limit: 100 }] });
    expect(multi.results[0]?.hits.every((h) => h.dealership_id === 2)).toBe(true);
    expect(await codeOf(tenant.index('offers').search(''))).toBe('invalid_api_key');
    expect(await codeOf(tenant.index('cars').addDocuments([{ id: 99 }]))).toBe('invalid_api_key');
    const expired = new Meilisearch({ host: server.url, apiKey: await sign({ cars: {} }, exp - 120) });
    expect(await codeOf(expired.index('cars').search(''))).toBe('invalid_api_key');
    const forged = new Meilisearch({ host: server.url, apiKey: await sign({ '*': {} }, exp, server.keys.adminKey) });
    expect(await codeOf(forged.index('cars').search(''))).toBe('invalid_api_key');
    const wildcard = new Meilisearch({ host: server.url, apiKey: await sign(['*'], exp) });
    expect((await wildcard.index('cars').search('', { limit: 0 })).estimatedTotalHits).toBe(30);
  });

  it('search errors are Meilisearch errors (multi-search names the query)', async () => {
    expect(await codeOf(admin.index('cars').search('', { filter: 'make = ' }))).toBe('invalid_search_filter');
    expect(await codeOf(admin.index('cars').search('', { sort: ['model:asc'] }))).toBe(undefined);
    expect(await codeOf(admin.index('cars').search('', { sort: ['description:asc'] }))).toBe('invalid_search_sort');
    expect(await codeOf(admin.index('boats').search(''))).toBe('index_not_found');
    const error = apiError(
      await admin
        .multiSearch({ queries: [{ indexUid: 'cars' }, { indexUid: 'cars', facets: ['secret'] }] })
        .catch((e: unknown) => e),
    );
    expect(error.cause).toMatchObject({ code: 'invalid_search_facets' });
    expect(error.cause?.message).toMatch(/^Inside `\.queries\[1\]`: /);
  });
});
