import { expect, type Page, test } from '@playwright/test';
import { collectErrors, firstCarPath, reactOwnsIntentRoot, siteUrl } from './helpers.js';

// Issue 36: the car page's React hydrates on the shopper's first intent (shell intent.ts); its load
// module (CarPage.load.ts) pushes view_item and loads the gallery's thumbnails without it; the Save
// heart is the shell's.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const fragment = (page: Page) => page.locator('[data-fragment="car-detail/CarPage"]');

async function openLooking(page: Page, slug: string) {
  await page.goto(siteUrl(slug, await firstCarPath(page, slug)));
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
  await expect(fragment(page)).toHaveAttribute('data-loaded', 'true');
}

test('a phone that only looks: no hydration; view_item pushed, the heart saves, thumbnails load; the first tap hydrates', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openLooking(page, 'tasman-motors');
  await page.waitForTimeout(500);
  await expect(fragment(page)).not.toHaveAttribute('data-hydrated', 'true');
  expect(await reactOwnsIntentRoot(page)).toBe(false);
  const pushed = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'view_item',
    ),
  );
  expect(pushed).toHaveLength(1);
  // The thumbnails (within SPEC §9's 200 px of this screen) get their photos from the load module, React
  // still not run; the server HTML gave them none.
  const thumbs = page.locator('img.cd-lazy');
  expect(await thumbs.count()).toBeGreaterThan(0);
  for (const thumb of await thumbs.all()) {
    await expect(thumb).toHaveAttribute('src', /\/cdn\/image\?/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  expect(await reactOwnsIntentRoot(page)).toBe(false);
  // The heart works at once (the shell's): pressed, its glyph alone changes, the header counts it; the
  // tap is the shopper's first intent, so the page hydrates too.
  const save = page.locator('.cd-fav');
  await save.tap();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText('♥ Save');
  await expect(page.locator('[data-fc-saved-count]')).toHaveText('1');
  // Hydrated: the heart still saved (toggled once), and view_item not pushed twice.
  await expect(fragment(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
          (e) => e.event === 'view_item',
        ).length,
    ),
  ).toBe(1);
  expect(errors).toEqual([]);
});

test('a photo tapped before hydration opens the lightbox once hydrated (held, then replayed)', async ({ page }) => {
  const errors = collectErrors(page);
  await openLooking(page, 'harbourside');
  await page.locator('.cd-gallery__main').tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('1 /');
  expect(errors).toEqual([]);
});
