/**
 * The sync's D1 side (sync.ts, sync-catalogue.ts): the small interface it needs of D1 (workerd's
 * D1Database and the Node seed's both fit), the missing-migration message, and the outbox drop of a site
 * without Meilisearch.
 */
const CARS = 'cars';

/** What the sync needs of D1 (a D1Database fits). */
export interface SyncStatement {
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
  run(): Promise<{ meta: { changes?: number } }>;
}
export interface SyncDb {
  prepare(sql: string): SyncStatement & { bind(...values: unknown[]): SyncStatement };
  batch(statements: SyncStatement[]): Promise<{ meta: { changes?: number } }[]>;
}

/** A D1 without migration 0008 says so in words that lead to the fix. */
export function missingMigration(error: unknown): never {
  if (String((error as Error)?.message).includes('no such table'))
    throw new Error(
      'search sync: D1 lacks the sync tables; apply the migrations (infra/migrations/0008_search_sync.sql: ' +
        '`pnpm --filter @forecourt/infra seed` locally, `wrangler d1 migrations apply DB --remote` in production)',
      { cause: error },
    );
  throw error;
}

/**
 * Without a Meilisearch the outbox has no reader: drops it and marks a full pass due, so a Meilisearch
 * configured later starts from all of D1. Skipped while a sync (e.g. `search:sync`) holds the lease.
 */
export async function dropUnreadOutbox(db: SyncDb, at = Date.now()): Promise<boolean> {
  const free = 'lease_token IS NULL OR lease_until IS NULL OR lease_until < ?';
  const [flag] = await db
    .batch([
      db
        .prepare(
          `UPDATE search_sync_state SET full_needed = 1, full_cursor = NULL, full_upto = NULL WHERE index_uid = ? AND (${free})`,
        )
        .bind(CARS, at),
      db
        .prepare(
          `DELETE FROM search_outbox WHERE EXISTS (SELECT 1 FROM search_sync_state WHERE index_uid = ? AND (${free}))`,
        )
        .bind(CARS, at),
    ])
    .catch(missingMigration);
  return flag?.meta.changes === 1;
}
