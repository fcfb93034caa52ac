/**
 * Issue 19: the dealer dashboard client and sync, end to end. The edge (real workerd) talks to the LOCAL
 * STAND-IN dashboard (infra/dashboard-standin: demo data over the SPEC §7 endpoints, Basic auth); the
 * cron (scheduled handler) and the signed webhook write D1 and KV, and the car page and search API show it.
 */
import { createHmac } from 'node:crypto';
import { type Car, isCarListed, SearchResponseSchema, SiteConfigSchema } from '@forecourt/contracts';
import { STAND_IN_KEY, type StandInDashboard, startStandInDashboard } from '@forecourt/infra/dashboard-standin';
import { iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const NOW = Date.now();
const CRON = '*/10 * * * *';
const SECRET = 'test-webhook-secret';
const TENANT = 'harbourside';
const OTHER = 'lakeside-auto';
const HOST = `${TENANT}.localhost`;
const tenants = [...iterateTenants({ now: NOW, validate: false })];
const harbour = tenants.find((t) => t.site.slug === TENANT)!;
const lakeside = tenants.find((t) => t.site.slug === OTHER)!;
const listed = harbour.cars.filter(
  (c) =>
    c.status === 'in_stock' &&
    isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: harbour.site.include_sold_cars_days }),
);
const [priced, removed, webhooked, bad, goneWhileBroken, sold] = listed as [Car, Car, Car, Car, Car, Car];

describe('dashboard sync (stand-in dashboard → D1/KV → car page and search)', () => {
  let dash: StandInDashboard;
  let p: Platform;
  let sent = 0;

  const cron = async () => (await (await p.mf.getWorker('edge')).scheduled({ cron: CRON })).outcome;
  /**
   * The embedded search index refreshes stale-while-revalidate (SEARCH_INDEX_TTL_MS 0 here): the query
   * that notices a change may still answer the old index, the next one the new.
   */
  const searchSettled = async (id: number, done: (hit: { price: number } | undefined) => boolean) => {
    let hit = await searchCar(id);
    for (let i = 0; i < 30 && !done(hit); i++) {
      await new Promise((r) => setTimeout(r, 100));
      hit = await searchCar(id);
    }
    return hit;
  };
  const searchPrice = (id: number, price: number) => searchSettled(id, (h) => h?.price === price);
  const searchGone = (id: number) => searchSettled(id, (h) => h === undefined);
  const searchCar = async (id: number) => {
    const res = await p.get(HOST, '/api/search/indexes/cars/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: '', filter: `id = ${id}`, limit: 1 }),
    });
    expect(res.status).toBe(200);
    return SearchResponseSchema.parse(await res.json()).hits[0] as { price: number } | undefined;
  };
  const row = (id: number) =>
    p.db.prepare('SELECT price, doc FROM cars WHERE id = ?').bind(id).first<{ price: number; doc: string }>();
  const state = () =>
    p.db
      .prepare('SELECT ok, report FROM dashboard_sync_state WHERE site_slug = ?')
      .bind(TENANT)
      .first<{ ok: number; report: string }>();
  const webhook = (body: string, init: { timestamp?: number; secret?: string; signature?: string } = {}) => {
    // every legitimate webhook is a new request: its own timestamp, so its own signature
    const ts = init.timestamp ?? Math.floor(Date.now() / 1000) - sent++;
    const signature =
      init.signature ??
      `v1=${createHmac('sha256', init.secret ?? SECRET)
        .update(`${ts}.${body}`)
        .digest('hex')}`;
    return p.get('platform.localhost', '/_dashboard/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-dashboard-timestamp': String(ts),
        'x-dashboard-signature': signature,
      },
      body,
    });
  };
  const carEvent = (event: string, slug: string, websiteId = harbour.site.id) =>
    JSON.stringify({ event, website_id: websiteId, slug });

  beforeAll(async () => {
    dash = await startStandInDashboard({ now: NOW, tenants: [TENANT, OTHER] });
    p = await startPlatform({
      tenants: [TENANT, OTHER],
      now: NOW,
      vars: {
        DASHBOARD_URL: dash.url,
        DASHBOARD_API_KEY: STAND_IN_KEY,
        DASHBOARD_WEBHOOK_SECRET: SECRET,
        DASHBOARD_TIMEOUT_MS: '5000',
        HTML_CACHE: 'off',
        SEARCH_INDEX_TTL_MS: '0',
      },
    });
    // harbourside syncs from the dashboard; lakeside-auto does not (its rows must never move)
    const raw = JSON.parse((await p.kv.get(`site:${TENANT}`))!);
    await p.kv.put(`site:${TENANT}`, JSON.stringify({ ...raw, dashboard_sync: true }));
  });
  afterAll(async () => {
    await p?.dispose();
    await dash?.close();
  });

  it('the cron reads the whole stock, the session data and the search pages with Basic auth', async () => {
    expect(await cron()).toBe('ok');
    const s = await state();
    expect(s?.ok).toBe(1);
    expect(JSON.parse(s!.report)).toMatchObject({
      session: expect.stringMatching(/updated|unchanged/),
      cars: { listed: harbour.cars.length, removed: 0, skipped: 0, failed: 0 },
    });
    const id = harbour.site.id;
    expect(dash.requests).toEqual(
      expect.arrayContaining([
        `/api/v1/websites/${id}/website_session_data.json`,
        `/websites/${id}/pages/search_slugs.json`,
        `/websites/${id}/search_page_templates.json`,
        `/websites/${id}/cars.json?page=1`,
        `/websites/${id}/cars.json?page=3`,
      ]),
    );
    // the other site is not asked for
    expect(dash.requests.some((r) => r.includes(`/websites/${lakeside.site.id}/`))).toBe(false);
    const cached = JSON.parse((await p.kv.get(`dashboard:search_slugs:${TENANT}`))!);
    expect(cached.value).toEqual(dash.store.website(TENANT).searchSlugs);
  });

  it('a price change in the dashboard shows on the car page and in search after the next cron', async () => {
    dash.store.updateCar(TENANT, priced.slug, { price: 12_345 });
    expect(await searchCar(priced.id)).toMatchObject({ price: priced.price });
    expect(await cron()).toBe('ok');
    expect(await searchPrice(priced.id, 12_345)).toMatchObject({ price: 12_345 });
    const page = await p.get(HOST, `/cars/${priced.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('$12,345');
  });

  it('a car that leaves the dashboard leaves search and its page within one sync', async () => {
    expect(await searchCar(removed.id)).toBeDefined();
    dash.store.removeCar(TENANT, removed.slug);
    expect(await cron()).toBe('ok');
    expect(await searchGone(removed.id)).toBeUndefined();
    expect(await row(removed.id)).toBeNull();
    expect((await p.get(HOST, `/cars/${removed.slug}`)).status).toBe(404);
  });

  it('a bad answer never replaces good data: a refused car keeps its row, a broken list removes nothing, bad session data leaves the config', async () => {
    const before = await row(bad.id);
    const config = await p.kv.get(`site:${TENANT}`);
    dash.store.updateCar(TENANT, bad.slug, { price: -5 }); // fails CarSchema
    dash.store.removeCar(TENANT, goneWhileBroken.slug);
    dash.store.website(TENANT).session.navigation = { header: [], footer: [], header_buttons: [] };
    dash.faults.failing.push(`/websites/${harbour.site.id}/cars.json?page=2`);
    dash.faults.garbage.push(`/api/v1/websites/${harbour.site.id}/website_session_data.json`);
    const asked = dash.requests.length;
    expect(await cron()).toBe('ok');
    const s = await state();
    expect(s?.ok).toBe(0);
    expect(JSON.parse(s!.report)).toMatchObject({ session: 'failed', cars: { removed: 0 } });
    expect(await row(bad.id)).toEqual(before);
    expect(await row(goneWhileBroken.id)).not.toBeNull();
    expect(await p.kv.get(`site:${TENANT}`)).toBe(config);
    // a failing call is tried 1 + 2 times (SPEC §7 "up to 2 retries")
    expect(dash.requests.slice(asked).filter((r) => r.endsWith('cars.json?page=2'))).toHaveLength(3);
    // back to normal: the next pass removes the car that left, the refused car still keeps its row
    dash.faults.failing.length = 0;
    dash.faults.garbage.length = 0;
    expect(await cron()).toBe('ok');
    expect(await row(goneWhileBroken.id)).toBeNull();
    expect(await row(bad.id)).toEqual(before);
    expect(JSON.parse((await state())!.report)).toMatchObject({ session: 'updated', cars: { skipped: 1 } });
    await p.afterKvChange();
    const site = SiteConfigSchema.parse(JSON.parse((await p.kv.get(`site:${TENANT}`))!));
    expect(site.navigation.header).toEqual([]);
  });

  it("a dashboard car naming another dealer's dealership never touches that dealer's rows", async () => {
    const theirs = lakeside.cars[0]!;
    dash.store.addCar(TENANT, { ...theirs, slug: `${theirs.slug}-hijack`, price: 1 });
    expect(await cron()).toBe('ok');
    expect(await row(theirs.id)).toMatchObject({ price: theirs.price });
    expect(JSON.parse((await state())!.report).cars.skipped).toBe(2);
    dash.store.removeCar(TENANT, `${theirs.slug}-hijack`);
  });

  it('the signed webhook applies a price change, a sale, a new car, new settings and a removal at once (no cron)', async () => {
    dash.store.updateCar(TENANT, webhooked.slug, { price: 23_456 });
    let res = await webhook(carEvent('car.updated', webhooked.slug));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ result: 'written' });
    expect(await searchPrice(webhooked.id, 23_456)).toMatchObject({ price: 23_456 });

    const soldAt = Math.floor(NOW / 1000) - 400 * 86_400; // long before any sold window
    dash.store.updateCar(TENANT, sold.slug, { status: 'sold', sold: true, sold_date_timestamp: soldAt });
    expect((await webhook(carEvent('car.sold', sold.slug))).status).toBe(202);
    expect(await searchGone(sold.id)).toBeUndefined();

    const fresh: Car = { ...webhooked, id: 990_001, slug: `${webhooked.slug}-new`, stocknum: 'NEW001', price: 31_000 };
    dash.store.addCar(TENANT, fresh);
    res = await webhook(carEvent('car.created', fresh.slug));
    expect(await res.json()).toEqual({ result: 'written' });
    expect(await searchPrice(fresh.id, 31_000)).toMatchObject({ price: 31_000 });

    // new settings: the session data is read back into the site's config at once
    const header = [{ name: 'Stock', url: '/search' }];
    dash.store.website(TENANT).session.navigation = { header, footer: [], header_buttons: [] };
    res = await webhook(JSON.stringify({ event: 'site.updated', website_id: harbour.site.id }));
    expect(await res.json()).toEqual({ result: 'updated' });
    expect(SiteConfigSchema.parse(JSON.parse((await p.kv.get(`site:${TENANT}`))!)).navigation.header).toEqual(header);

    dash.store.removeCar(TENANT, fresh.slug); // the dashboard now answers { status: '404' }
    res = await webhook(carEvent('car.removed', fresh.slug));
    expect(await res.json()).toEqual({ result: 'removed' });
    expect(await searchGone(fresh.id)).toBeUndefined();
  });

  it("the stock summary follows the stock: a new make is in the site's config after the cron, and leaves it with its removal by webhook", async () => {
    const summary = async () => SiteConfigSchema.parse(JSON.parse((await p.kv.get(`site:${TENANT}`))!)).stock_summary;
    const ids = harbour.site.dealerships.map((d) => d.id).join(', ');
    const forSale = async () =>
      (
        await p.db
          .prepare(
            `SELECT COUNT(*) AS n FROM cars WHERE dealership_id IN (${ids}) AND status <> 'sold' AND show_on_dealer_website = 1`,
          )
          .first<{ n: number }>()
      )?.n;
    expect((await summary()).makes.some((m) => m.name === 'Polestar')).toBe(false);
    const polestar: Car = {
      ...webhooked,
      id: 990_002,
      slug: `${webhooked.slug}-ps`,
      stocknum: 'PS002',
      make: 'Polestar',
      model: 'Polestar 2',
    };
    dash.store.addCar(TENANT, polestar);
    expect(await cron()).toBe('ok');
    expect(JSON.parse((await state())!.report).stock_summary).toBe('updated');
    const after = await summary();
    expect(after.makes).toContainEqual({ name: 'Polestar', count: 1 });
    expect(after.models).toContainEqual({ make: 'Polestar', name: 'Polestar 2', count: 1 });
    expect(after.count).toBe(await forSale());

    dash.store.removeCar(TENANT, polestar.slug);
    expect(await (await webhook(carEvent('car.removed', polestar.slug))).json()).toEqual({ result: 'removed' });
    const gone = await summary();
    expect(gone.makes.some((m) => m.name === 'Polestar')).toBe(false);
    expect(gone.count).toBe(await forSale());
  });

  it('the webhook refuses a bad signature, a stale timestamp, a replay, a bad body and another website — changing nothing', async () => {
    dash.store.updateCar(TENANT, webhooked.slug, { price: 34_567 });
    const body = carEvent('car.updated', webhooked.slug);
    expect((await webhook(body, { secret: 'wrong-secret' })).status).toBe(401);
    expect((await webhook(body, { signature: 'v1=zz' })).status).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 3600;
    const stale = await webhook(body, { timestamp: old });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: 'stale_timestamp' });
    expect(await row(webhooked.id)).toMatchObject({ price: 23_456 });

    const ts = Math.floor(Date.now() / 1000) + 1;
    expect((await webhook(body, { timestamp: ts })).status).toBe(202);
    const replay = await webhook(body, { timestamp: ts });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ code: 'replayed' });

    const unknownField = JSON.stringify({
      event: 'car.updated',
      website_id: harbour.site.id,
      slug: webhooked.slug,
      price: 1,
    });
    expect((await webhook(unknownField)).status).toBe(400);
    expect((await webhook(carEvent('car.updated', '../../etc'))).status).toBe(400);
    expect((await webhook(JSON.stringify({ a: { b: { c: { d: { e: 1 } } } } }))).status).toBe(400);
    expect((await webhook('x'.repeat(10_000))).status).toBe(413);
    // lakeside-auto does not sync from the dashboard: its website id names no syncing site
    expect((await webhook(carEvent('car.updated', lakeside.cars[0]!.slug, lakeside.site.id))).status).toBe(404);
    expect(await row(lakeside.cars[0]!.id)).toMatchObject({ price: lakeside.cars[0]!.price });
  });

  it('a dashboard that cannot be read back answers 502 and changes nothing; the same webhook may then be retried', async () => {
    dash.store.updateCar(TENANT, webhooked.slug, { price: 45_678 });
    const ts = Math.floor(Date.now() / 1000) + 2;
    const body = carEvent('car.updated', webhooked.slug);
    dash.faults.failing.push(`/websites/${harbour.site.id}/cars/${webhooked.slug}.json`);
    expect((await webhook(body, { timestamp: ts })).status).toBe(502);
    expect(await row(webhooked.id)).toMatchObject({ price: 34_567 });
    dash.faults.failing.length = 0;
    expect((await webhook(body, { timestamp: ts })).status).toBe(202);
    expect(await row(webhooked.id)).toMatchObject({ price: 45_678 });
  });
});
