/**
 * D1 for the sync CLI, as the SyncDb the edge's cron uses (edge/src/search/sync.ts):
 *   - local state (`.wrangler/state`, shared with `npm start` and the seed): a real D1 binding from wrangler's
 *     getPlatformProxy — the same SQLite file `wrangler d1 execute --local --persist-to` opens;
 *   - `env` (a deployed environment's database: its rendered config and `--env`) or `--remote` (the
 *     top-level config's database; CLOUDFLARE_API_TOKEN): `wrangler d1 execute --remote`, one call per query
 *     or batch, with the values written into the SQL as literals (wrangler takes no bound parameters).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { SyncDb, SyncStatement } from '../../edge/src/search/sync.js';
import { sqlString } from '../demo/sql.js';
import { INFRA_DIR, REPO_ROOT } from '../demo/write.js';
import { type Environment, environmentValues, renderEdgeConfig } from '../release/environments.js';

const CONFIG = join(REPO_ROOT, 'edge', 'wrangler.jsonc');

/** `env`: that deployed environment's database (its rendered config, `--env`); implies remote. */
export type D1Target = { persistTo?: string; remote?: boolean; env?: Environment };
export type OpenD1 = { db: SyncDb; close(): Promise<void> };

/** Opens the local or remote D1 of the edge's config. */
export async function openD1(target: D1Target = {}): Promise<OpenD1> {
  if (target.env) {
    const config = renderEdgeConfig(target.env, environmentValues(target.env, { dryRun: false }));
    return { db: wranglerD1(['-c', config, '--env', target.env]), close: async () => {} };
  }
  if (target.remote) return { db: wranglerD1(['-c', CONFIG]), close: async () => {} };
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ DB: SyncDb }>({
    configPath: CONFIG,
    persist: { path: join(resolve(REPO_ROOT, target.persistTo ?? '.wrangler/state'), 'v3') },
    remoteBindings: false,
    envFiles: [],
  });
  return { db: proxy.env.DB, close: () => proxy.dispose() };
}

/**
 * `sql` with each `?` replaced by its value as an SQL literal (numbers, strings, null). Only for the
 * sync's own statements, whose SQL holds no `?` of its own.
 *
 * @example
 * inlineParams('SELECT ? AS a, ? AS b', [1, "it's"]); // "SELECT 1 AS a, 'it''s' AS b"
 */
export function inlineParams(sql: string, values: readonly unknown[]): string {
  let i = 0;
  const out = sql.replace(/\?/g, () => {
    if (i >= values.length) throw new Error(`inlineParams: more ? than values in ${sql}`);
    const v = values[i++];
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v === 'string') return sqlString(v);
    throw new Error(`inlineParams: unsupported value ${String(v)}`);
  });
  if (i !== values.length) throw new Error(`inlineParams: ${values.length - i} values left over for ${sql}`);
  return out;
}

const ResultsSchema = z.array(
  z.object({
    results: z.array(z.record(z.string(), z.unknown())).default([]),
    meta: z.object({ changes: z.number().optional() }).passthrough().default({}),
  }),
);
type Results = z.infer<typeof ResultsSchema>;

function execute(sql: string, config: string[]): Results {
  const bin = join(INFRA_DIR, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const result = spawnSync(
    process.execPath,
    [bin, 'd1', 'execute', 'DB', '--remote', '--yes', '--json', '--command', sql, ...config],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return ResultsSchema.parse(JSON.parse(result.stdout));
}

type Inlined = SyncStatement & { sql: string };

/** The remote D1 through wrangler: a batch is one `--command` of several statements. */
function wranglerD1(config: string[]): SyncDb {
  const statement = (sql: string): Inlined => ({
    sql,
    all: async <T>() => ({ results: (execute(sql, config)[0]?.results ?? []) as T[] }),
    run: async () => ({ meta: { changes: execute(sql, config)[0]?.meta.changes ?? 0 } }),
  });
  return {
    prepare: (sql) => ({ ...statement(sql), bind: (...values) => statement(inlineParams(sql, values)) }),
    batch: async (statements) => {
      const sql = (statements as Inlined[]).map((s) => s.sql).join(';\n');
      return execute(sql, config).map((r) => ({ meta: { changes: r.meta.changes ?? 0 } }));
    },
  };
}
