import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { E2E_PORT } from './playwright.config.js';

const ROOT = resolve(import.meta.dirname, '../..');
/** Where Miniflare keeps the e2e server's D1 database (one SQLite file per database; DB is the only one). */
const D1_DIR = resolve(ROOT, `.wrangler/e2e-state-${E2E_PORT}/v3/d1/miniflare-D1DatabaseObject`);

/**
 * Reads the e2e server's own D1 state (no test-only route): its SQLite file, opened read-only with
 * Node's built-in SQLite while workerd keeps writing it. In process, so a poll takes milliseconds:
 * `wrangler d1 execute` took seconds a query on a busy machine and held the test's worker meanwhile.
 */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const file = readdirSync(D1_DIR).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database in ${D1_DIR}: is the e2e server running?`);
  const db = new DatabaseSync(resolve(D1_DIR, file), { readOnly: true });
  try {
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }) as T);
  } finally {
    db.close();
  }
}
