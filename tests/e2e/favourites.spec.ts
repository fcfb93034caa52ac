import { expect, test } from '@playwright/test';
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
