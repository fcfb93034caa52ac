import { indexScopeFilter, SEARCH_CACHE_SIZE, SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testStorage } from '../../test-support/storage.js';
import { EmbeddedBackend, EmbeddedState, RESULTS_CACHE_SIZE } from './backend.js';

// The embedded backend over a real (Miniflare) D1 with the cars table's two columns it reads.
let mf: Miniflare;
let db: D1Database;
beforeAll(async () => {
  ({ mf, db } = await testStorage());
  const cars = [
    makeCar({ id: 1, slug: 'a-1', make: 'Toyota', model: 'RAV4' }),
    makeCar({ id: 2, slug: 'b-2', make: 'Mazda', model: 'CX-5' }),
    makeCar({ id: 3, slug: 'c-3', make: 'Kia', model: 'Sportage', dealership_id: 99 }),
  ];
  await db.batch(
    cars.map((c) =>
      db
        .prepare('INSERT INTO cars (id, dealership_id, doc) VALUES (?, ?, ?)')
        .bind(c.id, c.dealership_id, JSON.stringify(c)),
    ),
  );
});
afterAll(() => mf?.dispose());

const site = SiteConfigSchema.parse(makeSiteInput({}));

describe('embedded backend', () => {
  it('a background refresh that never settles (cut off with its request) is presumed lost after 30 s, and the next search starts another', async () => {
    // refresh reads: the stock version check and the whole-stock load (a hit read by id is neither)
    let reads = 0;
    let hang = false;
    const never = () => new Promise(() => {});
    const counting = {
      prepare: (sql: string) => {
        if (sql.includes('WHERE id IN')) return db.prepare(sql);
        reads++;
        if (hang) return { bind: () => ({ all: never, first: never }) };
        return db.prepare(sql);
      },
    } as unknown as D1Database;
    const now = vi.spyOn(Date, 'now');
    try {
      let t = 1_000_000;
      now.mockImplementation(() => t);
      const backend = new EmbeddedBackend(new EmbeddedState(), counting, 60_000);
      await backend.search(site, 'cars', { q: '' }, null);
      expect(reads).toBe(2); // version, then the cars
      hang = true;
      t += 61_000; // past the TTL: a refresh starts (its version check), and hangs
      await backend.search(site, 'cars', { q: 'a' }, null);
      t += 10_000; // still in flight: no second refresh
      await backend.search(site, 'cars', { q: 'b' }, null);
      expect(reads).toBe(3);
      hang = false;
      t += 30_000; // presumed lost: the next search refreshes again
      await backend.search(site, 'cars', { q: 'c' }, null);
      expect(reads).toBe(4);
    } finally {
      now.mockRestore();
    }
  });

  // issue 37: an isolate holding hundreds of quiet dealers must not re-read every car of each every minute
  it('past its TTL an index is kept while the stock version stands, and rebuilt once a car changes', async () => {
    let loads = 0;
    const counting = {
      prepare: (sql: string) => {
        if (sql.startsWith('SELECT doc FROM cars WHERE dealership_id IN (?')) loads++;
        return db.prepare(sql);
      },
    } as unknown as D1Database;
    const pending: Promise<unknown>[] = [];
    const settle = async () => {
      await Promise.all(pending.splice(0));
    };
    const now = vi.spyOn(Date, 'now');
    try {
      let t = Date.UTC(2026, 10, 28);
      now.mockImplementation(() => t);
      const backend = new EmbeddedBackend(new EmbeddedState(), counting, 60_000, (p) => pending.push(p));
      expect((await backend.search(site, 'cars', { q: 'rav4' }, null)).hits).toHaveLength(1);
      for (let minute = 1; minute <= 3; minute++) {
        t += 61_000;
        await backend.search(site, 'cars', { q: `quiet ${minute}` }, null);
        await settle();
      }
      expect(loads).toBe(1); // three TTLs passed, nothing changed: the first load only
      await db.prepare("UPDATE cars SET doc = json_set(doc, '$.model', 'Corolla') WHERE id = 1").run();
      t += 61_000;
      await backend.search(site, 'cars', { q: 'after' }, null); // answers from the old index, reloads behind
      await settle();
      expect(loads).toBe(2);
      expect((await backend.search(site, 'cars', { q: 'corolla' }, null)).hits.map((h) => h.id)).toEqual([1]);
      t += 15 * 60_000; // FULL_RELOAD_MS: rebuilt even with no change (site config may have moved)
      await backend.search(site, 'cars', { q: 'much later' }, null);
      await settle();
      expect(loads).toBe(3);
    } finally {
      now.mockRestore();
      await db.prepare("UPDATE cars SET doc = json_set(doc, '$.model', 'RAV4') WHERE id = 1").run();
    }
  });

  it("indexes only the site's dealerships' cars", async () => {
    const backend = new EmbeddedBackend(new EmbeddedState(), db, 60_000);
    const r = await backend.search(site, 'cars', { q: '' }, null);
    expect(r.hits.map((h) => h.id).sort()).toEqual([1, 2]);
  });

  // SPEC §9: "about 10 cached searches", oldest evicted.
  it('keeps about 10 results, evicting the oldest; a repeated search is served from the cache', async () => {
    expect(RESULTS_CACHE_SIZE).toBe(SEARCH_CACHE_SIZE);
    expect(SEARCH_CACHE_SIZE).toBe(10);
    const backend = new EmbeddedBackend(new EmbeddedState(), db, 60_000);
    const first = await backend.search(site, 'cars', { q: 'toyota' }, null);
    expect(await backend.search(site, 'cars', { q: 'toyota' }, null)).toBe(first); // same object: cached
    for (let i = 0; i < SEARCH_CACHE_SIZE; i++) await backend.search(site, 'cars', { q: '', limit: i + 1 }, null);
    expect(backend.cachedResults).toBe(SEARCH_CACHE_SIZE);
    const again = await backend.search(site, 'cars', { q: 'toyota' }, null);
    expect(again).not.toBe(first); // the oldest entry was evicted, so this ran again
    expect(again).toEqual(first);
    expect(backend.cachedResults).toBe(SEARCH_CACHE_SIZE);
  });

  it('a page multi-search (hits + 11 facet queries) is one cache entry, served whole on repeat', async () => {
    const backend = new EmbeddedBackend(new EmbeddedState(), db, 60_000);
    const queries = [
      { indexUid: 'cars' as const, query: { q: 'toyota', limit: 21 }, scope: null },
      ...[
        'make',
        'model',
        'year',
        'price',
        'km',
        'colour',
        'simple_body',
        'simple_fuel',
        'simple_drive',
        'simple_transmission',
        'car_type',
      ].map((facet) => ({ indexUid: 'cars' as const, query: { q: 'toyota', facets: [facet], limit: 0 }, scope: null })),
    ];
    const first = await backend.multiSearch(site, queries);
    expect(first).toHaveLength(12);
    expect(backend.cachedResults).toBe(1);
    expect(await backend.multiSearch(site, queries)).toBe(first);
  });

  // The site's real scope holds the sold-window cutoff: counted from the start of the minute, so a page's
  // multi-search repeated within that minute is answered from the cache (to the second it never hit).
  it('with the real site scope, a repeat within the same minute hits; the next minute runs again', async () => {
    const backend = new EmbeddedBackend(new EmbeddedState(), db, 60_000);
    const minute = Date.UTC(2026, 5, 1, 10, 15);
    const run = (at: number) =>
      backend.multiSearch(site, [
        { indexUid: 'cars', query: { q: 'toyota', limit: 21 }, scope: indexScopeFilter(site, 'cars', new Date(at)) },
      ]);
    const first = await run(minute + 1_000);
    expect(first[0]?.hits.map((h) => h.id)).toEqual([1]);
    expect(await run(minute + 59_000)).toBe(first);
    const next = await run(minute + 61_000);
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
    expect(backend.cachedResults).toBe(2);
  });
});
