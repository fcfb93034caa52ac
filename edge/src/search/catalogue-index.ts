/**
 * The embedded backend's parts, offers and categories indexes: small (tens to hundreds of rows a
 * dealer), so each is built whole from D1 with its documents (no snapshot, no compact form), held per
 * site per isolate and rebuilt after the same TTL as the cars index (the search that finds it stale waits
 * for the rebuild). Only the site's own dealerships' rows are read; the scope filter (contracts
 * indexScopeFilter) is applied on top.
 */
import {
  type CatalogueIndexUid,
  catalogueDocumentFromJson,
  SEARCH_INDEX_SETTINGS,
  type SiteConfig,
} from '@forecourt/contracts';
import { SearchIndex } from './engine.js';
import type { Doc } from './filter.js';
import { siteKey } from './index-entry.js';

/** Most catalogue indexes an isolate holds (oldest dropped first): a few KB each. */
const MAX_CATALOGUES = 300;
/** Rows one index of one site may hold: past this the rest are left out (logged), never the isolate's memory. */
export const MAX_CATALOGUE_ROWS = 5_000;

export type CatalogueEntry = { index: SearchIndex; loadedAt: number; version: number };

/** Per-isolate catalogue indexes and their loads in flight. */
export class CatalogueState {
  readonly entries = new Map<string, CatalogueEntry>();
  readonly loading = new Map<string, Promise<CatalogueEntry>>();
  version = 0;
}

/** A site's rows of one catalogue table as documents (rows failing the schema are never searchable). */
export async function loadCatalogueDocs(db: D1Database, site: SiteConfig, uid: CatalogueIndexUid): Promise<Doc[]> {
  // uid is one of three fixed names (the table of the same name), never the client's text
  const { results } = await db
    .prepare(
      `SELECT doc FROM ${uid} WHERE dealership_id IN (SELECT value FROM json_each(?1)) ORDER BY id LIMIT ${MAX_CATALOGUE_ROWS + 1}`,
    )
    .bind(JSON.stringify(site.dealerships.map((d) => d.id)))
    .all<{ doc: string }>();
  if (results.length > MAX_CATALOGUE_ROWS)
    console.error(`[search] ${site.slug} ${uid}: more than ${MAX_CATALOGUE_ROWS} rows, the rest left out`);
  const own = new Set(site.dealerships.map((d) => d.id));
  const docs: Doc[] = [];
  for (const row of results.slice(0, MAX_CATALOGUE_ROWS)) {
    const doc = catalogueDocumentFromJson(uid, row.doc);
    if (doc && own.has(doc.dealership_id as number)) docs.push(doc as Doc);
  }
  return docs;
}

/** The site's index `uid`, loaded on first use and rebuilt once older than `ttlMs`. */
export async function catalogueIndex(
  state: CatalogueState,
  db: D1Database,
  site: SiteConfig,
  uid: CatalogueIndexUid,
  ttlMs: number,
): Promise<CatalogueEntry> {
  const key = `${siteKey(site)}|${uid}`;
  const entry = state.entries.get(key);
  if (entry && Date.now() - entry.loadedAt <= ttlMs) return entry;
  let pending = state.loading.get(key);
  if (!pending) {
    pending = loadCatalogueDocs(db, site, uid)
      .then((docs) => {
        const fresh = {
          index: new SearchIndex(docs, SEARCH_INDEX_SETTINGS[uid]),
          loadedAt: Date.now(),
          version: ++state.version,
        };
        state.entries.delete(key);
        state.entries.set(key, fresh);
        if (state.entries.size > MAX_CATALOGUES) state.entries.delete(state.entries.keys().next().value as string);
        return fresh;
      })
      .finally(() => state.loading.delete(key));
    state.loading.set(key, pending);
  }
  // An index past its TTL is rebuilt before it answers (a small read): a rebuild left running after
  // this request ended would never settle in workerd, so the index would stay as first loaded (issue 35:
  // a catalogue feed's rows never showed). A failed rebuild keeps the old index (logged).
  if (entry)
    return pending.catch((error: unknown) => {
      console.error('[search] catalogue refresh failed', error);
      return entry;
    });
  return pending;
}
