/**
 * pnpm bench:nav — a shopper's search → car page navigation in Chromium, with the head's Speculation
 * Rules (hover prefetch, issue 15) and without them (the link marked data-no-prefetch, which the rule set skips):
 * the car page's responseStart and first contentful paint, measured from the click (the navigation's
 * own start), after the pointer rested on the link as a shopper's does, with a round trip of
 * BENCH_NAV_LATENCY_MS (default 150) added by Chromium's network emulation. Every demo tenant
 * with stock; medians of BENCH_NAV_RUNS (default 5) cars each. Runs against a platform already serving
 * on BENCH_ORIGIN_PORT (default 8787: `npm start`).
 */
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';
import { ORIGIN_PORT, requireOrigin } from './origin.js';

const PORT = ORIGIN_PORT;
await requireOrigin(PORT);
const RUNS = Number(process.env.BENCH_NAV_RUNS ?? 5);
// Round trip added to every request (Chromium network emulation): loopback alone hides what a prefetch saves.
const LATENCY_MS = Number(process.env.BENCH_NAV_LATENCY_MS ?? 150);
const TENANTS = (
  process.env.BENCH_NAV_TENANTS ?? 'harbourside,ridgeway-toyota,redline-motorcycles,lakeside-auto'
).split(',');

type Sample = { responseStart: number; fcp: number; prefetched: boolean };
const median = (xs: number[]) => {
  const finite = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return finite[Math.floor(finite.length / 2)] ?? Number.NaN;
};

async function navigate(browser: Browser, slug: string, index: number, prefetch: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto(`http://${slug}.localhost:${PORT}/search`, { waitUntil: 'networkidle' });
  const link = page.locator('.sr-card:not(.sr-promo) .sr-card-image').nth(index);
  // Without: the link opts out of the rule set the way any link can (contracts speculationRules).
  if (!prefetch)
    await link.evaluate((a) => {
      for (const same of document.querySelectorAll(`a[href="${a.getAttribute('href')}"]`))
        same.setAttribute('data-no-prefetch', '');
    });
  await link.hover();
  await page.waitForTimeout(400 + 2 * LATENCY_MS);
  await link.click();
  await page.waitForURL(/\/(cars|motorcycles|campers|trucks)\//);
  await page.waitForLoadState('load');
  const sample = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const prefetched =
      (nav as PerformanceNavigationTiming & { deliveryType: string }).deliveryType === 'navigational-prefetch';
    return { responseStart: nav.responseStart, fcp, prefetched };
  });
  await context.close();
  return sample;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
console.log(`added round trip ${LATENCY_MS} ms; medians of ${RUNS} cars`);
console.log(
  'tenant'.padEnd(22),
  'mode'.padEnd(12),
  'responseStart ms'.padStart(17),
  'FCP ms'.padStart(8),
  'from prefetch'.padStart(14),
);
for (const slug of TENANTS) {
  for (const prefetch of [false, true]) {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await navigate(browser, slug, i, prefetch));
    console.log(
      slug.padEnd(22),
      (prefetch ? 'prefetch' : 'no rules').padEnd(12),
      median(samples.map((s) => s.responseStart))
        .toFixed(1)
        .padStart(17),
      median(samples.map((s) => s.fcp))
        .toFixed(1)
        .padStart(8),
      `${samples.filter((s) => s.prefetched).length}/${samples.length}`.padStart(14),
    );
  }
}
await browser.close();
