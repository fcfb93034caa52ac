import { expect, test } from '@playwright/test';
import { axeViolationLines } from './axe.js';
import { siteUrl, waitForHydration } from './helpers.js';

/**
 * Issue 34 in Chromium: search landing pages name what they list (title, h1, intro text, canonical,
 * ItemList) on a phone and a desktop, across dealer kinds; a filter changed in the page renames the
 * heading; the dead ends a shopper met now lead somewhere.
 */
const LANDINGS: [string, string, string][] = [
  ['ridgeway-toyota', '/search/used/toyota', 'Used Toyota for sale'],
  ['lakeside-auto', '/search/used', 'Used cars for sale'],
  ['tasman-motors', '/search', 'Cars for sale'],
  ['cityhop', '/find/rental-cars', 'Cars for hire'],
  ['redline-motorcycles', '/search/new-motorcycles', 'New motorcycles for sale'],
];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [slug, path, heading] of LANDINGS) {
      test(`${slug} ${path}: its own title, heading and intro, axe clean`, async ({ page }) => {
        await page.goto(siteUrl(slug, path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
        await expect(page.locator('.sr-intro')).toBeVisible();
        const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname).toBe(path);
        expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
        expect(await axeViolationLines(page)).toEqual([]);
      });
    }
  });
}

test('a filter changed in the page renames the heading; back restores the landing text', async ({ page }) => {
  await page.goto(siteUrl('ridgeway-toyota', '/search/used/toyota'));
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Remove filter used' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota for sale');
  await expect(page.locator('.sr-intro')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Toyota for sale');
});

test("ridgeway-toyota's Special Offers and Get Pre-Approved lead to real pages", async ({ page }) => {
  await page.goto(siteUrl('ridgeway-toyota', '/'));
  await page.getByRole('link', { name: 'Special Offers' }).first().click();
  await expect(page.locator('.ct-offer').first()).toBeVisible();
  const res = await page.goto(siteUrl('ridgeway-toyota', '/finance-pre-approval'));
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a Car History Report opens the PDF the site serves', async ({ page }) => {
  await page.goto(siteUrl('harbourside', '/search/used'));
  const cars = await page.locator('.sr-title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const href of cars.slice(0, 40)) {
    await page.goto(siteUrl('harbourside', href ?? '/'));
    const report = page.getByRole('link', { name: 'Car History Report' });
    if ((await report.count()) === 0) continue;
    // Fetched by the page itself (the browser resolves *.localhost; the test runner does not).
    const pdf = await page.evaluate(
      async (href) => {
        const res = await fetch(href);
        return { status: res.status, type: res.headers.get('content-type'), head: (await res.text()).slice(0, 5) };
      },
      (await report.getAttribute('href')) ?? '/',
    );
    expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
    return;
  }
  throw new Error('no car with a history report among the first 40 used cars');
});
