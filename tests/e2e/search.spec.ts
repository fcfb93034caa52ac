import { expect, test } from '@playwright/test';
import { collectErrors, siteUrl, waitForHydration } from './helpers.js';

const count = (page: import('@playwright/test').Page) => page.locator('.sr-count-line');

test.describe('search on harbourside', () => {
  test('server HTML holds the first page of cards (JavaScript off)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('harbourside', '/search'));
    await expect(page.locator('.sr-card:not(.sr-promo)')).toHaveCount(21);
    // SPEC §2: the group site's promotion card sits 9th in the results grid.
    await expect(page.locator('.sr-grid > :nth-child(9)')).toHaveClass(/sr-promo/);
    await expect(page.getByPlaceholder('Keyword search eg. EV, SUV, Toyota')).toBeVisible();
    await context.close();
  });

  test('narrow from the sidebar, keyword, sort, page 2, back, open a card', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Popular Makes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Makes' })).toBeVisible();

    await page.locator('.sr-facet', { hasText: 'Condition' }).getByRole('link', { name: /^Used/ }).click();
    await expect(page).toHaveURL(/\/search\/used$/);
    await expect(page.locator('.sr-chip')).toHaveCount(1);
    await page
      .locator('.sr-facet', { hasText: 'Make' })
      .getByRole('link', { name: /^Toyota/ })
      .click();
    await expect(page).toHaveURL(/\/search\/used\/toyota$/);
    await expect(page.locator('.sr-title').first()).toContainText('Toyota');
    await expect(page.locator('.sr-chip')).toHaveCount(2);
    // the selected make offers its models ('Select models' / 'Hide'); recent searches are offered
    await expect(page.getByRole('button', { name: 'Hide' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Recent searches' })).toContainText('used');

    await page.getByLabel('Sort by').selectOption('price:asc');
    await expect(page).toHaveURL(/sortBy=price:asc/);
    await expect(count(page)).not.toContainText('Updating');
    await expect(page.locator('.sr-pages a[rel="next"]')).toHaveAttribute('href', /sortBy=price:asc/);
    const prices = await page.locator('.sr-price').allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/[^\d]/g, '')) || 0).filter((n) => n > 0);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    const total = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(21);
    const firstOfPage1 = await page.locator('.sr-title').first().textContent();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.sr-pages')).toContainText('Page 2 of');
    // SPEC §9 "about 10 cached searches": going back answers from the browser's recent searches
    let searches = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/search/multi-search')) searches++;
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/used\/toyota\?sortBy=price:asc$/);
    await expect(page.locator('.sr-pages')).toContainText('Page 1 of');
    expect(searches).toBe(0);
    await expect(page.locator('.sr-title').first()).toHaveText(firstOfPage1 ?? '');
    await expect(page.locator('.sr-chip')).toHaveCount(2);

    await page.getByPlaceholder('Keyword search eg. EV, SUV, Toyota').fill('SUV');
    await expect(page).toHaveURL(/query=SUV/);
    await expect(count(page)).not.toContainText('Updating');

    const first = page.locator('.sr-title a').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/cars\//);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
  });

  test('the favourite toggle persists in localStorage', async ({ page }) => {
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    const fav = page.locator('.sr-fav').first();
    await fav.click();
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => localStorage.getItem('forecourt:favourites'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.sr-fav').first()).toHaveAttribute('aria-pressed', 'true');
  });
});

test('redline-motorcycles cards link under /motorcycles', async ({ page }) => {
  await page.goto(siteUrl('redline-motorcycles', '/search/used-motorcycles'));
  await expect(page.locator('.sr-title a').first()).toHaveAttribute('href', /^\/motorcycles\//);
});

test('lakeside-auto odometers read in miles', async ({ page }) => {
  await page.goto(siteUrl('lakeside-auto', '/search'));
  await expect(page.locator('.sr-facts dd', { hasText: / mi$/ }).first()).toBeVisible();
});

test('a price range from the sidebar goes into the URL and shows as a removable chip', async ({ page }) => {
  await page.goto(siteUrl('harbourside', '/search/used-cars'));
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Price range' });
  await form.getByLabel('Max').fill('30000');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/price=:30000/);
  await expect(page.locator('.sr-chip', { hasText: 'Price' })).toBeVisible();
  const amounts = (await page.locator('.sr-price').allTextContents()).map((p) => Number(p.replace(/[^\d]/g, '')) || 0);
  expect(amounts.every((n) => n <= 30000)).toBe(true);
  await page.locator('.sr-chip', { hasText: 'Price' }).click();
  await expect(page).not.toHaveURL(/price=/);
});
