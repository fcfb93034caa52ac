import { foreignWords } from '@forecourt/contracts';
import { expect, type Page, test } from '@playwright/test';
import { siteUrl, waitForHydration } from './helpers.js';

/**
 * Issue 35: a US site (lakeside-auto) and an NZ site (tasman-motors) walked in Chromium — home, search,
 * a car page and every lead form — fail on a word, unit or state list from another country (contracts
 * foreignWords, visible text only: 'km', 'Rego' or 'NSW' on a US page; 'Rego', an Australian state
 * list, 'miles' or 'ZIP' on an NZ page), and Value My Car asks what the country's dealers ask.
 */
const US = 'lakeside-auto';
const FORMS = [
  '/contact',
  '/book-test-drive',
  '/apply-for-finance',
  '/service',
  '/vehicle-parts-and-accessories',
  '/fleet',
  '/careers',
  '/valuations',
  '/sell-my-car',
];
async function visibleForeignWords(page: Page, path: string, slug = US, country: 'US' | 'NZ' = 'US') {
  await page.goto(siteUrl(slug, path));
  await waitForHydration(page);
  // biome-ignore lint/performance/useDomNodeTextContent: visible text only — innerText leaves hidden elements out
  const text = await page.locator('body').innerText();
  return foreignWords(country, text);
}

test.describe("locale: no other country's words on lakeside-auto (issue 35)", () => {
  test('home, search, a car page and every form', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(siteUrl(US, '/search'));
    await waitForHydration(page);
    const carHref = await page.locator('a[href*="/cars/"]').first().getAttribute('href');
    expect(carHref, 'a car link on /search').toBeTruthy();
    const car = new URL(carHref!, siteUrl(US)).pathname;
    await page.goto(siteUrl(US, car));
    await expect(page.locator('#enquire')).toHaveText('Inquire Now');
    // the car's enquiry form (where Quick Inquiry and Inquire Now lead)
    const enquiry = await page.locator('#enquire').getAttribute('href');
    const paths = ['/', '/search', car, enquiry!, ...FORMS];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const words = await visibleForeignWords(page, path);
      if (words.length > 0) found[path] = words;
    }
    expect(found).toEqual({});
    // Value My Car asks for a VIN or a plate with a US state, starting on the dealer's own (WI); miles.
    await page.goto(siteUrl(US, '/valuations'));
    await expect(page.getByLabel('VIN or license plate')).toBeVisible();
    await expect(page.getByLabel('State (for a plate)')).toHaveValue('WI');
    expect(await page.getByLabel('State (for a plate)').locator('option:not([value=""])').count()).toBe(51);
  });
});

test.describe('locale: NZ English kept on tasman-motors (issue 35)', () => {
  test('home, search, a car page and every form show no US words, and Enquire Now stays', async ({ page }) => {
    test.setTimeout(120_000);
    const NZ = 'tasman-motors';
    await page.goto(siteUrl(NZ, '/search'));
    await waitForHydration(page);
    const carHref = await page.locator('a[href*="/cars/"]').first().getAttribute('href');
    expect(carHref, 'a car link on /search').toBeTruthy();
    const car = new URL(carHref!, siteUrl(NZ)).pathname;
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/search', car, ...FORMS]) {
      const words = await visibleForeignWords(page, path, NZ, 'NZ');
      if (words.length > 0) found[path] = words;
    }
    expect(found).toEqual({});
    // Value My Car: a plate number and no state (NZ plates are national).
    await page.goto(siteUrl(NZ, '/valuations'));
    await expect(page.getByLabel('Plate number')).toBeVisible();
    await expect(page.locator('select[name="regoState"]')).toHaveCount(0);
    await page.goto(siteUrl(NZ, car));
    await expect(page.locator('#enquire')).toHaveText('Enquire Now');
  });
});
