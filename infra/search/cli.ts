/**
 * Meilisearch operations (admin key; never run by the edge):
 *
 *   pnpm --filter @forecourt/infra run search:sync        # settings + every car of D1 → Meilisearch, stale ids deleted
 *   pnpm --filter @forecourt/infra run search:settings    # only create the indexes and apply their settings
 *   pnpm --filter @forecourt/infra run search:compat      # the Meilisearch-compatible development server (compat-server/)
 *
 * Options: --persist-to <dir> (local D1 state, default .wrangler/state), --remote (the real D1 through
 * wrangler, needs CLOUDFLARE_API_TOKEN). Env: MEILISEARCH_HOST and MEILISEARCH_ADMIN_KEY.
 * `pnpm --filter @forecourt/infra seed` runs the sync itself after seeding when both are set.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Meilisearch } from 'meilisearch';
import { z } from 'zod';
import { INFRA_DIR, REPO_ROOT } from '../demo/write.js';
import { type CarRow, carDocumentsFromRows } from './documents.js';
import { applySearchSettings } from './settings.js';
import { syncSearch } from './sync.js';

const AdminEnvSchema = z.object({
  MEILISEARCH_HOST: z.string().url(),
  MEILISEARCH_ADMIN_KEY: z.string().min(1),
});

/** Meilisearch with the admin key from the env, or null when MEILISEARCH_HOST is not set. */
export function adminClientFromEnv(env: NodeJS.ProcessEnv = process.env): Meilisearch | null {
  if (!env.MEILISEARCH_HOST) return null;
  const parsed = AdminEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error('MEILISEARCH_HOST is set: MEILISEARCH_ADMIN_KEY (the admin key) is needed too');
  return new Meilisearch({ host: parsed.data.MEILISEARCH_HOST, apiKey: parsed.data.MEILISEARCH_ADMIN_KEY });
}

const RowsSchema = z.array(
  z.object({ results: z.array(z.object({ doc: z.string(), dealership_name: z.string().nullable() })) }),
);
const PAGE = 2000;

/** Every car row of D1 (local state, or --remote), read through wrangler in pages. */
export function readCarRows(options: { persistTo?: string; remote?: boolean } = {}): CarRow[] {
  const bin = join(INFRA_DIR, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const rows: CarRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const sql = `SELECT c.doc AS doc, d.name AS dealership_name FROM cars c LEFT JOIN dealerships d ON d.id = c.dealership_id ORDER BY c.id LIMIT ${PAGE} OFFSET ${offset}`;
    const where = options.remote ? ['--remote'] : ['--local', '--persist-to', options.persistTo ?? '.wrangler/state'];
    const result = spawnSync(
      process.execPath,
      [bin, 'd1', 'execute', 'DB', ...where, '--json', '--command', sql, '-c', 'edge/wrangler.jsonc'],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        maxBuffer: 512 * 1024 * 1024,
        env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
      },
    );
    if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
    const page = RowsSchema.parse(JSON.parse(result.stdout)).flatMap((r) => r.results);
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** Syncs D1's stock to Meilisearch (settings first); prints what changed. */
export async function syncFromD1(client: Meilisearch, options: { persistTo?: string; remote?: boolean } = {}) {
  const { documents, skipped } = carDocumentsFromRows(readCarRows(options));
  if (skipped > 0) console.warn(`search:sync: skipped ${skipped} cars failing CarSchema`);
  const reports = await syncSearch(client, { cars: documents });
  for (const r of reports) console.log(`search:sync: ${r.index}: ${r.documents} documents, ${r.deleted} deleted`);
  return reports;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const option = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (command === 'compat') {
    const { startCompatServer, DEV_KEYS } = await import('./compat-server/main.js');
    const server = await startCompatServer({
      port: Number(option('--port') ?? 7700),
      keys: {
        adminKey: process.env.MEILISEARCH_ADMIN_KEY || DEV_KEYS.adminKey,
        searchKey: process.env.MEILISEARCH_SEARCH_KEY || DEV_KEYS.searchKey,
        searchKeyUid: process.env.MEILISEARCH_SEARCH_KEY_UID || DEV_KEYS.searchKeyUid,
      },
    });
    console.log(
      `Meilisearch-compatible DEVELOPMENT server (not Meilisearch) on ${server.url}; keys: ${JSON.stringify(server.keys)}`,
    );
    return;
  }
  const client = adminClientFromEnv();
  if (!client) throw new Error('set MEILISEARCH_HOST and MEILISEARCH_ADMIN_KEY');
  if (command === 'settings') await applySearchSettings(client);
  else if (command === 'sync')
    await syncFromD1(client, { persistTo: option('--persist-to'), remote: rest.includes('--remote') });
  else throw new Error('usage: cli.ts sync|settings|compat [--persist-to dir] [--remote] [--port n]');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`search: ${(error as Error).message}`);
    process.exit(1);
  });
}
