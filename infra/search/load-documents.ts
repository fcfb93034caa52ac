/**
 * For the tests and the benchmark only: loads documents held in memory into Meilisearch, replacing what
 * the index held. Not a sync of D1: stock in D1 reaches Meilisearch through syncCarsIndex
 * (edge/src/search/sync.ts), run by the cron and `search:sync`. Adds (or replaces) every document in
 * batches, then deletes the ids the index holds that are not among them. Idempotent.
 */
import { SEARCH_INDEX_SETTINGS, SEARCH_INDEXES, type SearchIndexUid } from '@forecourt/contracts';
import type { Meilisearch } from 'meilisearch';
import { indexedIds, SYNC_BATCH_SIZE } from '../../edge/src/search/sync.js';
import { applySearchSettings, succeeded } from './settings.js';

export { indexedIds, SYNC_BATCH_SIZE };

export type LoadReport = { index: SearchIndexUid; documents: number; deleted: number };

/** For tests and the benchmark only: makes index `uid` (created by applySearchSettings) hold exactly `documents`. */
export async function loadIndexFromDocuments(
  client: Meilisearch,
  uid: SearchIndexUid,
  documents: readonly Record<string, unknown>[],
): Promise<LoadReport> {
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
 * For tests and the benchmark only: applies the index settings, then loads every index with its
 * documents (an index not given is kept empty).
 */
export async function loadIndexesFromDocuments(
  client: Meilisearch,
  documents: Partial<Record<SearchIndexUid, readonly Record<string, unknown>[]>>,
): Promise<LoadReport[]> {
  await applySearchSettings(client);
  const reports: LoadReport[] = [];
  for (const uid of SEARCH_INDEXES) reports.push(await loadIndexFromDocuments(client, uid, documents[uid] ?? []));
  return reports;
}
