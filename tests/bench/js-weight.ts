/**
 * pnpm bench:js — JavaScript each page ships, measured in Chromium: the bytes of every script
 * response as they came over the wire (the build's Zopfli-precompressed gzip for larger files, the
 * Worker's own gzip for small ones), and, for comparison, each body re-gzipped here at zlib's default
 * level — the figure a CDN compressing on the fly would send. SPEC §9 budget: car page <= 100 KB.
 * Runs against a platform already serving on BENCH_ORIGIN_PORT (default 8787: `npm start`).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';
import { ORIGIN_PORT, requireOrigin } from './origin.js';

const PORT = ORIGIN_PORT;
await requireOrigin(PORT);
// BENCH_JS_PAGES=slug:/path,slug:/path measures those pages instead (e.g. a car page).
const PAGES = process.env.BENCH_JS_PAGES
  ? process.env.BENCH_JS_PAGES.split(',').map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)])
  : [
      ['harbourside', '/'],
      ['harbourside', '/dealerships'],
      ['lakeside-auto', '/'],
    ];

const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
console.log(
  'page'.padEnd(40),
  'scripts'.padStart(8),
  'raw KB'.padStart(8),
  'wire KB'.padStart(8),
  'gzip-6 KB'.padStart(10),
);
for (const [slug, path] of PAGES) {
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  const wire: Promise<number>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    wire.push(req.sizes().then((s) => s.responseBodySize));
    bodies.push(req.response().then((res) => (res ? res.body() : Buffer.alloc(0))));
  });
  await page.goto(`http://${slug}.localhost:${PORT}${path}`, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  const raw = all.reduce((n, b) => n + b.length, 0);
  const onWire = (await Promise.all(wire)).reduce((n, b) => n + b, 0);
  const gz = all.reduce((n, b) => n + gzipSync(b).length, 0);
  console.log(
    `${slug}${path}`.padEnd(40),
    String(all.length).padStart(8),
    (raw / 1000).toFixed(1).padStart(8),
    (onWire / 1000).toFixed(1).padStart(8),
    (gz / 1000).toFixed(1).padStart(10),
  );
  await page.close();
}
await browser.close();
