import { SEARCH_INDEX_SETTINGS, SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStorage } from '../../test-support/storage.js';
import { decodeSnapshot, SNAPSHOT_REWRITE_MS } from './index-snapshot.js';
import { scheduledSnapshots } from './snapshot-cron.js';
import { siteSnapshotKey } from './snapshot-store.js';

// The snapshot cron over a real (Miniflare) D1, R2 and KV; the threshold is 20 cars here (live: 1, every site with stock).
let mf: Miniflare;
let db: D1Database;
let bucket: R2Bucket;
let kv: KVNamespace;
const MIN = 20;

/** A site of one dealership (id) with `cars` cars in D1. */
const sites = {
  big: { id: 1, cars: 30 },
  other: { id: 2, cars: 25 },
  small: { id: 3, cars: 5 },
};
const site = (slug: keyof typeof sites) =>
  SiteConfigSchema.parse(
    makeSiteInput({
      id: sites[slug].id,
      slug,
      hosts: [`${slug}.localhost`],
      dealership_id: sites[slug].id,
      dealerships: [{ id: sites[slug].id, name: slug, slug }],
    }),
  );

beforeAll(async () => {
  ({ mf, db, bucket, kv } = await testStorage());
  let id = 0;
  const rows = Object.values(sites).flatMap(({ id: dealership, cars }) =>
    Array.from({ length: cars }, () => {
      const car = makeCar({
        id: ++id,
        slug: `car-${id}`,
        make: id % 2 ? 'Toyota' : 'Mazda',
        dealership_id: dealership,
      });
      return db
        .prepare('INSERT INTO cars (id, dealership_id, doc) VALUES (?, ?, ?)')
        .bind(car.id, car.dealership_id, JSON.stringify(car));
    }),
  );
  await db.batch(rows);
  for (const slug of Object.keys(sites) as (keyof typeof sites)[])
    await kv.put(`site:${slug}`, JSON.stringify(makeSiteInput(site(slug) as never)));
  await kv.put('site:broken-json', '{');
});
afterAll(() => mf?.dispose());
beforeEach(async () => {
  const { objects } = await bucket.list();
  await Promise.all(objects.map((o) => bucket.delete(o.key)));
});

const T0 = Date.now();
const env = (
  over: { FILES?: R2Bucket | undefined; MEILISEARCH_HOST?: string; SEARCH_DEDICATED_MIN_CARS?: string } = {},
) => ({
  DB: db,
  SITES: kv,
  FILES: bucket,
  ...over,
});
const run = (at: number, options: { maxSites?: number; maxCars?: number } = {}, e = env()) =>
  scheduledSnapshots(e, { now: () => at, minCars: MIN, ...options });
const keys = async () => (await bucket.list()).objects.map((o) => o.key).sort();
const builtAt = async (slug: keyof typeof sites) =>
  Number((await bucket.head(siteSnapshotKey(site(slug))))?.customMetadata?.builtAt);

describe('scheduledSnapshots', () => {
  it("writes every large site's snapshot, none for a small one, and skips a config that is not JSON", async () => {
    const report = await run(T0);
    expect(report).toEqual({ due: 2, written: ['big', 'other'], failed: [] });
    expect(await keys()).toEqual([siteSnapshotKey(site('big')), siteSnapshotKey(site('other'))].sort());
    expect(await builtAt('big')).toBe(T0);
    // the object is the index the backend would restore: the site's 30 cars
    const key = siteSnapshotKey(site('big'));
    const bytes = await (await bucket.get(key))?.arrayBuffer();
    const restored = decodeSnapshot(bytes as ArrayBuffer, { key, now: T0, settings: SEARCH_INDEX_SETTINGS.cars });
    expect('ignored' in restored ? restored.ignored : restored.count).toBe(30);
  });

  it('skips a snapshot younger than SNAPSHOT_REWRITE_MS and rewrites an older one', async () => {
    await run(T0);
    expect(await run(T0 + SNAPSHOT_REWRITE_MS - 1)).toEqual({ due: 0, written: [], failed: [] });
    expect(await builtAt('big')).toBe(T0);
    const later = T0 + SNAPSHOT_REWRITE_MS;
    expect(await run(later)).toEqual({ due: 2, written: ['big', 'other'], failed: [] });
    expect(await builtAt('big')).toBe(later);
  });

  it('rebuilds at most maxSites a run, the missing or oldest snapshot first', async () => {
    await run(T0, { maxSites: 1 });
    expect(await keys()).toEqual([siteSnapshotKey(site('big'))]);
    // other has none: it goes before big's old one, which the next run rewrites
    expect(await run(T0 + SNAPSHOT_REWRITE_MS, { maxSites: 1 })).toEqual({ due: 2, written: ['other'], failed: [] });
    expect(await run(T0 + SNAPSHOT_REWRITE_MS + 1, { maxSites: 1 })).toEqual({ due: 1, written: ['big'], failed: [] });
  });

  it('rebuilds at most maxCars cars a run (the first site always), the missing or oldest snapshot first', async () => {
    // big holds 30 cars, other 25: 45 takes one of them, 60 both
    expect(await run(T0, { maxCars: 45 })).toEqual({ due: 2, written: ['big'], failed: [] });
    expect(await run(T0 + 1, { maxCars: 10 })).toEqual({ due: 1, written: ['other'], failed: [] });
    expect(await run(T0 + SNAPSHOT_REWRITE_MS + 1, { maxCars: 60 })).toEqual({
      due: 2,
      written: ['big', 'other'],
      failed: [],
    });
  });

  it('a site whose write fails is logged and the others are still written', async () => {
    const brokenKey = siteSnapshotKey(site('big'));
    // R2 refusing one object (an outage of one write); every other call is Miniflare's R2
    const failing = new Proxy(bucket, {
      get(target, prop) {
        if (prop === 'put')
          return (key: string, ...rest: unknown[]) =>
            key === brokenKey
              ? Promise.reject(new Error('R2 put failed'))
              : target.put(key, ...(rest as [ArrayBuffer]));
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = await run(T0, {}, env({ FILES: failing }));
    expect(report).toEqual({ due: 2, written: ['other'], failed: ['big'] });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[search-snapshot] big failed'), expect.any(Error));
    logged.mockRestore();
    expect(await keys()).toEqual([siteSnapshotKey(site('other'))]);
  });

  it('with the large sites on Meilisearch (SEARCH_DEDICATED_MIN_CARS), writes the snapshots of the others only', async () => {
    const split = env({ MEILISEARCH_HOST: 'http://127.0.0.1:7700', SEARCH_DEDICATED_MIN_CARS: '28' });
    expect(await run(T0, {}, split)).toEqual({ due: 1, written: ['other'], failed: [] });
  });

  it('does nothing when Meilisearch serves search or no files bucket is bound', async () => {
    expect(await run(T0, {}, env({ MEILISEARCH_HOST: 'http://127.0.0.1:7700' }))).toBeNull();
    expect(await run(T0, {}, env({ FILES: undefined }))).toBeNull();
    expect(await keys()).toEqual([]);
  });
});
