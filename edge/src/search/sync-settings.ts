/**
 * Meilisearch index settings, derived from the single source SEARCH_INDEX_SETTINGS in contracts (the
 * same lists drive the embedded engine), and applied with the admin key — by the sync (cron and
 * `search:sync`), never on a shopper's request.
 */
import { SEARCH_INDEX_SETTINGS, SEARCH_INDEXES, type SearchIndexUid } from '@forecourt/contracts';
import type { EnqueuedTaskPromise, Meilisearch, Settings } from 'meilisearch';
import type { MeiliRequests } from './sync-requests.js';

/**
 * The Meilisearch settings of one index: searchable (in rank order), filterable and sortable
 * attributes, ranking rules, synonyms and typo tolerance, straight from contracts.
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
    // always sent (empty when none), so a setting dropped from contracts is cleared in Meilisearch too
    synonyms: Object.fromEntries(Object.entries(s.synonyms ?? {}).map(([k, v]) => [k, [...v]])),
    typoTolerance: { disableOnAttributes: [...(s.typoTolerance?.disableOnAttributes ?? [])] },
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
  return `fnv1a:${fnv1a(text).toString(16).padStart(8, '0')}:${text.length}`;
}

/** FNV-1a of `text`, continuing from `hash` (so a long text may be hashed a piece at a time). */
export function fnv1a(text: string, hash = 0x811c9dc5): number {
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
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
 * Idempotent: running it again changes nothing. With `requests` (the sync's), every request counts
 * against the run's budget and tasks are polled with backoff; without, the client's own waitTask.
 */
export async function applySearchSettings(client: Meilisearch, requests?: MeiliRequests): Promise<void> {
  type Enqueue = () => EnqueuedTaskPromise;
  const task = (enqueue: Enqueue) => (requests ? requests.task(enqueue) : succeeded(enqueue()));
  const list = () => client.getIndexes({ limit: 1000 });
  const existing = new Set((await (requests ? requests.request(list) : list())).results.map((i) => i.uid));
  for (const uid of SEARCH_INDEXES) {
    if (!existing.has(uid))
      await task(() => client.createIndex(uid, { primaryKey: SEARCH_INDEX_SETTINGS[uid].primaryKey }));
    await task(() => client.index(uid).updateSettings(meilisearchSettings(uid)));
  }
}
