import { SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorage } from '../../test-support/storage.js';
import { EmbeddedBackend, EmbeddedState, type SearchTiming } from './backend.js';
import { IndexBudget } from './index-budget.js';
import { compactSiteIndex, loadSiteIndex } from './snapshot-store.js';

// The memory budget over real indexes: built from real D1 rows, held in their compact (snapshot) form.
let mf: Miniflare;
let db: D1Database;
let bucket: R2Bucket;

const MAKES = ['Toyota', 'Mazda', 'Ford', 'Kia', 'Hyundai', 'Tesla'];
const stock = (dealership: number, count: number, first: number) =>
  Array.from({ length: count }, (_, i) =>
    makeCar({
      id: first + i,
      slug: `car-${first + i}`,
      make: MAKES[i % MAKES.length],
      model: `M${i % 13}`,
      year: 2012 + (i % 12),
      price: 9_000 + ((i * 7_919) % 70_000),
      dealership_id: dealership,
    } as never),
  );
const site = (slug: string, dealership: number) =>
  SiteConfigSchema.parse(
    makeSiteInput({ slug, hosts: [`${slug}.localhost`], dealerships: [{ id: dealership, name: slug, slug }] }),
  );
const small = site('small-motors', 1);
const large = site('large-motors', 2);
const other = site('other-motors', 3);

beforeAll(async () => {
  ({ mf, db, bucket } = await testStorage());
  const cars = [...stock(1, 50, 1), ...stock(2, 400, 1_000), ...stock(3, 60, 5_000)];
  for (let i = 0; i < cars.length; i += 100)
    await db.batch(
      cars
        .slice(i, i + 100)
        .map((c) =>
          db
            .prepare('INSERT INTO cars (id, dealership_id, doc) VALUES (?, ?, ?)')
            .bind(c.id, c.dealership_id, JSON.stringify(c)),
        ),
    );
});
afterAll(() => mf?.dispose());

const compact = async (s: typeof small) => compactSiteIndex(s, await loadSiteIndex(db, s), Date.now());
const held = (c: Awaited<ReturnType<typeof compact>>) => ({ bytes: () => c.size.bytes });

describe('index size accounting', () => {
  it("counts an index's own structures: more cars, more bytes; decoding a column adds it", async () => {
    const s = await compact(small);
    const l = await compact(large);
    expect(s.size.bytes).toBeGreaterThan(s.bytes.byteLength);
    // 8× the cars: several times the bytes (the vocabulary is shared by similar cars, so not 8×)
    expect(l.size.bytes).toBeGreaterThan(3 * s.size.bytes);
    const before = l.size.bytes;
    l.index.plan({ q: '', facets: ['make'], sort: ['price:asc'] }, null);
    expect(l.size.bytes).toBeGreaterThan(before);
    // a column is counted once, however often queries read it
    const after = l.size.bytes;
    l.index.plan({ q: 'toyota', facets: ['make'], sort: ['price:asc'] }, null);
    expect(l.size.bytes).toBe(after);
  });
});

describe('index budget', () => {
  it('evicts the least recently used indexes by their bytes until the total fits', async () => {
    const [a, b, c] = await Promise.all([compact(small), compact(other), compact(large)]);
    const budget = new IndexBudget<{ bytes(): number }>(a.size.bytes + b.size.bytes + 1);
    budget.set('a', held(a));
    budget.set('b', held(b));
    expect(budget.evictions).toBe(0);
    budget.get('a'); // a is now the most recently used: b goes first
    budget.set('c', held(c)); // c alone is over what a and b leave: both go
    expect(budget.keys()).toEqual(['c']);
    expect(budget.evictions).toBe(2);
    // c is larger than the whole budget: kept while in use, the first to go when another index arrives
    expect(budget.totalBytes()).toBeGreaterThan(budget.limitBytes);
    budget.set('a', held(a));
    expect(budget.keys()).toEqual(['a']);
    expect(budget.peakBytes).toBe(c.size.bytes);
  });

  it('evicts only as much as needed, oldest first', async () => {
    const [a, b, c] = await Promise.all([compact(small), compact(other), compact(small)]);
    const budget = new IndexBudget<{ bytes(): number }>(a.size.bytes + b.size.bytes + c.size.bytes - 1);
    budget.set('a', held(a));
    budget.set('b', held(b));
    budget.set('c', held(c));
    expect(budget.keys()).toEqual(['b', 'c']);
    expect(budget.evictions).toBe(1);
  });
});

describe('embedded backend under a budget', () => {
  it('an evicted site answers its next search from its snapshot, exactly as before, without reading its stock again', async () => {
    const state = new EmbeddedState();
    let loads = 0;
    const counting = {
      prepare: (sql: string) => {
        if (!sql.includes('json_each')) loads++;
        return db.prepare(sql);
      },
    } as unknown as D1Database;
    const pending: Promise<unknown>[] = [];
    const backend = new EmbeddedBackend(state, counting, 60_000, (p) => pending.push(p), { bucket });
    const query = { q: 'toyota', facets: ['make', 'year'], sort: ['price:asc'], limit: 7 };
    const first = await backend.search(large, 'cars', query, null);
    while (pending.length > 0) await pending.shift(); // its snapshot written
    // a budget that holds one site's index: the other site's search evicts the large one
    state.entries.limitBytes = state.entries.totalBytes() + 1;
    await backend.search(small, 'cars', { q: '' }, null);
    expect(state.entries.keys()).toEqual(['small-motors:1']);
    expect(state.entries.evictions).toBe(1);
    expect(loads).toBe(2);
    const timing: SearchTiming = [];
    const again = await backend.search(large, 'cars', query, null, undefined, timing);
    expect(again).toEqual(first);
    expect(timing.map(([step]) => step)).toContain('snapshot-read');
    expect(loads).toBe(2); // restored: the large site's stock was not read again
    expect(first.hits).toHaveLength(7);
  });
});
