/**
 * pnpm bench:load, abuse group (issue 30 items 1, 4 and 9): a quiet tenant's page p50/p99 alone and while
 * one abusive client (or one rotating its address) sends each abuse below. Loopback only (Miniflare on
 * 127.0.0.1), bounded: each abuse runs BENCH_ABUSE_SECONDS (default 5) on BENCH_ABUSE_CONNECTIONS
 * (default 5) connections and stops at BENCH_ABUSE_MAX requests (default 20,000), whichever comes first.
 *   search-facets:  a 65 KB body repeating one facet 10,800 times, limit 0 and a filter (item 1)
 *   search-work:    the costliest multi-search within the caps (20 queries, 4 KB filters, '*' facets) (item 1)
 *   search-rotate:  the same from a new address each request (item 1: the estimate refuses it anyway)
 *   page-miss:      GET /search?page=<n> with n new each time: real cache misses (item 4)
 *   page-junk:      GET /search?<random param>: dropped from the key, so hits (item 4)
 *   page-cookie:    GET /search?page=<n> with a cookie: renders that bypass the cache (item 4; autocannon
 *                   waits forever on HEAD answers, so HEAD misses are covered by the integration test)
 *   image-new:      GET /cdn/image of a variant not yet computed, each request a new one: local WebAssembly
 *                   transforms (item 9; production transforms through the Images binding instead)
 * BENCH_ABUSES=image-new (a comma-separated list of the names above) runs only those rows. Before the rows,
 * the CPU one new variant costs the edge's workerd and the local image Worker's (BENCH_VARIANT_SAMPLES, 20).
 * The quiet tenant (ridgeway-toyota, HTML cache on, as in production) is measured for the abuse's SECONDS (≥ SAMPLES) with sequential
 * requests on one keep-alive connection, each from a new shopper's address (the page budgets are per
 * client), from a thread of its own (quiet-client.ts). Prints a table; BENCHMARKS.md records the figures.
 */

import { readFileSync } from 'node:fs';
import { ALL_IMAGE_WIDTHS, IMAGE_FORMATS, SEARCH_LIMITS } from '@forecourt/contracts';
import autocannon from 'autocannon';
import { type Platform, startPlatform } from '../support/platform.js';
import { percentile } from './http.js';
import { quietTimes } from './quiet-client.js';

// A cached page answers in under a millisecond: p99 needs enough samples to be more than one stray pause.
const SAMPLES = Number(process.env.BENCH_SEQUENTIAL ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_ABUSE_CONNECTIONS ?? 5);
const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 5);
const MAX_REQUESTS = Number(process.env.BENCH_ABUSE_MAX ?? 20_000);
const QUIET = 'ridgeway-toyota.localhost';
const ABUSER = 'harbourside.localhost';
const PAGES = (process.env.BENCH_PAGES ?? '/search').split(',');
const ABUSER_IP = '203.0.113.30';
const ONLY = process.env.BENCH_ABUSES?.split(',');
/** New variants timed for their CPU (variantCpu) before the rows; within a client's burst of 30. */
const VARIANT_SAMPLES = Number(process.env.BENCH_VARIANT_SAMPLES ?? 20);

function facetsBody(): string {
  const facets = Array.from({ length: 10_800 }, () => 'id');
  return JSON.stringify({ facets, limit: 0, filter: 'price > 0' });
}

function workBody(): string {
  const terms: string[] = [];
  for (let i = 0; terms.join(' AND ').length < SEARCH_LIMITS.filterChars - 40; i++) terms.push(`make != "X${i}"`);
  const query = { indexUid: 'cars', q: 'toyota', filter: terms.join(' AND '), facets: ['*'], limit: 0 };
  let n = SEARCH_LIMITS.queriesPerMultiSearch;
  const body = (count: number) => JSON.stringify({ queries: Array.from({ length: count }, () => query) });
  while (Buffer.byteLength(body(n)) > SEARCH_LIMITS.bodyBytes) n--;
  return body(n);
}

type Abuse = { name: string; options: autocannon.Options };

/** The n-th of the 1,152 /cdn/image variants of harbourside's demo JPEGs (6 photos × widths × qualities × formats). */
function newVariant(n: number): string {
  const pick = <T>(list: readonly T[], k: number) => list[k % list.length] as T;
  const src = `/media/photos/demo/car-${(n % 6) + 1}.jpg`;
  const w = pick(ALL_IMAGE_WIDTHS, Math.floor(n / 6));
  const q = pick([60, 75, 80], Math.floor(n / 96));
  const fm = pick(IMAGE_FORMATS, Math.floor(n / 288));
  return `/cdn/image?src=${encodeURIComponent(src)}&w=${w}&q=${q}&fm=${fm}`;
}

let seq = 0;
const abuses = (port: number): Abuse[] => {
  const origin = `http://127.0.0.1:${port}`;
  const base = { url: origin, connections: CONNECTIONS, duration: SECONDS, amount: MAX_REQUESTS };
  const searchHeaders = { host: ABUSER, 'content-type': 'application/json', 'cf-connecting-ip': ABUSER_IP };
  /** GETs to the abuser's host, each to a new path from `next`, from one client address. */
  const getEach = (name: string, next: () => string, ip: string, extra: Record<string, string> = {}): Abuse => ({
    name,
    options: {
      ...base,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: next(),
            headers: { host: ABUSER, 'cf-connecting-ip': ip, 'accept-encoding': 'gzip', ...extra },
          }),
        },
      ],
    },
  });
  return [
    {
      name: 'search-facets',
      options: {
        ...base,
        url: `${origin}/api/search/indexes/cars/search`,
        method: 'POST',
        headers: searchHeaders,
        body: facetsBody(),
      },
    },
    {
      name: 'search-work',
      options: {
        ...base,
        url: `${origin}/api/search/multi-search`,
        method: 'POST',
        headers: searchHeaders,
        body: workBody(),
      },
    },
    {
      name: 'search-rotate',
      options: {
        ...base,
        requests: [
          {
            method: 'POST',
            path: '/api/search/multi-search',
            body: workBody(),
            setupRequest: (req) => ({
              ...req,
              headers: { ...searchHeaders, 'cf-connecting-ip': `198.18.${(++seq >> 8) & 255}.${seq & 255}` },
            }),
          },
        ],
      },
    },
    getEach('page-miss', () => `/search?page=${++seq}`, ABUSER_IP),
    getEach('page-junk', () => `/search?x${++seq}=1&utm_source=${seq}`, '203.0.113.31'),
    getEach('page-cookie', () => `/search?page=${++seq % 50}`, '203.0.113.32', { cookie: 'x=1' }),
    getEach('image-new', () => newVariant(++seq), '203.0.113.33'),
  ];
};

/** CPU ms (user + system) the processes have used so far (Linux /proc; 0 where unreadable). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {}
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * What one new variant costs each workerd process, in CPU (less shaken by a loaded machine than latency):
 * VARIANT_SAMPLES new variants one after another (never past the transform gate), from a client of their own.
 */
async function variantCpu(p: Platform) {
  const { pids } = p;
  const before = [cpuMs(pids.edge), cpuMs(pids.images)];
  const kinds: Record<string, number> = {};
  for (let i = 0; i < VARIANT_SAMPLES; i++) {
    const res = await p.get(ABUSER, newVariant(++seq), { headers: { 'cf-connecting-ip': '203.0.113.40' } });
    await res.arrayBuffer();
    const kind = res.headers.get('x-image-variant') ?? String(res.status);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  const [edge, images] = [cpuMs(pids.edge) - before[0]!, cpuMs(pids.images) - before[1]!];
  console.log(
    `CPU per new variant (${VARIANT_SAMPLES} in turn, ${JSON.stringify(kinds)}): edge's workerd ${(edge / VARIANT_SAMPLES).toFixed(1)} ms, local image Worker's ${(images / VARIANT_SAMPLES).toFixed(1)} ms`,
  );
}

async function quietRun(port: number, path: string, n: number, ms = 0) {
  const times = await quietTimes(port, QUIET, path, n, ms);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function main() {
  // The shipped defaults: HTML cache on, the default page-view, render, new-variant and search budgets.
  const p = await startPlatform({
    tenants: ['harbourside', 'ridgeway-toyota'],
    vars: { PAGE_RATE_LIMIT: '20/4', PAGE_VIEW_RATE_LIMIT: '60/6', IMAGE_RATE_LIMIT: '30/6' },
    port: 0,
    images: true,
  });
  const port = Number(p.url.port);
  try {
    console.log(
      `quiet tenant ${QUIET}, sequential requests for ${SECONDS} s (≥${SAMPLES}) per row (total ms); abuse ${CONNECTIONS} connections, ≤${SECONDS} s, ≤${MAX_REQUESTS} requests`,
    );
    if (!ONLY || ONLY.includes('image-new')) await variantCpu(p);
    console.log(
      'abuse          page      alone p50 alone p99 abused p50 abused p99  p99 ratio  abuser req/s  statuses',
    );
    for (const path of PAGES) {
      for (const abuse of abuses(port).filter((a) => !ONLY || ONLY.includes(a.name))) {
        await quietRun(port, path, 20); // warm up (and fill the cache)
        // Alone and abused alike: the whole time an abuse runs (its burst and what follows), at least SAMPLES.
        const alone = await quietRun(port, path, SAMPLES, SECONDS * 1000);
        const run = autocannon(abuse.options) as Promise<autocannon.Result> & { stop(): void };
        await new Promise((r) => setTimeout(r, 300));
        const abused = await quietRun(port, path, SAMPLES, SECONDS * 1000);
        run.stop();
        const result = await run;
        console.log(
          [
            abuse.name.padEnd(14),
            path.padEnd(9),
            alone.p50.toFixed(1).padStart(9),
            alone.p99.toFixed(1).padStart(9),
            abused.p50.toFixed(1).padStart(10),
            abused.p99.toFixed(1).padStart(10),
            `${(abused.p99 / alone.p99).toFixed(2)}×`.padStart(10),
            result.requests.average.toFixed(0).padStart(13),
            ` ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])))}`,
          ].join(' '),
        );
        // Let the abuser's budget refill and blocks lapse between rows.
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  } finally {
    await p.dispose();
  }
}

await main();
