import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEPLOYMENTS_KEY,
  type Deployments,
  ROUTING_KEY,
  type RoutingTable,
  slotBindingName,
} from '@forecourt/contracts';
import {
  buildTenant,
  computeDemoVariants,
  DEMO_TENANTS,
  demoPhotos,
  demoReports,
  demoVariantBytes,
  demoVariants,
  kvEntries,
  sqlStatements,
} from '@forecourt/infra/demo';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { migrate } from '../../edge/test-support/migrate.js';
import { ARTIFACTS, CONTENT_VERSION_PREVIOUS, ensureArtifacts, REMOTES, releaseDir } from './artifacts.js';

/**
 * A slot Worker: a built release, or an inline test Worker script (for faulty remotes). A script that
 * `wraps` a release runs beside it and reaches it as the service binding REAL (its `Remote`
 * entrypoint): a flaky remote fails some calls and forwards the rest.
 */
export type SlotWorker = { release: string } | { script: string; wraps?: string };

export type PlatformOptions = {
  /** Replace a slot's Worker (e.g. CONTENT_A with a faulty script). */
  slots?: Partial<Record<string, SlotWorker>>;
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
  /** Name of an extra Worker that answers the edge's outbound fetches (e.g. a lead delivery sink), and the Stripe Worker's. */
  edgeOutbound?: string;
  /** workerd's V8 inspector on this port (CPU profiles of the edge and the remotes: bench/profile-page.ts). */
  inspectorPort?: number;
  /**
   * Start the local image Worker in a workerd process of its own, as serve.sh does, so /cdn/image can
   * compute variants (LOCAL_IMAGES_URL). Off by default: without it /cdn/image serves originals.
   */
  images?: boolean;
  /**
   * As the seed (infra/scripts/seed-variants.ts): these demo photos' `/cdn/image` variants in R2, encoded
   * (sharp) unless infra/.generated/photos holds them already.
   */
  demoVariantPhotos?: readonly string[];
};

/** Every remote's current version is the default; content's previous release also runs in slot b. */
export const DEFAULT_ROUTING: RoutingTable = {
  revision: 1,
  defaults: Object.fromEntries(REMOTES.map((r) => [r.name, r.version])),
  overrides: {},
  history: [],
};
export const DEFAULT_DEPLOYMENTS: Deployments = Object.fromEntries(
  REMOTES.map((r) => [r.name, r.name === 'content' ? { a: r.version, b: CONTENT_VERSION_PREVIOUS } : { a: r.version }]),
);

/** The slot Workers a platform runs by default: every remote in slot a, content in slot b too. */
function defaultSlots(): Record<string, SlotWorker> {
  const slots: Record<string, SlotWorker> = {};
  for (const r of REMOTES) slots[slotBindingName(r.name, 'a')] = { release: releaseDir(r.name, 'a') };
  slots[slotBindingName('content', 'b')] = { release: releaseDir('content', 'b') };
  return slots;
}

function slotWorkers(name: string, slot: SlotWorker): Record<string, unknown>[] {
  const common = { name, modules: true, compatibilityDate: '2026-11-01', compatibilityFlags: ['nodejs_compat'] };
  if (!('script' in slot)) return [{ ...common, scriptPath: join(slot.release, 'worker.gen.js') }];
  if (!slot.wraps) return [{ ...common, script: slot.script }];
  const real = `${name}-real`;
  return [
    { ...common, script: slot.script, serviceBindings: { REAL: { name: real, entrypoint: 'Remote' } } },
    { ...common, name: real, scriptPath: join(slot.wraps, 'worker.gen.js') },
  ];
}

/** A wrangler bundle: its entry module and the WebAssembly modules wrangler wrote beside it. */
function bundleModules(dir: string, entry: string) {
  const wasm = readdirSync(dir).filter((f) => f.endsWith('.wasm'));
  return {
    modulesRoot: dir,
    modules: [
      { type: 'ESModule', path: join(dir, entry) },
      ...wasm.map((f) => ({ type: 'CompiledWasm', path: join(dir, f) })),
    ],
  };
}

/** This process's workerd children (their pids). */
function workerdChildren(): Set<number> {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
    return new Set(
      out
        .split('\n')
        .filter((line) => line.includes('workerd'))
        .map((line) => Number.parseInt(line, 10)),
    );
  } catch {
    return new Set();
  }
}

/**
 * The local image Worker in its own Miniflare (its own workerd process: the codec never holds the edge's
 * thread), niced as `npm start` runs it (infra/scripts/serve.sh): a demo's transforms take spare CPU only.
 * It reads the source photos from the edge's FILES bucket itself (only the edge writes it): both Miniflares persist to
 * `storage` (as serve.sh's two `wrangler dev` share --persist-to).
 */
async function startLocalImages(storage: string) {
  const before = workerdChildren();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      resourcePersistencePath: storage,
      workers: [
        {
          name: 'local-images',
          ...bundleModules(join(ARTIFACTS, 'local-images'), 'worker.js'),
          compatibilityDate: '2026-11-01',
          r2Buckets: ['FILES'],
        },
      ],
    } as never),
  );
  const url = (await mf.ready).origin;
  const pids = [...workerdChildren()].filter((pid) => !before.has(pid));
  for (const pid of pids) setPriority(pid, 10);
  return { url, pids, dispose: () => mf.dispose() };
}

/**
 * The edge and its remote slots in one Miniflare (real workerd, real service bindings, local
 * KV/D1/R2), seeded with the demo tenants through the same generator and SQL as `pnpm start`.
 */
export async function startPlatform(options: PlatformOptions = {}) {
  await ensureArtifacts();
  const slots = { ...defaultSlots(), ...options.slots } as Record<string, SlotWorker>;
  const workerName = (binding: string) => binding.toLowerCase().replace(/_/g, '-');
  // With the local image Worker, the platform's storage is a directory both processes persist to.
  const storage = options.images ? mkdtempSync(join(tmpdir(), 'forecourt-platform-')) : undefined;
  const images = storage ? await startLocalImages(storage) : null;
  const mfOptions = convertV4MiniflareOptions({
    ...(storage ? { resourcePersistencePath: storage } : {}),
    ...(options.port !== undefined ? { host: '127.0.0.1', port: options.port } : {}),
    ...(options.inspectorPort !== undefined ? { inspectorPort: options.inspectorPort } : {}),
    workers: [
      {
        name: 'edge',
        ...bundleModules(join(ARTIFACTS, 'edge'), 'index.js'),
        compatibilityDate: '2026-11-01',
        compatibilityFlags: ['nodejs_compat'],
        kvNamespaces: ['SITES'],
        d1Databases: ['DB'],
        r2Buckets: ['FILES', 'EVENTS_ARCHIVE'],
        queueProducers: {
          LEAD_QUEUE: { queueName: 'forecourt-leads' },
          EVENTS_QUEUE: { queueName: 'forecourt-events' },
        },
        queueConsumers: {
          'forecourt-leads': { maxBatchSize: 10, maxBatchTimeout: 0.05, maxRetries: 10 },
          'forecourt-events': { maxBatchSize: 100, maxBatchTimeout: 0.05, maxRetries: 10 },
        },
        ...(options.edgeOutbound ? { outboundService: options.edgeOutbound } : {}),
        // As npm start: the offline test captcha, and the demo tenants' lead destinations recorded by the local sink.
        // Tests and benches load many pages and images from one address: the per-client page budgets
        // (PAGE_RATE_LIMIT renders, PAGE_VIEW_RATE_LIMIT pages, IMAGE_RATE_LIMIT new variants;
        // routes/page-budget.ts) are raised unless a test sets its own (tests/integration/page-budget.test.ts).
        bindings: {
          CAPTCHA_TEST_MODE: 'true',
          LOCAL_LEAD_SINK: 'true',
          PAGE_RATE_LIMIT: '100000/1',
          PAGE_VIEW_RATE_LIMIT: '100000/1',
          IMAGE_RATE_LIMIT: '100000/1',
          ...(images ? { LOCAL_IMAGES_URL: images.url } : {}),
          ...options.vars,
        },
        serviceBindings: {
          ...Object.fromEntries(
            Object.keys(slots).map((binding) => [binding, { name: workerName(binding), entrypoint: 'Remote' }]),
          ),
          STRIPE: { name: 'forecourt-stripe', entrypoint: 'StripeApi' },
        },
      },
      // The Stripe SDK's Worker (edge/stripe.wrangler.jsonc); its calls to Stripe's API go where the edge's do.
      {
        name: 'forecourt-stripe',
        ...bundleModules(join(ARTIFACTS, 'stripe'), 'stripe-worker.js'),
        compatibilityDate: '2026-11-01',
        compatibilityFlags: ['nodejs_compat'],
        ...(options.edgeOutbound ? { outboundService: options.edgeOutbound } : {}),
      },
      ...Object.entries(slots).flatMap(([binding, slot]) => slotWorkers(workerName(binding), slot)),
      ...(options.extraWorkers ?? []),
    ],
  } as never);
  const beforeEdge = workerdChildren();
  const mf = new Miniflare(mfOptions);
  await mf.ready;
  /** workerd process ids: the edge's (with the remotes) and the local image Worker's (benches read their CPU). */
  const pids = {
    edge: [...workerdChildren()].filter((pid) => !beforeEdge.has(pid)),
    images: images?.pids ?? [],
  };
  const kv = await mf.getKVNamespace('SITES');
  const db = await mf.getD1Database('DB');
  const files = await mf.getR2Bucket('FILES');
  await migrate(db);
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  // Only the tenants asked for are generated (each has its own seeded PRNG: the same data as iterateTenants).
  for (const spec of DEMO_TENANTS) {
    if (options.tenants && !options.tenants.includes(spec.slug)) continue;
    const tenant = buildTenant(spec, { seed: 'forecourt', now, validate: false });
    const statements = [...sqlStatements(tenant)].filter((s) => !s.startsWith('--'));
    await db.batch(statements.map((s) => db.prepare(s)));
    for (const { key, value } of kvEntries(tenant)) await kv.put(key, value);
    // As the seed: the tenant's demo photos (JPEGs) in R2.
    for (const photo of await demoPhotos(tenant.site.slug))
      await files.put(photo.key, photo.bytes, { httpMetadata: { contentType: 'image/jpeg' } });
    if (options.demoVariantPhotos) {
      const variants = demoVariants(spec.slug, spec.config.image_quality, options.demoVariantPhotos);
      await computeDemoVariants(variants);
      for (const v of variants)
        await files.put(v.key, demoVariantBytes(v), { httpMetadata: { contentType: 'image/webp' } });
    }
    // As the seed: the tenant's sample history reports (the cars' `file`) in R2.
    for (const report of demoReports(tenant.site.slug, tenant.site.name))
      await files.put(report.key, report.bytes, { httpMetadata: { contentType: 'application/pdf' } });
  }
  await kv.put(ROUTING_KEY, JSON.stringify(options.routing ?? DEFAULT_ROUTING));
  await kv.put(DEPLOYMENTS_KEY, JSON.stringify(options.deployments ?? DEFAULT_DEPLOYMENTS));

  /** GET a path on a tenant host (the URL carries the host; see STACK-NOTES on Host headers). */
  const get = (host: string, path: string, init?: RequestInit) =>
    mf.dispatchFetch(`http://${host}${path}`, init as never) as unknown as Promise<Response>;
  /** Restarts workerd with the same options and storage: every isolate is new (its URL may change). */
  const restart = async () => {
    await mf.setOptions(mfOptions);
    return mf.ready;
  };
  const dispose = async () => {
    await mf.dispose();
    await images?.dispose();
    if (storage) rmSync(storage, { recursive: true, force: true });
  };
  /**
   * The edge reuses KV values for KV_MEMO_MS (1 s by default): wait that long after writing KV, and not
   * at all where a test turned the memo off (every KV read then goes to KV, hot pages included).
   */
  const memoMs = Number(options.vars?.KV_MEMO_MS ?? 1000); // the edge's default: edge/src/tenant/kv-memo.ts
  const afterKvChange = () => new Promise((resolve) => setTimeout(resolve, memoMs > 0 ? memoMs + 100 : 0));
  return { mf, kv, db, files, get, url: await mf.ready, restart, dispose, afterKvChange, pids };
}

export type Platform = Awaited<ReturnType<typeof startPlatform>>;
