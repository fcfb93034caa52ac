/**
 * The D1 → Meilisearch sync (edge/src/search/sync.ts, the cron's and `search:sync`'s) on SQLite with every
 * migration applied (its triggers log the changes) and the compat server: full first pass, incremental
 * changes, bounded batches, failures that leave the watermark, the lease, a new Meilisearch; the parts,
 * offers and categories tables pushed when they change (sync-catalogue.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dropUnreadOutbox,
  SYNC_BATCH_REQUESTS,
  SYNC_BATCH_SIZE,
  type SyncDb,
  SyncLeaseLost,
  type SyncOptions,
  type SyncStatement,
  syncCarsIndex,
} from '../../edge/src/search/sync.js';
import { iterateTenants, sqlStatements } from '../demo/index.js';
import { INFRA_DIR } from '../demo/write.js';
import { type CompatServer, startCompatServer } from './compat-server/main.js';
import { inlineParams } from './d1.js';

const NOW = Date.UTC(2026, 10, 22);
const HARBOURSIDE = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === 'harbourside')!;

/** node:sqlite as the sync's D1 (a batch is one transaction, as in D1). */
function sqliteDb(db: DatabaseSync): SyncDb {
  const statement = (sql: string, values: unknown[] = []): SyncStatement => ({
    all: async <T>() => ({ results: db.prepare(sql).all(...(values as SQLInputValue[])) as T[] }),
    run: async () => ({ meta: { changes: Number(db.prepare(sql).run(...(values as SQLInputValue[])).changes) } }),
  });
  return {
    prepare: (sql) => ({ ...statement(sql), bind: (...values) => statement(sql, values) }),
    batch: async (statements) => {
      db.exec('BEGIN');
      try {
        const results = [];
        for (const s of statements) results.push(await s.run());
        db.exec('COMMIT');
        return results;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  };
}

function freshDb(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  const dir = join(INFRA_DIR, 'migrations');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    db.exec(readFileSync(join(dir, file), 'utf8'));
  for (const s of sqlStatements(HARBOURSIDE)) db.exec(s);
  return db;
}

let server: CompatServer;
let client: Meilisearch;
let sqlite: DatabaseSync;
let db: SyncDb;
const servers: CompatServer[] = [];

async function start(options: Parameters<typeof startCompatServer>[0] = {}) {
  server = await startCompatServer(options);
  servers.push(server);
  client = new Meilisearch({ host: server.url, apiKey: server.keys.adminKey, defaultWaitOptions: { interval: 5 } });
}
/** The sync with quick task polls (the compat server finishes tasks at once). */
const sync = (options: SyncOptions = {}) =>
  syncCarsIndex(db, client, { ...options, requests: { sleep: async () => {}, ...options.requests } });
const state = () =>
  sqlite
    .prepare("SELECT watermark, full_needed, lease_token FROM search_sync_state WHERE index_uid = 'cars'")
    .get() as {
    watermark: number;
    full_needed: number;
    lease_token: string | null;
  };
const outbox = () => (sqlite.prepare('SELECT count(*) AS n FROM search_outbox').get() as { n: number }).n;
const carCount = () => (sqlite.prepare('SELECT count(*) AS n FROM cars').get() as { n: number }).n;
const indexed = () => server.store.indexes.get('cars')?.docs;
const doc = (id: number) => indexed()?.get(String(id));
/** Sizes of the document additions to `uid` Meilisearch received, in order. */
const additions = (uid = 'cars') =>
  server.store.tasks
    .filter((t) => t.type === 'documentAdditionOrUpdate' && t.indexUid === uid)
    .map((t) => (t.details as { receivedDocuments?: number }).receivedDocuments);
const carIds = (n: number, offset = 0) =>
  (sqlite.prepare('SELECT id FROM cars ORDER BY id LIMIT ? OFFSET ?').all(n, offset) as { id: number }[]).map(
    (r) => r.id,
  );
const setPrice = (id: number, price: number) =>
  sqlite.prepare("UPDATE cars SET price = ?, doc = json_set(doc, '$.price', ?) WHERE id = ?").run(price, price, id);
const markSold = (id: number) =>
  sqlite
    .prepare(
      "UPDATE cars SET status = 'sold', sold_date_timestamp = 1, doc = json_set(doc, '$.status', 'sold', '$.sold', json('true'), '$.sold_date_timestamp', 1) WHERE id = ?",
    )
    .run(id);

/** `db`, where another run takes the lease over as soon as a query `matches` has read its rows. */
const stealLeaseAfter = (matches: (sql: string) => boolean): SyncDb => ({
  ...db,
  prepare: (sql) => {
    const statement = db.prepare(sql);
    if (!matches(sql)) return statement;
    return {
      ...statement,
      bind: (...values) => {
        const bound = statement.bind(...values);
        return {
          ...bound,
          all: async <T>() => {
            const rows = await bound.all<T>();
            sqlite.prepare("UPDATE search_sync_state SET lease_token = 'other', lease_until = ?").run(NOW * 2);
            return rows;
          },
        };
      },
    };
  },
});

beforeEach(async () => {
  sqlite = freshDb();
  db = sqliteDb(sqlite);
  await start();
});
afterAll(async () => {
  for (const s of servers) await s.close();
});

describe('search sync: D1 → Meilisearch', () => {
  it('the first run is a full pass: every car, settings applied, outbox consumed', async () => {
    expect(state()).toMatchObject({ full_needed: 1, watermark: 0 });
    const report = await sync();
    expect(report).toMatchObject({ status: 'done', full: 'completed', settingsApplied: true, pending: false });
    expect(indexed()?.size).toBe(carCount());
    expect(Math.max(...additions().map(Number))).toBeLessThanOrEqual(SYNC_BATCH_SIZE);
    expect(state()).toMatchObject({ full_needed: 0, lease_token: null });
    expect(state().watermark).toBeGreaterThanOrEqual(carCount());
    expect(outbox()).toBe(0);
    // idempotent: nothing changed, nothing sent
    const tasks = server.store.tasks.length;
    expect(await sync()).toMatchObject({ batches: 0, upserted: 0, settingsApplied: false });
    expect(server.store.tasks.length).toBe(tasks);
  });

  it('pushes what changed since the watermark: a new price, a sale, a deletion, a new car', async () => {
    await sync();
    const [priced, sold, removed, copied] = carIds(4);
    setPrice(priced!, 12_345);
    markSold(sold!);
    sqlite.prepare('DELETE FROM cars WHERE id = ?').run(removed!);
    sqlite
      .prepare(
        "INSERT INTO cars SELECT 999001, slug || '-copy', dealership_id, location_id, status, car_type, make, model, price, km, year, created_at_timestamp, sold_date_timestamp, show_on_dealer_website, custom_rank, json_set(doc, '$.id', 999001) FROM cars WHERE id = ?",
      )
      .run(copied!);
    const before = state().watermark;
    const report = await sync();
    expect(report).toMatchObject({ full: null, batches: 1, upserted: 3, deleted: 1, pending: false });
    expect(doc(priced!)).toMatchObject({ price: 12_345 });
    expect(doc(sold!)).toMatchObject({ status: 'sold', sold: true });
    expect(doc(removed!)).toBeUndefined();
    expect(doc(999001)).toMatchObject({ id: 999001, dealership_name: expect.any(String) });
    expect(state().watermark).toBe(before + 4);
    expect(outbox()).toBe(0);
  });

  it('keeps batches bounded and resumes where the batch budget ran out', async () => {
    await sync();
    const ids = carIds(1200);
    for (const id of ids) setPrice(id, 20_000 + id);
    const first = await sync({ batchSize: 500, maxBatches: 2 });
    expect(first).toMatchObject({ batches: 2, upserted: 1000, pending: true });
    expect(additions().slice(-2)).toEqual([500, 500]);
    expect(outbox()).toBe(200);
    const second = await sync({ batchSize: 500, maxBatches: 2 });
    expect(second).toMatchObject({ batches: 1, upserted: 200, pending: false });
    expect(ids.every((id) => (doc(id) as { price: number }).price === 20_000 + id)).toBe(true);
  });

  it('a Meilisearch that is down leaves the watermark and the outbox; the next run catches up', async () => {
    await sync();
    const [a, b] = carIds(2);
    setPrice(a!, 1111);
    markSold(b!);
    const before = state();
    const store = server.store;
    const port = Number(new URL(server.url).port);
    await server.close();
    await expect(sync()).rejects.toThrow();
    expect(state()).toEqual({ ...before, lease_token: null });
    expect(outbox()).toBe(2);
    await start({ port, store });
    expect(await sync()).toMatchObject({ full: null, upserted: 2 });
    expect(doc(a!)).toMatchObject({ price: 1111 });
    expect(doc(b!)).toMatchObject({ status: 'sold' });
    expect(state().watermark).toBe(before.watermark + 2);
  });

  it('a task Meilisearch refuses is not committed either', async () => {
    await sync();
    const [a] = carIds(1);
    setPrice(a!, 2222);
    const before = state().watermark;
    // the index lost its primary key setting: Meilisearch fails the addition task
    const cars = server.store.indexes.get('cars')!;
    const key = cars.primaryKey;
    cars.primaryKey = 'no_such_field';
    await expect(sync()).rejects.toThrow(/failed/);
    expect(state().watermark).toBe(before);
    cars.primaryKey = key;
    await sync();
    expect(doc(a!)).toMatchObject({ price: 2222 });
  });

  it('a new (empty) Meilisearch gets everything again: the missing index starts a full pass', async () => {
    await sync();
    await start();
    const report = await sync();
    expect(report).toMatchObject({ full: 'completed', settingsApplied: true });
    expect(indexed()?.size).toBe(carCount());
  });

  it('new index settings (a changed digest) are applied and every car pushed again', async () => {
    await sync();
    sqlite.prepare("UPDATE search_sync_state SET settings = 'fnv1a:older:1'").run();
    const before = additions().length;
    const report = await sync();
    expect(report).toMatchObject({ full: 'completed', settingsApplied: true });
    expect(
      additions()
        .slice(before)
        .reduce<number>((n, k) => n + Number(k), 0),
    ).toBe(carCount());
    expect(await sync()).toMatchObject({ batches: 0, settingsApplied: false });
  });

  it('a full pass deletes documents of cars D1 no longer has, and of cars failing CarSchema', async () => {
    await sync();
    await client
      .index('cars')
      .addDocuments([{ id: 424242, make: 'Ghost' }])
      .waitTask();
    const [broken] = carIds(1);
    sqlite.prepare(`UPDATE cars SET doc = json_set(doc, '$.price', 'free') WHERE id = ?`).run(broken!);
    const report = await sync({ full: true });
    expect(report).toMatchObject({ full: 'completed', invalid: 1 });
    expect(doc(424242)).toBeUndefined();
    expect(doc(broken!)).toBeUndefined();
    expect(indexed()?.size).toBe(carCount() - 1);
  });

  it('a full pass is resumable across runs', async () => {
    const first = await sync({ batchSize: 500, maxBatches: 1 });
    expect(first).toMatchObject({ full: 'partial', pending: true, batches: 1 });
    expect(indexed()?.size).toBe(500);
    expect(state().full_needed).toBe(1);
    const second = await sync({ batchSize: 500 });
    expect(second).toMatchObject({ full: 'completed' });
    expect(indexed()?.size).toBe(carCount());
    expect(state().full_needed).toBe(0);
  });

  it('a run finding the lease held does nothing; an expired lease is taken over', async () => {
    sqlite.prepare("UPDATE search_sync_state SET lease_token = 'other', lease_until = ?").run(Date.now() + 60_000);
    expect(await sync()).toMatchObject({ status: 'busy', batches: 0 });
    expect(server.store.tasks).toHaveLength(0);
    expect(state().lease_token).toBe('other');
    sqlite.prepare('UPDATE search_sync_state SET lease_until = ?').run(Date.now() - 1);
    expect(await sync()).toMatchObject({ status: 'done', full: 'completed' });
  });

  it('a run whose lease was taken over while it read D1 pushes nothing and commits nothing', async () => {
    await sync();
    const [a] = carIds(1);
    setPrice(a!, 5555);
    const before = state().watermark;
    const tasks = server.store.tasks.length;
    // another run takes the lease over right after this one read the changed rows (now possibly old)
    const stealing = stealLeaseAfter((sql) => sql.includes('json_each'));
    await expect(syncCarsIndex(stealing, client)).rejects.toThrow(SyncLeaseLost);
    expect(server.store.tasks).toHaveLength(tasks);
    expect(doc(a!)).not.toMatchObject({ price: 5555 });
    expect(state()).toMatchObject({ watermark: before, lease_token: 'other' });
    expect(outbox()).toBe(1);
  });

  it('a request budget stops the run cleanly: a batch it cannot finish is not committed', async () => {
    // 3 requests: the index lookup, the index list, the first createIndex — its task poll is over budget
    const starved = await sync({ requests: { budget: 3 } });
    expect(starved).toMatchObject({ status: 'done', pending: true, requests: 3, settingsApplied: false });
    expect(state()).toMatchObject({ full_needed: 1, watermark: 0, lease_token: null });
    // a budget that runs out during the full pass: it stops with fewer than a batch's requests left
    const limited = await sync({ batchSize: 100, requests: { budget: 60 } });
    expect(limited).toMatchObject({ pending: true, full: 'partial' });
    expect(limited.batches).toBeGreaterThan(0);
    expect(limited.requests).toBeLessThanOrEqual(60);
    expect(limited.requests).toBeGreaterThan(60 - SYNC_BATCH_REQUESTS);
    expect(indexed()?.size).toBe(100 * limited.batches);
    expect(state().full_needed).toBe(1);
    expect(await sync({ batchSize: 500 })).toMatchObject({ full: 'completed', pending: false });
    expect(indexed()?.size).toBe(carCount());
    expect(outbox()).toBe(0);
  });

  it('without a Meilisearch the outbox is dropped and a full pass marked due', async () => {
    await sync();
    setPrice(carIds(1)[0]!, 3333);
    expect(outbox()).toBe(1);
    expect(await dropUnreadOutbox(db)).toBe(true);
    expect(outbox()).toBe(0);
    expect(state().full_needed).toBe(1);
  });

  it('a renamed dealership re-sends its cars (documents carry dealership_name)', async () => {
    await sync();
    const dealership = HARBOURSIDE.dealerships[0]!;
    sqlite.prepare('UPDATE dealerships SET name = ? WHERE id = ?').run('Renamed Motors', dealership.id);
    const count = HARBOURSIDE.cars.filter((c) => c.dealership_id === dealership.id).length;
    expect(await sync()).toMatchObject({ upserted: count });
    const one = HARBOURSIDE.cars.find((c) => c.dealership_id === dealership.id)!;
    expect(doc(one.id)).toMatchObject({ dealership_name: 'Renamed Motors' });
  });
});

describe('search sync: the parts, offers and categories tables → Meilisearch', () => {
  const rows = (uid: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${uid}`).get() as { n: number }).n;
  const catalogueDoc = (uid: string, id: string) => server.store.indexes.get(uid)?.docs.get(id);

  it('pushed with the first run, again only when a table changes: edits, deletions and invalid rows follow', async () => {
    const first = await sync();
    expect(first.catalogue).toMatchObject({ pushed: ['parts', 'offers', 'categories'], deleted: 0, invalid: 0 });
    for (const uid of ['parts', 'offers', 'categories']) {
      expect(rows(uid)).toBeGreaterThan(0);
      expect(server.store.indexes.get(uid)?.docs.size).toBe(rows(uid));
    }
    const tasks = server.store.tasks.length;
    expect((await sync()).catalogue).toEqual({ pushed: [], upserted: 0, deleted: 0, invalid: 0 });
    expect(server.store.tasks.length).toBe(tasks);

    const [a, b, c] = (sqlite.prepare('SELECT id FROM parts ORDER BY id LIMIT 3').all() as { id: string }[]).map(
      (r) => r.id,
    );
    sqlite.prepare(`UPDATE parts SET doc = json_set(doc, '$.price', 12.5) WHERE id = ?`).run(a!);
    sqlite.prepare('DELETE FROM parts WHERE id = ?').run(b!);
    sqlite.prepare(`UPDATE parts SET doc = json_set(doc, '$.price', 'free') WHERE id = ?`).run(c!);
    const report = await sync();
    expect(report.catalogue).toEqual({ pushed: ['parts'], upserted: rows('parts') - 1, deleted: 2, invalid: 1 });
    expect(report).toMatchObject({ batches: 0, upserted: 0 });
    expect(catalogueDoc('parts', a!)).toMatchObject({ price: 12.5 });
    expect(catalogueDoc('parts', b!)).toBeUndefined();
    expect(catalogueDoc('parts', c!)).toBeUndefined();
    expect((await sync()).catalogue.pushed).toEqual([]);
  });

  it('a full sync pushes them again (a document D1 never had is deleted)', async () => {
    await sync();
    await client
      .index('offers')
      .addDocuments([{ id: 'ghost-offer', dealership_id: 1 }])
      .waitTask();
    expect((await sync({ full: true })).catalogue).toMatchObject({
      pushed: ['parts', 'offers', 'categories'],
      deleted: 1,
    });
    expect(catalogueDoc('offers', 'ghost-offer')).toBeUndefined();
    expect(server.store.indexes.get('offers')?.docs.size).toBe(rows('offers'));
  });

  it('a run whose lease was taken over pushes no catalogue document and stores no digest', async () => {
    await sync();
    sqlite.prepare(`UPDATE parts SET doc = json_set(doc, '$.price', 7.5) WHERE id = (SELECT MIN(id) FROM parts)`).run();
    const tasks = server.store.tasks.length;
    // another run takes the lease over as soon as this one has read the parts table
    const stealing = stealLeaseAfter((sql) => sql.includes('FROM parts WHERE id >'));
    const digest = () => sqlite.prepare("SELECT settings FROM search_sync_state WHERE index_uid = 'parts'").get();
    const before = digest();
    await expect(syncCarsIndex(stealing, client)).rejects.toThrow(SyncLeaseLost);
    expect(server.store.tasks).toHaveLength(tasks);
    expect(digest()).toEqual(before);
  });

  it('a request budget too small for them leaves them for the next run', async () => {
    await sync();
    sqlite
      .prepare(
        `UPDATE categories SET doc = json_set(doc, '$.position', 99) WHERE id = (SELECT MIN(id) FROM categories)`,
      )
      .run();
    expect(await sync({ requests: { budget: SYNC_BATCH_REQUESTS - 1 } })).toMatchObject({
      pending: true,
      catalogue: { pushed: [] },
    });
    expect((await sync()).catalogue.pushed).toEqual(['categories']);
  });
});

describe('inlineParams (the --remote D1 through wrangler)', () => {
  it('writes numbers, strings and null as SQL literals, in order', () => {
    expect(inlineParams('SELECT ? a, ? b, ? c', [1.5, "it's", null])).toBe("SELECT 1.5 a, 'it''s' b, NULL c");
    expect(() => inlineParams('SELECT ?', [])).toThrow();
    expect(() => inlineParams('SELECT 1', [1])).toThrow();
    expect(() => inlineParams('SELECT ?', [Number.NaN])).toThrow();
  });
});
