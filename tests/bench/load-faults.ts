/**
 * pnpm bench:load:faults — 50 and 200 connections (autocannon, loopback only, BENCH_SECONDS each) on a
 * cached page, an uncached page and the lead API, then the same with faults injected through the test
 * platform's hooks:
 *   remote down  — the content remote's slot replaced by a throwing script (tests/support/faulty-remotes.ts);
 *   D1 errors    — the leads table dropped under a running lead API (every save fails in D1);
 *   queue backlog — the completed leads the lead-API rows just created wait in the delivery queue while a
 *                  page is measured (the edge is also the queue's consumer);
 *   stale KV     — routing read from KV that outlived a release: the quiet dealer pinned to a content
 *                  version no slot runs any more (the edge serves the default version instead, logged).
 * BENCH_FAULTS (comma-separated: baseline, leads, remote-down, stale-kv) runs only those groups.
 * Prints a table (req/s, p50/p99 latency, statuses); no asserts. BENCHMARKS.md records the figures.
 * Uses the builds of tests/.artifacts (FORECOURT_BUILD=1 builds them first).
 */
import { CAPTCHA_TEST_TOKENS } from '@forecourt/contracts';
import autocannon from 'autocannon';
import { throwingRemote } from '../support/faulty-remotes.js';
import { DEFAULT_ROUTING, type Platform, startPlatform } from '../support/platform.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const GROUPS = (process.env.BENCH_FAULTS ?? 'baseline,leads,remote-down,stale-kv').split(',');
const QUIET = 'ridgeway-toyota.localhost';
const LEADS = 'harbourside.localhost';
/** A complete fleet enquiry (the fleet form is the same on every demo site), with the local captcha's pass token. */
const LEAD = JSON.stringify({
  lead: {
    form_id: 'fleet',
    step_number: 2,
    name: 'Sam Lee',
    email: 'sam@example.com',
    phone: '0412 345 678',
    company_name: 'Acme Pty Ltd',
    fleet_size: '12',
    message: 'Is it available?',
    category: 'General Enquiry',
  },
  captcha_token: CAPTCHA_TEST_TOKENS.pass,
});

type Row = { what: string; connections: number; result: autocannon.Result };
const rows: Row[] = [];

async function load(p: Platform, what: string, connections: number, path: string, post = false) {
  const result = await autocannon({
    url: `http://127.0.0.1:${p.url.port}${path}`,
    connections,
    duration: SECONDS,
    method: post ? 'POST' : 'GET',
    headers: { host: post ? LEADS : QUIET, ...(post ? { 'content-type': 'application/json' } : {}) },
    ...(post ? { body: LEAD } : {}),
  });
  rows.push({ what, connections, result });
  print(rows.at(-1) as Row);
}

function print({ what, connections, result: r }: Row) {
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${(s as { count: number }).count}`)
    .join(' ');
  console.log(
    [
      what.padEnd(44),
      String(connections).padStart(5),
      r.requests.average.toFixed(0).padStart(8),
      r.latency.p50.toFixed(0).padStart(7),
      r.latency.p99.toFixed(0).padStart(7),
      String(r.errors + r.timeouts).padStart(7),
      ` ${statuses}`,
    ].join(' '),
  );
}

async function withPlatform(options: Parameters<typeof startPlatform>[0], run: (p: Platform) => Promise<void>) {
  const p = await startPlatform({ tenants: ['harbourside', 'ridgeway-toyota'], port: 0, ...options });
  try {
    await run(p);
  } finally {
    await p.dispose();
  }
}

const count = async (p: Platform, sql: string) => (await p.db.prepare(sql).first<{ n: number }>())?.n ?? 0;

async function main() {
  console.log(`${SECONDS} s per row; what                          conns    req/s  p50 ms  p99 ms  errors  statuses`);
  if (GROUPS.includes('baseline'))
    await withPlatform({}, async (p) => {
      for (const c of CONNECTIONS) await load(p, 'cached page / (HTML cache on)', c, '/');
    });
  if (GROUPS.includes('leads')) await leadRows();
  if (GROUPS.includes('remote-down')) await remoteDownRows();
  if (GROUPS.includes('stale-kv')) {
    // KV is eventually consistent: a routing table read before a rollback can pin a dealer to a version
    // whose slot the next release overwrote.
    const routing = { ...DEFAULT_ROUTING, overrides: { 'ridgeway-toyota': { content: '9.9.9' } } };
    await withPlatform({ vars: { HTML_CACHE: 'off' } }, async (p) => {
      for (const c of CONNECTIONS) await load(p, 'stale KV baseline: uncached / routed right', c, '/');
    });
    await withPlatform({ vars: { HTML_CACHE: 'off' }, routing }, async (p) => {
      for (const c of CONNECTIONS) await load(p, 'stale KV: uncached / pinned to content@9.9.9', c, '/');
    });
    await withPlatform({ routing }, async (p) => {
      for (const c of CONNECTIONS) await load(p, 'stale KV: / (cache on) pinned to content@9.9.9', c, '/');
    });
  }
}

async function leadRows() {
  await withPlatform({ vars: { HTML_CACHE: 'off', LEAD_RATE_LIMIT: '1000000/60' } }, async (p) => {
    for (const c of CONNECTIONS) await load(p, 'uncached page / (HTML cache off)', c, '/');
    for (const c of CONNECTIONS) await load(p, 'lead API POST /api/leads (201s)', c, '/api/leads', true);
    const waiting = await count(
      p,
      "SELECT COUNT(*) AS n FROM leads WHERE delivery_status NOT IN ('delivered', 'none')",
    );
    console.log(`queue backlog: ${waiting} completed leads not yet delivered when the next row starts`);
    await load(p, `uncached page / with ${waiting} deliveries queued`, CONNECTIONS[0] as number, '/');
    await p.db.exec('DROP TABLE leads');
    for (const c of CONNECTIONS) await load(p, 'lead API with D1 failing (leads dropped)', c, '/api/leads', true);
    await load(p, 'uncached page / while D1 fails for leads', CONNECTIONS[0] as number, '/');
  });
}

async function remoteDownRows() {
  await withPlatform({ vars: { HTML_CACHE: 'off' }, slots: { CONTENT_A: { script: throwingRemote } } }, async (p) => {
    for (const c of CONNECTIONS) await load(p, 'uncached page / with the content remote down', c, '/');
  });
  await withPlatform({ slots: { CONTENT_A: { script: throwingRemote } } }, async (p) => {
    for (const c of CONNECTIONS) await load(p, 'page / (cache on) with the content remote down', c, '/');
  });
}

await main();
