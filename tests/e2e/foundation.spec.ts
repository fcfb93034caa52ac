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
  const remoteCode: { url: string; body: string }[] = [];
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname.startsWith('/_remotes/') && res.url().endsWith('.js'))
      remoteCode.push({ url: res.url(), body: await res.text() });
  });
  await page.goto(siteUrl('harbourside', '/dealerships'));
  await waitForHydration(page);
  const found = await page.evaluate(async () => {
    const map = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}') as {
      imports?: Record<string, string>;
    };
    const urls = [...new Set(Object.values(map.imports ?? {}))];
    // The same module namespace object: every specifier reaches the one vendor module instance.
    const vendor = await import(urls[0]!);
    const same = await Promise.all(
      ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'jotai'].map(
        async (spec) => (await import(spec)) === vendor,
      ),
    );
    const fetched = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    return {
      specifiers: Object.keys(map.imports ?? {}).sort(),
      urls,
      same,
      vendorFetches: fetched.filter((p) => p === new URL(urls[0]!, location.href).pathname).length,
      pageModules: fetched.filter((p) => /^\/_remotes\/content\/[^/]+\/DealershipsPage\.js$/.test(p)).length,
    };
  });
  expect(found.specifiers).toEqual(['jotai', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
  expect(found.urls).toHaveLength(1);
  expect(found.urls[0]).toMatch(/^\/_shell\/assets\/vendor-/);
  expect(found.same).toEqual([true, true, true, true, true]);
  expect(found.vendorFetches).toBe(1);
  expect(found.pageModules).toBe(1);
  // The remote's own code carries no copy of React (its element marker): it imports it through the map.
  expect(remoteCode.length).toBeGreaterThan(0);
  for (const { url, body } of remoteCode) expect(body, url).not.toContain('react.transitional.element');
});

// Every demo dealer (DESIGN.md's table): home and /dealerships render and hydrate with no errors.

test.describe('every demo tenant: home and /dealerships hydrate without console errors', () => {
  for (const slug of ALL_DEMO_TENANTS) {
    test(slug, async ({ page }) => {
      const errors = collectErrors(page);
      for (const path of ['/', '/dealerships']) {
        const res = await page.goto(siteUrl(slug, path));
        expect(res?.status(), `${slug}${path}`).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('h1').first()).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }
});
