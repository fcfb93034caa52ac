/**
 * pnpm bench:photos — the real-photo path (issue 18 part 5) on the platform (Miniflare / workerd, the
 * local WebAssembly codec; production uses Cloudflare Images, not measured here):
 *  1. /cdn/image per width of a demo JPEG (1280 × 853): bytes per image (WebP and JPEG, q 75), the
 *     first request's time (transform; the very first also instantiates the codec: "cold") and a
 *     repeat's (the variant read back from R2: "warm"), each a median over BENCH_PHOTOS photos;
 *  2. the car page's largest contentful paint in Chromium at 1366 and 390 px: which element it is,
 *     its URL and time (first load computes the variant; the next reads it stored).
 * Builds tests/.artifacts first when missing or older than the source (support/artifacts.ts).
 */
import { IMAGE_WIDTHS } from '@forecourt/contracts';
import { DEMO_PHOTO_POOL, iterateTenants } from '@forecourt/infra/demo';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';
import { startPlatform } from '../support/platform.js';
import { percentile } from './http.js';

const SITE = 'harbourside';
const HOST = `${SITE}.localhost`;
const platform = await startPlatform({ tenants: [SITE], vars: { HTML_CACHE: 'off' }, port: 0, images: true });
const srcs = Array.from({ length: DEMO_PHOTO_POOL }, (_, i) => `/media/photos/demo/car-${i + 1}.jpg`);

const timed = async (path: string) => {
  const t = performance.now();
  const res = await platform.get(HOST, path);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - t, bytes, status: res.status };
};

try {
  const first = await timed(`/cdn/image?src=${encodeURIComponent(srcs[0]!)}&w=16&q=75&fm=webp`);
  console.log(`codec cold start (first transform in the isolate, 16 px): ${first.ms.toFixed(0)} ms`);
  console.log(
    ['width', 'format', 'KB (median)', 'transform ms', 'stored ms']
      .map((h, i) => (i ? h.padStart(14) : h.padEnd(6)))
      .join(''),
  );
  for (const fm of ['webp', 'jpeg'] as const)
    for (const w of [384, ...IMAGE_WIDTHS.filter((x) => x <= 1280)]) {
      const rows: { kb: number; cold: number; warm: number }[] = [];
      for (const src of srcs) {
        const path = `/cdn/image?src=${encodeURIComponent(src)}&w=${w}&q=75&fm=${fm}`;
        const cold = await timed(path);
        const warm = await timed(path);
        if (cold.status !== 200) throw new Error(`${path}: ${cold.status}`);
        rows.push({ kb: cold.bytes / 1024, cold: cold.ms, warm: warm.ms });
      }
      const med = (k: 'kb' | 'cold' | 'warm') =>
        percentile(
          rows.map((r) => r[k]),
          50,
        );
      console.log(
        [
          String(w).padEnd(6),
          fm.padStart(14),
          med('kb').toFixed(1).padStart(14),
          med('cold').toFixed(0).padStart(14),
          med('warm').toFixed(0).padStart(14),
        ].join(''),
      );
    }

  const harbourside = [...iterateTenants({ now: Date.now(), validate: false })].find((t) => t.site.slug === SITE)!;
  const car = harbourside.cars.find(
    (c) => c.status === 'in_stock' && c.show_on_dealer_website && c.primary_image_url?.endsWith('car-3.jpg'),
  )!;
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  for (const vp of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ])
    for (const load of ['first', 'repeat']) {
      const page = await browser.newPage({ viewport: vp });
      await page.goto(`http://${HOST}:${platform.url.port}/cars/${car.slug}`, { waitUntil: 'load' });
      const lcp = await page.evaluate(
        () =>
          new Promise<{ tag?: string; url: string; time: number }>((resolve) =>
            new PerformanceObserver((list) => {
              const e = list.getEntries().at(-1) as PerformanceEntry & { element?: Element; url: string };
              resolve({ tag: e.element?.tagName, url: e.url, time: Math.round(e.startTime) });
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      console.log(
        `car page LCP at ${vp.width} px (${load} load): <${lcp.tag?.toLowerCase()}> ${lcp.url.replace(/^https?:\/\/[^/]+/, '')} at ${lcp.time} ms`,
      );
      await page.close();
    }
  await browser.close();
} finally {
  await platform.dispose();
}
