import { expect, test } from '@playwright/test';
import { collectErrors, siteUrl, waitForHydration } from './helpers.js';

test('harbourside: the header and footer links to information pages open them, hydrated, without console errors', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const [path, heading] of [
    ['/about-us', 'About Us'],
    ['/aftermarket', 'Car Care'],
    ['/why-service-with-us', 'Why Service With Us'],
    ['/nsw-dealership-network', 'NSW Dealership Network'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    await page.goto(siteUrl('harbourside', '/'));
    // The footer carries every one of these links (the header's are in dropdowns).
    const link = page.locator(`footer a[href="${path}"]`).first();
    if ((await link.count()) > 0) {
      await link.click();
      await expect(page).toHaveURL(siteUrl('harbourside', path));
    } else {
      await page.goto(siteUrl('harbourside', path));
    }
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('harbourside About Us: the decade tabs work by keyboard after hydration', async ({ page }) => {
  await page.goto(siteUrl('harbourside', '/about-us'));
  await waitForHydration(page);
  const first = page.getByRole('tab').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('tab').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
});

test('tasman-motors: a home and an information page with nothing interactive stay server HTML (no hydration code loaded); a page with tabs hydrates', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const hydrateChunks: string[] = [];
  page.on('request', (r) => /\/_shell\/assets\/hydrate-/.test(r.url()) && hydrateChunks.push(r.url()));
  for (const path of ['/', '/about-us']) {
    await page.goto(siteUrl('tasman-motors', path));
    await waitForHydration(page);
    await expect(page.locator('[data-fragment] > [data-fc-static]')).toHaveCount(1);
  }
  expect(hydrateChunks).toEqual([]);
  // harbourside's About Us has the decade tabs: its fragment is not static and hydrates.
  await page.goto(siteUrl('harbourside', '/about-us'));
  await waitForHydration(page);
  await expect(page.locator('[data-fc-static]')).toHaveCount(0);
  expect(hydrateChunks).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('on a 390 px phone an information page fits the screen (no sideways scroll)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(siteUrl('lakeside-auto', '/privacy-policy'));
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test('harbourside offers: the car-type chips filter the offers in place of the page', async ({ page }) => {
  await page.goto(siteUrl('harbourside', '/special-offers'));
  await expect(page.getByRole('heading', { level: 2, name: 'Finance from 6.49% p.a.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free scheduled servicing for 3 years' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Offers by car type' }).getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/car_type=new/);
  await expect(page.getByRole('heading', { name: 'Free scheduled servicing for 3 years' })).toBeVisible();
});

test('a dealership card opens its location page; the brands page opens dealer sites in a new tab', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(siteUrl('harbourside', '/dealerships'));
  const card = page.locator('.ct-location h3 a').first();
  const name = (await card.textContent())!.trim();
  await card.click();
  await page.waitForURL(/\/our-locations\/[a-z0-9-]+$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: `Contact ${name}` })).toBeVisible();
  await page.goto(siteUrl('harbourside', '/explore-more-brands'));
  const first = page.locator('.ct-brand a').first();
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(first).toContainText('(opens in a new tab)');
  expect(errors).toEqual([]);
});

test("ridgeway-toyota: the header's News link (/blog) lands on /news; a post opens and hydrates", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(siteUrl('ridgeway-toyota', '/'));
  await page.locator('header a[href="/news"], header a[href="/blog"]').first().click();
  await expect(page).toHaveURL(siteUrl('ridgeway-toyota', '/news'));
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const first = page.locator('.ct-news__item h2 a').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await page.waitForURL(/\/news\/[a-z0-9-]+$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(errors).toEqual([]);
});
