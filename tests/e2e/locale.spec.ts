import { foreignWords } from '@forecourt/contracts';
import { expect, type Page, test } from '@playwright/test';
import { siteUrl, waitForHydration } from './helpers.js';

/**
 * Issue 35: a US site (lakeside-auto) walked in Chromium — home, search, a car page and every lead
 * form — fails on a word or unit from another country (contracts foreignWords, visible text only).
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
/**
 * Words still wrong on lakeside-auto, by path. Take a word off once its page is fixed: the test also
 * fails on a listed word that no longer shows, so this list only shrinks.
 */
const KNOWN: Record<string, string[]> = {
  // TODO issue 35 item 1: the demo car's description (dealer text from infra/demo/cars.ts) says
  // "Petrol engine." — the platform's own Fuel fact says Gas.
  '/cars/2018-chevrolet-equinox-lt-lsa00053': ['Petrol'],
  // TODO issue 35 item 1: Value My Car / sell my car still ask for "Rego" (plate or VIN lookup and US
  // states are not built yet).
  '/sell-my-car': ['Rego'],
  '/valuations': ['Rego'],
};

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
    expect(found).toEqual(KNOWN);
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
    await page.goto(siteUrl(NZ, car));
    await expect(page.locator('#enquire')).toHaveText('Enquire Now');
  });
});
