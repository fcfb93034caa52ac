import { indexScopeFilter, SEARCH_INDEX_SETTINGS, SIDEBAR_FACETS, SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorage } from '../../test-support/storage.js';
import { EmbeddedBackend, EmbeddedState, type ScopedQuery } from './backend.js';
import { type EngineQuery, SearchIndex } from './engine.js';
import { decodeSnapshot, encodeSnapshot, SNAPSHOT_MAX_AGE_MS, snapshotKey } from './index-snapshot.js';

// Index snapshots through the embedded backend over a real (Miniflare) D1 and R2.
let mf: Miniflare;
let db: D1Database;
let bucket: R2Bucket;
const MAKES = [
  ['Toyota', 'RAV4', 'SUV', 'Hybrid'],
  ['Mazda', 'CX-5', 'SUV', 'Petrol'],
  ['Ford', 'Ranger', 'Ute', 'Diesel'],
  ['Kia', 'Sportage', 'SUV', 'Petrol'],
  ['Hyundai', 'i30', 'Hatch', 'Petrol'],
  ['Tesla', 'Model 3', 'Sedan', 'Electric'],
] as const;
const cars = Array.from({ length: 60 }, (_, i) => {
  const [make, model, body, fuel] = MAKES[i % MAKES.length] as (typeof MAKES)[number];
  return makeCar({
    id: i + 1,
    slug: `car-${i + 1}`,
    name: `${2015 + (i % 9)} ${make} ${model}`,
    make,
    model,
    year: 2015 + (i % 9),
    km: 5_000 + ((i * 7919) % 120_000),
    price: 15_000 + ((i * 104_729) % 60_000),
    simple_fuel: fuel,
    simple_body: body,
    colour: ['White', 'Black', 'Blue', 'Red'][i % 4],
    dealership_id: i % 10 === 9 ? 2 : 1,
    description: {
      body: `Clean ${make} ${model}, one owner, ${i % 2 ? 'towbar and roof racks' : 'full service history'}.`,
    },
  } as never);
});

async function seed(list = cars) {
  await db.exec('DELETE FROM cars');
  await db.batch(
    list.map((c) =>
      db
        .prepare('INSERT INTO cars (id, dealership_id, doc) VALUES (?, ?, ?)')
        .bind(c.id, c.dealership_id, JSON.stringify(c)),
    ),
  );
}

beforeAll(async () => {
  ({ mf, db, bucket } = await testStorage());
  await seed();
});
afterAll(() => mf?.dispose());

const site = SiteConfigSchema.parse(makeSiteInput({}));
const key = snapshotKey(
  site.slug,
  site.dealerships.map((d) => d.id),
);
const FACETS = SIDEBAR_FACETS.slice(0, 11).map((f) => f.attribute);

/**
 * A backend of a fresh isolate that counts its D1 reads (`loads`: the site's whole stock; `hits`: a
 * restored index's hits by id) and collects its waitUntil promises; with `held`, its whole-stock loads
 * wait until the gate opens (so a test knows the restored index is the one answering).
 */
function isolate(held?: { gate: Promise<void> }, ttlMs = 60_000) {
  const reads = { loads: 0, hits: 0 };
  const pending: Promise<unknown>[] = [];
  const counting = {
    prepare: (sql: string) => {
      if (sql.includes('stock_versions')) return db.prepare(sql); // the stock version check (uncounted)
      const load = !sql.includes('json_each');
      if (load) reads.loads++;
      else reads.hits++;
      const statement = db.prepare(sql);
      if (!held || !load) return statement;
      return {
        bind: (...values: unknown[]) => ({
          all: async () => {
            await held.gate;
            return statement.bind(...values).all();
          },
        }),
      };
    },
  } as unknown as D1Database;
  const backend = new EmbeddedBackend(new EmbeddedState(), counting, ttlMs, (p) => pending.push(p), {
    bucket,
    minCars: 1,
  });
  const settle = async () => {
    while (pending.length > 0) await pending.shift();
  };
  return { backend, reads, settle };
}

// The page's queries: keyword (typo, prefix, phrase), filters, 11 facets, sorts, pagination, highlights.
const scope = indexScopeFilter(site, 'cars', new Date());
const QUERIES: EngineQuery[] = [
  { q: '', facets: FACETS, limit: 21 },
  { q: 'toyta rav', facets: FACETS, limit: 21 },
  { q: 'suv', filter: 'price < 50000 AND make IN [Mazda, Kia]', sort: ['price:asc'], limit: 5, offset: 2 },
  { q: '"roof racks"', attributesToHighlight: ['*'], hitsPerPage: 4, page: 2 },
  { q: 'ranger diesel', sort: ['km:desc'], facets: ['year', 'price'], attributesToRetrieve: ['id', 'make'] },
  { q: 'elec', filter: ['year >= 2018', ['colour = White', 'colour = Blue']], facets: ['*'] },
];
const page = (q: EngineQuery): ScopedQuery[] => [{ indexUid: 'cars', query: q, scope }];

async function writeSnapshotFromD1() {
  const first = isolate();
  await first.backend.search(site, 'cars', { q: '' }, null);
  await first.settle();
  expect(await bucket.head(key)).not.toBeNull();
}

describe('index snapshots', () => {
  it('a new isolate restored from the snapshot answers exactly as one loaded from D1 (hits, order, facets, highlights, work metered)', async () => {
    await bucket.delete(key);
    const fromD1 = isolate();
    const expected = [];
    const expectedWork = [];
    for (const q of QUERIES) {
      const meter = { checks: 0 };
      expected.push(await fromD1.backend.multiSearch(site, page(q), meter));
      expectedWork.push(meter.checks);
    }
    // the index loaded from D1 is held compact too: every query with hits reads them by id (one has none)
    expect(fromD1.reads).toEqual({ loads: 1, hits: QUERIES.length - 1 });
    await fromD1.settle(); // its snapshot write
    expect(await bucket.head(key)).not.toBeNull();

    // a write that changes no field still raises the stock version the snapshot was built at: the restored
    // index's first refresh reloads from D1 (an unchanged version would keep it, stock-version.ts)
    await db.prepare('UPDATE cars SET doc = doc WHERE id = (SELECT MIN(id) FROM cars WHERE dealership_id = 1)').run();
    // TTL 0: every search after the first starts the background D1 load, held until release()
    let release = () => {};
    const fromSnapshot = isolate({ gate: new Promise<void>((resolve) => (release = resolve)) }, 0);
    for (const [i, q] of QUERIES.entries()) {
      // the restored index itself (the D1 load is held) answers byte for byte the same, for the same work
      const meter = { checks: 0 };
      expect(JSON.stringify(await fromSnapshot.backend.multiSearch(site, page(q), meter))).toBe(
        JSON.stringify(expected[i]),
      );
      expect(meter.checks).toBe(expectedWork[i]);
      // the first answer: the snapshot, then its page's hits by id (the whole-stock load is not read)
      if (i === 0) expect(fromSnapshot.reads).toEqual({ loads: 0, hits: 1 });
    }
    expect(fromSnapshot.reads.loads).toBe(1);
    release();
    await fromSnapshot.settle();
    expect(await fromSnapshot.backend.multiSearch(site, page(QUERIES[1] as EngineQuery))).toEqual(expected[1]);
    expect(expected[1]?.[0]?.hits.length).toBeGreaterThan(0);
    expect(expected[3]?.[0]?.hits[0]?._formatted).toBeDefined();
    expect(expectedWork.every((w) => w > 0)).toBe(true);
  });

  it('the restored index plans every query as the built one does; the snapshot holds no car text', () => {
    const docs = cars.filter((c) => c.dealership_id === 1) as never[];
    const built = new SearchIndex(docs, SEARCH_INDEX_SETTINGS.cars);
    const bytes = encodeSnapshot(built, 'k', Date.now());
    const restored = decodeSnapshot(bytes.buffer as ArrayBuffer, {
      key: 'k',
      now: Date.now(),
      settings: SEARCH_INDEX_SETTINGS.cars,
    });
    if ('ignored' in restored) throw new Error(restored.ignored);
    expect(restored.index.docs).toBeNull();
    for (const q of QUERIES) {
      const [a, b] = [{ checks: 0 }, { checks: 0 }];
      expect(JSON.stringify(restored.index.plan(q, scope, a))).toBe(JSON.stringify(built.plan(q, scope, b)));
      expect(a.checks).toBe(b.checks);
    }
    // postings and filter/sort columns only: no description, photo or name text
    const text = new TextDecoder().decode(bytes);
    expect(text).not.toContain('full service history');
    expect(text).not.toContain(String(cars[0]?.name));
  });

  it('a restored index shows what D1 holds now: a changed car its D1 document, a car gone from D1 no hit; the background load from D1 then replaces it', async () => {
    await seed();
    await writeSnapshotFromD1();
    const changed = { ...(cars[0] as (typeof cars)[number]), make: 'Zephyrcar', name: '2015 Zephyrcar RAV4' };
    await seed([changed, ...cars.slice(2)]); // car 1 changed, car 2 gone
    const next = isolate(undefined, 0); // TTL 0: the next search refreshes from D1
    const before = await next.backend.search(site, 'cars', { q: 'zephyrcar' }, scope);
    expect(before.hits).toEqual([]); // the snapshot's postings predate the change
    expect(next.reads.loads).toBe(0);
    const listed = await next.backend.search(site, 'cars', { sort: ['id:asc'], limit: 3 }, scope);
    expect(listed.hits.map((h) => [h.id, h.make])).toEqual([
      [1, 'Zephyrcar'],
      [3, 'Ford'],
    ]); // car 1's document is D1's; car 2 is in the snapshot but not in D1 any more: left out
    await next.settle();
    expect(next.reads.loads).toBe(1);
    const after = await next.backend.search(site, 'cars', { q: 'zephyrcar' }, scope);
    expect(after.hits.map((h) => h.id)).toEqual([1]);
    await seed();
  });

  it("a snapshot that claims another dealer's cars as this site's never shows them: hits are read from D1 within the site's dealerships", async () => {
    // cars 10, 20, … belong to dealership 2 (not this site's); a forged snapshot says they are dealership 1's
    const forged = cars.map((c) => ({ ...c, dealership_id: 1 })) as never[];
    await bucket.put(key, encodeSnapshot(new SearchIndex(forged, SEARCH_INDEX_SETTINGS.cars), key, Date.now()));
    const next = isolate();
    const r = await next.backend.search(site, 'cars', { sort: ['id:asc'], limit: 12 }, scope);
    expect(next.reads.loads).toBe(0); // answered from the forged snapshot
    expect(r.hits.map((h) => h.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12]);
    expect(r.hits.every((h) => h.dealership_id === 1)).toBe(true);
  });

  const ignored: [string, (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>][] = [
    ['stale (older than 15 min)', () => snapshotBytes(Date.now() - SNAPSHOT_MAX_AGE_MS - 1_000, key)],
    [
      'built with other index settings',
      (b) => {
        const text = new TextDecoder().decode(b);
        const at = text.indexOf('fnv1a:');
        const out = b.slice();
        out[at + 6] = out[at + 6] === 48 ? 49 : 48; // another digest
        return out;
      },
    ],
    ['corrupt (truncated)', (b) => b.slice(0, b.length - 10)],
    ['corrupt (not a snapshot)', () => new TextEncoder().encode('{"hits":[]}')],
    ['corrupt (postings point past the documents)', (b) => corruptPostings(b)],
    [
      "another site's snapshot stored under this site's key",
      () => snapshotBytes(Date.now(), snapshotKey('other', [7])),
    ],
  ];
  for (const [name, mutate] of ignored) {
    it(`a snapshot that is ${name} is ignored: the first search loads from D1`, async () => {
      await writeSnapshotFromD1();
      const stored = new Uint8Array(await ((await bucket.get(key)) as R2ObjectBody).arrayBuffer());
      await bucket.put(key, await mutate(stored));
      const next = isolate();
      const r = await next.backend.search(site, 'cars', { q: 'mazda' }, scope);
      expect(next.reads.loads).toBe(1);
      expect(r.hits.length).toBeGreaterThan(0);
      await next.settle(); // and it writes a good snapshot again
      const again = decodeSnapshot(await ((await bucket.get(key)) as R2ObjectBody).arrayBuffer(), {
        key,
        now: Date.now(),
        settings: SEARCH_INDEX_SETTINGS.cars,
      });
      expect('ignored' in again).toBe(false);
    });
  }

  it("never reads another site's snapshot: keys are per site and dealership set", async () => {
    expect(snapshotKey('harbourside', [1, 2])).not.toBe(snapshotKey('ridgeway', [1, 2]));
    expect(snapshotKey('harbourside', [1, 2])).not.toBe(snapshotKey('harbourside', [1]));
    await writeSnapshotFromD1();
    const other = SiteConfigSchema.parse(makeSiteInput({ slug: 'other-site' } as never));
    const next = isolate();
    await next.backend.search(other, 'cars', { q: '' }, null);
    expect(next.reads.loads).toBe(1); // no snapshot of its own: D1, not this site's snapshot
  });

  it('sites below the size threshold get no snapshot', async () => {
    await bucket.delete(key);
    const small = new EmbeddedBackend(new EmbeddedState(), db, 60_000, () => {}, { bucket, minCars: 1_000 });
    await small.search(site, 'cars', { q: '' }, null);
    expect(await bucket.head(key)).toBeNull();
  });
});

/** A snapshot of this site's cars with another build time or key. */
async function snapshotBytes(builtAt: number, forKey: string): Promise<Uint8Array> {
  const docs = cars.filter((c) => c.dealership_id === 1) as never[];
  return encodeSnapshot(new SearchIndex(docs, SEARCH_INDEX_SETTINGS.cars), forKey, builtAt);
}

/** The stored snapshot with its first posting's document set past the last document. */
function corruptPostings(b: Uint8Array): Uint8Array {
  const out = b.slice();
  const view = new DataView(out.buffer);
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(out.subarray(12, 12 + headerLength)));
  const [offset, , kind] = header.sections[header.postings];
  const at = Math.ceil((12 + headerLength) / 4) * 4 + offset;
  if (kind === 'u8') view.setUint8(at, 255);
  else if (kind === 'u16') view.setUint16(at, 65_535, true);
  else view.setUint32(at, 1_000_000, true);
  return out;
}
