import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.js';
import { ALL_DEMO_TENANTS, collectErrors, firstCarPath, siteUrl, waitForHydration } from './helpers.js';

const PHONE = { width: 390, height: 844 };

test.describe('phone navigation drawer', () => {
  test.use({ viewport: PHONE });

  test('harbourside: Menu opens a drawer that traps focus, closes on Escape, Close and the backdrop, and gives focus back', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl('harbourside', '/'));
    await waitForHydration(page);
    const menu = page.getByRole('link', { name: 'Menu', exact: true });
    const nav = page.locator('#fc-nav');
    // The menus are not on the first screen until asked for.
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Close menu' })).toBeFocused();
    // The header's buttons, hidden in the phone's bar, are in the drawer.
    await expect(nav.getByRole('link', { name: 'Value My Car' }).last()).toBeVisible();
    // Tab and Shift+Tab never leave the drawer.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#fc-nav')))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#fc-nav')))).toBe(true);
    }
    // The rest of the page is out of reach while it is open.
    expect(await page.locator('main').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Escape inside an open dropdown closes the dropdown first, then the drawer.
    await nav.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(nav.locator('details').first()).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(nav.locator('details').first()).not.toHaveAttribute('open', '');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(await page.locator('main').evaluate((el) => (el as HTMLElement).inert)).toBe(false);

    // The Close link and a tap on the backdrop close it too.
    await menu.click();
    await expect(nav).toBeVisible();
    await page.getByRole('link', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(nav).toBeHidden();

    // A link in the drawer navigates.
    await menu.click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Offers' }).click();
    await expect(page).toHaveURL(siteUrl('harbourside', '/special-offers'));
    expect(errors).toEqual([]);
  });

  test('without JavaScript the Menu link still opens the menus (in-page target) and Close shuts them', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('ridgeway-toyota', '/'));
    const nav = page.locator('#fc-nav');
    await expect(nav).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Special Offers' })).toBeVisible();
    await page.getByRole('link', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await context.close();
  });

  for (const slug of ALL_DEMO_TENANTS) {
    test(`${slug}: the bar fits a 390 px phone and a car page shows its title and photo on the first screen`, async ({
      page,
    }) => {
      const path = await firstCarPath(page, slug);
      await page.goto(siteUrl(slug, path));
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${slug} width`).toBeLessThanOrEqual(
        PHONE.width,
      );
      // One bar: brand, Saved and Menu (the menus used to take ~290 px of the 844).
      expect((await page.locator('header.fc-header').boundingBox())?.height, `${slug} header`).toBeLessThanOrEqual(72);
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      const photo = await page.locator('main img').first().boundingBox();
      expect(title, `${slug} title`).not.toBeNull();
      expect(photo, `${slug} photo`).not.toBeNull();
      // Both wholly on the first screen, the photo at least half as tall as it is wide.
      expect((title?.y ?? 0) + (title?.height ?? 0), `${slug} title on screen`).toBeLessThanOrEqual(PHONE.height);
      expect((photo?.y ?? 0) + (photo?.height ?? 0), `${slug} photo on screen`).toBeLessThanOrEqual(PHONE.height);
      expect(photo?.height ?? 0, `${slug} photo size`).toBeGreaterThan((photo?.width ?? 0) / 2);
      await expect(page.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
    });
  }
});

test('on a desktop the menus are inline: no Menu link, no Close link, the header buttons in the bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('harbourside', '/'));
  await expect(page.locator('#fc-nav')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Menu', exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Close menu' })).toBeHidden();
  await expect(page.locator('.fc-header__bar').getByRole('link', { name: 'Value My Car' })).toBeVisible();
});
