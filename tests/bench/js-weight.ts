/**
 * pnpm bench:js — JavaScript each page ships, measured in Chromium: every script response is
 * gzipped here (level 9 would flatter; default level like a CDN) and summed, with the request count.
 * Runs against a platform already serving on BENCH_ORIGIN_PORT (default 8787: `npm start`).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';

const PORT = Number(process.env.BENCH_ORIGIN_PORT ?? 8787);
// BENCH_JS_PAGES=slug:/path,slug:/path measures those pages instead (e.g. a car page).
const PAGES = process.env.BENCH_JS_PAGES
  ? process.env.BENCH_JS_PAGES.split(',').map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)])
  : [
      ['harbourside', '/'],
      ['harbourside', '/dealerships'],
      ['lakeside-auto', '/'],
    ];

const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
console.log('page'.padEnd(40), 'scripts'.padStart(8), 'raw KiB'.padStart(9), 'gzip KiB'.padStart(9));
for (const [slug, path] of PAGES) {
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.body());
  });
  await page.goto(`http://${slug}.localhost:${PORT}${path}`, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  const raw = all.reduce((n, b) => n + b.length, 0);
  const gz = all.reduce((n, b) => n + gzipSync(b).length, 0);
  console.log(
    `${slug}${path}`.padEnd(40),
    String(all.length).padStart(8),
    (raw / 1024).toFixed(1).padStart(9),
    (gz / 1024).toFixed(1).padStart(9),
  );
  await page.close();
}
await browser.close();
