/**
 * pnpm bench:scale — a thousand dealers on one edge (issue 37). Seeds BENCH_SCALE_TENANTS tenants
 * (1,000) holding BENCH_SCALE_CARS cars (250,000) sized like real dealers (scale-plan.ts: most 50–300
 * cars, one in a hundred a group with thousands) into one Miniflare platform, then sends shopper traffic
 * over loopback: tenants drawn with Zipf popularity (BENCH_SCALE_ZIPF, s = 1), each request a search
 * (the search API's page query: keyword, 11 facets, 21 hits), a search page, a car page or a home page.
 * BENCH_SCALE_CONCURRENCY (2) clients, each on one keep-alive connection. BENCH_SCALE_WARMUP requests
 * (1,000) first, not counted, then BENCH_SCALE_REQUESTS (3,000) measured.
 *
 * Prints search and page p50/p95/p99 (round trip), the share of cold searches (the answer's Server-Timing
 * has a snapshot-read or d1-load step: the site's index was not in the isolate), split into those of a
 * dealer searched before in the run (evicted: the budget's doing) and first searches (the Zipf tail's
 * dealers not yet seen: no budget avoids them; with 1,000 warm-up requests ~6 % of searches at 300
 * tenants, ~17 % at 1,000), the search budget's
 * evictions and its largest accounted total (its `[search-budget]` log lines), and the edge isolate's peak
 * memory, two ways. (1) The live heap: workerd runs with V8's `--trace-gc` (scale-gc.ts), and the largest
 * heap left after a full GC (Mark-Compact) in the measured phase, over every isolate in the process (an
 * upper bound of the edge's: trace lines name isolates by address), plus the edge's largest sampled
 * ArrayBuffer backing stores (outside the V8 heap) is the `scale:` line's "peak isolate memory": what the
 * isolate needs, garbage that V8 collects before a 128 MB limit excluded. (2) The sampled figure: the edge
 * isolate's V8 used heap, garbage not yet collected included, sampled every 250 ms through workerd's
 * inspector (isolate-watch.ts; BENCH_INSPECTOR_PORT, default 10826). BENCH_SCALE_HEAP_LIMIT_MB=128 also
 * caps every isolate's heap (`--max-heap-size`; V8 aborts workerd past it, and the bench reports failed
 * requests) — process-wide, so one of Miniflare's own isolates, ~90 MB live while the set is seeded into D1,
 * aborts workerd under that cap before any shopper request: off by default.
 * BENCH_SCALE_BUDGET_MB sets the edge's SEARCH_MEMORY_BUDGET_MB (default: the product's 48).
 * BENCH_SCALE_DEDICATED_MIN_CARS (2,000, the recommended production setting; 0: every site embedded)
 * routes the sites with at least that many cars to Meilisearch (SEARCH_DEDICATED_MIN_CARS;
 * search/routed-backend.ts), here the Meilisearch-compatible development server
 * (infra/search/compat-server) holding those sites' cars. The last line is the summary.
 */
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { carPath, SIDEBAR_FACETS } from '@forecourt/contracts';
import { hashSeed, Rng } from '@forecourt/infra/demo';
import {
  loadIndexesFromDocuments,
  type SearchDocument,
  startCompatServer,
  tenantCarDocuments,
} from '@forecourt/infra/search';
import { Meilisearch } from 'meilisearch';
import { startPlatform } from '../support/platform.js';
import { percentile } from './http.js';
import { watchIsolate } from './isolate-watch.js';
import { watchGc } from './scale-gc.js';
import { dealerSizes, zipfPicker, zipfTopShare } from './scale-plan.js';
import { localHost, seedScaleTenants, serverTiming } from './scale-seed.js';

const env = process.env;
const TENANTS = Number(env.BENCH_SCALE_TENANTS ?? 1_000);
const CARS = Number(env.BENCH_SCALE_CARS ?? 250_000);
const REQUESTS = Number(env.BENCH_SCALE_REQUESTS ?? 3_000);
const WARMUP = Number(env.BENCH_SCALE_WARMUP ?? 1_000);
const CONCURRENCY = Number(env.BENCH_SCALE_CONCURRENCY ?? 2);
const ZIPF = Number(env.BENCH_SCALE_ZIPF ?? 1);
const INSPECTOR_PORT = Number(env.BENCH_INSPECTOR_PORT ?? 10_826);
const HEAP_LIMIT_MB = Number(env.BENCH_SCALE_HEAP_LIMIT_MB ?? 0);
const FACETS = SIDEBAR_FACETS.slice(0, 11).map((f) => f.attribute);
const KEYWORDS = ['', 'suv', 'toyota', 'hybrid', 'ute', 'white', 'mazda cx', 'diesel', 'hatch', 'automatic', 'kia'];
/** The traffic mix: searches (API), then pages. */
const MIX: [kind: Kind, share: number][] = [
  ['search', 0.5],
  ['search page', 0.15],
  ['car page', 0.2],
  ['home page', 0.15],
];
type Kind = 'search' | 'search page' | 'car page' | 'home page';
type Tenant = { host: string; cars: number; carPaths: string[] };
/** `first`: a search of a tenant no earlier request (search or search page) had loaded the index of. */
/** `restore`: a cold search's snapshot-read + snapshot-decode (Server-Timing), ms. */
type Sample = { kind: Kind; ms: number; status: number; cold: boolean; first: boolean; restore?: number };

function request(agent: http.Agent, port: number, host: string, path: string, body?: string) {
  return new Promise<{ ms: number; status: number; timing: Record<string, number> }>((resolve) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        method: body ? 'POST' : 'GET',
        headers: { host, 'accept-encoding': 'gzip', ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          resolve({
            ms: Number(process.hrtime.bigint() - t0) / 1e6,
            status: res.statusCode ?? 0,
            timing: serverTiming(String(res.headers['server-timing'] ?? '')),
          }),
        );
      },
    );
    // a workerd aborted by V8 (heap limit) resets the connection: a failed request, not a crashed bench
    req.on('error', () => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, status: 0, timing: {} }));
    req.end(body);
  });
}

/** One shopper request of `kind` to a tenant. */
async function shop(agent: http.Agent, port: number, t: Tenant, kind: Kind, rng: Rng): Promise<Sample> {
  const first = !searched.has(t.host);
  if (kind === 'search' || kind === 'search page') searched.add(t.host);
  const keyword = KEYWORDS[rng.int(0, KEYWORDS.length - 1)] as string;
  if (kind === 'search') {
    const body = JSON.stringify({
      queries: [{ indexUid: 'cars', q: keyword, facets: FACETS, limit: 21, offset: rng.int(0, 2) * 21 }],
    });
    const r = await request(agent, port, t.host, '/api/search/multi-search', body);
    const cold = r.timing['snapshot-read'] !== undefined || r.timing['d1-load'] !== undefined;
    const restore =
      r.timing['snapshot-read'] !== undefined
        ? r.timing['snapshot-read'] + (r.timing['snapshot-decode'] ?? 0)
        : undefined;
    return { kind, ms: r.ms, status: r.status, cold, first, ...(restore !== undefined ? { restore } : {}) };
  }
  const path =
    kind === 'home page'
      ? '/'
      : kind === 'search page'
        ? `/search${keyword ? `?q=${encodeURIComponent(keyword)}` : ''}`
        : (t.carPaths[rng.int(0, t.carPaths.length - 1)] ?? '/');
  const r = await request(agent, port, t.host, path);
  return { kind, ms: r.ms, status: r.status, cold: false, first: false };
}

/**
 * Tenants whose index some request has made the isolate load (a search or a search page), across
 * phases: their cold searches are evictions' doing, the others' are first searches no budget avoids.
 */
const searched = new Set<string>();

/** `count` requests from CONCURRENCY clients, each sequential on its own connection. */
async function traffic(port: number, tenants: Tenant[], count: number, seed: string): Promise<Sample[]> {
  const pick = zipfPicker(tenants.length, ZIPF, seed);
  const rng = new Rng(hashSeed(`${seed}:kinds`));
  const plan = Array.from({ length: count }, () => {
    let x = rng.next();
    let kind: Kind = 'search';
    for (const [k, share] of MIX) {
      kind = k;
      if (x < share) break;
      x -= share;
    }
    return { tenant: tenants[pick()] as Tenant, kind };
  });
  const samples: Sample[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, c) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const own = new Rng(hashSeed(`${seed}:client${c}`));
      for (let i = next++; i < plan.length; i = next++) {
        const { tenant, kind } = plan[i] as (typeof plan)[number];
        samples.push(await shop(agent, port, tenant, kind, own));
      }
      agent.destroy();
    }),
  );
  return samples;
}

const f = (n: number) => n.toFixed(1);
const load = () => (loadavg()[0] ?? 0).toFixed(2);
const ofKind = (samples: Sample[], kinds: Kind[]) => samples.filter((s) => kinds.includes(s.kind)).map((s) => s.ms);
const line = (label: string, ms: number[]) =>
  `  ${label.padEnd(12)} n ${String(ms.length).padStart(5)}  p50 ${f(percentile(ms, 50))}  p95 ${f(percentile(ms, 95))}  p99 ${f(percentile(ms, 99))} ms`;

async function main() {
  const sizes = dealerSizes(TENANTS, CARS);
  const vars: Record<string, string> = { SEARCH_RATE_LIMIT: '1000000/1' };
  if (env.BENCH_SCALE_BUDGET_MB) vars.SEARCH_MEMORY_BUDGET_MB = env.BENCH_SCALE_BUDGET_MB;
  const dedicatedMin = Number(env.BENCH_SCALE_DEDICATED_MIN_CARS ?? 2_000);
  const meili = dedicatedMin > 0 ? await startCompatServer() : null;
  if (meili)
    Object.assign(vars, {
      MEILISEARCH_HOST: meili.url,
      MEILISEARCH_SEARCH_KEY: meili.keys.searchKey,
      SEARCH_DEDICATED_MIN_CARS: String(dedicatedMin),
    });
  const dedicatedDocs: SearchDocument[] = [];
  // V8 flags are process-wide in workerd: each isolate (the edge, each remote) gets its own heap of at most this
  env.MINIFLARE_WORKERD_V8_FLAGS = [
    env.MINIFLARE_WORKERD_V8_FLAGS,
    '--trace-gc',
    HEAP_LIMIT_MB > 0 ? `--max-heap-size=${HEAP_LIMIT_MB}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const gc = watchGc();
  const p = await startPlatform({ tenants: [], port: 0, inspectorPort: INSPECTOR_PORT, vars });
  const watch = await watchIsolate(INSPECTOR_PORT, 'core:user:edge');
  try {
    const seeding = Date.now();
    const tenants: Tenant[] = [];
    await seedScaleTenants(p, { tenants: TENANTS, cars: CARS, totals: sizes, reviewsPerTenant: 10 }, (t) => {
      const step = Math.max(1, Math.floor(t.cars.length / 20));
      const carPaths = t.cars
        .filter((c, i) => i % step === 0 && !c.sold && c.show_on_dealer_website !== false)
        .map((c) => carPath(c.slug, t.site.vehicle_base_path));
      tenants.push({ host: localHost(t), cars: t.cars.length, carPaths });
      if (meili && t.cars.length >= dedicatedMin) dedicatedDocs.push(...tenantCarDocuments([t]));
    });
    if (meili) {
      const admin = new Meilisearch({ host: meili.url, apiKey: meili.keys.adminKey });
      await loadIndexesFromDocuments(admin, { cars: dedicatedDocs });
      console.log(
        `sites with ${dedicatedMin} cars or more search on Meilisearch (the compat server): ${tenants.filter((t) => t.cars >= dedicatedMin).length} sites, ${dedicatedDocs.length} cars`,
      );
    }
    const sorted = [...sizes].sort((a, b) => a - b);
    console.log(
      `seeded ${CARS} cars across ${TENANTS} tenants in ${f((Date.now() - seeding) / 1000)} s (load ${load()}); cars a tenant: median ${percentile(sorted, 50)}, p90 ${percentile(sorted, 90)}, max ${sorted.at(-1)}; ${sizes.filter((n) => n >= 1_000).length} with 1,000 or more`,
    );
    console.log(
      `traffic: Zipf s=${ZIPF} (top 10 tenants ${f(100 * zipfTopShare(TENANTS, ZIPF, 10))}% of requests, top 100 ${f(100 * zipfTopShare(TENANTS, ZIPF, 100))}%), ${MIX.map(([k, s]) => `${k} ${s * 100}%`).join(', ')}; ${CONCURRENCY} clients`,
    );
    const port = Number(new URL(String(p.url)).port);
    console.log(`edge isolate before traffic: ${f(await watch.nowMb())} MB`);
    const warmStart = Date.now();
    const warm = await traffic(port, tenants, WARMUP, 'bench-scale-warmup');
    const warmCold = warm.filter((s) => s.cold).length / Math.max(1, warm.filter((s) => s.kind === 'search').length);
    console.log(
      `warm-up: ${WARMUP} requests in ${f((Date.now() - warmStart) / 1000)} s, cold searches ${f(100 * warmCold)}%, evictions ${countEvictions(watch.lines('[search-budget]'))}, peak isolate memory ${f(watch.peakMb())} MB (load ${load()})`,
    );
    watch.reset();
    gc.reset();
    const started = Date.now();
    const loadBefore = load();
    const samples = await traffic(port, tenants, REQUESTS, 'bench-scale');
    const seconds = (Date.now() - started) / 1000;
    const searches = samples.filter((s) => s.kind === 'search');
    const cold = (100 * searches.filter((s) => s.cold).length) / Math.max(1, searches.length);
    const budgetLines = watch.lines('[search-budget]');
    const evictions = countEvictions(budgetLines);
    const now = await watch.nowMb();
    const sampled = Number.isNaN(now) ? watch.peakMb() : Math.max(watch.peakMb(), now);
    const isolates = [...gc.live().values()].sort((a, b) => b.maxMb - a.maxMb);
    const liveHeap = isolates[0]?.maxMb;
    const failed = samples.filter((s) => s.status !== 200);
    const parts = watch.peakParts();
    // the bar's figure: live heap after full GCs (any isolate) + the edge's ArrayBuffers; sampled if no full GC ran
    const peak = liveHeap === undefined ? sampled : liveHeap + parts.buffersMb;
    // one last request: a workerd V8 aborted at the heap limit no longer answers
    const alive = (await request(new http.Agent(), port, tenants[0]?.host ?? 'localhost', '/')).status === 200;
    console.log(
      `measured: ${REQUESTS} requests in ${f(seconds)} s (${f(REQUESTS / seconds)} req/s), load ${loadBefore} → ${load()} on ${availableParallelism()} cores; ${failed.length} not 200 (${[...new Set(failed.map((s) => `${s.kind} ${s.status}`))].join(', ') || 'none'})`,
    );
    console.log('round trip, ms:');
    console.log(line('search', ofKind(samples, ['search'])));
    console.log(line('pages', ofKind(samples, ['search page', 'car page', 'home page'])));
    for (const kind of ['search page', 'car page', 'home page'] as Kind[])
      console.log(line(kind, ofKind(samples, [kind])));
    const coldFirst = searches.filter((s) => s.cold && s.first).length;
    const coldAgain = searches.filter((s) => s.cold && !s.first).length;
    console.log(
      `cold searches ${f(cold)}% (${searches.filter((s) => s.cold).length} of ${searches.length}): ${f((100 * coldAgain) / Math.max(1, searches.length))}% of a dealer searched before in this run (its index evicted), ${f((100 * coldFirst) / Math.max(1, searches.length))}% a dealer's first search in this run (no budget avoids those); evictions ${evictions}; search budget's largest accounted total ${budgetPeak(budgetLines)}`,
    );
    const restores = searches.flatMap((s) => (s.restore !== undefined ? [s.restore] : []));
    console.log(
      `cold search cost: ${restores.length} restored from snapshots, snapshot-read + decode p50 ${f(percentile(restores, 50))} / p95 ${f(percentile(restores, 95))} ms (Server-Timing); cold searches' round trip p50 ${f(
        percentile(
          searches.filter((s) => s.cold).map((s) => s.ms),
          50,
        ),
      )} / p95 ${f(
        percentile(
          searches.filter((s) => s.cold).map((s) => s.ms),
          95,
        ),
      )} ms; ${searches.filter((s) => s.cold && s.restore === undefined).length} loaded from D1`,
    );
    console.log(
      `sampled edge isolate memory: peak ${f(sampled)} MB (V8 used heap + ArrayBuffers, garbage included, every 250 ms; largest heap ${f(parts.heapMb)} MB, largest ArrayBuffers ${f(parts.buffersMb)} MB)`,
    );
    console.log(
      liveHeap === undefined
        ? `live heap after a full GC: no full GC ran in the measured phase (${gc.traced()} collections traced); peak isolate memory is the sampled peak, ${f(peak)} MB`
        : `live heap after a full GC (--trace-gc, measured phase): largest ${f(liveHeap)} MB of any isolate (isolates' largest: ${isolates
            .slice(0, 4)
            .map((i) => `${f(i.maxMb)} MB in ${i.collections} GCs`)
            .join(', ')}); peak isolate memory = ${f(liveHeap)} + ArrayBuffers ${f(parts.buffersMb)} = ${f(peak)} MB`,
    );
    console.log(
      HEAP_LIMIT_MB > 0
        ? `V8 heap limit ${HEAP_LIMIT_MB} MB an isolate (--max-heap-size): ${failed.length === 0 && alive ? 'held — every request answered 200 and workerd still answers' : `NOT held — ${failed.length} requests failed, workerd ${alive ? 'still answers' : 'no longer answers'}`}`
        : 'V8 heap limit: none set (BENCH_SCALE_HEAP_LIMIT_MB=0)',
    );
    console.log(
      `scale: ${TENANTS} tenants, ${CARS} cars, search p95 ${f(percentile(ofKind(samples, ['search']), 95))} ms, page p95 ${f(percentile(ofKind(samples, ['search page', 'car page', 'home page']), 95))} ms, cold ${f(cold)}%, peak isolate memory ${Math.round(peak)} MB`,
    );
  } finally {
    gc.close();
    watch.close();
    await p.dispose();
    await meili?.close();
  }
}

/** Evictions counted from the edge's `[search-budget] evicted N; …` lines. */
function countEvictions(lines: string[]): number {
  return lines.reduce((n, l) => n + Number(/evicted (\d+)/.exec(l)?.[1] ?? 0), 0);
}

/** The largest "holding …, X of Y MB" among the budget's lines (logged when it evicts). */
function budgetPeak(lines: string[]): string {
  let peak = 0;
  let limit = '';
  for (const l of lines) {
    const m = /([\d.]+) of ([\d.]+) MB/.exec(l);
    if (m && Number(m[1]) > peak) [peak, limit] = [Number(m[1]), m[2] as string];
  }
  return peak === 0 ? 'n/a (no eviction)' : `${f(peak)} of ${limit} MB`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
