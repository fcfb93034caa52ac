/**
 * The interactions of `pnpm bench:inp` (inp.ts): each runs BENCH_INP_RUNS times on a fresh page and
 * returns its samples, or why it is not on that tenant's pages; PLAN says on which page each happens.
 */
import type { Locator, Page } from '@playwright/test';
import { afterPaint, measure, type Sample, tap } from './inp-measure.js';

export const RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
/** A valid mobile number per tenant country (the form refuses another country's). */
const PHONES: Record<string, string> = { 'tasman-motors': '021 123 4567', 'lakeside-auto': '(212) 555-0100' };

const present = async (l: Locator) => (await l.count()) > 0 && (await l.first().isVisible());
/** The search finished: the count line no longer says it is updating. */
const searchIdle = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.sr-count-line')?.textContent?.includes('Updating'));

/** Each interaction: how to run it RUNS times on a fresh page of `tenant` (null: not on these pages). */
export type Bench = (page: Page) => Promise<Sample[] | string>;

const filterClick: Bench = async (page) => {
  const first = page.locator('fieldset.sr-facet a[role="checkbox"]').first();
  if (!(await present(first))) return 'no facet';
  const label = ((await first.textContent()) ?? '').replace(/\s*\(\d+\)\s*$/, '').trim();
  const option = () => page.locator('fieldset.sr-facet a[role="checkbox"]', { hasText: label }).first();
  const out: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = page.url();
    out.push(
      await measure(
        page,
        () => tap(page, option()),
        async () => {
          await page.waitForURL((u) => u.toString() !== before);
          await searchIdle(page);
        },
      ),
    );
  }
  return out;
};

const sortChange: Bench = async (page) => {
  const sort = page.locator('#sr-sort');
  if (!(await present(sort))) return 'no sort';
  const out: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = await sort.inputValue();
    await sort.focus();
    // A keyboard pick waits for Enter (SortSelect): the arrow drafts, Enter applies — Enter is measured.
    await page.keyboard.press(i % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
    await afterPaint(page);
    out.push(
      await measure(
        page,
        () => page.keyboard.press('Enter'),
        async () => {
          await page.waitForFunction((b) => !location.search.includes(`sortBy=${b}`) || b === '', before);
          await searchIdle(page);
        },
      ),
    );
  }
  return out;
};

const pageChange: Bench = async (page) => {
  if (!(await present(page.locator('.sr-pages a[rel="next"]')))) return 'one page only';
  const out: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const link = page.locator(`.sr-pages a[rel="${i % 2 === 0 ? 'next' : 'prev'}"]`);
    const shown = await page.locator('.sr-pages span').textContent();
    out.push(
      await measure(
        page,
        () => tap(page, link),
        async () => {
          await page.waitForFunction((s) => document.querySelector('.sr-pages span')?.textContent !== s, shown);
          await searchIdle(page);
        },
      ),
    );
  }
  return out;
};

const heart =
  (selector: string): Bench =>
  async (page) => {
    const button = page.locator(selector).first();
    if (!(await present(button))) return 'no heart';
    const out: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      const pressed = await button.getAttribute('aria-pressed');
      out.push(
        await measure(
          page,
          () => tap(page, button),
          () =>
            button
              .locator(`xpath=self::*[@aria-pressed!="${pressed}"]`)
              .waitFor()
              .then(() => {}),
        ),
      );
    }
    return out;
  };

const galleryOpen: Bench = async (page) => {
  const main = page.locator('.cd-gallery__main');
  if (!(await present(main))) return 'no gallery';
  const out: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    // The frame after the one in which the open lightbox first exists: when the shopper sees it.
    await page.evaluate(() => {
      const w = window as unknown as { __shown: number };
      w.__shown = 0;
      const seen = new MutationObserver(() => {
        if (!document.querySelector('dialog.cd-lightbox[open]')) return;
        seen.disconnect();
        requestAnimationFrame(() => setTimeout(() => (w.__shown = performance.now())));
      });
      seen.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    });
    const sample = await measure(
      page,
      () => tap(page, main),
      () => page.waitForFunction(() => (window as unknown as { __shown: number }).__shown > 0).then(() => {}),
    );
    const shownAt = await page.evaluate(() => (window as unknown as { __shown: number }).__shown);
    out.push({ ...sample, shown: shownAt - sample.start });
    await page.keyboard.press('Escape');
    await page.locator('dialog.cd-lightbox').waitFor({ state: 'detached' });
  }
  return out;
};

const formNext =
  (tenant: string): Bench =>
  async (page) => {
    const next = page.getByRole('button', { name: 'Continue' });
    if (!(await present(next))) return 'no multi-step form';
    await page.getByLabel('Full Name').fill('Sam Lee');
    await page.getByLabel('Mobile Number').fill(PHONES[tenant] ?? '0412345678');
    await page.getByLabel('Email Address').fill('sam+inp@example.com');
    const robot = page.getByLabel("I'm not a robot (test captcha)");
    if (await present(robot)) await robot.check();
    const out: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Continue saves the step (a lead), then shows step 2; Go Back returns for the next run.
      out.push(
        await measure(
          page,
          () => tap(page, next),
          () => page.getByText(/Step 2 of \d/).waitFor(),
        ),
      );
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.getByText(/Step 1 of \d/).waitFor();
    }
    return out;
  };

/** Where each interaction happens: the page, then the interaction. */
export const PLAN: { interaction: string; page: 'search' | 'car' | 'form'; bench: (tenant: string) => Bench }[] = [
  { interaction: 'filter click', page: 'search', bench: () => filterClick },
  { interaction: 'sort change', page: 'search', bench: () => sortChange },
  { interaction: 'page change', page: 'search', bench: () => pageChange },
  { interaction: 'heart (card)', page: 'search', bench: () => heart('article.sr-card .sr-fav') },
  { interaction: 'gallery open', page: 'car', bench: () => galleryOpen },
  { interaction: 'heart (car page)', page: 'car', bench: () => heart('.cd-fav') },
  { interaction: 'form step', page: 'form', bench: formNext },
];
