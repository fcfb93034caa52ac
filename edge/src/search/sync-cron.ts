/**
 * The search part of the edge's cron (scheduled handler): keeps Meilisearch's `cars` index fresh from D1
 * with syncCarsIndex (sync.ts), so stock changes reach shoppers within one cron interval.
 *
 *   MEILISEARCH_HOST unset          the embedded backend reads D1 itself: the change log has no reader and
 *                                   is dropped (dropUnreadOutbox), a full pass marked due for later
 *   MEILISEARCH_HOST, no admin key  nothing: the sync runs from an ops shell (`search:sync`)
 *   MEILISEARCH_HOST + MEILISEARCH_ADMIN_KEY   the sync runs here
 *
 * The admin key is read here and nowhere else in the edge: shoppers' searches (select.ts) keep the
 * search-only key. A scoped key (documents, settings, indexes and tasks actions on the search indexes)
 * serves as well as the master-derived admin key: see infra/search/README.md.
 */
import { Meilisearch } from 'meilisearch';
import { z } from 'zod';
import type { Env } from '../env.js';
import { dropUnreadOutbox, type SyncReport, syncCarsIndex } from './sync.js';

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const SyncEnvSchema = z.object({
  MEILISEARCH_HOST: z.preprocess(blankIsUnset, z.string().url().optional()),
  MEILISEARCH_ADMIN_KEY: z.preprocess(blankIsUnset, z.string().optional()),
});

/** Meilisearch requests of the sync: long enough for a 1,000-document task on a busy instance. */
const REQUEST_TIMEOUT_MS = 30_000;
const TASK_WAIT = { timeout: 120_000, interval: 100 };

/**
 * Runs the search sync of one cron tick. Resolves with the run's report (null when this edge does not
 * sync); rejects when Meilisearch or D1 failed — the watermark then still points at the first change
 * Meilisearch did not accept, and the next tick retries from there.
 */
export async function scheduledSearchSync(env: Pick<Env, 'DB' | 'MEILISEARCH_HOST' | 'MEILISEARCH_ADMIN_KEY'>) {
  const parsed = SyncEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`[search-sync] env is invalid: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const { MEILISEARCH_HOST: host, MEILISEARCH_ADMIN_KEY: adminKey } = parsed.data;
  if (!host) {
    await dropUnreadOutbox(env.DB);
    return null;
  }
  if (!adminKey) return null;
  const client = new Meilisearch({
    host,
    apiKey: adminKey,
    timeout: REQUEST_TIMEOUT_MS,
    defaultWaitOptions: TASK_WAIT,
  });
  let report: SyncReport;
  try {
    report = await syncCarsIndex(env.DB, client);
  } catch (error) {
    console.error('[search-sync] failed; the next run retries from the watermark', error);
    throw error;
  }
  console.log(`[search-sync] ${JSON.stringify(report)}`);
  return report;
}
