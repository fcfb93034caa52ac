/**
 * Meilisearch index settings, derived from the single source SEARCH_INDEX_SETTINGS in contracts (the
 * same lists drive the embedded engine), and applied with the admin key — by the sync (cron and
 * `search:sync`), never on a shopper's request.
 */
import { SEARCH_INDEX_SETTINGS, SEARCH_INDEXES, type SearchIndexUid } from '@forecourt/contracts';
import type { Meilisearch, Settings } from 'meilisearch';

/**
 * The Meilisearch settings of one index: searchable (in rank order), filterable and sortable
 * attributes and ranking rules, straight from contracts.
 *
 * @example
 * meilisearchSettings('cars').sortableAttributes; // ['price', 'km', 'year', …]
 */
export function meilisearchSettings(uid: SearchIndexUid): Settings {
  const s = SEARCH_INDEX_SETTINGS[uid];
  return {
    searchableAttributes: [...s.searchableAttributes],
    filterableAttributes: [...s.filterableAttributes],
    sortableAttributes: [...s.sortableAttributes],
    rankingRules: [...s.rankingRules],
  };
}

/**
 * A short digest of every index's primary key and settings: the sync stores the digest it applied and
 * applies the settings again when contracts change them (FNV-1a; it detects changes, it is not a secret).
 */
export function settingsDigest(): string {
  const text = JSON.stringify(
    SEARCH_INDEXES.map((uid) => [uid, SEARCH_INDEX_SETTINGS[uid].primaryKey, meilisearchSettings(uid)]),
  );
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `fnv1a:${(hash >>> 0).toString(16).padStart(8, '0')}:${text.length}`;
}

/** Waits for a Meilisearch task and throws when it did not succeed. */
export async function succeeded(task: { waitTask(): Promise<{ status: string; error?: unknown; type?: string }> }) {
  const done = await task.waitTask();
  if (done.status !== 'succeeded')
    throw new Error(`Meilisearch task ${done.type ?? ''} ${done.status}: ${JSON.stringify(done.error)}`);
  return done;
}

/**
 * Creates every search index that is missing (with its primary key) and applies its settings.
 * Idempotent: running it again changes nothing.
 */
export async function applySearchSettings(client: Meilisearch): Promise<void> {
  const existing = new Set((await client.getIndexes({ limit: 1000 })).results.map((i) => i.uid));
  for (const uid of SEARCH_INDEXES) {
    if (!existing.has(uid))
      await succeeded(client.createIndex(uid, { primaryKey: SEARCH_INDEX_SETTINGS[uid].primaryKey }));
    await succeeded(client.index(uid).updateSettings(meilisearchSettings(uid)));
  }
}
