import { SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorage } from '../../test-support/storage.js';
import { EmbeddedBackend, EmbeddedState } from './backend.js';
import { catalogueMark, coversMark } from './catalogue-marks.js';
import { resetLiveAvailability, withLiveAvailability } from './live-availability.js';

// The embedded backend behind the live-availability wrapper, as select.ts builds it, over a real D1.
let mf: Miniflare;
let db: D1Database;
const site = SiteConfigSchema.parse(makeSiteInput({}));
const dealership = site.dealerships[0]!.id;
const addCar = (id: number) => {
  const car = makeCar({ id, slug: `car-${id}`, stocknum: `S${id}`, dealership_id: dealership });
  return db
    .prepare('INSERT INTO cars (id, dealership_id, doc) VALUES (?, ?, ?)')
    .bind(id, dealership, JSON.stringify(car))
    .run();
};
const mark = () => db.prepare('INSERT INTO stock_changes (dealership_id, car_id) VALUES (?, 0)').bind(dealership).run();

beforeAll(async () => {
  ({ mf, db } = await testStorage());
  // the columns the availability read takes from a car (migration 0001's), beside the test storage's two
  for (const column of ['status TEXT', 'show_on_dealer_website INTEGER', 'sold_date_timestamp INTEGER'])
    await db.exec(`ALTER TABLE cars ADD COLUMN ${column}`);
  await db.exec(
    'CREATE TABLE stock_changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, dealership_id INTEGER NOT NULL, car_id INTEGER NOT NULL, changed_at INTEGER NOT NULL DEFAULT (unixepoch()))',
  );
  await addCar(1);
});
afterAll(() => mf?.dispose());

describe('catalogue marks (a stock feed import shows in search at once)', () => {
  it('a mark makes the next search reload the index from D1 inside its TTL; without one the index stands', async () => {
    resetLiveAvailability();
    const backend = withLiveAvailability(new EmbeddedBackend(new EmbeddedState(), db, 60_000), db as never, () => {});
    const total = async () => (await backend.search(site, 'cars', { q: '' }, null)).hits.length;
    expect(await total()).toBe(1);

    await addCar(2); // written with no mark (a dashboard write, say): the index keeps its TTL
    resetLiveAvailability();
    expect(await total()).toBe(1);

    await addCar(3);
    await mark(); // what infra/stock/import-stock.ts appends after its writes
    resetLiveAvailability(); // the next availability read (≤ 1 s later in production) sees the mark
    expect(await total()).toBe(3);
    expect(catalogueMark(site)).toMatchObject({ seq: expect.any(Number) });
  });

  it('a snapshot counts as holding a mark only when built after the end of its second', () => {
    expect(coversMark(10_000, { seq: 1, at: 9 })).toBe(false);
    expect(coversMark(10_001, { seq: 1, at: 9 })).toBe(true);
  });
});
