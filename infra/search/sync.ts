/**
 * Replace-all sync from documents in memory (the tests and the benchmark load generated stock with it;
 * stock in D1 goes through syncCarsIndex, edge/src/search/sync.ts): makes a Meilisearch index hold
 * exactly the given documents. Adds (or replaces) every
 * document in batches, then deletes the ids the index holds that are no longer in stock. Idempotent:
 * a second run with the same stock adds the same documents again and deletes nothing.
 */
import { SEARCH_INDEX_SETTINGS, SEARCH_INDEXES, type SearchIndexUid } from '@forecourt/contracts';
import type { Meilisearch } from 'meilisearch';
import { indexedIds, SYNC_BATCH_SIZE } from '../../edge/src/search/sync.js';
import type { SearchDocument } from './documents.js';
import { applySearchSettings, succeeded } from './settings.js';

export { indexedIds, SYNC_BATCH_SIZE };

export type SyncReport = { index: SearchIndexUid; documents: number; deleted: number };

/** Makes index `uid` (created by applySearchSettings) hold exactly `documents`. */
export async function syncIndex(
  client: Meilisearch,
  uid: SearchIndexUid,
  documents: readonly SearchDocument[],
): Promise<SyncReport> {
  const key = SEARCH_INDEX_SETTINGS[uid].primaryKey;
  const index = client.index(uid);
  for (let i = 0; i < documents.length; i += SYNC_BATCH_SIZE) {
    // the index's primary key was set when it was created (applySearchSettings)
    await succeeded(index.addDocuments(documents.slice(i, i + SYNC_BATCH_SIZE) as never[]));
  }
  const present = new Set(documents.map((d) => String(d[key])));
  const stale = [...(await indexedIds(client, uid))].filter((id) => !present.has(id));
  for (let i = 0; i < stale.length; i += SYNC_BATCH_SIZE) {
    await succeeded(index.deleteDocuments(stale.slice(i, i + SYNC_BATCH_SIZE)));
  }
  return { index: uid, documents: documents.length, deleted: stale.length };
}

/**
 * Applies the index settings, then syncs every index: `cars` gets the stock, the indexes without a
 * stock table yet (offers, parts, categories) are kept empty.
 */
export async function syncSearch(
  client: Meilisearch,
  documents: Partial<Record<SearchIndexUid, readonly SearchDocument[]>>,
): Promise<SyncReport[]> {
  await applySearchSettings(client);
  const reports: SyncReport[] = [];
  for (const uid of SEARCH_INDEXES) reports.push(await syncIndex(client, uid, documents[uid] ?? []));
  return reports;
}
