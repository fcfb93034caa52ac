/**
 * Keeps Meilisearch's `cars` index fresh from D1's change log (`search_outbox`), and the parts, offers and
 * categories indexes from their tables (sync-catalogue.ts, same run): the one sync, run by
 * the edge's cron (sync-cron.ts) and by `search:sync` / the seed (infra/search/cli.ts). Runs in workerd
 * and Node (D1 through the small SyncDb interface). How a run stays safe (lease, watermark, budget):
 * docs/ARCHITECTURE-NOTES.md "Search"; tests/integration/search-sync.test.ts.
 */
import {
  type CarRow,
  carDocumentFromRow,
  SEARCH_INDEX_SETTINGS,
  type SearchDocument,
  type SearchIndexUid,
} from '@forecourt/contracts';
import { type Meilisearch, MeilisearchApiError } from 'meilisearch';
import { type CatalogueSyncReport, syncCatalogueIndexes } from './sync-catalogue.js';
import { missingMigration, type SyncDb } from './sync-db.js';
import { MeiliRequests, type MeiliRequestsOptions, SyncBudgetSpent } from './sync-requests.js';
import { applySearchSettings, settingsDigest } from './sync-settings.js';

// The D1 side (its interface, the outbox drop) lives in sync-db.ts; these importers keep their path.
export { dropUnreadOutbox, type SyncDb, type SyncStatement } from './sync-db.js';

/** The row query every sync reads cars with: the car's JSON and its dealership's name (contracts CarRow). */
export const CAR_ROW_SELECT =
  'SELECT c.id AS id, c.doc AS doc, d.name AS dealership_name FROM cars c LEFT JOIN dealerships d ON d.id = c.dealership_id';

/** Documents per Meilisearch request (and outbox changes per batch). */
export const SYNC_BATCH_SIZE = 1000;
/** A run's hold on the sync; renewed by every batch it commits. */
export const SYNC_LEASE_MS = 15 * 60_000;
/** Batches one run makes at most (the rest waits for the next run), keeping a cron run short. */
export const SYNC_MAX_BATCHES = 20;
/** Requests a batch may need (its push, deletes and task polls): a run starts no batch with fewer left. */
export const SYNC_BATCH_REQUESTS = 40;

export type SyncOptions = {
  /** Start a full pass now (`search:sync --full`), even if none is due. */
  full?: boolean;
  batchSize?: number;
  maxBatches?: number;
  now?: () => number;
  /** The run's Meilisearch request budget and task polling (sync-requests.ts); default: no limit. */
  requests?: MeiliRequestsOptions;
};

export type SyncReport = {
  /** 'busy': another run holds the lease, nothing was done. */
  status: 'done' | 'busy';
  settingsApplied: boolean;
  /** A full pass ran in this run: 'completed', or 'partial' (it continues next run). */
  full: 'completed' | 'partial' | null;
  batches: number;
  upserted: number;
  deleted: number;
  /** Rows failing CarSchema (never searchable: their documents are deleted). */
  invalid: number;
  watermark: number;
  /** Changes left for the next run (the batch or request budget ran out). */
  pending: boolean;
  /** Meilisearch requests the run made (a cron run has a budget of them: sync-cron.ts). */
  requests: number;
  /** The parts, offers and categories indexes (sync-catalogue.ts); the figures above are the cars'. */
  catalogue: CatalogueSyncReport;
};

type State = {
  watermark: number;
  full_needed: number;
  settings: string | null;
  full_cursor: number | null;
  full_upto: number | null;
};

const CARS = 'cars' satisfies SearchIndexUid;

/** Thrown when another run took the lease over (ours expired): this run stops without committing. */
export class SyncLeaseLost extends Error {
  override readonly name = 'SyncLeaseLost';
}

/**
 * Brings the `cars` index up to date with D1 (see the file comment). Throws when Meilisearch or D1
 * fails; what was accepted before the failure stays committed and the rest is retried next run.
 */
export async function syncCarsIndex(db: SyncDb, client: Meilisearch, options: SyncOptions = {}): Promise<SyncReport> {
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? SYNC_BATCH_SIZE;
  const report: SyncReport = {
    status: 'done',
    settingsApplied: false,
    full: null,
    batches: 0,
    upserted: 0,
    deleted: 0,
    invalid: 0,
    watermark: 0,
    pending: false,
    requests: 0,
    catalogue: { pushed: [], upserted: 0, deleted: 0, invalid: 0 },
  };
  const token = crypto.randomUUID();
  if (!(await acquireLease(db, token, now()))) return { ...report, status: 'busy' };
  try {
    const requests = new MeiliRequests(client, options.requests);
    const run = new Run(db, client, requests, token, now, batchSize, options.maxBatches ?? SYNC_MAX_BATCHES, report);
    try {
      await run.sync(options.full ?? false);
    } catch (error) {
      // the budget ran out midway: the batch in progress was not committed, the next run repeats it
      if (!(error instanceof SyncBudgetSpent)) throw error;
      report.pending = true;
    } finally {
      report.requests = requests.used;
    }
    return report;
  } finally {
    await db
      .prepare(
        `UPDATE search_sync_state SET lease_token = NULL, lease_until = NULL WHERE index_uid = ? AND lease_token = ?`,
      )
      .bind(CARS, token)
      .run();
  }
}

async function acquireLease(db: SyncDb, token: string, at: number): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `UPDATE search_sync_state SET lease_token = ?, lease_until = ?
       WHERE index_uid = ? AND (lease_token IS NULL OR lease_until IS NULL OR lease_until < ?)`,
    )
    .bind(token, at + SYNC_LEASE_MS, CARS, at)
    .run()
    .catch(missingMigration);
  return meta.changes === 1;
}

/** Whether Meilisearch has the index (a missing one means a new or wiped instance: a full pass is due). */
async function indexExists(client: Meilisearch, requests: MeiliRequests, uid: SearchIndexUid): Promise<boolean> {
  try {
    await requests.request(() => client.getRawIndex(uid));
    return true;
  } catch (error) {
    if (error instanceof MeilisearchApiError && error.cause?.code === 'index_not_found') return false;
    throw error;
  }
}

/**
 * Every id the index holds (pages through GET /indexes/:uid/documents with only the primary key); with
 * `requests`, each page counts against the run's budget.
 */
export async function indexedIds(
  client: Meilisearch,
  uid: SearchIndexUid,
  requests = new MeiliRequests(client),
): Promise<Set<string>> {
  const key = SEARCH_INDEX_SETTINGS[uid].primaryKey;
  const ids = new Set<string>();
  for (let offset = 0; ; offset += SYNC_BATCH_SIZE) {
    const page = await requests.request(() =>
      client.index(uid).getDocuments({ fields: [key], limit: SYNC_BATCH_SIZE, offset }),
    );
    for (const doc of page.results) ids.add(String((doc as Record<string, unknown>)[key]));
    if (page.results.length < SYNC_BATCH_SIZE) return ids;
  }
}

class Run {
  constructor(
    private readonly db: SyncDb,
    private readonly client: Meilisearch,
    private readonly requests: MeiliRequests,
    private readonly token: string,
    private readonly now: () => number,
    private readonly batchSize: number,
    private readonly maxBatches: number,
    private readonly report: SyncReport,
  ) {}

  /** Whether another batch may start: the batch budget, and requests enough left for it. */
  private get budgetLeft(): boolean {
    if (this.report.batches >= this.maxBatches) return false;
    if (this.requests.left >= SYNC_BATCH_REQUESTS) return true;
    this.report.pending = true;
    return false;
  }

  async sync(forceFull: boolean): Promise<void> {
    let state = await this.state();
    const exists = await indexExists(this.client, this.requests, CARS);
    if (forceFull || !exists) {
      // restart the pass: a missing index has none of the documents a pass in progress pushed
      await this.commit('full_needed = 1, full_cursor = NULL, full_upto = NULL', []);
      state = await this.state();
    }
    const digest = settingsDigest();
    if (!exists || state.settings !== digest) {
      await this.holdLease();
      await applySearchSettings(this.client, this.requests);
      // new settings may search a field older documents lack (search_words): push every car again
      const full = exists && state.settings !== null ? ', full_needed = 1, full_cursor = NULL, full_upto = NULL' : '';
      await this.commit(`settings = ?${full}`, [digest]);
      if (full) state = await this.state();
      this.report.settingsApplied = true;
    }
    this.report.watermark = state.watermark;
    if (state.full_needed === 1) {
      this.report.full = (await this.fullPass(state)) ? 'completed' : 'partial';
      if (this.report.full === 'partial') {
        this.report.pending = true;
        return;
      }
      state = await this.state();
      this.report.watermark = state.watermark;
    }
    await this.incremental(state.watermark);
    // after the cars, with the requests left (the cars' own backlog, if any, waits for the next run as before)
    const done = await syncCatalogueIndexes(
      {
        db: this.db,
        client: this.client,
        requests: this.requests,
        batchSize: this.batchSize,
        minRequests: SYNC_BATCH_REQUESTS,
        holdLease: () => this.holdLease(),
        saveDigest: (uid, digest) => this.saveCatalogueDigest(uid, digest),
        indexedIds: (uid) => indexedIds(this.client, uid, this.requests),
      },
      forceFull || this.report.full === 'completed' || this.report.settingsApplied,
      this.report.catalogue,
    );
    if (!done) this.report.pending = true;
  }

  /** Records the digest of a catalogue table just pushed (its own state row), only while we hold the lease. */
  private async saveCatalogueDigest(uid: string, digest: string): Promise<void> {
    const { meta } = await this.db
      .prepare(
        `INSERT INTO search_sync_state (index_uid, full_needed, settings, synced_at)
         SELECT ?, 0, ?, ? WHERE EXISTS (SELECT 1 FROM search_sync_state WHERE index_uid = ? AND lease_token = ?)
         ON CONFLICT (index_uid) DO UPDATE SET settings = excluded.settings, synced_at = excluded.synced_at`,
      )
      .bind(uid, digest, this.now(), CARS, this.token)
      .run();
    if (meta.changes !== 1) throw new SyncLeaseLost('search sync: the lease was taken over; stopping');
  }

  /** A full pass, resumed from full_cursor; true when it finished (the watermark then skips what it covered). */
  private async fullPass(state: State): Promise<boolean> {
    let upto = state.full_upto;
    if (upto === null) {
      // every change logged so far is covered by this pass; later ones stay in the outbox for the incremental part
      const [top] = (await this.db.prepare('SELECT MAX(seq) AS seq FROM search_outbox').all<{ seq: number | null }>())
        .results;
      upto = Math.max(top?.seq ?? 0, state.watermark);
      await this.commit('full_upto = ?, full_cursor = NULL', [upto]);
    }
    let cursor = state.full_cursor ?? Number.MIN_SAFE_INTEGER;
    while (this.budgetLeft) {
      const { results: rows } = await this.db
        .prepare(`${CAR_ROW_SELECT} WHERE c.id > ? ORDER BY c.id LIMIT ?`)
        .bind(cursor, this.batchSize)
        .all<CarRow & { id: number }>();
      if (rows.length > 0) {
        await this.push(
          rows.map((r) => r.id),
          rows,
        );
        cursor = rows.at(-1)!.id;
        await this.commit('full_cursor = ?', [cursor]);
      }
      if (rows.length < this.batchSize) {
        await this.deleteStale();
        await this.commit(
          'watermark = MAX(watermark, ?), full_needed = 0, full_cursor = NULL, full_upto = NULL, synced_at = ?',
          [upto, this.now()],
          upto,
        );
        return true;
      }
    }
    return false;
  }

  /** Deletes the documents whose ids are no longer cars in D1 (what the outbox of before the pass may have missed). */
  private async deleteStale(): Promise<void> {
    const { results } = await this.db.prepare('SELECT id FROM cars').all<{ id: number }>();
    const inD1 = new Set(results.map((r) => String(r.id)));
    const stale = [...(await indexedIds(this.client, CARS, this.requests))].filter((id) => !inD1.has(id));
    for (let i = 0; i < stale.length; i += this.batchSize) {
      const ids = stale.slice(i, i + this.batchSize);
      await this.holdLease();
      await this.requests.task(() => this.client.index(CARS).deleteDocuments(ids));
      this.report.deleted += ids.length;
    }
  }

  /** The outbox after `watermark`, a batch at a time, while the budget lasts. */
  private async incremental(watermark: number): Promise<void> {
    while (this.budgetLeft) {
      const { results: changes } = await this.db
        .prepare('SELECT seq, car_id FROM search_outbox WHERE seq > ? ORDER BY seq LIMIT ?')
        .bind(watermark, this.batchSize)
        .all<{ seq: number; car_id: number }>();
      if (changes.length === 0) return;
      const ids = [...new Set(changes.map((c) => c.car_id))];
      const { results: rows } = await this.db
        .prepare(`${CAR_ROW_SELECT} WHERE c.id IN (SELECT value FROM json_each(?))`)
        .bind(JSON.stringify(ids))
        .all<CarRow & { id: number }>();
      await this.push(ids, rows);
      watermark = changes.at(-1)!.seq;
      await this.commit('watermark = ?, synced_at = ?', [watermark, this.now()], watermark);
      this.report.watermark = watermark;
      if (changes.length < this.batchSize) return;
    }
    this.report.pending = true;
  }

  /** Makes the index hold the current document of each id: `rows` are the ids' D1 rows (absent → deleted). */
  private async push(ids: readonly number[], rows: readonly CarRow[]): Promise<void> {
    const docs: SearchDocument[] = [];
    for (const row of rows) {
      const doc = carDocumentFromRow(row);
      if (doc) docs.push(doc);
      else this.report.invalid++;
    }
    const kept = new Set(docs.map((d) => d.id));
    const gone = ids.filter((id) => !kept.has(id));
    const index = this.client.index(CARS);
    // a run whose lease was taken over must not write: its rows may be older than the new holder's
    await this.holdLease();
    if (docs.length > 0) await this.requests.task(() => index.addDocuments(docs));
    if (gone.length > 0) await this.requests.task(() => index.deleteDocuments(gone as number[]));
    this.report.batches++;
    this.report.upserted += docs.length;
    this.report.deleted += gone.length;
  }

  /** Renews our lease right before a write to Meilisearch; throws SyncLeaseLost when another run holds it. */
  private async holdLease(): Promise<void> {
    const { meta } = await this.db
      .prepare('UPDATE search_sync_state SET lease_until = ? WHERE index_uid = ? AND lease_token = ?')
      .bind(this.now() + SYNC_LEASE_MS, CARS, this.token)
      .run();
    if (meta.changes !== 1) throw new SyncLeaseLost('search sync: the lease was taken over; stopping before a push');
  }

  private async state(): Promise<State> {
    const { results } = await this.db
      .prepare(
        'SELECT watermark, full_needed, settings, full_cursor, full_upto FROM search_sync_state WHERE index_uid = ?',
      )
      .bind(CARS)
      .all<State>();
    if (!results[0]) throw new Error('search_sync_state has no cars row: apply infra/migrations/0008_search_sync.sql');
    return results[0];
  }

  /**
   * Updates our state row (only while we hold the lease, renewing it) and, with `pruneUpTo`, drops the
   * outbox rows up to that seq in the same D1 batch (one transaction).
   */
  private async commit(set: string, values: unknown[], pruneUpTo?: number): Promise<void> {
    const at = this.now();
    const update = this.db
      .prepare(`UPDATE search_sync_state SET ${set}, lease_until = ? WHERE index_uid = ? AND lease_token = ?`)
      .bind(...values, at + SYNC_LEASE_MS, CARS, this.token);
    const statements = [update];
    if (pruneUpTo !== undefined)
      statements.push(
        this.db
          .prepare(
            `DELETE FROM search_outbox WHERE seq <= ?
             AND EXISTS (SELECT 1 FROM search_sync_state WHERE index_uid = ? AND lease_token = ?)`,
          )
          .bind(pruneUpTo, CARS, this.token),
      );
    const [result] = await this.db.batch(statements);
    if (result?.meta.changes !== 1) throw new SyncLeaseLost('search sync: the lease was taken over; stopping');
  }
}
