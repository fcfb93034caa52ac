/**
 * Applies every migration of infra/migrations in order, as `wrangler d1 migrations apply` does: the one
 * copy for the edge's store tests (d1.ts) and the workerd platform of tests/ and its benches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitSql } from './split-sql.js';

const MIGRATIONS = fileURLToPath(new URL('../../infra/migrations/', import.meta.url));

/** The part of a D1 binding this needs: Miniflare's and workers-types' D1Database both fit. */
type D1Batch<S> = { prepare(sql: string): S; batch(statements: S[]): Promise<unknown> };

export async function migrate<S>(db: D1Batch<S>): Promise<void> {
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    await applyMigration(db, file);
}

/** One migration file of infra/migrations, by name. */
export async function applyMigration<S>(db: D1Batch<S>, file: string): Promise<void> {
  const sql = readFileSync(join(MIGRATIONS, file), 'utf8')
    .split('\n')
    .filter((l) => !l.trim().startsWith('--'))
    .join('\n');
  // As `wrangler d1 migrations apply` splits it: a trigger's BEGIN … END stays whole.
  const statements = splitSql(sql).filter((st) => st.trim() !== '');
  await db.batch(statements.map((s) => db.prepare(s)));
}
