import type { SiteConfig } from '@forecourt/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migratedD1 } from '../../test-support/d1.js';
import type { EngineResult } from './engine.js';
import { overlayAnswer, resetLiveAvailability, siteAvailability, sweepStockChanges } from './live-availability.js';

const site = { slug: 'demo', dealerships: [{ id: 1, name: 'Demo Motors' }] } as unknown as SiteConfig;
let db: D1Database;
let dispose: () => Promise<void>;

const insertCar = (id: number, dealership = 1) =>
  db
    .prepare(
      `INSERT INTO cars (id, slug, dealership_id, location_id, status, car_type, make, model, price, km, year,
         created_at_timestamp, doc) VALUES (?, ?, ?, 1, 'in_stock', 'used', 'Toyota', 'RAV4', 30000, 1000, 2022, 0, ?)`,
    )
    .bind(id, `car-${id}`, dealership, JSON.stringify({ id, sold: false, reserved: false }))
    .run();

beforeAll(async () => {
  ({ db, dispose } = await migratedD1());
  await insertCar(1);
  await insertCar(2);
  await insertCar(3, 9); // another dealer's
});
afterAll(() => dispose());
beforeEach(() => resetLiveAvailability());

describe('live availability (issue 34)', () => {
  it("a site's version is its dealerships' last change; availability changes move it, a price does not", async () => {
    const first = await siteAvailability(db, site);
    expect(first.version).toBeGreaterThan(0);
    await db.prepare('UPDATE cars SET price = 31000 WHERE id = 1').run();
    await db.prepare("UPDATE cars SET doc = json_set(doc, '$.price', 31000) WHERE id = 1").run();
    resetLiveAvailability();
    expect((await siteAvailability(db, site)).version).toBe(first.version);
    await db.prepare(`UPDATE cars SET doc = json_set(doc, '$.reserved', json('true')) WHERE id = 1`).run();
    resetLiveAvailability();
    const after = await siteAvailability(db, site);
    expect(after.version).toBeGreaterThan(first.version);
    expect(after.patches.get(1)?.patch).toMatchObject({ reserved: true, sold: false, status: 'in_stock' });
    // another dealer's change is not this site's
    await db.prepare("UPDATE cars SET status = 'sold' WHERE id = 3").run();
    resetLiveAvailability();
    expect((await siteAvailability(db, site)).version).toBe(after.version);
  });

  it('a read within a second is the memo: no D1 round trip sees a newer change yet', async () => {
    const a = await siteAvailability(db, site);
    await db.prepare("UPDATE cars SET status = 'coming_soon' WHERE id = 2").run();
    expect((await siteAvailability(db, site)).version).toBe(a.version);
  });

  it('overlays the changed cars on hits — only the fields a hit has, never mutating it; a deleted car leaves the answer', () => {
    const shared = { id: 1, reserved: false, price: 30000, _formatted: { reserved: 'false' } };
    const result: EngineResult = {
      hits: [shared, { id: 2, status: 'in_stock' }, { id: 4, reserved: false }],
      query: '',
    };
    const patches = new Map([
      [1, { patch: { reserved: true, sold: false, status: 'in_stock' }, changedAt: 0 }],
      [4, { patch: null, changedAt: 0 }],
    ]);
    const out = overlayAnswer(result, patches);
    expect(out.hits).toEqual([
      { id: 1, reserved: true, price: 30000, _formatted: { reserved: 'true' } },
      { id: 2, status: 'in_stock' },
    ]);
    expect(shared.reserved).toBe(false);
    expect(overlayAnswer(result, new Map())).toBe(result);
  });

  it("the sweep keeps each dealership's newest row (a version never goes back)", async () => {
    const before = (await siteAvailability(db, site)).version;
    await sweepStockChanges(db, Math.floor(Date.now() / 1000) + 10 * 86_400);
    const rows = await db.prepare('SELECT dealership_id, seq FROM stock_changes ORDER BY dealership_id').all();
    expect(rows.results.map((r) => r.dealership_id)).toEqual([1, 9]);
    resetLiveAvailability();
    expect((await siteAvailability(db, site)).version).toBe(before);
  });
});
