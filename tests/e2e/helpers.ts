import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.js';

/** A demo tenant's URL: Chromium resolves *.localhost to loopback. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${E2E_PORT}${path}`;

/**
 * The analytics tag hosts a site with ids loads from after first use (issue 15). They are unreachable
 * offline: a page that is not routing them to tags.spec.ts's stand-in sees its tag scripts fail, which
 * is the network's doing, not the page's.
 */
const TAG_HOSTS = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|www\.facebook\.com)\//;

/** The first car card's page on a tenant's search page (each vehicle kind has its own base path). */
export async function firstCarPath(page: Page, slug: string): Promise<string> {
  await page.goto(siteUrl(slug, '/search'));
  const href = await page.locator('article.sr-card a.sr-card-image').first().getAttribute('href');
  expect(href, `${slug}: a car card`).toBeTruthy();
  return href as string;
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && TAG_HOSTS.test(m.location().url)) return;
    // With the URL: "Failed to load resource" alone does not say which one.
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Waits until every fragment of the page has hydrated (the shell marks each one). A fragment that
 * hydrates on the shopper's first intent (`data-fc-hydrate="intent"`, shell/src/client/intent.ts) gets
 * a pointer over it first, as a shopper's would.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
  for (const fragment of await page.locator('[data-fragment]:has(> [data-fc-hydrate="intent"])').all()) {
    if ((await fragment.getAttribute('data-hydrated')) !== 'true') await fragment.hover({ position: { x: 2, y: 2 } });
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-fragment]')].every((el) => el.dataset.hydrated === 'true'),
  );
}

/**
 * The search grid's car ids in the grid's order: the cards on the page and the later cards the server
 * grid still holds unrevealed (remotes/search later-cards.ts: a noscript's text each chunk).
 */
export const gridCarIds = (page: Page): Promise<number[]> =>
  page.evaluate(() =>
    [...(document.querySelector('.sr-grid')?.children ?? [])].flatMap((el) =>
      el.classList.contains('sr-later')
        ? [...el.children].flatMap((chunk) =>
            [...(chunk.textContent ?? '').matchAll(/<article class="[^"]*" data-car-id="(\d+)"/g)].map((m) =>
              Number(m[1]),
            ),
          )
        : el.matches('article[data-car-id]')
          ? [Number(el.getAttribute('data-car-id'))]
          : [],
    ),
  );

/** Scrolls a page's search grid down until its later cards are all revealed (a shopper's wheel). */
export async function revealAllCards(page: Page): Promise<void> {
  for (let i = 0; i < 200 && (await page.locator('.sr-later').count()) > 0; i++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(30);
  }
  await expect(page.locator('.sr-later')).toHaveCount(0);
}

/** Whether React owns the page's intent-hydrated fragment root yet (it tags the DOM nodes it hydrated). */
export const reactOwnsIntentRoot = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const root = document.querySelector('[data-fc-hydrate="intent"]');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactFiber'));
  });

/** Every demo dealer (DESIGN.md's table). */
export const ALL_DEMO_TENANTS = [
  'harbourside',
  'ridgeway-toyota',
  'redline-motorcycles',
  'outback-campers',
  'roadhaul-trucks',
  'flexdrive',
  'cityhop',
  'tasman-motors',
  'lakeside-auto',
];
