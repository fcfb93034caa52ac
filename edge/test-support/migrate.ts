/**
 * Applies every migration of infra/migrations in order, as `wrangler d1 migrations apply` does: the one
 * copy for the edge's store tests (d1.ts) and the workerd platform of tests/ and its benches.
 *
 * The statements come from wrangler's own splitter (a trigger's BEGIN … END stays whole), run once per
 * content of the migrations and kept in infra/.generated: importing wrangler costs each test process that
 * starts a D1 about 2 s of CPU, and about 55 such processes run in `npm test`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = fileURLToPath(new URL('../../infra/migrations/', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../../infra/.generated/migrations/', import.meta.url));

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
  const statements = await migrationStatements(file);
  await db.batch(statements.map((s) => db.prepare(s)));
}

/** A migration's statements as wrangler splits them, from the cache when its content was split before. */
export async function migrationStatements(file: string): Promise<string[]> {
  const sql = readFileSync(join(MIGRATIONS, file), 'utf8')
    .split('\n')
    .filter((l) => !l.trim().startsWith('--'))
    .join('\n');
  const cached = join(CACHE_DIR, `${createHash('sha256').update(sql).digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as string[];
  } catch {
    const { unstable_splitSqlQuery } = await import('wrangler');
    const statements = unstable_splitSqlQuery(sql).filter((st) => st.trim() !== '');
    // Written whole then renamed: test processes starting together may split the same file at once.
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(statements));
    renameSync(partial, cached);
    return statements;
  }
}
