import { expect, type Locator, type Page, test } from '@playwright/test';
import { wcagScan } from './axe.js';
import { ALL_DEMO_TENANTS, collectErrors, firstCarPath, siteUrl, waitForHydration } from './helpers.js';

// WCAG 2.1 AA on the car page: modal dialogs keep and give back focus, the phone reveal hands focus to
// the number, names match what shows, the page reflows at 320 px, and axe finds nothing.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A ridgeway-toyota certified car (the one kind of car with the certified dialog), via the search API. */
async function certifiedCarPath(page: Page): Promise<string> {
  // Fetched from inside the browser: Node does not resolve *.localhost.
  await page.goto(siteUrl('ridgeway-toyota', '/api/search/health'));
  const slug = await page.evaluate(async () => {
    const res = await fetch('/api/search/indexes/cars/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filter: 'status = "in_stock" AND certified = true', limit: 1 }),
    });
    return ((await res.json()) as { hits: { slug: string }[] }).hits[0]?.slug;
  });
  expect(slug, 'a certified ridgeway-toyota car').toBeTruthy();
  return `/cars/${slug}`;
}

async function openCar(page: Page, slug: string, path: string): Promise<void> {
  expect((await page.goto(siteUrl(slug, path)))?.status()).toBe(200);
  await waitForHydration(page);
}

const focusIsIn = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

/**
 * Tab and Shift+Tab, 12 presses each, never take focus out of the dialog; returns the names of the
 * controls that had it (so a test can see that focus went round them all, not stuck on one).
 */
async function tabAround(page: Page, dialog: Locator): Promise<Set<string>> {
  const seen = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      expect(await focusIsIn(dialog), `${key} ×${i + 1} stays in the dialog`).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
    }
  }
  return seen;
}

const axe = wcagScan;

test('harbourside: the lightbox opens from the keyboard, keeps focus in, closes on Escape and gives focus back to its opener', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openCar(page, 'harbourside', await firstCarPath(page, 'harbourside'));
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  const count = viewer.locator('.cd-lightbox__count');

  const main = page.getByRole('button', { name: /open photo 1 in the lightbox$/ });
  await main.focus();
  await page.keyboard.press('Enter');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close photo viewer' })).toBeFocused();
  expect(await tabAround(page, viewer)).toEqual(new Set(['Close photo viewer', 'Previous photo', 'Next photo']));
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(main).toBeFocused();

  // From a thumbnail, on to another photo, then closed with the Close button (keyboard): back on that thumbnail.
  const thumb = page.getByRole('button', { name: 'Open photo 3 in the lightbox' });
  await thumb.focus();
  await page.keyboard.press('Enter');
  await expect(viewer).toBeVisible();
  const total = (await page.locator('.cd-gallery__thumbs button').count()) + 1;
  await expect(count).toHaveText(`3 / ${total}`);
  await viewer.getByRole('button', { name: 'Next photo' }).focus();
  await page.keyboard.press('Enter');
  await expect(count).toHaveText(`${(3 % total) + 1} / ${total}`);
  await page.keyboard.press('Tab'); // from Next, the last control, round to Close
  await expect(viewer.getByRole('button', { name: 'Close photo viewer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewer).toBeHidden();
  await expect(thumb).toBeFocused();

  // The same after a mouse click on a thumbnail and Escape.
  await page.getByRole('button', { name: 'Open photo 2 in the lightbox' }).click();
  await expect(count).toHaveText(`2 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(count).toHaveText(`1 / ${total}`);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open photo 2 in the lightbox' })).toBeFocused();
  expect(errors).toEqual([]);
});

test('ridgeway-toyota: the certified dialog keeps focus in, closes on Escape or Close and gives focus back', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openCar(page, 'ridgeway-toyota', await certifiedCarPath(page));
  const opener = page.getByRole('button', { name: 'See certified information' });
  const dialog = page.getByRole('dialog', { name: 'Certified Pre-Owned' });

  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await tabAround(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter'); // on Close
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(errors).toEqual([]);
});

test('ridgeway-toyota: the phone reveal is named by its visible words and hands focus to the revealed number', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openCar(page, 'ridgeway-toyota', await firstCarPath(page, 'ridgeway-toyota'));
  const reveal = page.locator('button.cd-call__reveal');
  // WCAG 2.5.3: the name is the visible text (the masked number and 'Show number').
  const visible = (await reveal.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
  expect(visible).toMatch(/XX.*Show number$/);
  await expect(reveal).toHaveAccessibleName(visible);

  await reveal.focus();
  const call = page.waitForResponse((r) => r.url().endsWith('/api/events/car_phone_call'));
  await page.keyboard.press('Enter');
  expect((await call).status()).toBe(200);
  const number = page.locator('a.cd-call__number');
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('href', /^tel:/);
  await expect(number).not.toContainText('XX');
  expect(errors).toEqual([]);
});

test('harbourside: the favourite toggle keeps one name and tells its state with aria-pressed; the photo button names its count', async ({
  page,
}) => {
  await openCar(page, 'harbourside', await firstCarPath(page, 'harbourside'));
  const fav = page.locator('.cd-fav');
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  await expect(fav).toHaveAccessibleName('Save');
  await fav.click();
  await expect(fav).toHaveAttribute('aria-pressed', 'true');
  await expect(fav).toHaveAccessibleName('Save');
  await fav.click();
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  await expect(fav).toHaveAccessibleName('Save');

  // The main photo's name holds its visible '1 / n' counter.
  const counter = (await page.locator('.cd-gallery__count').textContent()) ?? '';
  expect(counter).toMatch(/^1 \/ \d+$/);
  await expect(page.locator('.cd-gallery__main')).toHaveAccessibleName(new RegExp(counter.replace('/', '\\/')));
});

test.describe('at 320 px wide (WCAG 1.4.10 reflow)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('car pages of harbourside, ridgeway-toyota and redline-motorcycles fit with no horizontal scroll', async ({
    page,
  }) => {
    for (const slug of ['harbourside', 'ridgeway-toyota', 'redline-motorcycles']) {
      const path = await firstCarPath(page, slug);
      if (slug === 'redline-motorcycles') expect(path).toMatch(/^\/motorcycles\//);
      await openCar(page, slug, path);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${slug}${path} width`,
      ).toBeLessThanOrEqual(320);
      // What used to be cut off at the right: the photo counter and the favourite toggle.
      for (const part of ['.cd-gallery__count', '.cd-fav']) {
        const box = await page.locator(part).boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY), `${slug} ${part}`).toBeLessThanOrEqual(320);
      }
    }
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('ridgeway-toyota: the main controls of a car page are at least 44 px high', async ({ page }) => {
    await openCar(page, 'ridgeway-toyota', await certifiedCarPath(page));
    const controls = page.locator(
      '.cd-page button, .cd-page a.cd-btn, .cd-interested__item, .cd-location a, a.cd-call__number',
    );
    expect(await controls.count()).toBeGreaterThan(10);
    const short = await controls.evaluateAll((els) =>
      els
        .map((el) => ({ el: `${el.className} "${el.textContent?.trim()}"`, height: el.getBoundingClientRect().height }))
        .filter((c) => c.height < 44),
    );
    expect(short).toEqual([]);
    // The lightbox's buttons too.
    await page.getByRole('button', { name: /open photo 1 in the lightbox$/ }).click();
    for (const b of await page.getByRole('dialog', { name: 'Photo viewer' }).getByRole('button').all()) {
      expect((await b.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });
});

// One test per tenant, so a slow machine's axe runs never add up against one timeout. Each car page is
// loaded once and scanned whole at 1280 and 390 px (the layout is CSS: a resize is a reload's layout);
// harbourside's also with the lightbox open at each width, and ridgeway-toyota's certified car (the one
// kind with the certified dialog) has a test of its own.
test.describe('a car page of every demo tenant (all nine have stock) is axe-clean at 1280 and 390 px and fits 320 px', () => {
  for (const slug of ALL_DEMO_TENANTS) {
    test(slug, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const path = await firstCarPath(page, slug);
      await openCar(page, slug, path);
      const found: string[] = [];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const v of (await axe(page)).violations) found.push(`${path} @${viewport.width} ${v.id}`);
        if (slug !== 'harbourside') continue;
        const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
        await page.getByRole('button', { name: /open photo 1 in the lightbox$/ }).click();
        await expect(viewer).toBeVisible();
        for (const v of (await axe(page)).violations) found.push(`${path} @${viewport.width} lightbox open: ${v.id}`);
        await page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();
      }
      await page.setViewportSize({ width: 320, height: 640 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) found.push(`${path} @320 is ${width} px wide`);
      expect(found).toEqual([]);
    });
  }

  test('ridgeway-toyota: a certified car page at 1280 and 390 px, with the certified dialog open', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openCar(page, 'ridgeway-toyota', await certifiedCarPath(page));
    const dialog = page.getByRole('dialog', { name: 'Certified Pre-Owned' });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect((await axe(page)).violations, `${viewport.width} px`).toEqual([]);
      await page.getByRole('button', { name: 'See certified information' }).click();
      await expect(dialog).toBeVisible();
      expect((await axe(page)).violations, `${viewport.width} px, dialog open`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
