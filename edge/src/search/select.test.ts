import { describe, expect, it } from 'vitest';
import type { Env } from '../env.js';
import { EmbeddedBackend } from './backend.js';
import { MeilisearchBackend, SearchBackendError } from './meilisearch-backend.js';
import { indexBackend, searchConfig } from './select.js';

const UID = '3f2c9a4e-6b1d-4c8e-9a7f-2d5e8b1c0a93';
const env = (vars: Record<string, string>) => ({ DB: {} as D1Database, ...vars }) as unknown as Env;

describe('search backend selection', () => {
  it('embedded without MEILISEARCH_HOST (empty strings count as unset)', () => {
    const budgetBytes = 48 * 2 ** 20;
    expect(searchConfig(env({}))).toEqual({ kind: 'embedded', ttlMs: 60_000, budgetBytes });
    expect(searchConfig(env({ MEILISEARCH_HOST: '', SEARCH_INDEX_TTL_MS: '5000' }))).toEqual({
      kind: 'embedded',
      ttlMs: 5000,
      budgetBytes,
    });
    expect(searchConfig(env({ SEARCH_MEMORY_BUDGET_MB: '8' }))).toMatchObject({ budgetBytes: 8 * 2 ** 20 });
    // over what an isolate has, or not a number: refused (the API answers 500 and logs why)
    expect(() => searchConfig(env({ SEARCH_MEMORY_BUDGET_MB: '512' }))).toThrow(SearchBackendError);
    expect(() => searchConfig(env({ SEARCH_MEMORY_BUDGET_MB: 'lots' }))).toThrow(SearchBackendError);
    expect(indexBackend(env({}), () => {})).toBeInstanceOf(EmbeddedBackend);
  });

  it('Meilisearch with a host and the search key; tenant tokens when the key uid is known', () => {
    const e = env({ MEILISEARCH_HOST: 'http://meili.test', MEILISEARCH_SEARCH_KEY: 'k' });
    expect(searchConfig(e)).toEqual({
      kind: 'meilisearch',
      host: 'http://meili.test',
      searchKey: 'k',
      tenantTokens: null,
    });
    expect(indexBackend(e, () => {})).toBeInstanceOf(MeilisearchBackend);
    const withUid = env({
      MEILISEARCH_HOST: 'http://meili.test',
      MEILISEARCH_SEARCH_KEY: 'k',
      MEILISEARCH_SEARCH_KEY_UID: UID,
      MEILISEARCH_PUBLIC_HOST: 'https://search.example.com',
    });
    expect(searchConfig(withUid)).toMatchObject({
      tenantTokens: { apiKey: 'k', apiKeyUid: UID, publicHost: 'https://search.example.com' },
    });
  });

  it('a host without a search key, or malformed values, fail loudly', () => {
    expect(() => searchConfig(env({ MEILISEARCH_HOST: 'http://meili.test' }))).toThrow(SearchBackendError);
    expect(() => searchConfig(env({ MEILISEARCH_HOST: 'not a url', MEILISEARCH_SEARCH_KEY: 'k' }))).toThrow(
      SearchBackendError,
    );
    expect(() =>
      searchConfig(
        env({ MEILISEARCH_HOST: 'http://m.test', MEILISEARCH_SEARCH_KEY: 'k', MEILISEARCH_SEARCH_KEY_UID: 'x' }),
      ),
    ).toThrow(SearchBackendError);
  });
});
