import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.js';
import { collectErrors, siteUrl, waitForHydration } from './helpers.js';

// Issue 4/5: favourites are ONE jotai atom the shell publishes; the search cards, the car page and
// the header all use it, so a heart tapped anywhere shows everywhere at once (and event 39 is sent).
test('harbourside: a favourite saved on a search card shows in the header and on its car page, and removes everywhere', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const events: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events') && r.method() === 'POST')
      events.push(JSON.parse(r.postData() ?? '{}').event?.category);
  });
  await page.goto(siteUrl('harbourside', '/search'));
  await waitForHydration(page);
  const header = page.locator('[data-fc-saved]');
  await expect(header).toBeVisible();
  await expect(header.locator('[data-fc-saved-count]')).toHaveText('0');

  const card = page.locator('.sr-card').first();
  const title = (await card.locator('.sr-title a').textContent())?.trim() ?? '';
  const href = (await card.locator('.sr-title a').getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/cars\//);
  await card.locator('.sr-fav').click();
  await expect(card.locator('.sr-fav')).toHaveAttribute('aria-pressed', 'true');
  // The header follows the same atom at once, without a reload.
  await expect(header.locator('[data-fc-saved-count]')).toHaveText('1');
  await header.locator('summary').click();
  const saved = header.locator('[data-fc-saved-list] a');
  await expect(saved).toHaveCount(1);
  await expect(saved).toHaveAttribute('href', href);
  expect(title.length).toBeGreaterThan(0);
  await expect.poll(() => events).toContain(39);

  // The car page (another remote) reads the same favourite, hydrating without a mismatch.
  await saved.click();
  await page.waitForURL(`**${href}`);
  await waitForHydration(page);
  const toggle = page.locator('.cd-fav');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-fc-saved-count]')).toHaveText('1');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-fc-saved-count]')).toHaveText('0');

  await page.goBack();
  await waitForHydration(page);
  await expect(page.locator('.sr-card').first().locator('.sr-fav')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-fc-saved-count]')).toHaveText('0');
  expect(errors).toEqual([]);
});

test('redline-motorcycles: the header lists saved motorcycles under /motorcycles', async ({ page }) => {
  await page.goto(siteUrl('redline-motorcycles', '/search/used-motorcycles'));
  await waitForHydration(page);
  await page.locator('.sr-card .sr-fav').first().click();
  await page.locator('[data-fc-saved] summary').click();
  await expect(page.locator('[data-fc-saved-list] a')).toHaveAttribute('href', /^\/motorcycles\//);
  await expect(page.locator('[data-fc-saved] summary')).toHaveAccessibleName('Saved motorcycles 1');
});

// Issue 13: /favourites lists what this browser saved (the same atom), checked against the stock now.
test.describe('the favourites page', () => {
  test('harbourside: saved cars show with price and status, remove updates the header, the last one leaves the empty state', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    const cards = page.locator('.sr-card:not(.sr-promo)');
    const titles: string[] = [];
    for (const i of [0, 1]) {
      titles.push(((await cards.nth(i).locator('.sr-title a').textContent()) ?? '').trim());
      await cards.nth(i).locator('.sr-fav').click();
    }
    await expect(page.locator('[data-fc-saved-count]')).toHaveText('2');
    // From the header's Saved menu.
    await page.locator('[data-fc-saved] summary').click();
    await page.getByRole('link', { name: 'See all saved cars' }).click();
    await page.waitForURL('**/favourites');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved Cars');
    const saved = page.locator('.gr-card');
    await expect(saved).toHaveCount(2);
    await expect(page.locator('.gr-note')).toHaveAttribute('data-state', 'ready');
    for (const [i, title] of titles.entries()) {
      await expect(saved.nth(i).getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(saved.nth(i).locator('.gr-status')).toHaveText('Available');
      await expect(saved.nth(i).locator('.gr-card__price')).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await saved
      .first()
      .getByRole('button', { name: `Remove ${titles[0]}` })
      .click();
    await expect(saved).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Removed ${titles[0]} from your saved cars.`);
    await expect(page.locator('[data-fc-saved-count]')).toHaveText('1');
    await saved
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(page.locator('.gr-empty')).toContainText('You have no saved cars yet.');
    await expect(page.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/search');
    await expect(page.locator('[data-fc-saved-count]')).toHaveText('0');
    expect(errors).toEqual([]);
  });

  test('a saved car that left stock shows as no longer available with Find Me Something Similar (a working search)', async ({
    page,
  }) => {
    // The similar search answers (fetched from inside the browser: Node does not resolve *.localhost).
    await page.goto(siteUrl('harbourside', '/search?make=Mazda&model=CX-5'));
    expect(await page.locator('.sr-card').count()).toBeGreaterThan(0);
    await page.goto(siteUrl('harbourside', '/favourites'));
    await page.evaluate(() =>
      localStorage.setItem(
        'forecourt:favourites',
        JSON.stringify([
          {
            id: 987654321,
            name: '2019 Mazda CX-5 Maxx',
            slug: '2019-mazda-cx-5-maxx-987654321',
            make: 'Mazda',
            model: 'CX-5',
            primary_image_url: null,
          },
        ]),
      ),
    );
    await page.reload();
    await waitForHydration(page);
    const card = page.locator('.gr-card');
    await expect(card).toHaveAttribute('data-status', 'gone');
    await expect(card.locator('.gr-status')).toHaveText('No longer available');
    await expect(card.locator('.gr-card__price')).toHaveCount(0);
    // Not a link to a page that is gone; the similar search instead.
    await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveCount(0);
    const similar = card.getByRole('link', { name: 'Find Me Something Similar' });
    await expect(similar).toHaveAttribute('href', '/search?make=Mazda&model=CX-5');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('every demo tenant: /favourites answers 200 in its own noun and is axe-clean empty, on a phone too', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const slug of ['harbourside', 'redline-motorcycles', 'outback-campers', 'lakeside-auto']) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        expect((await page.goto(siteUrl(slug, '/favourites')))?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('.gr-empty')).toBeVisible();
        expect(await axeViolations(page), `${slug} @${viewport.width}`).toEqual([]);
      }
    }
  });
});
