/**
 * A failing remote degrades only its fragment, and the fragment recovers with its real content: for every
 * built remote, its slot throws (then, in a second platform, outlasts the budget) on its first render;
 * the page still answers 200 with its head, header and footer, and the browser fetches the fragment
 * again from the edge and hydrates it. These pages run on their own platform (Miniflare on a real port,
 * flaky slots wrapping the test releases), not on the shared e2e server.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, buildArtifacts, releaseDir } from '../support/artifacts.js';
import { flakyRemote } from '../support/faulty-remotes.js';
import { type Platform, startPlatform } from '../support/platform.js';
import { collectErrors } from './helpers.js';

/** Each built remote: a page of it on harbourside, and what its real content shows. */
const REMOTE_PAGES = [
  { remote: 'content', binding: 'CONTENT_A', path: '/', shows: (page: Page) => page.getByText(/cars in stock/) },
  {
    remote: 'search',
    binding: 'SEARCH_A',
    path: '/search',
    shows: (page: Page) => page.getByText(/\d+ vehicles found/),
  },
  {
    remote: 'car-detail',
    binding: 'CAR_DETAIL_A',
    path: 'car',
    shows: (page: Page) => page.locator('[data-fragment="car-detail/CarPage"] h1'),
  },
  { remote: 'forms', binding: 'FORMS_A', path: '/contact', shows: (page: Page) => page.getByText(/Step 1 of/) },
] as const;

const FAULTS = [
  { fault: 'throws', script: flakyRemote(1), vars: {} },
  // The first render answers after 4 s, past the 1 s budget.
  { fault: 'times out', script: flakyRemote(1, 4000), vars: { FRAGMENT_BUDGET_MS: '1000' } },
] as const;

test.describe.configure({ mode: 'serial' });

for (const { fault, script, vars } of FAULTS) {
  test.describe(`a remote that ${fault} on its first render`, () => {
    let p: Platform;
    let carPath: string;
    test.beforeAll(async () => {
      if (!existsSync(join(ARTIFACTS, 'edge/index.js'))) buildArtifacts();
      p = await startPlatform({
        port: 0,
        tenants: ['harbourside'],
        vars: { HTML_CACHE: 'off', ...vars },
        slots: Object.fromEntries(REMOTE_PAGES.map((r) => [r.binding, { script, wraps: releaseDir(r.remote, 'a') }])),
      });
      const car = await p.db
        .prepare("SELECT slug FROM cars WHERE status = 'in_stock' AND show_on_dealer_website = 1 ORDER BY id LIMIT 1")
        .first<{ slug: string }>();
      carPath = `/cars/${car!.slug}`;
    });
    test.afterAll(async () => p?.dispose());

    for (const r of REMOTE_PAGES) {
      test(`${r.remote}: the page answers 200 with its frame, then the fragment shows its real content`, async ({
        page,
      }) => {
        const errors = collectErrors(page);
        const path = r.path === 'car' ? carPath : r.path;
        const res = await page.goto(`http://harbourside.localhost:${p.url.port}${path}`);
        expect(res?.status()).toBe(200);
        const html = await res!.text();
        expect(html).toContain('data-fallback=');
        expect(html).toContain('</footer>');
        await expect(page).toHaveTitle(/Harbourside Motor Group/);
        await expect(page.locator('header.fc-header')).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
        const fragment = page.locator(`[data-fragment^="${r.remote}/"]`);
        await expect(fragment).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
        await expect(r.shows(page).first()).toBeVisible();
        await expect(fragment.locator('.fc-fragment-error')).toHaveCount(0);
        // The failed first attempt is logged by the page as a failed request only if the retry failed too.
        expect(errors.filter((e) => !e.includes('/_fragment/'))).toEqual([]);
      });
    }
  });
}
