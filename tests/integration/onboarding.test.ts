/**
 * Issue 19: a new dealer onboarded without code. Its config goes in through the onboarding code behind
 * `pnpm ops sites add` (checked with the site schema, host names mapped) and its stock through the stock
 * feed importer behind `pnpm ops stock import`; the platform then serves its home, search and car pages.
 */
import type { Car, SiteConfig } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { parseSiteConfigText, planSiteWrite } from '@forecourt/infra/onboarding';
import { importStock } from '@forecourt/infra/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterKvChange, type Platform, startPlatform } from '../support/platform.js';
import { feedCsv, feedRow } from '../support/stock-feed.js';

const NOW = Date.now();
const SLUG = 'bayview-motors';
const HOST = `${SLUG}.localhost`;
const lakeside = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === 'lakeside-auto')!;
const base = lakeside.site as SiteConfig;
const dealership = { ...base.dealerships[0]!, id: 9101, slug: 'bayview-motors-main', name: 'Bayview Motors' };
const locations = base.locations
  .filter((l) => l.dealership_id === base.dealerships[0]!.id)
  .map((l, i) => ({
    ...l,
    id: 9201 + i,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    slug: `bayview-${l.slug}`,
    name: `Bayview ${l.name}`,
  }));
/** A dealer no code knows: its own website id, dealership, locations and host. */
const config = {
  ...base,
  id: 9001,
  slug: SLUG,
  name: 'Bayview Motors',
  url: 'https://www.bayview-motors.example',
  domain_name: 'www.bayview-motors.example',
  hosts: [HOST],
  dealership_id: dealership.id,
  dealerships: [dealership],
  dealership_websites: [],
  locations,
  special_hours: [],
  search_filters: `dealership_id IN [${dealership.id}]`,
};
const stock = lakeside.cars.filter((c) => c.status === 'in_stock' && c.show_on_dealer_website).slice(0, 6) as Car[];

describe('onboarding a dealer without code', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startPlatform({
      tenants: ['lakeside-auto'],
      now: NOW,
      vars: { HTML_CACHE: 'off', SEARCH_INDEX_TTL_MS: '0' },
    });
  });
  afterAll(async () => {
    await p?.dispose();
  });

  it('a config added like `pnpm ops sites add` and a feed imported like `pnpm ops stock import` serve home, search and car pages', async () => {
    expect((await p.get(HOST, '/')).status).toBe(404); // unknown host before
    const parsed = parseSiteConfigText(JSON.stringify(config));
    const plan = planSiteWrite('add', parsed, {
      stored: await p.kv.get(`site:${SLUG}`),
      hostOwners: { [HOST]: await p.kv.get(`host:${HOST}`) },
    });
    for (const [key, value] of Object.entries(plan.entries)) await p.kv.put(key, value);
    await afterKvChange();

    const feed = feedCsv(
      stock.map((c, i) => feedRow(c, { stocknum: `BAY${100 + i}`, vin: '', location: locations[0]!.slug })),
    );
    const report = await importStock(
      p.db,
      parsed.raw as SiteConfig,
      { name: 'bayview.csv', text: feed },
      { full: true, now: NOW },
    );
    expect(report).toMatchObject({ created: stock.length, errors: [], writeErrors: [] });

    const home = await p.get(HOST, '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Bayview Motors');
    const search = await p.get(HOST, '/search');
    expect(search.status).toBe(200);
    const slugs = (
      await p.db.prepare('SELECT slug FROM cars WHERE dealership_id = ?').bind(dealership.id).all<{ slug: string }>()
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
    expect(await car.text()).toContain('Bayview');
    // the existing dealer is untouched
    expect((await p.get('lakeside-auto.localhost', '/')).status).toBe(200);
  });
});
