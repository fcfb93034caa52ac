/**
 * pnpm bench:edge — the edge HTML benchmark (DESIGN.md quality bars), through Miniflare/workerd
 * directly (wrangler dev's proxy costs more than the page).
 *   (0) the tenant × page matrix (edge-matrix.ts): every demo tenant × every page kind, gzip, cache off
 *       and on, BENCH_MATRIX_REQUESTS (60) sequential requests a cell; BENCH_MATRIX=0 skips it;
 *       BENCH_MATRIX_CACHE (off,on), BENCH_MATRIX_TENANTS (slugs) and BENCH_MATRIX_KINDS (home,search …)
 *       narrow it, and
 *       BENCH_LOAD=0 skips (a) and (b) below (BENCH_LOAD_TENANT's pages, harbourside by default);
 *   (a) time to first byte, p50/p99, 200 sequential requests on one keep-alive connection;
 *   (b) 50 concurrent connections for 10 s: req/s, p99 latency, errors — next to two static stand-ins,
 *       each another Worker in the same workerd, in the same run:
 *       - `static/s`: the page's size as an identity body with two headers (the first definition: a
 *         static body of the same size);
 *       - `same/s`: the page's own response as a file, precomputed: the bytes the page sends for this
 *         Accept-Encoding (a cache HIT's gzip with BENCH_ENCODING=gzip) with its headers (the security
 *         headers, the CSP, Vary), the encoding chosen from the client's Accept-Encoding
 *         (request.cf.clientAcceptEncoding, as the platform's own /_shell files choose it). A static file
 *         this platform serves carries the same headers and negotiates its encoding the same way: this
 *         measures what serving the page costs beyond serving its bytes. The first definition sends 4×
 *         the page's bytes with gzip but 12 headers fewer; both ratios are printed.
 * Both with the edge HTML cache off and on (BENCH_LOAD_CACHE=on: on only); each connection is its own client and the per-client page
 * budgets are lifted (a closed loop is not a shopper; bench:load:abuse measures the budgets). Prints a table; BENCHMARKS.md records the figures.
 * BENCH_PORT (default: any free port) is the port of the platforms it starts, one at a time.
 * BENCH_ENCODING (default identity; e.g. gzip) is the Accept-Encoding of every request: `wire` is the
 * page's size as sent, TTFB the first compressed byte.
 * Builds tests/.artifacts first when they are missing or older than the source (support/artifacts.ts;
 * FORECOURT_BUILD=1 forces it).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { startPlatform } from '../support/platform.js';
import { matrixTable, PAGE_KINDS, runMatrix } from './edge-matrix.js';
import { percentile, rawGet, timedGet } from './http.js';

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TENANT = process.env.BENCH_LOAD_TENANT ?? 'harbourside';
const HOST = `${TENANT}.localhost`;
const PAGES = (process.env.BENCH_PAGES ?? '/,/dealerships').split(',');
const ENCODING = process.env.BENCH_ENCODING ?? 'identity';
/** BENCH_LOAD_CACHE: the HTML cache settings (a) and (b) run with (default off,on). */
const LOAD_CACHES = (process.env.BENCH_LOAD_CACHE ?? 'off,on').split(',') as ('off' | 'on')[];
/** The port of each platform this run starts, one after another (BENCH_PORT: an engineer's own; default any free one). */
const PORT = Number(process.env.BENCH_PORT ?? 0);

const staticWorker = (bytes: number) => ({
  name: 'static',
  modules: true,
  routes: ['static.localhost/*'],
  compatibilityDate: '2026-11-01',
  script: `const body = 'x'.repeat(${bytes});
export default { fetch() { return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'identity' } }); } };`,
});

/** The page's own response (bytes and headers as sent for ENCODING) served as a file; identity otherwise. */
const sameResponseWorker = (sent: { headers: [string, string][]; body: Buffer }, identity: string) => ({
  name: 'same',
  modules: true,
  routes: ['same.localhost/*'],
  compatibilityDate: '2026-11-01',
  script: `const sent = new Uint8Array(${JSON.stringify([...sent.body])});
const headers = new Headers(${JSON.stringify(sent.headers.filter(([k]) => !/^(date|content-length|connection|keep-alive|transfer-encoding)$/i.test(k)))});
const plain = ${JSON.stringify(identity)};
const plainHeaders = new Headers(headers);
plainHeaders.delete('content-encoding');
export default { fetch(req) {
  const accepted = req.cf?.clientAcceptEncoding ?? req.headers.get('accept-encoding') ?? '';
  return accepted === ${JSON.stringify(ENCODING)} && headers.has('content-encoding')
    ? new Response(sent, { headers, encodeBody: 'manual' })
    : new Response(plain, { headers: plainHeaders });
} };`,
});

let shopper = 0;
async function load(port: number, host: string, path: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { host, 'accept-encoding': ENCODING },
    // Each connection is its own shopper (CF-Connecting-IP), as on Cloudflare: one client may compose
    // only a few pages at once (page-budget.ts PAGES_IN_FLIGHT).
    setupClient: (client: { setHeaders(h: Record<string, string>): void }) => {
      shopper += 1;
      client.setHeaders({ host, 'accept-encoding': ENCODING, 'cf-connecting-ip': `198.51.100.${shopper % 250}` });
    },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
  };
}

async function run(cache: 'off' | 'on') {
  // The page decides the stand-ins' bodies, so take it first: its size, and its response as a cache HIT sends it.
  const probe = await startPlatform({ tenants: [TENANT], vars: { HTML_CACHE: 'on' }, port: PORT });
  const sizes: Record<string, number> = {};
  const identities: Record<string, string> = {};
  const sent: Record<string, { headers: [string, string][]; body: Buffer }> = {};
  for (const path of PAGES) {
    identities[path] = await (await probe.get(HOST, path)).text();
    sizes[path] = new TextEncoder().encode(identities[path]).byteLength;
    for (let i = 0; i < 10; i++) {
      sent[path] = await rawGet(Number(probe.url.port), HOST, path, ENCODING);
      if (sent[path].headers.some(([k, v]) => k.toLowerCase() === 'x-forecourt-cache' && v === 'HIT')) break;
    }
  }
  await probe.dispose();

  const rows: string[] = [];
  for (const path of PAGES) {
    const p = await startPlatform({
      tenants: [TENANT],
      // 50 shoppers at full speed each ask far more than a shopper does: lift the per-client page budgets
      // (page-budget.ts) so this measures serving a page, not the tarpit holding its 429s.
      vars: { HTML_CACHE: cache, PAGE_VIEW_RATE_LIMIT: '1000000/1', PAGE_RATE_LIMIT: '1000000/1' },
      port: PORT,
      extraWorkers: [staticWorker(sizes[path]!), sameResponseWorker(sent[path]!, identities[path]!)],
    });
    const port = Number(p.url.port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 20; i++) await timedGet(agent, port, HOST, path, ENCODING); // warm up
    const ttfb: number[] = [];
    let wire = 0;
    for (let i = 0; i < SEQUENTIAL; i++) {
      const r = await timedGet(agent, port, HOST, path, ENCODING);
      if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
      ttfb.push(r.ttfb);
      wire = r.bytes;
    }
    agent.destroy();
    const page = await load(port, HOST, path);
    const stat = await load(port, 'static.localhost', '/');
    const same = await load(port, 'same.localhost', '/');
    rows.push(
      [
        `${path} (cache ${cache})`.padEnd(26),
        `${(sizes[path]! / 1024).toFixed(1)} KiB`.padStart(9),
        `${(wire / 1024).toFixed(1)} KiB`.padStart(9),
        `${percentile(ttfb, 50).toFixed(2)}`.padStart(8),
        `${percentile(ttfb, 99).toFixed(2)}`.padStart(8),
        `${page.rps.toFixed(0)}`.padStart(8),
        `${page.p99}`.padStart(7),
        `${page.errors}`.padStart(6),
        `${stat.rps.toFixed(0)}`.padStart(9),
        `${(page.rps / stat.rps).toFixed(2)}`.padStart(6),
        `${same.rps.toFixed(0)}`.padStart(7),
        `${(page.rps / same.rps).toFixed(2)}`.padStart(6),
      ].join(' '),
    );
    await p.dispose();
  }
  return rows;
}

console.log(
  `edge HTML benchmark: ${SEQUENTIAL} sequential requests (1 connection), then ${CONNECTIONS} connections × ${DURATION_S} s, Accept-Encoding: ${ENCODING}`,
);
if (process.env.BENCH_MATRIX !== '0') {
  const requests = Number(process.env.BENCH_MATRIX_REQUESTS ?? 60);
  const only = (name: string) => process.env[name]?.split(',');
  const caches = (only('BENCH_MATRIX_CACHE') ?? ['off', 'on']) as ('off' | 'on')[];
  const tenants = only('BENCH_MATRIX_TENANTS');
  const kinds = only('BENCH_MATRIX_KINDS');
  for (const cache of caches) {
    const { cells, missing } = await runMatrix(
      cache,
      requests,
      tenants,
      kinds ? PAGE_KINDS.filter((k) => kinds.includes(k.kind)) : undefined,
    );
    console.log(`\ntenant × page, HTML cache ${cache}, ${requests} sequential requests a page (gzip):\n`);
    console.log(matrixTable(cache, cells));
    if (missing.length > 0) console.log(`\nnot offered (404): ${missing.join(', ')}`);
  }
}
if (process.env.BENCH_LOAD !== '0') {
  console.log(`\n${TENANT} under ${CONNECTIONS} connections:`);
  console.log(
    [
      'page'.padEnd(26),
      'size'.padStart(9),
      'wire'.padStart(9),
      'ttfb50'.padStart(8),
      'ttfb99'.padStart(8),
      'req/s'.padStart(8),
      'p99ms'.padStart(7),
      'errors'.padStart(6),
      'static/s'.padStart(9),
      'ratio'.padStart(6),
      'same/s'.padStart(7),
      'ratio'.padStart(6),
    ].join(' '),
  );
  for (const cache of LOAD_CACHES) for (const row of await run(cache)) console.log(row);
}
