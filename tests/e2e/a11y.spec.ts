import { expect, type Page, test } from '@playwright/test';
import { axeViolationLines } from './axe.js';
import { ALL_DEMO_TENANTS, siteUrl, waitForHydration } from './helpers.js';

/**
 * WCAG 2.1 AA on the page kinds of the shell, the content and the forms remotes, on every demo tenant
 * (the car and search pages have their own specs: car-a11y, search-a11y): axe-core clean at desktop and
 * phone widths, no sideways scroll at 320 px (1.4.10), and the header menus and the reviews row by
 * keyboard.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const axeViolations = axeViolationLines;

/**
 * Loads `path` and checks it at the desktop width, the phone width and (for reflow) 320 px. A page the
 * site does not offer (404: no offers, no news …) is skipped unless `required`.
 */
async function checkPage(page: Page, slug: string, path: string, required = true): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize(DESKTOP);
  const status = (await page.goto(siteUrl(slug, path)))?.status();
  if (status === 404 && !required) return found;
  if (status !== 200) return [`${path} answered ${status}`];
  await waitForHydration(page);
  for (const v of await axeViolations(page)) found.push(`${path} @1280 ${v}`);
  await page.setViewportSize(PHONE);
  for (const v of await axeViolations(page)) found.push(`${path} @390 ${v}`);
  await page.setViewportSize({ width: 320, height: 640 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 320) found.push(`${path} @320 is ${width} px wide`);
  return found;
}

/** Page kinds a site may or may not offer (offers, brands, news, open roles, a multi-step form). */
const OPTIONAL_KINDS = ['/special-offers', '/explore-more-brands', '/news', '/current-positions', '/book-test-drive'];

test.describe('axe-core clean, and no sideways scroll at 320 px', () => {
  for (const slug of ALL_DEMO_TENANTS) {
    test(`${slug}: every page kind it offers (home, dealerships, a location, information, contact, offers, brands, news, roles, a multi-step form)`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      // /dealerships first: its page names the location to check next (no second load to find it).
      const found: string[] = await checkPage(page, slug, '/dealerships');
      const location = await page.locator('a[href^="/our-locations/"]').first().getAttribute('href');
      expect(location).toBeTruthy();
      for (const path of ['/', location as string, '/about-us', '/contact'])
        found.push(...(await checkPage(page, slug, path)));
      for (const path of OPTIONAL_KINDS) found.push(...(await checkPage(page, slug, path, false)));
      expect(found).toEqual([]);
    });
  }

  test('harbourside and ridgeway-toyota: legal text, the other multi-step forms, a news post, the 404', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    const pages: [string, string][] = [
      ['harbourside', '/privacy-policy'],
      ['harbourside', '/apply-for-finance'],
      ['harbourside', '/valuations'],
    ];
    for (const [slug, path] of pages) found.push(...(await checkPage(page, slug, path)));
    // A news post, and the 404 page in the dealer frame (it answers 404, so no hydration wait).
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl('ridgeway-toyota', '/news'));
    const post = await page.locator('a[href^="/news/"]').first().getAttribute('href');
    found.push(...(await checkPage(page, 'ridgeway-toyota', post as string)));
    await page.goto(siteUrl('harbourside', '/no-such-page'));
    for (const v of await axeViolations(page)) found.push(`404 ${v}`);
    expect(found).toEqual([]);
  });

  test('error and dialog states: a refused captcha, the holiday-hours dialog, an open header menu', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl('harbourside', '/contact'));
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /Continue|Submit|Send/ })
      .first()
      .click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    const found = (await axeViolations(page)).map((v) => `form errors ${v}`);

    await page.goto(siteUrl('harbourside', '/dealerships'));
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /holiday hours/i })
      .first()
      .click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    found.push(...(await axeViolations(page)).map((v) => `holiday dialog ${v}`));

    await page.goto(siteUrl('harbourside', '/'));
    await waitForHydration(page);
    await page.locator('header nav details > summary').first().click();
    found.push(...(await axeViolations(page)).map((v) => `menu open ${v}`));
    expect(found).toEqual([]);
  });
});

test.describe('header menus (WCAG 2.1.1, 2.4.3)', () => {
  test('harbourside: a dropdown closes on Escape (focus back on it), when focus leaves it, on a click outside, and when another opens', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl('harbourside', '/'));
    await waitForHydration(page);
    const menus = page.locator('header nav details');
    const first = menus.first();
    const summary = first.locator('summary');

    // The menus' closing behaviour loads when the keyboard first reaches the header.
    const loaded = page.waitForResponse((r) => r.url().includes('/header-dropdowns-'));
    await summary.focus();
    await loaded;
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await page.keyboard.press('Tab'); // into the menu: it stays open
    await expect(first).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(first).not.toHaveAttribute('open', '');
    await expect(summary).toBeFocused();

    // Tabbing past the last item closes it.
    await page.keyboard.press('Enter');
    const items = await first.locator('a').count();
    for (let i = 0; i <= items; i++) await page.keyboard.press('Tab');
    await expect(first).not.toHaveAttribute('open', '');

    // A click elsewhere on the page closes it.
    await summary.click();
    await expect(first).toHaveAttribute('open', '');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(first).not.toHaveAttribute('open', '');

    // Opening another menu closes this one.
    await summary.click();
    await menus.nth(1).locator('summary').click();
    await expect(menus.nth(1)).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');

    // The Saved menu behaves the same.
    const saved = page.locator('details[data-fc-saved]');
    await saved.locator('summary').click();
    await expect(saved).toHaveAttribute('open', '');
    await expect(menus.nth(1)).not.toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(saved).not.toHaveAttribute('open', '');
  });
});

test('harbourside home: the reviews row takes focus and the arrow keys bring the last of the 12 reviews into view', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl('harbourside', '/'));
  await waitForHydration(page);
  const row = page.getByRole('region', { name: 'Reviews (scroll sideways)' });
  const reviews = row.locator('li');
  await expect(reviews).toHaveCount(12);
  await expect(row).toHaveAttribute('tabindex', '0');
  await row.focus();
  await expect(row).toBeFocused();
  const last = reviews.last();
  const visible = async () => {
    const [r, l] = [await row.boundingBox(), await last.boundingBox()];
    return !!r && !!l && l.x + l.width <= r.x + r.width + 1;
  };
  expect(await visible()).toBe(false);
  const scrolled = () => row.evaluate((el) => el.scrollLeft);
  for (let i = 0; i < 20 && !(await visible()); i++) {
    const before = await scrolled();
    await page.keyboard.press('ArrowRight');
    // Keyboard scrolling is animated (and snaps to a review): wait for each press to move the row.
    await expect.poll(scrolled).toBeGreaterThan(before);
    let last = -1;
    await expect
      .poll(async () => {
        const now = await scrolled();
        const settled = now === last;
        last = now;
        return settled;
      })
      .toBe(true);
  }
  expect(await visible()).toBe(true);
});

test('on a 390 px phone the footer links and the captcha are 44 px tall tap targets', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl('harbourside', '/contact'));
  await waitForHydration(page);
  const heights = await page
    .locator('footer a')
    .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().height)));
  expect(heights.length).toBeGreaterThan(5);
  expect(heights.filter((h) => h < 44)).toEqual([]);
  const captcha = await page.getByText("I'm not a robot (test captcha)").boundingBox();
  expect(captcha?.height).toBeGreaterThanOrEqual(44);
});

test('harbourside dealerships: the holiday-hours dialog opens by keyboard, keeps focus in it, and gives focus back on Escape and on Close', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl('harbourside', '/dealerships'));
  await waitForHydration(page);
  const opener = page.getByRole('button', { name: /holiday hours/i }).first();
  const dialog = page.locator('dialog[open]');
  const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await focusInDialog()).toBe(true);
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    // Nothing behind the modal dialog can take focus (it is inert).
    expect(
      await page.evaluate(
        () => !document.activeElement?.closest('main') || !!document.activeElement?.closest('dialog'),
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
