import { expect, type Page, test } from '@playwright/test';
import { collectErrors, siteUrl, waitForHydration } from './helpers.js';

// Issue 15, SPEC §2 client routing the edge-native way: the head's Speculation Rules prefetch a link the
// pointer rests on, so the next page is already here when it is clicked; the SPEC §2 paths never are.
// Browsers without Speculation Rules get the shell's hover-prefetch fallback.

/** How the last navigation was delivered: 'navigational-prefetch' when it came from a prefetch. */
const deliveryType = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );

test('a car link hovered on the search page is prefetched, so the car page arrives from the prefetch; no CSP error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(siteUrl('harbourside', '/search'));
  await waitForHydration(page);
  expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
  const link = page.locator('.sr-card:not(.sr-promo) h3 a, .sr-card:not(.sr-promo) .sr-card-image').first();
  await link.hover();
  await page.waitForTimeout(800); // 'moderate': the pointer rests 200 ms, then the prefetch runs
  await link.click();
  await page.waitForURL(/\/cars\//);
  expect(await deliveryType(page)).toBe('navigational-prefetch');
  expect(errors).toEqual([]);
});

test('a SPEC §2 path (special offers) is never prefetched', async ({ page }) => {
  await page.goto(siteUrl('harbourside', '/'));
  await waitForHydration(page);
  const offers = page.locator('footer a[href="/special-offers"]').first();
  await offers.scrollIntoViewIfNeeded();
  await offers.hover();
  await page.waitForTimeout(800);
  await offers.click();
  await page.waitForURL(/\/special-offers/);
  expect(await deliveryType(page)).toBe('');
});

test('without Speculation Rules, the fallback prefetches a hovered car link with <link rel=prefetch>, never an excluded one', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    HTMLScriptElement.supports = () => false;
  });
  await page.goto(siteUrl('harbourside', '/search'));
  await waitForHydration(page);
  const link = page.locator('.sr-card:not(.sr-promo) .sr-card-image').first();
  const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
  // The fallback is its own chunk, imported after hydration: on a busy machine the first hover can come
  // before its listener. Hover again (pointer onto the heading, then back) until the chunk is listening.
  await expect(async () => {
    await page.locator('main h1').first().hover();
    await link.hover();
    await expect(page.locator(`head link[rel="prefetch"][href="${href}"]`)).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const offers = page.locator('footer a[href="/special-offers"]').first();
  await offers.scrollIntoViewIfNeeded();
  await offers.hover();
  await page.waitForTimeout(300);
  await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});
