/**
 * Which search backend serves a request — decided here and nowhere else, from the env:
 *
 *   MEILISEARCH_HOST              Meilisearch's URL as the edge reaches it; unset → the embedded backend
 *   MEILISEARCH_SEARCH_KEY        a key with the `search` action only (never the admin key: documents and
 *                                 settings are written with MEILISEARCH_ADMIN_KEY by the sync — infra/search
 *                                 and the edge's cron, sync-cron.ts — which no search reads)
 *   MEILISEARCH_SEARCH_KEY_UID    that key's uid: with it the edge signs tenant tokens (GET /api/search/tenant-token)
 *   MEILISEARCH_PUBLIC_HOST       Meilisearch's URL as browsers reach it (default MEILISEARCH_HOST)
 *   SEARCH_INDEX_TTL_MS           the embedded backend's index refresh period (default 60000)
 *   SEARCH_MEMORY_BUDGET_MB       the embedded backend's index budget per isolate (default 48; index-budget.ts)
 *   SEARCH_DEDICATED_MIN_CARS     with MEILISEARCH_HOST: sites with at least this many cars search on
 *                                 Meilisearch, the others on the embedded backend (routed-backend.ts); unset
 *                                 with MEILISEARCH_HOST set: every site on Meilisearch
 *
 * The env is a boundary: it is parsed with zod; empty strings count as unset.
 */
import * as z from 'zod';
import type { Env } from '../env.js';
import { dealerDb } from '../tenant/dealer-db.js';
import { EmbeddedBackend, isolateSearchState, type SearchBackend } from './backend.js';
import { DEFAULT_SEARCH_BUDGET_BYTES } from './index-budget.js';
import { withLiveAvailability } from './live-availability.js';
import { MeilisearchBackend, SearchBackendError } from './meilisearch-backend.js';
import { RoutedBackend } from './routed-backend.js';

/** An optional env value; an empty string counts as unset (wrangler vars and secrets can be blank). */
export const optionalEnv = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const SearchEnvSchema = z.object({
  MEILISEARCH_HOST: optionalEnv(z.string().url()),
  MEILISEARCH_SEARCH_KEY: optionalEnv(z.string()),
  MEILISEARCH_SEARCH_KEY_UID: optionalEnv(z.string().uuid()),
  MEILISEARCH_PUBLIC_HOST: optionalEnv(z.string().url()),
  SEARCH_INDEX_TTL_MS: optionalEnv(z.coerce.number().int().nonnegative()),
  SEARCH_MEMORY_BUDGET_MB: optionalEnv(z.coerce.number().positive().max(120)),
  SEARCH_DEDICATED_MIN_CARS: optionalEnv(z.coerce.number().int().positive()),
});

/** Meilisearch as the edge reaches it (the search key only). */
type MeilisearchAccess = { host: string; searchKey: string };

/**
 * `dedicated`: the large sites' Meilisearch (routed-backend.ts); the rest of the embedded config is the
 * shared isolates' (site turns and work metering apply to every site of an embedded edge).
 */
export type SearchConfig =
  | {
      kind: 'embedded';
      ttlMs: number;
      budgetBytes: number;
      dedicated?: MeilisearchAccess & { minCars: number };
    }
  | {
      kind: 'meilisearch';
      host: string;
      searchKey: string;
      /** Set when tenant tokens can be signed (the search key's uid is known). */
      tenantTokens: { apiKey: string; apiKeyUid: string; publicHost: string } | null;
    };

const configs = new WeakMap<object, SearchConfig>();

/**
 * The search configuration of an env (memoised per env object). A Meilisearch host without a search key,
 * or a malformed value, throws SearchBackendError: the API answers 500 and logs why, rather than
 * silently serving another backend than the one configured.
 */
export function searchConfig(env: Partial<Env>): SearchConfig {
  const known = configs.get(env);
  if (known) return known;
  const parsed = SearchEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new SearchBackendError(
      `search env is invalid: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  const e = parsed.data;
  let config: SearchConfig;
  const embedded = {
    kind: 'embedded' as const,
    ttlMs: e.SEARCH_INDEX_TTL_MS ?? 60_000,
    budgetBytes: Math.round((e.SEARCH_MEMORY_BUDGET_MB ?? DEFAULT_SEARCH_BUDGET_BYTES / 2 ** 20) * 2 ** 20),
  };
  if (!e.MEILISEARCH_HOST) config = embedded;
  else {
    if (!e.MEILISEARCH_SEARCH_KEY)
      throw new SearchBackendError('MEILISEARCH_HOST is set without MEILISEARCH_SEARCH_KEY');
    const access = { host: e.MEILISEARCH_HOST, searchKey: e.MEILISEARCH_SEARCH_KEY };
    if (e.SEARCH_DEDICATED_MIN_CARS !== undefined) {
      config = { ...embedded, dedicated: { ...access, minCars: e.SEARCH_DEDICATED_MIN_CARS } };
      configs.set(env, config);
      return config;
    }
    config = {
      kind: 'meilisearch',
      host: e.MEILISEARCH_HOST,
      searchKey: e.MEILISEARCH_SEARCH_KEY,
      tenantTokens: e.MEILISEARCH_SEARCH_KEY_UID
        ? {
            apiKey: e.MEILISEARCH_SEARCH_KEY,
            apiKeyUid: e.MEILISEARCH_SEARCH_KEY_UID,
            publicHost: e.MEILISEARCH_PUBLIC_HOST ?? e.MEILISEARCH_HOST,
          }
        : null,
    };
  }
  configs.set(env, config);
  return config;
}

/**
 * Whether this env's searches run on the embedded backend (MEILISEARCH_HOST unset, or set for the large
 * sites only), judged on those two values alone: the snapshot cron asks, and a Meilisearch edge missing
 * its search key is still not embedded. `dedicatedMinCars`: the size from which sites are on Meilisearch.
 */
export function usesEmbeddedSearch(env: Pick<Env, 'MEILISEARCH_HOST' | 'SEARCH_DEDICATED_MIN_CARS'>): {
  dedicatedMinCars: number;
} | null {
  const host = SearchEnvSchema.shape.MEILISEARCH_HOST.safeParse(env.MEILISEARCH_HOST);
  if (!host.success) return null;
  if (host.data === undefined) return { dedicatedMinCars: Number.POSITIVE_INFINITY };
  const min = SearchEnvSchema.shape.SEARCH_DEDICATED_MIN_CARS.safeParse(env.SEARCH_DEDICATED_MIN_CARS);
  return min.success && min.data !== undefined ? { dedicatedMinCars: min.data } : null;
}

/**
 * The backend of this request: Meilisearch when configured, else the embedded index over D1 — either
 * way with the live availability of recently changed cars laid over its hits (live-availability.ts).
 */
export function searchBackend(env: Env, waitUntil: (p: Promise<unknown>) => void = () => {}): SearchBackend {
  return withLiveAvailability(indexBackend(env, waitUntil), env.DB, waitUntil);
}

export function indexBackend(env: Env, waitUntil: (p: Promise<unknown>) => void): SearchBackend {
  const config = searchConfig(env);
  if (config.kind === 'meilisearch') return new MeilisearchBackend({ host: config.host, searchKey: config.searchKey });
  // Index snapshots (index-snapshot.ts) live in the files bucket under search-snapshots/.
  isolateSearchState.entries.limitBytes = config.budgetBytes;
  const embedded = new EmbeddedBackend(
    isolateSearchState,
    (site) => dealerDb(env, site),
    config.ttlMs,
    waitUntil,
    env.FILES ? { bucket: env.FILES } : null,
  );
  if (!config.dedicated) return embedded;
  const { host, searchKey, minCars } = config.dedicated;
  return new RoutedBackend(embedded, new MeilisearchBackend({ host, searchKey }), minCars);
}
