/**
 * First request of every page kind of every demo tenant against a running `npm start` (issue 30
 * item 9, issue 36 item 4: each answers in < 1 s after Ready). Run it right after the server is up,
 * before anything else has asked for a page: each figure is that page's first, uncached request.
 * Loopback only; one request at a time; figures only (no assert).
 *
 *   PORT=8787 pnpm --filter @forecourt/tests run bench:first-requests
 *
 * Also asks for the car page's LCP photo variant on the demo-photo sites: `stored` means the seed
 * precomputed it (infra/demo/demo-variants.ts), `computed` that this request paid the transform.
 */
import http from 'node:http';
import os from 'node:os';
import { isCarListed } from '@forecourt/contracts';
import { demoSearchPages, iterateTenants } from '@forecourt/infra/demo';

const PORT = Number(process.env.PORT ?? 8787);
const agent = new http.Agent({ keepAlive: false });

/** One GET on a fresh connection: status, whole-body time and the response headers. */
function get(host: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; total: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port: PORT, path, agent, headers: { ...headers, host } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          total: Number(process.hrtime.bigint() - t0) / 1e6,
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
  });
}

async function waitReady(): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const up = await get('harbourside.localhost', '/healthz').catch(() => null);
    if (up?.status === 200) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main() {
  console.log(
    `waited ${await waitReady()} ms for /healthz; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const now = new Date();
  const rows: string[] = [];
  let worst = 0;
  for (const t of iterateTenants({ now: now.getTime(), validate: false })) {
    const host = `${t.site.slug}.localhost`;
    const base = t.site.vehicle_base_path ?? '/cars';
    const car = t.cars.find((c) => c.status === 'in_stock' && isCarListed(c, { now, includeSoldCarsDays: null }));
    const landing = demoSearchPages(t.site as never).slugs[0]?.slug;
    const kinds: [string, string][] = [
      ['home', '/'],
      ['search', '/search'],
      ['landing', landing ? `/search/${landing}` : '/search'],
      ['car', car ? `${base}/${car.slug}` : '/search'],
      ['info', '/about-us'],
      ['form', '/contact'],
      ['finance', '/finance'],
      ['dealerships', '/dealerships'],
    ];
    const cells: string[] = [];
    for (const [kind, path] of kinds) {
      const r = await get(host, path, { 'accept-encoding': 'gzip' });
      worst = Math.max(worst, r.total);
      cells.push(`${kind} ${r.status} ${Math.round(r.total)} ms`);
    }
    const photo = car?.primary_image_url;
    if (car && typeof photo === 'string' && photo.startsWith('/media/photos/')) {
      const src = `/cdn/image?src=${encodeURIComponent(photo)}&w=1080&q=${t.site.image_quality ?? 75}&fm=webp`;
      const r = await get(host, src, { accept: 'image/webp' });
      cells.push(`photo ${r.status} ${Math.round(r.total)} ms (${r.headers['x-image-variant']})`);
    }
    rows.push(`${t.site.slug.padEnd(20)} ${cells.join(' | ')}`);
  }
  for (const r of rows) console.log(r);
  console.log(
    `slowest first page: ${Math.round(worst)} ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
