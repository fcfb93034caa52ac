/**
 * Where a refused search request's cost goes (issue 17, the noisy-neighbour bar): CPU of the workerd
 * process and of this load generator per request, for a refused 64 KB multi-search against cheaper
 * requests through the same path, so the part the body costs and the part the Worker's code costs can
 * be told apart. Every search past the first is refused (SEARCH_RATE_LIMIT 1/3600).
 *   tsx bench/refusal-cost.ts   (uses tests/.artifacts; FORECOURT_BUILD=1 builds first)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SEARCH_LIMITS } from '@forecourt/contracts';
import autocannon from 'autocannon';
import { startPlatform } from '../support/platform.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_ABUSE_CONNECTIONS ?? 10);
const HOST = 'harbourside.localhost';
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** CPU (ms, user + system) of every workerd process this benchmark's Miniflare started. */
function workerdCpuMs(): number {
  const pids = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'workerd'])
    .toString()
    .trim()
    .split('\n')
    .filter(Boolean);
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  }
  return ticks * TICK_MS;
}

/** A body of exactly `bytes` bytes that is a valid multi-search (its padding a long `q`). */
const bodyOf = (bytes: number) => {
  const shell = JSON.stringify({ queries: [{ indexUid: 'cars', q: '' }] });
  return JSON.stringify({ queries: [{ indexUid: 'cars', q: 'x'.repeat(Math.max(0, bytes - shell.length)) }] });
};

type Row = { what: string; method: 'GET' | 'POST'; path: string; body?: string };

async function measure(port: number, row: Row) {
  const cpu0 = workerdCpuMs();
  const own0 = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${row.path}`,
    method: row.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: {
      host: HOST,
      'cf-connecting-ip': '203.0.113.9',
      ...(row.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(row.body ? { body: row.body } : {}),
  });
  const workerd = workerdCpuMs() - cpu0;
  const own = process.cpuUsage(own0);
  const n = result.requests.total;
  return {
    n,
    rps: result.requests.average,
    statuses: JSON.stringify(result.statusCodeStats),
    workerdUs: (workerd * 1000) / n,
    generatorUs: (own.user + own.system) / n,
  };
}

async function main() {
  const p = await startPlatform({
    tenants: ['harbourside'],
    // The tarpit off: this measures what answering a refusal costs, not how many a client can send.
    vars: { HTML_CACHE: 'off', SEARCH_RATE_LIMIT: '1/3600', SEARCH_TARPIT: '0/0' },
    port: 0,
  });
  const port = Number(p.url.port);
  const big = bodyOf(SEARCH_LIMITS.bodyBytes - 100);
  const rows: Row[] = [
    { what: 'GET /healthz (no tenant)', method: 'GET', path: '/healthz' },
    { what: 'GET /api/search/health (tenant, no budget)', method: 'GET', path: '/api/search/health' },
    { what: 'POST multi-search, 60 B body → 429', method: 'POST', path: '/api/search/multi-search', body: bodyOf(60) },
    {
      what: `POST multi-search, ${(big.length / 1024).toFixed(0)} KiB body → 429`,
      method: 'POST',
      path: '/api/search/multi-search',
      body: big,
    },
  ];
  try {
    console.log(`${CONNECTIONS} connections, ${SECONDS} s a row; CPU per request (µs)`);
    console.log('| request | req/s | workerd CPU µs/req | generator CPU µs/req | statuses |');
    console.log('|---|---|---|---|---|');
    for (const row of rows) {
      await measure(port, { ...row }); // warm-up pass, discarded
      const m = await measure(port, row);
      console.log(
        `| ${row.what} | ${m.rps.toFixed(0)} | ${m.workerdUs.toFixed(0)} | ${m.generatorUs.toFixed(0)} | ${m.statuses} |`,
      );
    }
  } finally {
    await p.dispose();
  }
}

await main();
