/**
 * Meilisearch operations with the admin key, from an ops shell (the edge holds that key only for its cron sync):
 *
 *   pnpm --filter @forecourt/infra run search:sync        # D1's stock changes since the last sync → Meilisearch (the cron's sync),
 *                                                          # and the parts, offers and categories tables when they changed
 *   pnpm --filter @forecourt/infra run search:sync -- --full   # every car (and catalogue row) again, documents of ids not in D1 deleted
 *   pnpm --filter @forecourt/infra run search:settings    # only create the indexes and apply their settings
 *   pnpm --filter @forecourt/infra run search:compat      # the Meilisearch-compatible development server (compat-server/)
 *
 * Options: --persist-to <dir> (local D1 state, default .wrangler/state), --env staging|production (that
 * environment's D1 through wrangler and its rendered config), --remote (the top-level config's D1). Env: MEILISEARCH_HOST and MEILISEARCH_ADMIN_KEY.
 * `pnpm --filter @forecourt/infra seed` runs the sync itself after seeding when both are set. The edge's cron runs
 * the same sync (edge/src/search/sync.ts) when it has MEILISEARCH_ADMIN_KEY.
 */
import { Meilisearch } from 'meilisearch';
import { z } from 'zod';
import { syncCarsIndex } from '../../edge/src/search/sync.js';
import { ENVIRONMENTS, type Environment } from '../release/environments.js';
import { type D1Target, openD1 } from './d1.js';
import { applySearchSettings } from './settings.js';

const AdminEnvSchema = z.object({
  MEILISEARCH_HOST: z.string().url(),
  MEILISEARCH_ADMIN_KEY: z.string().min(1),
});

/** Meilisearch with the admin key from the env, or null when MEILISEARCH_HOST is not set. */
export function adminClientFromEnv(env: NodeJS.ProcessEnv = process.env): Meilisearch | null {
  if (!env.MEILISEARCH_HOST) return null;
  const parsed = AdminEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error('MEILISEARCH_HOST is set: MEILISEARCH_ADMIN_KEY (the admin key) is needed too');
  return new Meilisearch({
    host: parsed.data.MEILISEARCH_HOST,
    apiKey: parsed.data.MEILISEARCH_ADMIN_KEY,
    defaultWaitOptions: { timeout: 300_000, interval: 100 },
  });
}

/** How long the CLI waits for a sync another run (the cron) is doing before giving up. */
const BUSY_WAIT_MS = 120_000;

/**
 * Brings Meilisearch up to date with D1 (local state, or --remote) through the same sync the edge's cron
 * runs (syncCarsIndex): the changes since the last sync, or everything with `full` (and whenever a full
 * pass is due: first sync, new or wiped Meilisearch). Runs batches until nothing is left; prints what it did.
 */
export async function syncFromD1(client: Meilisearch, options: D1Target & { full?: boolean } = {}) {
  const { db, close } = await openD1(options);
  try {
    const started = Date.now();
    let full = options.full ?? false;
    for (;;) {
      const report = await syncCarsIndex(db, client, { full, maxBatches: Number.POSITIVE_INFINITY });
      if (report.status === 'busy') {
        if (Date.now() - started > BUSY_WAIT_MS) throw new Error('another sync (the cron?) holds the lease; try later');
        console.log('search:sync: another sync is running; waiting …');
        await new Promise((r) => setTimeout(r, 5000));
        continue;
      }
      if (report.invalid > 0) console.warn(`search:sync: ${report.invalid} cars fail CarSchema (not searchable)`);
      console.log(
        `search:sync: cars: ${report.full ? `full pass ${report.full}, ` : ''}${report.upserted} documents pushed, ` +
          `${report.deleted} deleted in ${report.batches} batches; watermark ${report.watermark}` +
          (report.settingsApplied ? '; settings applied' : ''),
      );
      const { catalogue } = report;
      if (catalogue.invalid > 0)
        console.warn(`search:sync: ${catalogue.invalid} parts/offers/categories rows fail their schema`);
      if (catalogue.pushed.length > 0)
        console.log(
          `search:sync: ${catalogue.pushed.join(', ')}: ${catalogue.upserted} documents pushed, ${catalogue.deleted} deleted`,
        );
      if (!report.pending) return report;
      full = false;
    }
  } finally {
    await close();
  }
}

const USAGE =
  'usage: cli.ts sync|settings|compat [--full] [--persist-to dir] [--remote | --env staging|production] [--port n]';

/** `--env <env>`: that deployed environment's D1 (infra/search/d1.ts). */
function environment(value: string | undefined): Environment | undefined {
  if (value === undefined) return undefined;
  if (!(ENVIRONMENTS as readonly string[]).includes(value)) throw new Error(`--env: one of ${ENVIRONMENTS.join(', ')}`);
  return value as Environment;
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
    await syncFromD1(client, {
      persistTo: option('--persist-to'),
      remote: rest.includes('--remote'),
      env: environment(option('--env')),
      full: rest.includes('--full'),
    });
  else throw new Error(USAGE);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`search: ${(error as Error).message}`);
    process.exit(1);
  });
}
