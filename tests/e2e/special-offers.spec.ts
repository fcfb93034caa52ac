import { foreignWords } from '@forecourt/contracts';
import { expect, test } from '@playwright/test';
import { axeViolationLines } from './axe.js';
import { collectErrors, siteUrl } from './helpers.js';

/**
 * /special-offers in Chromium (issue 35): the site's promotion cards, then its live deals from the
 * offers index. An NZ car dealer with deals (1280 px: every deal link answers 200) and a rental dealer
 * without any (390 px: no deals section, nothing wider than the phone); axe clean, no console error.
 * SHOTS=<dir> also saves both pages (and /parts/search) of four kinds of dealer at both widths.
 */
const shots = process.env.SHOTS;

test('tasman-motors (1280 px): promotion cards, then the offers index’s live deals; every deal link answers 200', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('tasman-motors', '/special-offers'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');
  const deals = page.getByRole('region', { name: 'Current deals' }).getByRole('listitem');
  expect(await deals.count()).toBeGreaterThan(0);
  await expect(deals.first()).toContainText(/Ends \d{1,2} \w+/);
  // the demo's ended deal is stored, never shown
  await expect(page.getByText('End of season parts clearance')).toHaveCount(0);
  const hrefs = await deals
    .getByRole('link')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  const statuses = await page.evaluate(
    (paths) => Promise.all(paths.map((p) => fetch(p, { redirect: 'manual' }).then((r) => `${r.status} ${p}`))),
    hrefs,
  );
  expect(statuses.filter((s) => !s.startsWith('200 '))).toEqual([]);
  // a car-type chip keeps that type's vehicle deals only
  await page.getByRole('navigation', { name: 'Offers by car type' }).getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/car_type=new$/);
  await expect(page.getByRole('region', { name: 'Current deals' }).getByText('Service offer')).toHaveCount(0);
  expect(await axeViolationLines(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('cityhop (390 px): a rental dealer with no deals shows no deals section and fits the phone', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('cityhop', '/special-offers'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');
  await expect(page.getByRole('region', { name: 'Current deals' })).toHaveCount(0);
  // one car type: no chips; no promotion cards either: the empty state, with a way on
  await expect(page.getByRole('navigation', { name: 'Offers by car type' })).toHaveCount(0);
  await expect(page.getByText('There are no offers for this selection right now.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolationLines(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("lakeside-auto (US) and tasman-motors (NZ): no other country's words on /special-offers and /parts/search", async ({
  page,
}) => {
  const found: Record<string, string[]> = {};
  for (const [slug, country] of [
    ['lakeside-auto', 'US'],
    ['tasman-motors', 'NZ'],
  ] as const)
    for (const path of ['/special-offers', '/parts/search']) {
      await page.goto(siteUrl(slug, path));
      // biome-ignore lint/performance/useDomNodeTextContent: visible text only — innerText leaves hidden elements out
      const words = foreignWords(country, await page.locator('body').innerText());
      if (words.length > 0) found[`${slug}${path}`] = words;
    }
  expect(found).toEqual({});
});

if (shots) {
  test('screenshots: /special-offers and /parts/search, four kinds of dealer, 1280 and 390 px', async ({ page }) => {
    test.setTimeout(180_000);
    for (const slug of ['tasman-motors', 'cityhop', 'lakeside-auto', 'redline-motorcycles'])
      for (const width of [1280, 390])
        for (const path of ['/special-offers', '/parts/search']) {
          await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
          await page.goto(siteUrl(slug, path));
          const name = `${slug}${path.replace(/\//g, '-')}-${width}`;
          await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          const violations = await axeViolationLines(page);
          console.log(`${name}: scrollWidth ${wide}, axe ${violations.length ? violations.join('; ') : 'clean'}`);
        }
  });
}
