/**
 * A failing remote degrades only its fragment, and the fragment recovers with its real content: for every
 * remote of contracts REMOTE_NAMES (on its first page-plan route the site offers), its slot throws (then, in a second platform, outlasts the budget) on its first render;
 * the page still answers 200 with its head, header and footer, and the browser fetches the fragment
 * again from the edge and hydrates it. These pages run on their own platform (Miniflare on a real port,
 * flaky slots wrapping the test releases), not on the shared e2e server.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES, type RemoteName, SiteConfigSchema, slotBindingName } from '@forecourt/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { ARTIFACTS, buildArtifacts, ROOT, releaseDir } from '../support/artifacts.js';
import { flakyRemote } from '../support/faulty-remotes.js';
import { type Platform, startPlatform } from '../support/platform.js';
import { collectErrors } from './helpers.js';

/** Every remote of REMOTE_NAMES, by its slot a binding: each one's page is found in the page plan. */
const REMOTES = REMOTE_NAMES.map((remote) => ({ remote, binding: slotBindingName(remote, 'a') }));

/** What some remotes' real content shows, beyond the generic check (hydrated, text, no fallback). */
const SHOWS: Partial<Record<RemoteName, (page: Page) => Locator>> = {
  content: (page) => page.getByText(/cars in stock/),
  search: (page) => page.getByText(/\d+ vehicles found/),
  'car-detail': (page) => page.locator('[data-fragment="car-detail/CarPage"] h1'),
  forms: (page) => page.getByText(/Step 1 of/),
};

type Plan = {
  pattern: string;
  fragments: { remote: string }[];
  when?: (site: never, path: string, query: URLSearchParams) => boolean;
};

/**
 * A page of each remote on this site: the first route of the edge's page plan (loaded with tsx, so the
 * edge's Workers types stay out of this package) that the remote renders and the site offers, with
 * `:slug` a car of the site's stock. A remote with no route yet has none.
 */
async function remotePages(site: unknown, carSlug: string): Promise<Partial<Record<string, string>>> {
  const mod = await tsImport(pathToFileURL(join(ROOT, 'edge/src/routes/page-plan.ts')).href, import.meta.url);
  const plans = ((mod as { PAGE_PLANS?: Plan[]; default?: { PAGE_PLANS: Plan[] } }).PAGE_PLANS ??
    (mod as { default: { PAGE_PLANS: Plan[] } }).default.PAGE_PLANS) as Plan[];
  const config = SiteConfigSchema.parse(site);
  const pages: Partial<Record<string, string>> = {};
  for (const plan of plans) {
    const remote = plan.fragments[0]?.remote;
    if (!remote || pages[remote]) continue;
    const path = plan.pattern
      .replace('{vehicles}', config.vehicle_base_path)
      .replace('{garage}', config.garage_path)
      .replace(':slug', carSlug);
    if (/[:*]/.test(path) || plan.when?.(config as never, path, new URLSearchParams()) === false) continue;
    pages[remote] = path;
  }
  return pages;
}

const FAULTS = [
  { fault: 'throws', script: flakyRemote(1), vars: {} },
  // The first render answers after 4 s, past the 1 s budget.
  { fault: 'times out', script: flakyRemote(1, 4000), vars: { FRAGMENT_BUDGET_MS: '1000' } },
] as const;

test.describe.configure({ mode: 'serial' });

for (const { fault, script, vars } of FAULTS) {
  test.describe(`a remote that ${fault} on its first render`, () => {
    let p: Platform;
    let pages: Partial<Record<string, string>> = {};
    test.beforeAll(async () => {
      if (!existsSync(join(ARTIFACTS, 'edge/index.js'))) await buildArtifacts();
      p = await startPlatform({
        port: 0,
        tenants: ['harbourside'],
        vars: { HTML_CACHE: 'off', ...vars },
        slots: Object.fromEntries(REMOTES.map((r) => [r.binding, { script, wraps: releaseDir(r.remote, 'a') }])),
      });
      const car = await p.db
        .prepare("SELECT slug FROM cars WHERE status = 'in_stock' AND show_on_dealer_website = 1 ORDER BY id LIMIT 1")
        .first<{ slug: string }>();
      pages = await remotePages(JSON.parse((await p.kv.get('site:harbourside'))!), car!.slug);
    });
    test.afterAll(async () => p?.dispose());

    for (const r of REMOTES) {
      test(`${r.remote}: the page answers 200 with its frame, then the fragment shows its real content`, async ({
        page,
      }) => {
        const path = pages[r.remote];
        // Every remote renders some page of harbourside's plan: one that stops doing so fails here.
        expect(path, `${r.remote} renders no page of harbourside's page plan`).toBeTruthy();
        const errors = collectErrors(page);
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
        await expect(fragment).not.toHaveText('');
        const shows = SHOWS[r.remote];
        if (shows) await expect(shows(page).first()).toBeVisible();
        await expect(fragment.locator('.fc-fragment-error')).toHaveCount(0);
        // The failed first attempt is logged by the page as a failed request only if the retry failed too.
        expect(errors.filter((e) => !e.includes('/_fragment/'))).toEqual([]);
      });
    }
  });
}
