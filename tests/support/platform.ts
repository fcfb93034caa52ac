import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYMENTS_KEY, type Deployments, ROUTING_KEY, type RoutingTable } from '@forecourt/contracts';
import { iterateTenants, kvEntries, sqlStatements } from '@forecourt/infra/demo';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { ARTIFACTS, CONTENT_VERSION_CURRENT, CONTENT_VERSION_PREVIOUS, ROOT } from './artifacts.js';

/** A slot Worker: a built release, or an inline test Worker script (for faulty remotes). */
export type SlotWorker = { release: string } | { script: string };

export type PlatformOptions = {
  slots?: { CONTENT_A?: SlotWorker; CONTENT_B?: SlotWorker };
  routing?: RoutingTable;
  deployments?: Deployments;
  /** Extra edge vars (HTML_CACHE, FRAGMENT_BUDGET_MS …). */
  vars?: Record<string, string>;
  /** Only seed these tenants (default all nine). */
  tenants?: string[];
  now?: number;
  /** More Workers in the same workerd (e.g. the benchmark's static file server), each with routes. */
  extraWorkers?: Record<string, unknown>[];
  /** Listen on this port for real HTTP clients (benchmarks); 0 picks a free one. */
  port?: number;
};

export const DEFAULT_ROUTING: RoutingTable = {
  revision: 1,
  defaults: { content: CONTENT_VERSION_CURRENT },
  overrides: {},
  history: [],
};
export const DEFAULT_DEPLOYMENTS: Deployments = {
  content: { a: CONTENT_VERSION_CURRENT, b: CONTENT_VERSION_PREVIOUS },
};

function slotWorker(name: string, slot: SlotWorker) {
  const common = { name, modules: true, compatibilityDate: '2026-11-01', compatibilityFlags: ['nodejs_compat'] };
  if ('script' in slot) return { ...common, script: slot.script };
  return { ...common, scriptPath: join(slot.release, 'server.js') };
}

/**
 * The edge and its remote slots in one Miniflare (real workerd, real service bindings, local
 * KV/D1/R2), seeded with the demo tenants through the same generator and SQL as `pnpm start`.
 */
export async function startPlatform(options: PlatformOptions = {}) {
  const slots = {
    CONTENT_A: options.slots?.CONTENT_A ?? { release: join(ARTIFACTS, 'content-a') },
    CONTENT_B: options.slots?.CONTENT_B ?? { release: join(ARTIFACTS, 'content-b') },
  };
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...(options.port !== undefined ? { host: '127.0.0.1', port: options.port } : {}),
      workers: [
        {
          name: 'edge',
          modules: true,
          scriptPath: join(ARTIFACTS, 'edge/index.js'),
          compatibilityDate: '2026-11-01',
          compatibilityFlags: ['nodejs_compat'],
          kvNamespaces: ['SITES'],
          d1Databases: ['DB'],
          r2Buckets: ['FILES'],
          bindings: options.vars ?? {},
          serviceBindings: {
            CONTENT_A: { name: 'content-a', entrypoint: 'Remote' },
            CONTENT_B: { name: 'content-b', entrypoint: 'Remote' },
          },
        },
        slotWorker('content-a', slots.CONTENT_A),
        slotWorker('content-b', slots.CONTENT_B),
        ...(options.extraWorkers ?? []),
      ],
    } as never),
  );
  await mf.ready;
  const kv = await mf.getKVNamespace('SITES');
  const db = await mf.getD1Database('DB');
  await migrate(db);
  const now = options.now ?? Date.now();
  for (const tenant of iterateTenants({ now, validate: false })) {
    if (options.tenants && !options.tenants.includes(tenant.site.slug)) continue;
    const statements = [...sqlStatements(tenant)].filter((s) => !s.startsWith('--'));
    await db.batch(statements.map((s) => db.prepare(s)));
    for (const { key, value } of kvEntries(tenant)) await kv.put(key, value);
  }
  await kv.put(ROUTING_KEY, JSON.stringify(options.routing ?? DEFAULT_ROUTING));
  await kv.put(DEPLOYMENTS_KEY, JSON.stringify(options.deployments ?? DEFAULT_DEPLOYMENTS));

  /** GET a path on a tenant host (the URL carries the host; see STACK-NOTES on Host headers). */
  const get = (host: string, path: string, init?: RequestInit) =>
    mf.dispatchFetch(`http://${host}${path}`, init as never) as unknown as Promise<Response>;
  return { mf, kv, db, get, url: await mf.ready, dispose: () => mf.dispose() };
}

export type Platform = Awaited<ReturnType<typeof startPlatform>>;

/** The edge reuses KV values for KV_MEMO_MS (1 s by default): wait that long after writing KV. */
export const afterKvChange = () => new Promise((resolve) => setTimeout(resolve, 1100));

async function migrate(db: Awaited<ReturnType<Miniflare['getD1Database']>>): Promise<void> {
  const dir = join(ROOT, 'infra/migrations');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((l) => !l.trim().startsWith('--'))
      .join('\n');
    const statements = sql
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    await db.batch(statements.map((s) => db.prepare(s)));
  }
}
