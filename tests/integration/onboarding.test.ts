/**
 * Issues 19 and 33: a new dealer onboarded without code. Its config starts as `pnpm ops sites init`'s
 * file and goes in through the planning behind `pnpm ops sites add|update` (derived fields computed,
 * stock summary counted from D1, checked with the site schema, host names mapped); its stock through
 * the importer behind `pnpm ops stock import`. The platform then serves its home, search and car pages;
 * a config reusing another dealer's ids is refused; a host dropped from the config stops serving, and
 * its Cloudflare custom hostname is deleted (against the local custom_hostnames stand-in).
 */
import type { Car, SiteConfig } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import {
  customHostnamesClient,
  dealerDomains,
  planSiteWrite,
  type SiteStore,
  type SiteWritePlan,
  siteTemplate,
  storedStockSummary,
  usedIdsIn,
} from '@forecourt/infra/sites';
import { importStock } from '@forecourt/infra/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCustomHostnamesStandIn } from '../support/cloudflare-custom-hostnames-stand-in.js';
import { type Platform, startPlatform } from '../support/platform.js';
import { feedCsv, feedRow } from '../support/stock-feed.js';

const NOW = Date.now();
const SLUG = 'bayview-motors';
const HOST = `${SLUG}.localhost`;
const DOMAIN = 'www.bayview-motors.com.au';
const lakeside = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === 'lakeside-auto')!;
const stock = lakeside.cars.filter((c) => c.status === 'in_stock' && c.show_on_dealer_website).slice(0, 6) as Car[];
const E2E_PORT = Number(process.env.E2E_PORT ?? 8823);

describe('onboarding a dealer from `sites init`', () => {
  let p: Platform;
  let standIn: Awaited<ReturnType<typeof startCustomHostnamesStandIn>>;
  /** Miniflare's SITES namespace as the store the CLI's wrangler KV is. */
  let store: SiteStore;
  const plan = (mode: 'add' | 'update', text: string) =>
    planSiteWrite(mode, text, store, {
      stockSummary: (ids) => storedStockSummary(p.db, ids),
      usedIds: () => usedIdsIn(p.db),
    });
  const apply = async (planned: SiteWritePlan) => {
    for (const [key, value] of Object.entries(planned.puts)) await p.kv.put(key, value);
    for (const key of planned.deletes) await p.kv.delete(key);
    await p.afterKvChange();
  };
  beforeAll(async () => {
    [p, standIn] = await Promise.all([
      startPlatform({ tenants: ['lakeside-auto'], now: NOW, vars: { HTML_CACHE: 'off', SEARCH_INDEX_TTL_MS: '0' } }),
      startCustomHostnamesStandIn({ port: E2E_PORT + 1000, zoneId: 'zone-stand-in', token: 'cf-stand-in-token' }),
    ]);
    store = {
      list: async (prefix) => (await p.kv.list({ prefix })).keys.map((k) => k.name),
      getMany: async (keys) => Object.fromEntries(await Promise.all(keys.map(async (k) => [k, await p.kv.get(k)]))),
    };
  });
  afterAll(async () => {
    await Promise.all([p?.dispose(), standIn?.close()]);
  });

  it('serves home, search and car pages with no hand-written derived field; update keeps the stock summary', async () => {
    expect((await p.get(HOST, '/')).status).toBe(404); // unknown host before
    const text = siteTemplate(SLUG, 'single');
    await apply(await plan('add', text));
    const site = JSON.parse((await p.kv.get(`site:${SLUG}`))!) as SiteConfig;
    const location = site.locations[0]!;
    expect([site.id, site.dealerships[0]!.id, location.id]).toEqual([10, 903, 9004]); // next free after lakeside-auto

    const feed = feedCsv(
      stock.map((c, i) => feedRow(c, { stocknum: `BAY${100 + i}`, vin: '', location: location.slug })),
    );
    const report = await importStock(p.db, site, { name: 'bayview.csv', text: feed }, { full: true, now: NOW });
    expect(report).toMatchObject({ created: stock.length, errors: [], writeErrors: [] });
    // `sites update` with the unchanged file counts the stock from D1: it never resets it to 0.
    await apply(await plan('update', text));
    const updated = JSON.parse((await p.kv.get(`site:${SLUG}`))!) as SiteConfig;
    expect(updated.stock_summary.count).toBe(stock.length);

    const home = await p.get(HOST, '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Bayview Motors');
    const slugs = (
      await p.db
        .prepare('SELECT slug FROM cars WHERE dealership_id = ?')
        .bind(site.dealerships[0]!.id)
        .all<{ slug: string }>()
    ).results.map((r) => r.slug);
    expect(slugs).toHaveLength(stock.length);
    let html = await (await p.get(HOST, '/search')).text();
    for (let i = 0; i < 30 && !html.includes(slugs[0]!); i++) {
      await new Promise((r) => setTimeout(r, 100));
      html = await (await p.get(HOST, '/search')).text();
    }
    expect(html).toContain(slugs[0]!);
    const car = await p.get(HOST, `/cars/${slugs[0]}`);
    expect(car.status).toBe(200);
    expect(await car.text()).toContain('Parramatta'); // the location derived from the template's address
    expect((await p.get('lakeside-auto.localhost', '/')).status).toBe(200); // the existing dealer is untouched
  });

  it('refuses a config reusing another site’s ids and changes nothing', async () => {
    const copy = { ...lakeside.site, slug: 'copycat', hosts: ['copycat.localhost'] };
    await expect(plan('add', JSON.stringify(copy))).rejects.toThrow(/site id 9 is already used by lakeside-auto/);
    expect(await p.kv.get('site:copycat')).toBeNull();
  });

  it('a host dropped from the config stops serving and its custom hostname is deleted', async () => {
    const client = () =>
      customHostnamesClient({ zoneId: 'zone-stand-in', token: 'cf-stand-in-token', baseUrl: standIn.baseUrl });
    const text = siteTemplate(SLUG, 'single');
    const added = await dealerDomains({ hosts: { now: [HOST, DOMAIN], dropped: [] } }, client, false);
    expect(added).toEqual([`  + custom hostname ${DOMAIN} (pending, certificate pending_validation)`]);
    expect((await p.get(DOMAIN, '/')).status).toBe(200);

    const dropped = await plan('update', text.replace(`, "${DOMAIN}"`, ''));
    expect(dropped.diff).toContain(`- host:${DOMAIN} (stops serving)`);
    await apply(dropped);
    expect(await dealerDomains(dropped, client, false)).toEqual([`  - custom hostname ${DOMAIN} deleted`]);
    expect(standIn.names()).toEqual([]);
    expect((await p.get(DOMAIN, '/')).status).toBe(404);
    expect((await p.get(HOST, '/')).status).toBe(200);
    // a local run (no --env) leaves Cloudflare alone and says so
    expect(await dealerDomains(dropped, null, false)).toEqual([
      `  dealer domains (-${DOMAIN}): skipped on a local run; Cloudflare custom hostnames need --env`,
    ]);
  });
});
