import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.js';
import { ALL_DEMO_TENANTS, collectErrors, siteUrl, waitForHydration } from './helpers.js';

// The accessibility issue's fixes on /search (WCAG 2.1 AA) and its phone layout.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const axe = axeViolations;
const focusedIn = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test.describe('search page by keyboard and screen reader (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('the skip links reach the first car in 3 Tabs, past the 80-odd filter links', async ({ page }) => {
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await expect(skip).toBeFocused();
    // Shown while focused (off screen otherwise).
    const box = await skip.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    const results = page.getByRole('heading', { level: 2, name: /vehicles found/ });
    await expect(results).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusedIn(page, 'article.sr-card')).toBe(true);
    // The in-page jump runs no new search.
    await expect(page.locator('.sr-count-line')).not.toContainText('Updating');
  });

  test('filter options are checkboxes whose checked state follows a click or Space, and stay links', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    const condition = page.locator('.sr-facet', { hasText: 'Condition' });
    const used = condition.getByRole('checkbox', { name: /^Used/ });
    await expect(used).toHaveAttribute('aria-checked', 'false');
    await expect(used).toHaveAttribute('href', '/search/used');
    await used.click();
    await expect(page).toHaveURL(/\/search\/used$/);
    await expect(used).toBeChecked();
    // A checkbox keeps the focus when it changes.
    await expect(used).toBeFocused();
    const demo = condition.getByRole('checkbox', { name: /^Demo/ });
    await demo.focus();
    await page.keyboard.press('Space');
    await expect(demo).toBeChecked();
    await expect(page).toHaveURL(/\/search\?car_type=used,demo$/);
    await used.click();
    await expect(used).not.toBeChecked();
    await expect(demo).toBeChecked();
    // Every option in the sidebar is a checkbox with a state.
    const options = page.locator('#sr-filters a[data-nav]:not(.sr-chip):not(.sr-clear):not(.sr-drawer-btn)');
    const count = await options.count();
    expect(count).toBeGreaterThan(20);
    expect(await page.locator('#sr-filters a[role="checkbox"][aria-checked]').count()).toBe(count);
    expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
  });

  test('sort by keyboard waits for Enter; a mouse pick applies at once', async ({ page }) => {
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    let searches = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/search/multi-search')) searches++;
    });
    const sort = page.getByLabel('Sort by');
    const before = await sort.inputValue();
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const picked = await sort.inputValue();
    expect(picked).not.toBe(before);
    await expect(page).toHaveURL(siteUrl('harbourside', '/search'));
    expect(searches).toBe(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`sortBy=${picked.replace(/[:]/g, '\\$&')}$`));
    await expect(sort).toBeFocused();
    expect(searches).toBe(1);
    // Leaving the select applies a keyboard change too.
    await page.keyboard.press('ArrowUp');
    const back = await sort.inputValue();
    await expect(page).toHaveURL(new RegExp(`sortBy=${picked}$`));
    await page.keyboard.press('Tab');
    await expect(page).toHaveURL(new RegExp(back === before ? '/search$' : `sortBy=${back}$`));
    // A pick with the mouse (no key pressed in the select) applies at once.
    await sort.selectOption('price:asc');
    await expect(page).toHaveURL(/sortBy=price:asc$/);
  });

  test('the favourite toggle keeps one name and says its state with aria-pressed', async ({ page }) => {
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    const fav = page
      .locator('article.sr-card')
      .first()
      .getByRole('button', { name: /favourites/ });
    const name = await fav.getAttribute('aria-label');
    await expect(fav).toHaveAttribute('aria-pressed', 'false');
    await fav.click();
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    await expect(fav).toHaveAttribute('aria-label', name ?? '');
    await fav.click();
    await expect(fav).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('search page on a phone', () => {
  test.use({ viewport: PHONE });

  for (const slug of ['harbourside', 'ridgeway-toyota', 'redline-motorcycles']) {
    test(`${slug}: the first result shows on the first screen, the filters behind a button`, async ({ page }) => {
      await page.goto(siteUrl(slug, '/search'));
      const card = await page.locator('article.sr-card').first().boundingBox();
      expect(card?.y ?? PHONE.height).toBeLessThan(PHONE.height);
      await expect(page.locator('#sr-filters')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    });
  }

  test('the filter drawer: count on its button, opens by keyboard, traps Tab, Escape and Close give focus back', async ({
    page,
  }) => {
    await page.goto(siteUrl('harbourside', '/search/used?price=:60000'));
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Filters (2)' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const close = drawer.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedIn(page, '#sr-filters')).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedIn(page, '#sr-filters')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Space opens it too; a filter changes in place with the drawer open; Close gives focus back.
    await page.keyboard.press('Space');
    await expect(close).toBeFocused();
    const used = drawer.getByRole('checkbox', { name: /^Used/ });
    await used.click();
    await expect(used).not.toBeChecked();
    await expect(page).toHaveURL(/\/search\?price=:60000$/);
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    // Again (the URL already ends with Close's #fragment), by keyboard.
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    await expect(page).toHaveURL(/\/search\?price=:60000#sr-filters-btn$/);

    // A range applied in the drawer keeps the focus there.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    const price = drawer.getByRole('form', { name: 'Price range' });
    await price.getByLabel('Max').fill('50000');
    await price.getByRole('button', { name: 'Apply' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?price=:50000$/);
    await expect(drawer.locator('.sr-chip', { hasText: 'Price' })).toBeVisible();
    await expect(page.locator('.sr-count-line')).not.toContainText('Updating');
    // The re-rendered form took the focused button with it: focus goes to 'Show N vehicles' (the new count).
    await expect(drawer.getByRole('link', { name: /^Show \d+ vehicles$/ })).toBeFocused();

    // Show ('Show N vehicles') closes it on the results; Clear all empties the filters.
    await drawer.getByRole('link', { name: 'Clear all' }).last().click();
    await expect(page).toHaveURL(/\/search$/);
    await drawer.getByRole('link', { name: /^Show \d+ vehicles$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: /vehicles found/ })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();

    // Turned past lg with the drawer open: the sidebar is inline again, no dialog left.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(drawer).toHaveCount(0);
    await expect(page.locator('#sr-filters')).toBeVisible();
    await expect(page.locator('#sr-filters')).not.toHaveAttribute('aria-modal', /.*/);
  });

  test('a drawer opened before the page hydrated (:target) still closes with Close afterwards', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_remotes/search/**/SearchPage-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl('harbourside', '/search'), { waitUntil: 'domcontentloaded' });
    const filters = page.locator('#sr-filters');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(filters).toBeVisible();
    release();
    await waitForHydration(page);
    await filters.getByRole('button', { name: 'Close' }).click();
    await expect(filters).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();
  });

  test('tap targets: sort, range inputs and pagination links are 44 px tall', async ({ page }) => {
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    const heights = async (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(await heights('#sr-sort')).toEqual([expect.any(Number)]);
    for (const h of await heights('#sr-sort, .sr-pages a')) expect(h).toBeGreaterThanOrEqual(44);
    expect((await heights('.sr-pages a')).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const ranges = await heights('.sr-range input:not([type="hidden"]), .sr-range button');
    expect(ranges.length).toBeGreaterThanOrEqual(6);
    for (const h of ranges) expect(h).toBeGreaterThanOrEqual(44);
  });

  test('without JavaScript the Filters link opens the drawer (:target) and an option still navigates', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('ridgeway-toyota', '/search'));
    const filters = page.locator('#sr-filters');
    await expect(filters).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(filters).toBeVisible();
    await filters.getByRole('button', { name: 'Close' }).click();
    await expect(filters).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await filters.getByRole('checkbox', { name: /^Used/ }).click();
    await expect(page).toHaveURL(/\/search\/used$/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.locator('article.sr-card').first()).toBeInViewport();
    await context.close();
  });
});

test.describe('axe-core: no WCAG 2.1 A/AA violations on /search, and no sideways scroll at 320 px', () => {
  // One page load per tenant, checked at each width in turn (the layout is CSS: a resize is a reload's layout).
  for (const slug of ALL_DEMO_TENANTS) {
    test(`${slug}: at 1280 px (headings do not skip a level), at 390 px, with the filter drawer open, and at 320 px`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(slug, '/search'));
      await waitForHydration(page);
      expect(await axe(page), '1280 px').toEqual([]);
      // The cards' h3 follow an h2 (the results heading).
      const levels = await page
        .locator('main')
        .locator('h1, h2, h3, h4')
        .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).map((el) => Number(el.tagName[1])));
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level, `heading ${i}`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
      });
      await page.setViewportSize(PHONE);
      expect(await axe(page), '390 px').toEqual([]);
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      expect(await axe(page), 'drawer open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), '320 px').toBeLessThanOrEqual(320);
    });
  }
});
