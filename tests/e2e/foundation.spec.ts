import { expect, test } from '@playwright/test';
import { ALL_DEMO_TENANTS, collectErrors, siteUrl, waitForHydration } from './helpers.js';

const TENANTS = ['harbourside', 'lakeside-auto', 'redline-motorcycles'] as const;

for (const slug of TENANTS) {
  test.describe(slug, () => {
    test('server HTML already holds the home page and the dealerships (JavaScript off)', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(siteUrl(slug, '/'));
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[data-fragment="content/HomePage"]')).toContainText('in stock');
      await expect(page.locator('header nav')).toBeVisible();
      await page.goto(siteUrl(slug, '/dealerships'));
      await expect(page.locator('.ct-location').first()).toBeVisible();
      await expect(page.locator('.ct-hours').first()).toContainText(/am - \d/);
      await context.close();
    });

    test('home page hydrates without console errors', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(siteUrl(slug, '/'));
      await waitForHydration(page);
      expect(errors).toEqual([]);
    });

    test('dealerships hydrate and the holiday-hours dialog opens', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(siteUrl(slug, '/dealerships'));
      await waitForHydration(page);
      const card = page
        .locator('.ct-location')
        .filter({ has: page.getByRole('button', { name: 'View Holiday Hours' }) })
        .first();
      const name = (await card.locator('h3').textContent())!.trim();
      await card.getByRole('button', { name: 'View Holiday Hours' }).click();
      const dialog = page.getByRole('dialog', { name: `Holiday Opening Hours: ${name}` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}

test('harbourside: the history timeline tabs work after hydration', async ({ page }) => {
  await page.goto(siteUrl('harbourside', '/'));
  await waitForHydration(page);
  const tab = page.getByRole('tab', { name: '1970s' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test('an unknown route on a dealer host is a 404 page in the dealer frame', async ({ page }) => {
  const res = await page.goto(siteUrl('harbourside', '/no-such-page'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('React, ReactDOM and jotai are single shared copies provided by the shell (one jotai store)', async ({ page }) => {
  await page.goto(siteUrl('harbourside', '/dealerships'));
  await waitForHydration(page);
  const shared = await page.evaluate(() => {
    type Version = { from: string; loaded?: boolean };
    const share = (
      globalThis as {
        __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> };
      }
    ).__FEDERATION__?.__SHARE__;
    const rows: { instance: string; pkg: string; versions: string[]; from: string[] }[] = [];
    for (const [instance, scopes] of Object.entries(share ?? {}))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs))
          rows.push({
            instance,
            pkg,
            versions: Object.keys(versions),
            from: Object.values(versions).map((v) => v.from),
          });
    return rows;
  });
  const remoteRows = shared.filter((r) => r.instance === 'content');
  expect(remoteRows.map((r) => r.pkg).sort()).toEqual(['jotai', 'react', 'react-dom', 'react/jsx-runtime']);
  for (const row of shared) {
    expect(row.versions).toHaveLength(1);
    expect(row.from).toEqual(['forecourt_shell']);
  }
});

// Every demo dealer (DESIGN.md's table): home and /dealerships render and hydrate with no errors.

test('every demo tenant: home and /dealerships hydrate without console errors', async ({ page }) => {
  const errors = collectErrors(page);
  for (const slug of ALL_DEMO_TENANTS) {
    for (const path of ['/', '/dealerships']) {
      const res = await page.goto(siteUrl(slug, path));
      expect(res?.status(), `${slug}${path}`).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  }
  expect(errors).toEqual([]);
});
