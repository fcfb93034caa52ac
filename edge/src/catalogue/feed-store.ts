/**
 * Writing a catalogue feed into D1 (tables parts, offers, categories; migration 0026): the feed replaces
 * the rows of the dealerships it covers — upserts its documents, deletes the covered dealerships' rows it
 * no longer lists (so a dropped part leaves the embedded index at its next load and Meilisearch at the
 * next sync, sync-catalogue.ts) — in ONE D1 batch, one transaction. Every statement carries the same
 * guard, "this feed is newer than the last one applied to this site and index" (catalogue_feeds,
 * migration 0027), evaluated before the batch's last statement moves it: a replay, or an older feed that
 * lost a race to a newer one, writes nothing at all.
 */
import { type CatalogueIndexUid, catalogueStoredId } from '@forecourt/contracts';

/** Documents a statement upserts: ~70 KB of JSON bound as one parameter. */
const CHUNK = 100;

export type FeedWrite = {
  site: string;
  uid: CatalogueIndexUid;
  /** The signed timestamp (unix seconds): must be newer than the last applied. */
  timestamp: number;
  /** The dealerships whose rows the feed replaces (the site's, or the one it names). */
  dealerships: number[];
  documents: ({ id: string; dealership_id: number } & Record<string, unknown>)[];
};

export type FeedResult = { applied: true; upserted: number; deleted: number } | { applied: false };

// The guard every statement carries (?1 site, ?2 index, ?3 timestamp).
const NEWER = `COALESCE((SELECT applied_at FROM catalogue_feeds WHERE site_slug = ?1 AND index_uid = ?2), 0) < ?3`;

/** Replaces the covered dealerships' rows of `uid` with the feed's documents, if the feed is newest. */
export async function writeFeed(db: D1Database, feed: FeedWrite): Promise<FeedResult> {
  const { site, uid, timestamp } = feed;
  const scope = JSON.stringify(feed.dealerships);
  const docs = feed.documents.map((d) => ({ ...d, id: catalogueStoredId(d.dealership_id, d.id) }));
  const ids = JSON.stringify(docs.map((d) => d.id));
  // uid is one of three fixed names (the route checked it), never other text
  const statements = [
    db
      .prepare(
        `DELETE FROM ${uid} WHERE ${NEWER} AND dealership_id IN (SELECT value FROM json_each(?4)) AND id NOT IN (SELECT value FROM json_each(?5))`,
      )
      .bind(site, uid, timestamp, scope, ids),
  ];
  for (let i = 0; i < docs.length; i += CHUNK) {
    statements.push(
      db
        .prepare(
          // the ON CONFLICT update is limited to the covered dealerships: a stored id is never taken over
          `INSERT INTO ${uid} (id, dealership_id, doc)
           SELECT json_extract(value, '$.id'), json_extract(value, '$.dealership_id'), value FROM json_each(?4) WHERE ${NEWER}
           ON CONFLICT (id) DO UPDATE SET doc = excluded.doc
             WHERE ${uid}.dealership_id IN (SELECT value FROM json_each(?5)) AND ${uid}.doc <> excluded.doc`,
        )
        .bind(site, uid, timestamp, JSON.stringify(docs.slice(i, i + CHUNK)), scope),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO catalogue_feeds (site_slug, index_uid, applied_at, documents) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (site_slug, index_uid) DO UPDATE SET applied_at = excluded.applied_at, documents = excluded.documents
           WHERE excluded.applied_at > catalogue_feeds.applied_at`,
      )
      .bind(site, uid, timestamp, docs.length),
  );
  const results = await db.batch(statements);
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) return { applied: false };
  const deleted = results[0]?.meta.changes ?? 0;
  const upserted = results.slice(1, -1).reduce((n, r) => n + (r.meta.changes ?? 0), 0);
  return { applied: true, upserted, deleted };
}
