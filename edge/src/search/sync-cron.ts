/**
 * The search part of the edge's cron (scheduled handler): keeps Meilisearch's `cars` index fresh from D1
 * with syncCarsIndex (sync.ts), so stock changes reach shoppers within one cron interval.
 *
 *   MEILISEARCH_HOST unset          the embedded backend reads D1 itself: the change log has no reader and
 *                                   is dropped (dropUnreadOutbox), a full pass marked due for later
 *   MEILISEARCH_HOST, no admin key  no sync here (it runs from an ops shell, `search:sync`): a warning
 *                                   with the change log's size and oldest change, so a log nobody reads shows
 *   MEILISEARCH_HOST + MEILISEARCH_ADMIN_KEY   the sync runs here
 *
 * The admin key is read here and nowhere else in the edge: shoppers' searches (select.ts) keep the
 * search-only key. A scoped key (documents, settings, indexes and tasks actions on the search indexes)
 * serves as well as the master-derived admin key: see infra/search/README.md.
 */
import { Meilisearch } from 'meilisearch';
import * as z from 'zod';
import type { Env } from '../env.js';
import { optionalEnv } from './select.js';
import { dropUnreadOutbox, type SyncDb, type SyncOptions, type SyncReport, syncCarsIndex } from './sync.js';

const SyncEnvSchema = z.object({
  MEILISEARCH_HOST: optionalEnv(z.string().url()),
  MEILISEARCH_ADMIN_KEY: optionalEnv(z.string()),
});

/** Meilisearch requests of the sync: long enough for a 1,000-document task on a busy instance. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Meilisearch requests (task polls included) of one cron run: a Worker invocation may make 1,000
 * subrequests, and the D1 queries and the rest of the scheduled handler need their share.
 */
export const CRON_REQUEST_BUDGET = 500;

type CronEnv = Pick<Env, 'DB' | 'MEILISEARCH_HOST' | 'MEILISEARCH_ADMIN_KEY'>;

/**
 * Runs the search sync of one cron tick. Resolves with the run's report (null when this edge does not
 * sync); rejects when Meilisearch or D1 failed — the watermark then still points at the first change
 * Meilisearch did not accept, and the next tick retries from there.
 */
export async function scheduledSearchSync(env: CronEnv, options: Pick<SyncOptions, 'requests' | 'now'> = {}) {
  const parsed = SyncEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`[search-sync] env is invalid: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const { MEILISEARCH_HOST: host, MEILISEARCH_ADMIN_KEY: adminKey } = parsed.data;
  if (!host) {
    await dropUnreadOutbox(env.DB);
    return null;
  }
  if (!adminKey) {
    await warnUnreadOutbox(env.DB, (options.now ?? Date.now)());
    return null;
  }
  const client = new Meilisearch({ host, apiKey: adminKey, timeout: REQUEST_TIMEOUT_MS });
  let report: SyncReport;
  try {
    report = await syncCarsIndex(env.DB, client, {
      ...options,
      requests: { budget: CRON_REQUEST_BUDGET, ...options.requests },
    });
  } catch (error) {
    console.error('[search-sync] failed; the next run retries from the watermark', error);
    throw error;
  }
  console.log(`[search-sync] ${JSON.stringify(report)}`);
  return report;
}

/**
 * With MEILISEARCH_HOST but no admin key this edge reads no changes: says how many wait and how old the
 * oldest is, so a change log that only grows (nobody runs `search:sync`) shows in the logs.
 */
async function warnUnreadOutbox(db: SyncDb, at: number): Promise<void> {
  const { results } = await db
    .prepare('SELECT count(*) AS n, MIN(changed_at) AS oldest FROM search_outbox')
    .all<{ n: number; oldest: number | null }>();
  const { n = 0, oldest = null } = results[0] ?? {};
  if (n === 0) return;
  const ageMinutes = oldest === null ? 0 : Math.max(0, Math.round((at / 1000 - oldest) / 60));
  console.warn(
    `[search-sync] MEILISEARCH_HOST is set but MEILISEARCH_ADMIN_KEY is not: this edge does not sync; ` +
      `${n} changes wait in search_outbox, the oldest ${ageMinutes} min old (run \`search:sync\` or set the admin key)`,
  );
}
