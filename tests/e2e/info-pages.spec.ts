import { expect, test } from '@playwright/test';
import { collectErrors, siteUrl, waitForHydration } from './helpers.js';

test('harbourside: the header and footer links to information pages open them, hydrated, without console errors', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const [path, heading] of [
    ['/about-us', 'About Us'],
    ['/aftermarket', 'Car Care'],
    ['/why-service-with-us', 'Why Service With Us'],
    ['/nsw-dealership-network', 'NSW Dealership Network'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    await page.goto(siteUrl('harbourside', '/'));
    // The footer carries every one of these links (the header's are in dropdowns).
    const link = page.locator(`footer a[href="${path}"]`).first();
    if ((await link.count()) > 0) {
      await link.click();
      await expect(page).toHaveURL(siteUrl('harbourside', path));
    } else {
      await page.goto(siteUrl('harbourside', path));
    }
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('harbourside About Us: the decade tabs work by keyboard after hydration', async ({ page }) => {
  await page.goto(siteUrl('harbourside', '/about-us'));
  await waitForHydration(page);
  const first = page.getByRole('tab').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('tab').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
});

test('on a 390 px phone an information page fits the screen (no sideways scroll)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(siteUrl('lakeside-auto', '/privacy-policy'));
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
