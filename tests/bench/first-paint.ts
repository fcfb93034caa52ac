/**
 * pnpm bench:paint — first byte and first paint in Chromium, straight from the platform (Miniflare /
 * workerd, HTML cache off, so every load is a streamed composition). For each page: median over
 * BENCH_LOADS loads of the browser's responseStart (first byte), first-contentful-paint, the HTML's
 * bytes on the wire (encodedBodySize) and decoded (decodedBodySize), and the content-encoding it came
 * with. Chromium asks for gzip/br like any browser. With BENCH_SLOW_MS the content remote answers
 * only after that long (the harness's slow slot), which shows whether the head and header paint
 * before the remote answers. Builds tests/.artifacts first when missing or older than the source.
 */
import { chromium } from '@playwright/test';
import { CONTENT_VERSION_CURRENT } from '../support/artifacts.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';
import { slowRemote } from '../support/faulty-remotes.js';
import { startPlatform } from '../support/platform.js';
import { percentile } from './http.js';

const LOADS = Number(process.env.BENCH_LOADS ?? 15);
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 0);
const PAGES = (process.env.BENCH_PAGES ?? 'harbourside:/,harbourside:/search,ridgeway-toyota:/search').split(',');

const tenants = [...new Set(PAGES.map((p) => p.split(':')[0]!))];
const platform = await startPlatform({
  tenants,
  // BENCH_COMPRESSION=off: the edge streams uncompressed (as before issue 16), for a same-run comparison.
  vars: { HTML_CACHE: 'off', HTML_COMPRESSION: process.env.BENCH_COMPRESSION ?? 'on' },
  port: 0,
  ...(SLOW_MS ? { slots: { CONTENT_A: { script: slowRemote(SLOW_MS, CONTENT_VERSION_CURRENT) } } } : {}),
});
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
console.log(
  `first byte / first paint in Chromium, median of ${LOADS} loads${SLOW_MS ? `, content remote slowed to ${SLOW_MS} ms` : ''}`,
);
console.log(
  [
    'page'.padEnd(30),
    'enc'.padStart(8),
    'wire KB'.padStart(8),
    'html KB'.padStart(8),
    'ttfb ms'.padStart(8),
    'fcp ms'.padStart(8),
    'load ms'.padStart(8),
  ].join(' '),
);
try {
  for (const spec of PAGES) {
    const [slug, path] = [spec.slice(0, spec.indexOf(':')), spec.slice(spec.indexOf(':') + 1)];
    const context = await browser.newContext();
    const rows: { ttfb: number; fcp: number; load: number; wire: number; html: number; enc: string }[] = [];
    for (let i = 0; i < LOADS + 2; i++) {
      const page = await context.newPage();
      const res = await page.goto(`http://${slug}.localhost:${platform.url.port}${path}`, { waitUntil: 'load' });
      const enc = (await res?.headerValue('content-encoding')) ?? 'none';
      const m = await page.evaluate(async () => {
        // FCP is reported asynchronously; wait for it (a page that never paints content gives NaN).
        const fcp = await new Promise<number>((resolve) => {
          const seen = performance.getEntriesByName('first-contentful-paint')[0];
          if (seen) return resolve(seen.startTime);
          new PerformanceObserver((l) => resolve(l.getEntries()[0]!.startTime)).observe({ type: 'paint' });
          setTimeout(() => resolve(Number.NaN), 5000);
        });
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          ttfb: nav.responseStart,
          fcp,
          load: nav.loadEventStart,
          wire: nav.encodedBodySize,
          html: nav.decodedBodySize,
        };
      });
      await page.close();
      if (i >= 2) rows.push({ ...m, enc }); // two warm-up loads (assets into the HTTP cache)
    }
    await context.close();
    const med = (k: 'ttfb' | 'fcp' | 'load' | 'wire' | 'html') =>
      percentile(
        rows.map((r) => r[k]),
        50,
      );
    console.log(
      [
        spec.padEnd(30),
        rows[0]!.enc.padStart(8),
        (med('wire') / 1024).toFixed(1).padStart(8),
        (med('html') / 1024).toFixed(1).padStart(8),
        med('ttfb').toFixed(1).padStart(8),
        med('fcp').toFixed(1).padStart(8),
        med('load').toFixed(1).padStart(8),
      ].join(' '),
    );
  }
} finally {
  await browser.close();
  await platform.dispose();
}
