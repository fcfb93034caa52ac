/**
 * A car whose availability just changed, pushed to Meilisearch at once (issue 34) rather than at the next
 * cron sync (10 min): for browsers that search Meilisearch directly with a tenant token, which the edge's
 * overlay (live-availability.ts) cannot reach. Best effort and unordered with the cron's runs: the change
 * stays in search_outbox, so the next sync writes D1's latest row whatever happened here. Only where the
 * edge holds the admin key (sync-cron.ts); otherwise nothing to do.
 */
import { type CarRow, carDocumentFromRow } from '@forecourt/contracts';
import { Meilisearch } from 'meilisearch';
import type { Env } from '../env.js';
import { CAR_ROW_SELECT } from './sync.js';

/** A push waits this long at most for Meilisearch to accept it (it is retried by the cron anyway). */
const PUSH_TIMEOUT_MS = 5000;

export async function pushCarsToSearchNow(
  env: Pick<Env, 'DB' | 'MEILISEARCH_HOST' | 'MEILISEARCH_ADMIN_KEY'>,
  ids: readonly number[],
): Promise<void> {
  const host = env.MEILISEARCH_HOST?.trim();
  const apiKey = env.MEILISEARCH_ADMIN_KEY?.trim();
  if (!host || !apiKey || ids.length === 0) return;
  const { results } = await env.DB.prepare(`${CAR_ROW_SELECT} WHERE c.id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(ids))
    .all<CarRow & { id: number }>();
  const docs = results.flatMap((row) => {
    const doc = carDocumentFromRow(row);
    return doc ? [doc] : [];
  });
  const index = new Meilisearch({ host, apiKey, timeout: PUSH_TIMEOUT_MS }).index('cars');
  if (docs.length > 0) await index.addDocuments(docs);
  const gone = ids.filter((id) => !docs.some((d) => d.id === id));
  if (gone.length > 0) await index.deleteDocuments(gone as number[]);
}
