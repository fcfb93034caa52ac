import { indexScopeFilter, SEARCH_INDEX_SETTINGS, SIDEBAR_FACETS, SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch() { return new Response(null) } }',
      d1Databases: ['DB'],
      r2Buckets: ['FILES'],
    } as never),
  );
  db = (await mf.getD1Database('DB')) as unknown as D1Database;
  bucket = (await mf.getR2Bucket('FILES')) as unknown as R2Bucket;
  await db.exec('CREATE TABLE cars (id INTEGER PRIMARY KEY, dealership_id INTEGER NOT NULL, doc TEXT NOT NULL)');
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
 * A backend of a fresh isolate that counts its D1 reads and collects its waitUntil promises; with
 * `held`, its D1 reads wait until held.release() (so a test knows the snapshot index is the one answering).
 */
function isolate(held?: { gate: Promise<void> }, ttlMs = 60_000) {
  const reads = { d1: 0 };
  const pending: Promise<unknown>[] = [];
  const counting = {
    prepare: (sql: string) => {
      reads.d1++;
      const statement = db.prepare(sql);
      if (!held) return statement;
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
  it('a new isolate restored from the snapshot answers exactly as one loaded from D1 (hits, order, facets, highlights)', async () => {
    await bucket.delete(key);
    const fromD1 = isolate();
    const expected = [];
    for (const q of QUERIES) expected.push(await fromD1.backend.multiSearch(site, page(q)));
    expect(fromD1.reads.d1).toBe(1);
    await fromD1.settle(); // its snapshot write
    expect(await bucket.head(key)).not.toBeNull();

    // TTL 0: every search after the first starts the background D1 load, held until release()
    let release = () => {};
    const fromSnapshot = isolate({ gate: new Promise<void>((resolve) => (release = resolve)) }, 0);
    const first = await fromSnapshot.backend.multiSearch(site, page(QUERIES[0] as EngineQuery));
    expect(first).toEqual(expected[0]);
    expect(fromSnapshot.reads.d1).toBe(0); // answered from the snapshot alone
    for (const [i, q] of QUERIES.entries()) {
      // the snapshot-backed index itself (the D1 load is held) answers the same
      expect(await fromSnapshot.backend.multiSearch(site, page(q))).toEqual(expected[i]);
    }
    expect(fromSnapshot.reads.d1).toBe(1);
    release();
    await fromSnapshot.settle();
    expect(await fromSnapshot.backend.multiSearch(site, page(QUERIES[1] as EngineQuery))).toEqual(expected[1]);
    expect(expected[1]?.[0]?.hits.length).toBeGreaterThan(0);
    expect(expected[3]?.[0]?.hits[0]?._formatted).toBeDefined();
  });

  it('the restored index equals the built one query by query, without the D1 load (decode only)', () => {
    const docs = cars.filter((c) => c.dealership_id === 1) as never[];
    const built = new SearchIndex(docs, SEARCH_INDEX_SETTINGS.cars);
    const bytes = encodeSnapshot(built, docs.length, 'k', Date.now());
    const restored = decodeSnapshot(bytes.buffer as ArrayBuffer, {
      key: 'k',
      now: Date.now(),
      settings: SEARCH_INDEX_SETTINGS.cars,
    });
    if ('ignored' in restored) throw new Error(restored.ignored);
    for (const q of QUERIES) expect(restored.index.search(q, scope)).toEqual(built.search(q, scope));
  });

  it('a car changed in D1 shows once the background load from D1 (the first search past the TTL) replaces the snapshot index', async () => {
    await seed();
    await writeSnapshotFromD1();
    const changed = { ...(cars[0] as (typeof cars)[number]), make: 'Zephyrcar', name: '2015 Zephyrcar RAV4' };
    await seed([changed, ...cars.slice(1)]);
    const next = isolate(undefined, 0); // TTL 0: the next search refreshes from D1
    const before = await next.backend.search(site, 'cars', { q: 'zephyrcar' }, scope);
    expect(before.hits).toEqual([]); // the snapshot predates the change
    expect(next.reads.d1).toBe(0);
    expect((await next.backend.search(site, 'cars', { q: 'zephyr' }, scope)).hits).toEqual([]); // starts the refresh
    await next.settle();
    const after = await next.backend.search(site, 'cars', { q: 'zephyrcar' }, scope);
    expect(after.hits.map((h) => h.id)).toEqual([1]);
    await seed();
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
      expect(next.reads.d1).toBe(1);
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
    expect(next.reads.d1).toBe(1); // no snapshot of its own: D1, not this site's snapshot
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
  return encodeSnapshot(new SearchIndex(docs, SEARCH_INDEX_SETTINGS.cars), docs.length, forKey, builtAt);
}

/** The stored snapshot with its first posting's document set past the last document. */
function corruptPostings(b: Uint8Array): Uint8Array {
  const out = b.slice();
  const view = new DataView(out.buffer);
  const headerEnd = 8 + 4 + view.getUint32(8, true);
  view.setInt32(Math.ceil(headerEnd / 4) * 4, 1_000_000, true);
  return out;
}
