/**
 * The Event Timing side of `pnpm bench:inp` (inp.ts): what each page keeps (every 'event' and
 * 'first-input' entry), how one interaction is timed from them, how a page is opened at BENCH_INP_CPU ×
 * CPU throttling, and a shopper's tap.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';

export const CPU = Number(process.env.BENCH_INP_CPU ?? 4);

type Entry = { id: number; name: string; start: number; duration: number; ps: number; pe: number };
export type Sample = {
  latency: number;
  delay: number;
  processing: number;
  presentation: number;
  event: string;
  /** When the interaction began (its entry's startTime). */
  start: number;
  /** The gallery: from the press to the frame after the lightbox is open (it may come after the next paint). */
  shown?: number;
};

/**
 * Runs in every page before its scripts: keeps every event entry (buffered: also those before now).
 * A string, not a function: tsx's name-keeping helper (__name) does not exist in the page.
 */
export const OBSERVE_EVENTS = `
  window.__inp = [];
  const keep = (list) => {
    for (const e of list.getEntries())
      window.__inp.push({ id: e.interactionId || 0, name: e.name, start: e.startTime, duration: e.duration,
        ps: e.processingStart, pe: e.processingEnd });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
`;

/** Two frames and a pause: Event Timing delivers an entry after the paint that ends it. */
export const afterPaint = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))),
  );

/**
 * Performs one interaction (`act`), waits for what it shows (`settle`), and returns its latency: the
 * longest entry of the interactions that started meanwhile (one, as a rule).
 */
export async function measure(page: Page, act: () => Promise<void>, settle: () => Promise<void>): Promise<Sample> {
  const t0 = await page.evaluate(() => performance.now());
  await act();
  await settle();
  await afterPaint(page);
  const entries = await page.evaluate(
    (t) => (window as unknown as { __inp: Entry[] }).__inp.filter((e) => e.id > 0 && e.start >= t),
    t0,
  );
  // Entries of one interaction share its next paint: among equals, the one whose handlers did the work.
  const worst = entries.sort((a, b) => b.duration - a.duration || b.pe - b.ps - (a.pe - a.ps))[0];
  if (!worst) return { latency: 0, delay: 0, processing: 0, presentation: 0, event: '-', start: t0 };
  return {
    latency: worst.duration,
    delay: worst.ps - worst.start,
    processing: worst.pe - worst.ps,
    // duration is rounded to 8 ms: the remainder can come out a little below 0
    presentation: Math.max(0, worst.start + worst.duration - worst.pe),
    event: worst.name,
    start: Math.min(...entries.map((e) => e.start)),
  };
}

export async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
  // A fragment that hydrates on the shopper's first intent (shell/src/client/intent.ts): a pointer over
  // it first, as a shopper's arrives before a tap (raw input: see tap()).
  for (const fragment of await page.locator('[data-fragment]:has(> [data-fc-hydrate="intent"])').all()) {
    const box = await fragment.boundingBox();
    if (box) await page.mouse.move(box.x + 2, box.y + 2);
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-fragment]')].every((el) => el.dataset.hydrated === 'true'),
  );
  // The page's own after-load work (idle callbacks, lazy images) out of the way of the first interaction.
  await page.waitForTimeout(500);
  return page;
}

/**
 * A shopper's click: the pointer moves over the control and rests (300 ms, as a hand does), then presses.
 * Raw input (page.mouse), not locator.click(): Playwright's actionability checks and hit-target
 * listeners run on the page's main thread and, at 4× throttling, would count as the page's delay.
 */
export async function tap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  await page.mouse.down();
  await page.mouse.up();
}
