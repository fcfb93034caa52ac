/**
 * Meilisearch freshness: the edge's cron (scheduled handler) pushes D1's stock changes to Meilisearch
 * (edge/src/search/sync.ts), and the Meilisearch backend's search results follow. Meilisearch here is
 * infra/search/compat-server (as in search-api.test.ts); the cron runs through workerd's scheduled handler
 * (its waitUntil settles before `scheduled()` resolves). The same runs push the parts, offers and
 * categories tables (edge/src/search/sync-catalogue.ts), which the site's multi-search then answers from.
 */
import {
  CAPTCHA_TEST_TOKENS,
  isCarListed,
  MultiSearchResponseSchema,
  SearchResponseSchema,
} from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { type CompatServer, startCompatServer } from '@forecourt/infra/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const NOW = Date.now();
const CRON = '*/10 * * * *';
const TENANT = 'harbourside';
const harbour = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === TENANT)!;
const listed = harbour.cars.filter(
  (c) =>
    c.status === 'in_stock' &&
    isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: harbour.site.include_sold_cars_days }),
);
const [priced, sold, later] = listed;
const nowSeconds = Math.floor(NOW / 1000);
const liveOffers = harbour.offers.filter(
  (o) => o.starts_at_timestamp <= nowSeconds && o.expires_at_timestamp >= nowSeconds,
);
/** Another dealer's copy of every catalogue row: in D1 and Meilisearch, never in harbourside's results. */
const FOREIGN_DEALERSHIP = 990_001;
/** A sale long before any sold window: the car leaves the site's results. */
const SOLD_AT = Math.floor(NOW / 1000) - 400 * 86_400;

type SyncState = { watermark: number; full_needed: number; lease_token: string | null };

function helpers(p: () => Platform) {
  const cron = async () => (await (await p().mf.getWorker('edge')).scheduled({ cron: CRON })).outcome;
  const state = async () =>
    (await p()
      .db.prepare("SELECT watermark, full_needed, lease_token FROM search_sync_state WHERE index_uid = 'cars'")
      .first()) as SyncState;
  const outbox = async () =>
    ((await p().db.prepare('SELECT count(*) AS n FROM search_outbox').first()) as { n: number }).n;
  /** The site's search for one car, through the edge's search API (the Meilisearch backend here). */
  const searchCar = async (id: number) => {
    const res = await p().get(`${TENANT}.localhost`, '/api/search/indexes/cars/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: '', filter: `id = ${id}`, limit: 1 }),
    });
    expect(res.status).toBe(200);
    return SearchResponseSchema.parse(await res.json()).hits[0] as { price: number } | undefined;
  };
  const setPrice = (id: number, price: number) =>
    p()
      .db.prepare("UPDATE cars SET price = ?, doc = json_set(doc, '$.price', ?) WHERE id = ?")
      .bind(price, price, id)
      .run();
  const markSold = (id: number) =>
    p()
      .db.prepare(
        `UPDATE cars SET status = 'sold', sold_date_timestamp = ?1,
         doc = json_set(doc, '$.status', 'sold', '$.sold', json('true'), '$.sold_date_timestamp', ?1) WHERE id = ?2`,
      )
      .bind(SOLD_AT, id)
      .run();
  /** The site's parts, offers and categories through one multi-search (the Meilisearch backend here). */
  const searchCatalogue = async () => {
    const res = await p().get(`${TENANT}.localhost`, '/api/search/multi-search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        queries: ['parts', 'offers', 'categories'].map((indexUid) => ({ indexUid, q: '', limit: 300 })),
      }),
    });
    expect(res.status).toBe(200);
    const [parts, offers, categories] = MultiSearchResponseSchema.parse(await res.json()).results.map((r) =>
      (r.hits as { id: string; dealership_id: number }[]).map((h) => h.dealership_id),
    );
    return { parts: parts!, offers: offers!, categories: categories! };
  };
  return { cron, state, outbox, searchCar, setPrice, markSold, searchCatalogue };
}

describe('search sync: the cron keeps the Meilisearch backend fresh', () => {
  let server: CompatServer;
  let p: Platform;
  const { cron, state, outbox, searchCar, setPrice, markSold, searchCatalogue } = helpers(() => p);

  beforeAll(async () => {
    server = await startCompatServer();
    p = await startPlatform({
      tenants: [TENANT],
      now: NOW,
      vars: {
        MEILISEARCH_HOST: server.url,
        MEILISEARCH_SEARCH_KEY: server.keys.searchKey,
        MEILISEARCH_SEARCH_KEY_UID: server.keys.searchKeyUid,
        MEILISEARCH_ADMIN_KEY: server.keys.adminKey,
        SANDBOX_WEBHOOK_SECRET: 'whsec_search_sync_test',
      },
    });
    for (const table of ['parts', 'offers', 'categories'])
      await p.db
        .prepare(
          `INSERT INTO ${table} SELECT id || '-x', ?1, json_set(doc, '$.id', id || '-x', '$.dealership_id', ?1) FROM ${table}`,
        )
        .bind(FOREIGN_DEALERSHIP)
        .run();
  });
  afterAll(async () => {
    await p?.dispose();
    await server?.close();
  });

  it('the first run indexes the seeded stock (a full pass) and consumes the change log', async () => {
    expect(await state()).toMatchObject({ full_needed: 1, watermark: 0 });
    expect(server.store.indexes.get('cars')).toBeUndefined();
    expect(await cron()).toBe('ok');
    expect(server.store.indexes.get('cars')?.docs.size).toBe(harbour.cars.length);
    expect(await state()).toMatchObject({ full_needed: 0, lease_token: null });
    expect(await outbox()).toBe(0);
    expect(await searchCar(priced!.id)).toMatchObject({ price: priced!.price });
    expect(await searchCar(sold!.id)).toBeDefined();
  });

  it('the same run pushes parts, offers and categories: the site finds its own rows only, and a deletion follows', async () => {
    const own = new Set(harbour.dealerships.map((d) => d.id));
    expect(server.store.indexes.get('parts')?.docs.size).toBe(2 * harbour.parts.length);
    const found = await searchCatalogue();
    expect(found.parts).toHaveLength(harbour.parts.length);
    expect(found.offers).toHaveLength(liveOffers.length);
    expect(found.categories).toHaveLength(harbour.categories.length);
    expect([...found.parts, ...found.offers, ...found.categories].every((id) => own.has(id))).toBe(true);
    await p.db.prepare('DELETE FROM parts WHERE id = ?').bind(harbour.parts[0]!.id).run();
    expect(await cron()).toBe('ok');
    expect((await searchCatalogue()).parts).toHaveLength(harbour.parts.length - 1);
    expect(server.store.indexes.get('parts')?.docs.has(harbour.parts[0]!.id)).toBe(false);
  });

  it('a price change and a sale in D1 reach search results after the next run, and only those cars are sent', async () => {
    await setPrice(priced!.id, 12_345);
    await markSold(sold!.id);
    // until the cron runs, Meilisearch still answers the old stock
    expect(await searchCar(priced!.id)).toMatchObject({ price: priced!.price });
    const before = await state();
    const tasks = server.store.tasks.length;
    expect(await cron()).toBe('ok');
    expect(await searchCar(priced!.id)).toMatchObject({ price: 12_345 });
    expect(await searchCar(sold!.id)).toBeUndefined();
    const sent = server.store.tasks.slice(tasks);
    expect(
      sent.map((t) => [t.type, t.status, (t.details as { receivedDocuments?: number }).receivedDocuments]),
    ).toEqual([['documentAdditionOrUpdate', 'succeeded', 2]]);
    expect((await state()).watermark).toBe(before.watermark + 2);
    expect(await outbox()).toBe(0);
    // idempotent: a run with nothing new sends nothing
    expect(await cron()).toBe('ok');
    expect(server.store.tasks.length).toBe(tasks + 1);
  });

  it('a reservation reaches Meilisearch at once, not at the next run (issue 34)', async () => {
    const car = listed[3]!;
    const host = `${TENANT}.localhost`;
    const json = { 'content-type': 'application/json', 'cf-connecting-ip': '10.34.1.1' };
    const start = await p.get(host, '/api/checkout/holds', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        car_id: car.id,
        name: 'Sam Shopper',
        phone: '0412 345 678',
        email: 's34@example.com',
        captcha_token: CAPTCHA_TEST_TOKENS.pass,
      }),
    });
    expect(start.status).toBe(201);
    const hold = (await start.json()) as { hold_id: string; token: string };
    const paid = await p.get(host, `/api/checkout/holds/${hold.hold_id}/sandbox-payment`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${hold.token}` },
      body: JSON.stringify({ card_number: '4242424242424242', expiry: '12/39', cvc: '123' }),
    });
    expect(paid.status).toBe(200);
    // Meilisearch's own document (what a browser with a tenant token reads), with no cron run
    const indexed = () => server.store.indexes.get('cars')?.docs.get(String(car.id)) as { reserved?: boolean };
    for (let i = 0; i < 50 && indexed()?.reserved !== true; i++) await new Promise((r) => setTimeout(r, 100));
    expect(indexed()?.reserved).toBe(true);
    // the change stays in the log: the next run writes D1's row again
    expect(await cron()).toBe('ok');
    expect(indexed()?.reserved).toBe(true);
  });

  it('a stopped Meilisearch leaves the watermark and the change log; the next run catches up', async () => {
    await setPrice(later!.id, 23_456);
    const before = await state();
    const port = Number(new URL(server.url).port);
    const store = server.store;
    await server.close();
    expect(await cron()).toBe('exception');
    expect(await state()).toEqual(before);
    expect(await outbox()).toBe(1);
    server = await startCompatServer({ port, store }); // Meilisearch back, with its data
    expect(await searchCar(later!.id)).toMatchObject({ price: later!.price });
    expect(await cron()).toBe('ok');
    expect(await searchCar(later!.id)).toMatchObject({ price: 23_456 });
    expect((await state()).watermark).toBe(before.watermark + 1);
    expect(await outbox()).toBe(0);
  });
});

describe('search sync: the cron leaves search alone without an admin key', () => {
  let server: CompatServer;
  let p: Platform;
  const { cron, state, outbox, setPrice } = helpers(() => p);

  beforeAll(async () => {
    server = await startCompatServer();
    p = await startPlatform({
      tenants: [TENANT],
      now: NOW,
      vars: {
        MEILISEARCH_HOST: server.url,
        MEILISEARCH_SEARCH_KEY: server.keys.searchKey,
        MEILISEARCH_SEARCH_KEY_UID: server.keys.searchKeyUid,
      },
    });
  });
  afterAll(async () => {
    await p?.dispose();
    await server?.close();
  });

  it('MEILISEARCH_HOST without MEILISEARCH_ADMIN_KEY: no request to Meilisearch, D1 state untouched', async () => {
    await setPrice(priced!.id, 34_567);
    const before = await state();
    const logged = await outbox();
    expect(logged).toBe(harbour.cars.length + 1);
    expect(await cron()).toBe('ok');
    expect(server.store.tasks).toHaveLength(0);
    expect(server.store.indexes.size).toBe(0);
    expect(await state()).toEqual(before);
    expect(await outbox()).toBe(logged);
  });
});

describe('search sync: the embedded backend (no MEILISEARCH_HOST)', () => {
  let p: Platform;
  const { cron, state, outbox } = helpers(() => p);

  beforeAll(async () => {
    p = await startPlatform({ tenants: [TENANT], now: NOW });
  });
  afterAll(() => p?.dispose());

  it('the change log has no reader: the cron drops it and marks a full pass due', async () => {
    expect(await outbox()).toBe(harbour.cars.length);
    expect(await cron()).toBe('ok');
    expect(await outbox()).toBe(0);
    expect(await state()).toMatchObject({ full_needed: 1, watermark: 0 });
  });
});
