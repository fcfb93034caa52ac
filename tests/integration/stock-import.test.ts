/**
 * Issue 19: a stock feed imported with the ops importer (infra/stock, the code behind
 * `pnpm ops stock import`) into the platform's D1 reaches the site: updated prices and new cars show in
 * search and on car pages, cars missing from a full feed become sold (and follow the sold window), bad
 * rows are reported and skipped, photo URLs are queued, and another dealer's cars never move.
 */
import { type Car, SearchResponseSchema, type SiteConfig, SiteConfigSchema } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { importStock } from '@forecourt/infra/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';
import { feedCsv, feedRow } from '../support/stock-feed.js';

const NOW = Date.now();
const TENANT = 'lakeside-auto';
const OTHER = 'tasman-motors';
const HOST = `${TENANT}.localhost`;
const tenants = [...iterateTenants({ now: NOW, validate: false })];
const lakeside = tenants.find((t) => t.site.slug === TENANT)!;
const tasman = tenants.find((t) => t.site.slug === OTHER)!;
const available = lakeside.cars.filter((c) => c.status === 'in_stock' && c.show_on_dealer_website);
const [repriced, dropped, ...rest] = available as [Car, Car, ...Car[]];

describe('stock feed import (lakeside-auto)', () => {
  let p: Platform;
  let site: SiteConfig;
  const search = async (filter: string) => {
    const res = await p.get(HOST, '/api/search/indexes/cars/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: '', filter, limit: 5 }),
    });
    expect(res.status).toBe(200);
    return SearchResponseSchema.parse(await res.json()).hits as {
      id: number;
      price: number;
      status: string;
      slug: string;
    }[];
  };
  /** The embedded index refreshes stale-while-revalidate (TTL 0 here): ask until it shows the import. */
  const settled = async (filter: string, done: (hits: Awaited<ReturnType<typeof search>>) => boolean) => {
    let hits = await search(filter);
    for (let i = 0; i < 30 && !done(hits); i++) {
      await new Promise((r) => setTimeout(r, 100));
      hits = await search(filter);
    }
    return hits;
  };

  beforeAll(async () => {
    p = await startPlatform({
      tenants: [TENANT, OTHER],
      now: NOW,
      vars: { HTML_CACHE: 'off', SEARCH_INDEX_TTL_MS: '0' },
    });
    site = SiteConfigSchema.parse(JSON.parse((await p.kv.get(`site:${TENANT}`))!));
  });
  afterAll(async () => {
    await p?.dispose();
  });

  it('a full CSV feed updates prices, adds cars, marks the missing sold and reports bad rows by line', async () => {
    const csv = feedCsv([
      feedRow(repriced, { price: 12_345, images: 'https://images.example/a.jpg|https://images.example/b.jpg' }),
      ...rest.map((c) => feedRow(c)),
      feedRow(repriced, { stocknum: 'FEED-NEW-1', vin: '', price: 27_500, images: '' }),
      feedRow(repriced, { stocknum: 'FEED-BAD-1', vin: '', price: 'twelve' }),
      // a car of another dealer (tasman-motors): a location this site does not have
      feedRow(tasman.cars[0]!, { stocknum: 'FEED-BAD-2', vin: '' }),
    ]);
    const report = await importStock(p.db, site, { name: 'feed.csv', text: csv }, { full: true, now: NOW });
    expect(report).toMatchObject({
      created: 1,
      sold: 1 + lakeside.cars.filter((c) => c.status !== 'sold' && !available.includes(c)).length,
    });
    expect(report.errors.map((e) => e.line)).toEqual([rest.length + 4, rest.length + 5]);
    // The recounted summary the command stores in the site's config: the cars now for sale, the new one in.
    const forSale = await p.db
      .prepare(
        `SELECT make, COUNT(*) AS n FROM cars WHERE dealership_id IN (${site.dealerships.map((d) => d.id).join(', ')})
         AND status <> 'sold' AND show_on_dealer_website = 1 GROUP BY make`,
      )
      .all<{ make: string; n: number }>();
    expect(report.stockSummary?.count).toBe(forSale.results.reduce((n, r) => n + r.n, 0));
    expect(report.stockSummary?.count).toBe(rest.length + 2);
    expect(report.stockSummary?.makes).toEqual(
      expect.arrayContaining(forSale.results.map((r) => ({ name: r.make, count: r.n }))),
    );
    expect(report.errors[0]?.reason).toMatch(/price/);
    expect(report.errors[1]?.reason).toMatch(/location/);
    // A photo is queued once per car (UNIQUE (car_id, url)): demo galleries repeat a car's two views.
    expect(report.photosQueued).toBe(2 + rest.reduce((n, c) => n + new Set(c.images.map((i) => i.image.url)).size, 0));

    expect((await settled(`id = ${repriced.id}`, (h) => h[0]?.price === 12_345))[0]).toMatchObject({ price: 12_345 });
    const fresh = await settled('stocknum = "FEED-NEW-1"', (h) => h.length === 1);
    expect(fresh).toHaveLength(1);
    expect((await p.get(HOST, `/cars/${fresh[0]!.slug}`)).status).toBe(200);
    // sold now: listed as sold through the sold window (SPEC §4), with sold_date_timestamp set
    const sold = await settled(`id = ${dropped.id}`, (h) => h[0]?.status === 'sold');
    expect(sold[0]).toMatchObject({ status: 'sold', sold_date_timestamp: Math.floor(NOW / 1000) });
    expect(
      (
        await p.db
          .prepare('SELECT count(*) AS n FROM stock_photo_queue WHERE car_id = ?')
          .bind(repriced.id)
          .first<{ n: number }>()
      )?.n,
    ).toBe(2);
    // the other dealer's stock is untouched
    const theirs = await p.db
      .prepare('SELECT price FROM cars WHERE id = ?')
      .bind(tasman.cars[0]!.id)
      .first<{ price: number }>();
    expect(theirs?.price).toBe(tasman.cars[0]!.price);
  });

  it('importing the same feed again changes nothing and queues no photo twice (JSON too)', async () => {
    const csv = feedCsv([
      feedRow(repriced, { price: 12_345, images: 'https://images.example/a.jpg|https://images.example/b.jpg' }),
    ]);
    const again = await importStock(p.db, site, { name: 'feed.csv', text: csv }, { full: false, now: NOW });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1, sold: 0, photosQueued: 0, errors: [] });
    const json = JSON.stringify([
      {
        stocknum: repriced.stocknum,
        make: repriced.make,
        model: repriced.model,
        year: repriced.year,
        km: repriced.km,
        price: 11_111,
        car_type: repriced.car_type,
      },
    ]);
    const dry = await importStock(
      p.db,
      site,
      { name: 'feed.json', text: json },
      { full: false, dryRun: true, now: NOW },
    );
    expect(dry).toMatchObject({ updated: 1 });
    expect(
      (await p.db.prepare('SELECT price FROM cars WHERE id = ?').bind(repriced.id).first<{ price: number }>())?.price,
    ).toBe(12_345);
    const wet = await importStock(p.db, site, { name: 'feed.json', text: json }, { full: false, now: NOW });
    expect(wet).toMatchObject({ updated: 1 });
    expect((await settled(`id = ${repriced.id}`, (h) => h[0]?.price === 11_111))[0]).toMatchObject({ price: 11_111 });
  });
});
