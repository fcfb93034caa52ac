/**
 * The parts, offers and categories indexes in Meilisearch (issue 35), kept by the same run as `cars`
 * (sync.ts: its lease, request budget and client). These tables are small and have no change log, so a
 * run reads each whole (1,000 rows a query) and pushes it only when its digest differs from the one of
 * the last push — kept in the index's own search_sync_state row (`settings` column) — or when `force`
 * (the cars sync just rebuilt a new or wiped instance, or applied new settings). A push sends every
 * valid document, then deletes the documents whose row is gone or fails its schema. Documents carry
 * `dealership_id`, which the tenant tokens' and the edge's scope filter on (contracts indexScopeFilter).
 */
import { CATALOGUE_INDEXES, type CatalogueIndexUid, catalogueDocumentFromJson } from '@forecourt/contracts';
import type { Meilisearch } from 'meilisearch';
import type { SyncDb } from './sync-db.js';
import type { MeiliRequests } from './sync-requests.js';
import { fnv1a } from './sync-settings.js';

export type CatalogueSyncReport = {
  /** The indexes pushed in this run (the others were unchanged). */
  pushed: CatalogueIndexUid[];
  upserted: number;
  deleted: number;
  /** Rows failing their document schema (never searchable: their documents are deleted). */
  invalid: number;
};

export type CatalogueSyncContext = {
  db: SyncDb;
  client: Meilisearch;
  requests: MeiliRequests;
  batchSize: number;
  /** Requests an index's push may need at least: a push starts only with that many left. */
  minRequests: number;
  /** Renews the run's lease before a write (throws when another run took it over). */
  holdLease(): Promise<void>;
  /** Stores the index's digest, only while the run holds the lease. */
  saveDigest(uid: CatalogueIndexUid, digest: string): Promise<void>;
  indexedIds(uid: CatalogueIndexUid): Promise<Set<string>>;
};

const UIDS = Object.keys(CATALOGUE_INDEXES) as CatalogueIndexUid[];

/** Pushes each changed catalogue index; false when the request budget left some for the next run. */
export async function syncCatalogueIndexes(
  ctx: CatalogueSyncContext,
  force: boolean,
  report: CatalogueSyncReport,
): Promise<boolean> {
  const { results } = await ctx.db
    .prepare(`SELECT index_uid, settings FROM search_sync_state WHERE index_uid IN ('${UIDS.join("','")}')`)
    .all<{ index_uid: string; settings: string | null }>();
  const pushed = new Map(results.map((r) => [r.index_uid, r.settings]));
  for (const uid of UIDS) {
    if (!force && pushed.get(uid) === (await readTable(ctx, uid)).digest) continue;
    if (ctx.requests.left < ctx.minRequests) return false;
    await pushTable(ctx, uid, report);
  }
  return true;
}

type Row = { id: string; doc: string };

/** Reads table `uid` a page at a time (calling `page` with each); returns its digest. */
async function readTable(ctx: CatalogueSyncContext, uid: CatalogueIndexUid, page?: (rows: Row[]) => Promise<void>) {
  let hash: number | undefined;
  let length = 0;
  let cursor = '';
  for (;;) {
    // uid is one of three fixed names (the table of the same name)
    const { results: rows } = await ctx.db
      .prepare(`SELECT id, doc FROM ${uid} WHERE id > ? ORDER BY id LIMIT ?`)
      .bind(cursor, ctx.batchSize)
      .all<Row>();
    for (const row of rows) {
      const text = `${row.id}\n${row.doc}\n`;
      hash = fnv1a(text, hash);
      length += text.length;
    }
    if (page && rows.length > 0) await page(rows);
    if (rows.length < ctx.batchSize) return { digest: `fnv1a:${(hash ?? 0).toString(16)}:${length}` };
    cursor = rows.at(-1)!.id;
  }
}

/** Makes index `uid` hold exactly the table's valid documents, then stores the digest of what was read. */
async function pushTable(ctx: CatalogueSyncContext, uid: CatalogueIndexUid, report: CatalogueSyncReport) {
  const index = ctx.client.index(uid);
  const kept = new Set<string>();
  const { digest } = await readTable(ctx, uid, async (rows) => {
    const docs: NonNullable<ReturnType<typeof catalogueDocumentFromJson>>[] = [];
    for (const row of rows) {
      const doc = catalogueDocumentFromJson(uid, row.doc);
      if (doc) {
        docs.push(doc);
        kept.add(String(doc.id));
      } else report.invalid++;
    }
    if (docs.length === 0) return;
    await ctx.holdLease();
    await ctx.requests.task(() => index.addDocuments(docs));
    report.upserted += docs.length;
  });
  const stale = [...(await ctx.indexedIds(uid))].filter((id) => !kept.has(id));
  for (let i = 0; i < stale.length; i += ctx.batchSize) {
    const ids = stale.slice(i, i + ctx.batchSize);
    await ctx.holdLease();
    await ctx.requests.task(() => index.deleteDocuments(ids));
    report.deleted += ids.length;
  }
  await ctx.saveDigest(uid, digest);
  report.pushed.push(uid);
}
