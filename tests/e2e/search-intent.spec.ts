import { expect, type Page, test } from '@playwright/test';
import { collectErrors, reactOwnsIntentRoot, siteUrl } from './helpers.js';

// Issue 36: the search page's React hydrates on the shopper's first intent (shell intent.ts), not at
// load; its load module (SearchPage.load.ts) records the search and draws "Recent searches" without it.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const fragment = (page: Page) => page.locator('[data-fragment="search/SearchPage"]');

async function openLooking(page: Page, path: string) {
  await page.goto(siteUrl('tasman-motors', path));
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
  await expect(fragment(page)).toHaveAttribute('data-loaded', 'true');
}

test('a phone that only looks: no hydration at load; the search is recorded and recent searches drawn without React; a scroll hydrates', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openLooking(page, '/search/mazda');
  // The load module recorded this search (SPEC §2 history) although React never ran.
  expect(await page.evaluate(() => localStorage.getItem('forecourt:search-history'))).toContain('/search/mazda');
  await openLooking(page, '/search');
  await page.waitForTimeout(500);
  await expect(fragment(page)).not.toHaveAttribute('data-hydrated', 'true');
  expect(await reactOwnsIntentRoot(page)).toBe(false);
  // The other search is offered, drawn by the load module; it is a real link.
  const recent = page.getByRole('navigation', { name: 'Recent searches' });
  await expect(recent.getByRole('link', { name: 'Mazda' })).toHaveAttribute('href', '/search/mazda');
  await page.mouse.wheel(0, 400);
  await expect(fragment(page)).toHaveAttribute('data-hydrated', 'true');
  expect(await reactOwnsIntentRoot(page)).toBe(true);
  // Hydrated, the line is still there (React leaves its slot alone) and runs in place.
  await expect(recent.getByRole('link', { name: 'Mazda' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await recent.getByRole('link', { name: 'Mazda' }).click();
  await expect(page).toHaveURL(/\/search\/mazda$/);
  await expect(page.locator('.sr-count-line')).toContainText('found');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

test('a sort picked before hydration is held and applied once hydrated, in place', async ({ page }) => {
  const errors = collectErrors(page);
  await openLooking(page, '/search');
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  // selectOption fires only input and change (no pointer, no focus): the change itself starts hydration.
  const sort = page.locator('select').first();
  const value = await sort.locator('option').nth(2).getAttribute('value');
  await sort.selectOption({ index: 2 });
  await expect(fragment(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveURL(new RegExp(`sortBy=${encodeURIComponent(value ?? '').replace(/%3A/g, '(:|%3A)')}`));
  await expect(sort).toHaveValue(value ?? '');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

test('a heart tapped before hydration saves at once and is not held for React', async ({ page }) => {
  await openLooking(page, '/search');
  const heart = page.locator('article.sr-card').first().locator('.sr-fav');
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-fc-saved-count]')).toHaveText('1');
  // The tap was an intent: the page hydrates, and the heart stays saved (toggled once).
  await expect(fragment(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt:favourites') ?? '[]').length)).toBe(1);
});
