import { expect, type Page, test } from '@playwright/test';
import { collectErrors, siteUrl, waitForHydration } from './helpers.js';

// Issue 36: the hearts of the server's cards are the shell's (shell favourite-buttons.ts), so they show
// what is saved and save with a tap from boot, whether or not the search page's React ever hydrates.

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('forecourt:favourites') ?? '[]') as { id: number }[]);
const cards = (page: Page) => page.locator('article.sr-card');
const savedCount = (page: Page) => page.locator('[data-fc-saved-count]');

/** Opens /search with the search page's module refused: its React never loads, let alone hydrates. */
async function openWithoutReact(page: Page): Promise<{ refused: () => number }> {
  let refused = 0;
  await page.route('**/_remotes/search/**/SearchPage.js', (route) => {
    refused++;
    return route.abort();
  });
  await page.goto(siteUrl('harbourside', '/search'));
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
  await expect(page.locator('[data-fragment]').first()).not.toHaveAttribute('data-hydrated', 'true');
  return { refused: () => refused };
}

test('without hydration: a tap saves the car (header, aria-pressed, storage), a saved car shows at load, keys work', async ({
  page,
}) => {
  const { refused } = await openWithoutReact(page);
  expect(refused()).toBeGreaterThan(0);
  await expect(savedCount(page)).toHaveText('0');
  const card = cards(page).nth(1);
  const id = Number(await card.getAttribute('data-car-id'));
  const heart = card.locator('.sr-fav');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveText('♥');
  await expect(savedCount(page)).toHaveText('1');
  expect(await stored(page)).toEqual([
    expect.objectContaining({ id, slug: expect.any(String), make: expect.any(String) }),
  ]);

  // Saved beforehand: shown at load, still without React.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
  await expect(page.locator('[data-fragment]').first()).not.toHaveAttribute('data-hydrated', 'true');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveText('♥');
  await expect(cards(page).nth(0).locator('.sr-fav')).toHaveAttribute('aria-pressed', 'false');
  await expect(savedCount(page)).toHaveText('1');

  // The keyboard: Tab from the card's photo link reaches its heart; Enter and Space each toggle once.
  await card.locator('a.sr-card-image').focus();
  await page.keyboard.press('Tab');
  await expect(heart).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveText('♡');
  expect(await stored(page)).toEqual([]);
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await stored(page)).map((f) => f.id)).toEqual([id]);
  await expect(savedCount(page)).toHaveText('1');
});

test('hydrated: a server card and, after a client-side search, a card React rendered each toggle once per tap', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(siteUrl('harbourside', '/search'));
  await waitForHydration(page);
  // The server's card, now in a hydrated page: the shell's listener alone answers (one toggle, not two).
  const first = cards(page).first();
  const firstId = Number(await first.getAttribute('data-car-id'));
  await expect(first.locator('.sr-fav')).toHaveAttribute('data-fc-favourite', /"id":/);
  await first.locator('.sr-fav').click();
  await expect(first.locator('.sr-fav')).toHaveAttribute('aria-pressed', 'true');
  expect((await stored(page)).map((f) => f.id)).toEqual([firstId]);

  // A filter click: the cards are React's now, with their own onClick and no shell attribute.
  await page.locator('.sr-facet', { hasText: 'Condition' }).getByRole('checkbox', { name: /^Used/ }).click();
  await expect(page).toHaveURL(/\/search\/used$/);
  await expect(page.locator('.sr-chip')).toHaveCount(1);
  await expect(page.locator('.sr-count-line')).not.toContainText('Updating');
  await expect(page.locator('[data-fc-favourite]')).toHaveCount(0);
  const card = page.locator(`article.sr-card:not([data-car-id="${firstId}"])`).first();
  const id = Number(await card.getAttribute('data-car-id'));
  const heart = card.locator('.sr-fav');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveText('♥');
  expect((await stored(page)).map((f) => f.id)).toEqual([firstId, id]);
  await expect(savedCount(page)).toHaveText('2');
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect((await stored(page)).map((f) => f.id)).toEqual([firstId]);
  await expect(savedCount(page)).toHaveText('1');
  expect(errors).toEqual([]);
});
