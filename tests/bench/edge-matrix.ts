import http from 'node:http';
import { DEMO_TENANTS } from '@forecourt/infra/demo';
import { startPlatform } from '../support/platform.js';
import { percentile, timedGet } from './http.js';

/**
 * bench:edge's tenant × page matrix: every demo tenant, every page kind a shopper reaches, with the edge
 * HTML cache off (what a first visitor in a location gets: the composition and every remote's render)
 * and on. Per cell: raw size, bytes on the wire (gzip), time to first byte p50/p99 and whole page p50
 * over `requests` sequential requests on one keep-alive connection, after a warm-up.
 */

/** The page kinds; `null` paths are found on the tenant's own pages (its first car, first location). */
export const PAGE_KINDS: { kind: string; path: string | null; optional?: boolean }[] = [
  { kind: 'home', path: '/' },
  { kind: 'search', path: '/search' },
  { kind: 'car', path: null },
  { kind: 'form', path: '/contact' },
  { kind: 'multi-step form', path: '/book-test-drive', optional: true },
  { kind: 'finance', path: '/finance' },
  { kind: 'dealerships', path: '/dealerships' },
  { kind: 'location', path: null },
  { kind: 'information', path: '/about-us' },
  { kind: 'offers', path: '/special-offers', optional: true },
  { kind: 'news', path: '/news', optional: true },
  { kind: 'favourites', path: '/favourites' },
];

export type Cell = {
  tenant: string;
  kind: string;
  path: string;
  bytes: number;
  wire: number;
  ttfb50: number;
  ttfb99: number;
  total50: number;
};

/** Every demo tenant (DESIGN.md's table). */
const ALL_DEMO_SLUGS: readonly string[] = DEMO_TENANTS.map((t) => t.slug);

const hostOf = (slug: string) => `${slug}.localhost`;

async function text(port: number, host: string, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      // A connection of its own: a kept-alive one may have been closed by a dev server in between (EPIPE).
      .get({ host: '127.0.0.1', port, path, agent: false, headers: { host, 'accept-encoding': 'identity' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The paths of the two page kinds that depend on the tenant's data: its first car, its first location. */
export async function dataPaths(port: number, slug: string) {
  const search = await text(port, hostOf(slug), '/search');
  const car = /href="(\/(?:cars|motorcycles|campers)\/[^"]+)"/.exec(search.body)?.[1] ?? null;
  const dealerships = await text(port, hostOf(slug), '/dealerships');
  const location = /href="(\/our-locations\/[^"]+)"/.exec(dealerships.body)?.[1] ?? null;
  return { car, location };
}

async function measure(port: number, slug: string, path: string, requests: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const host = hostOf(slug);
  try {
    for (let i = 0; i < 5; i++) await timedGet(agent, port, host, path, 'gzip');
    const ttfb: number[] = [];
    const total: number[] = [];
    let wire = 0;
    for (let i = 0; i < requests; i++) {
      const r = await timedGet(agent, port, host, path, 'gzip');
      if (r.status !== 200) return { status: r.status };
      ttfb.push(r.ttfb);
      total.push(r.total);
      wire = r.bytes;
    }
    const bytes = Buffer.byteLength((await text(port, host, path)).body);
    return {
      status: 200,
      bytes,
      wire,
      ttfb50: percentile(ttfb, 50),
      ttfb99: percentile(ttfb, 99),
      total50: percentile(total, 50),
    };
  } finally {
    agent.destroy();
  }
}

/** Runs the matrix on one platform with every demo tenant; returns the cells and the kinds a tenant lacks. */
export async function runMatrix(cache: 'off' | 'on', requests: number, tenants = ALL_DEMO_SLUGS, kinds = PAGE_KINDS) {
  const p = await startPlatform({ tenants: [...tenants], vars: { HTML_CACHE: cache }, port: 0 });
  const port = Number(p.url.port);
  const cells: Cell[] = [];
  const missing: string[] = [];
  try {
    for (const tenant of tenants) {
      const found = await dataPaths(port, tenant);
      for (const { kind, path, optional } of kinds) {
        const target = path ?? (kind === 'car' ? found.car : found.location);
        if (!target) throw new Error(`${tenant}: no ${kind} page found`);
        const m = await measure(port, tenant, target, requests);
        if (m.status !== 200 || m.bytes === undefined) {
          if (optional && m.status === 404) {
            missing.push(`${tenant} ${kind}`);
            continue;
          }
          throw new Error(`${tenant}${target} answered ${m.status}`);
        }
        cells.push({ tenant, kind, path: target, ...(m as Omit<Cell, 'tenant' | 'kind' | 'path'>) });
      }
    }
  } finally {
    await p.dispose();
  }
  return { cells, missing };
}

const f = (n: number, d = 1) => n.toFixed(d);

/** The matrix as a markdown table: one row per tenant × page, then one summary row per page kind. */
export function matrixTable(cache: 'off' | 'on', cells: Cell[]): string {
  const lines = [
    `| cache ${cache} | page | KB | wire KB | TTFB p50 ms | TTFB p99 ms | page p50 ms |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const c of cells)
    lines.push(
      `| ${c.tenant} | ${c.kind} | ${f(c.bytes / 1024)} | ${f(c.wire / 1024)} | ${f(c.ttfb50, 2)} | ${f(c.ttfb99, 2)} | ${f(c.total50, 2)} |`,
    );
  lines.push(
    '',
    `| cache ${cache}: page kind | tenants | TTFB p50, median of tenants | worst tenant's p50 | worst p99 | wire KB max |`,
  );
  lines.push('|---|---|---|---|---|---|');
  for (const { kind } of PAGE_KINDS) {
    const row = cells.filter((c) => c.kind === kind);
    if (row.length === 0) continue;
    const worst = row.reduce((a, b) => (b.ttfb50 > a.ttfb50 ? b : a));
    lines.push(
      `| ${kind} | ${row.length} | ${f(
        percentile(
          row.map((c) => c.ttfb50),
          50,
        ),
        2,
      )} | ${f(worst.ttfb50, 2)} (${worst.tenant}) | ${f(Math.max(...row.map((c) => c.ttfb99)), 2)} | ${f(Math.max(...row.map((c) => c.wire)) / 1024)} |`,
    );
  }
  return lines.join('\n');
}
