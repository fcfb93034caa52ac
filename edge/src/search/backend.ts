/**
 * The search backend interface and the embedded backend (the default).
 *
 * Choice of engine, measured (tests/bench/search.ts on this 2-core box, 10,000-car tenant, a
 * multi-search of 1 hits query + 11 facet queries with a keyword, through workerd):
 *   - D1 scan per request (SELECT doc … WHERE dealership_id IN (…), JSON parse, filter/facet in JS)
 *     is the cost of the first, cold query: see BENCHMARKS.md "search" (hundreds of ms for 10k cars;
 *     FTS5 would speed the keyword part only, the facet counts still need every matching row).
 *   - in-memory index per isolate (this file + engine.ts), built from D1 once per site and rebuilt after
 *     SEARCH_INDEX_TTL_MS (default 60 s, stale-while-revalidate): warm queries are a few ms (p50/p95 in
 *     BENCHMARKS.md). Memory (measured in issue 16 part 4): ~7.5 KB of heap a car, ~75 MB for
 *     10,000 cars, and a refresh holds two: above ~7,000 cars a dealer belongs on Meilisearch (OPERATIONS.md).
 * So the embedded backend is the in-memory index; D1 stays the source of truth.
 * A new isolate of a large site (SNAPSHOT_MIN_CARS and up) restores the index from the site's snapshot
 * in R2 instead (index-snapshot.ts: no zod parse, no tokenizing), counted as loaded when the snapshot
 * was built: the first search past the TTL loads D1 in the background, which replaces it; whoever loads a large site from D1 rewrites a snapshot older than
 * SNAPSHOT_REWRITE_MS (waitUntil).
 */
import {
  carDocumentFromJson,
  RecentCache,
  SEARCH_CACHE_SIZE,
  SEARCH_INDEX_SETTINGS,
  type SearchIndexUid,
  type SiteConfig,
} from '@forecourt/contracts';
import type { EngineQuery, EngineResult, WorkMeter } from './engine.js';
import { SearchIndex, SearchInputError } from './engine.js';
import {
  decodeSnapshot,
  encodeSnapshot,
  SNAPSHOT_MIN_CARS,
  SNAPSHOT_REWRITE_MS,
  snapshotKey,
} from './index-snapshot.js';

/** One query of a multi-search with the trusted scope the server ANDs to it (indexScopeFilter). */
export type ScopedQuery = { indexUid: SearchIndexUid; query: EngineQuery; scope: string | null };

/**
 * One search backend: runs queries on a site's indexes, each inside its scope (a trusted filter the
 * backend ANDs to the client's filter without parsing the two together, so the client can narrow it,
 * never widen it). A query the client got wrong throws SearchInputError (with its position in a
 * multi-search); anything else is the backend's failure. Implementations: EmbeddedBackend (below) and
 * MeilisearchBackend (meilisearch-backend.ts); select.ts picks one from the env.
 */
export interface SearchBackend {
  search(
    site: SiteConfig,
    indexUid: SearchIndexUid,
    query: EngineQuery,
    scope: string | null,
    meter?: WorkMeter,
  ): Promise<EngineResult>;
  /** `meter` gains the work this isolate did for the queries (the embedded backend; Meilisearch's is its own). */
  multiSearch(site: SiteConfig, queries: readonly ScopedQuery[], meter?: WorkMeter): Promise<EngineResult[]>;
}

/** `reloadingSince`: when the background refresh in flight started (0: none). */
type Entry = {
  index: SearchIndex;
  loadedAt: number;
  version: number;
  reloading: Promise<void> | null;
  reloadingSince?: number;
};

/**
 * A refresh started by a request that gave no waitUntil can be cut off with that request and never
 * settle: after this long one is presumed lost and the next search starts another.
 */
const RELOAD_PRESUMED_LOST_MS = 30_000;

/** Results cache entries kept per isolate (SPEC §7/§9: about 10, oldest evicted). */
export const RESULTS_CACHE_SIZE = SEARCH_CACHE_SIZE;

/**
 * The embedded backend: a per-isolate in-memory index of each site's cars, loaded from D1 (every row
 * parsed with CarSchema), plus a small results cache.
 */
export class EmbeddedState {
  readonly entries = new Map<string, Entry>();
  readonly loading = new Map<string, Promise<Entry>>();
  /** SPEC §9 results cache: single searches and whole multi-searches, most recent 10. */
  readonly results = new RecentCache<string, EngineResult | EngineResult[]>(SEARCH_CACHE_SIZE);
  /** When the snapshot this isolate knows of (read or written) was built, per index key. */
  readonly snapshotBuiltAt = new Map<string, number>();
  version = 0;
}

/** Where snapshots live (R2) and from what size a site gets one. */
export type SnapshotOptions = { bucket: R2Bucket; minCars?: number };

/** Per-isolate state of the embedded backend (indexes and results cache outlive a request). */
export const isolateSearchState = new EmbeddedState();

export class EmbeddedBackend implements SearchBackend {
  private readonly entries: Map<string, Entry>;
  private readonly loading: Map<string, Promise<Entry>>;
  private readonly results: RecentCache<string, EngineResult | EngineResult[]>;

  constructor(
    private readonly state: EmbeddedState,
    private readonly db: D1Database,
    private readonly ttlMs: number,
    private readonly waitUntil: (p: Promise<unknown>) => void = () => {},
    private readonly snapshots: SnapshotOptions | null = null,
  ) {
    this.entries = state.entries;
    this.loading = state.loading;
    this.results = state.results;
  }

  private async load(site: SiteConfig): Promise<SearchIndex> {
    const ids = site.dealerships.map((d) => d.id);
    const names = new Map(site.dealerships.map((d) => [d.id, d.name]));
    const placeholders = ids.map(() => '?').join(', ');
    const { results } = await this.db
      .prepare(`SELECT doc FROM cars WHERE dealership_id IN (${placeholders}) ORDER BY id`)
      .bind(...ids)
      .all<{ doc: string }>();
    const docs = [];
    let skipped = 0;
    for (const row of results) {
      const doc = carDocumentFromJson(row.doc, (car) => names.get(car.dealership_id) ?? null);
      if (doc) docs.push(doc);
      else skipped++;
    }
    if (skipped > 0) console.error(`[search] skipped ${skipped} cars of ${site.slug} that fail CarSchema`);
    const index = new SearchIndex(docs, SEARCH_INDEX_SETTINGS.cars);
    this.writeSnapshot(site, index, docs.length);
    return index;
  }

  private snapshotKey(site: SiteConfig): string {
    return snapshotKey(
      site.slug,
      site.dealerships.map((d) => d.id),
    );
  }

  /** A large site's index just loaded from D1 becomes its snapshot when the known one is old (background). */
  private writeSnapshot(site: SiteConfig, index: SearchIndex, count: number): void {
    if (!this.snapshots || count < (this.snapshots.minCars ?? SNAPSHOT_MIN_CARS)) return;
    const key = this.snapshotKey(site);
    const now = Date.now();
    if (now - (this.state.snapshotBuiltAt.get(key) ?? 0) < SNAPSHOT_REWRITE_MS) return;
    this.state.snapshotBuiltAt.set(key, now);
    const bucket = this.snapshots.bucket;
    this.waitUntil(
      Promise.resolve()
        .then(() => bucket.put(key, encodeSnapshot(index, count, key, now)))
        .catch((error: unknown) => console.error('[search] snapshot write failed', error)),
    );
  }

  /** The site's index from its snapshot, or null (none, ignored, or R2 failed: the caller reads D1). */
  private async restore(site: SiteConfig): Promise<{ index: SearchIndex; builtAt: number } | null> {
    if (!this.snapshots) return null;
    const key = this.snapshotKey(site);
    try {
      const object = await this.snapshots.bucket.get(key);
      if (!object) return null;
      const restored = decodeSnapshot(await object.arrayBuffer(), {
        key,
        now: Date.now(),
        settings: SEARCH_INDEX_SETTINGS.cars,
      });
      if ('ignored' in restored) {
        console.warn(`[search] snapshot of ${site.slug} ignored: ${restored.ignored}`);
        return null;
      }
      this.state.snapshotBuiltAt.set(key, restored.builtAt);
      return restored;
    } catch (error) {
      console.error('[search] snapshot read failed', error);
      return null;
    }
  }

  /** Loads the site from D1 in the background; the entry keeps answering until the new index replaces it. */
  private refresh(key: string, site: SiteConfig, entry: Entry, now: number): void {
    entry.reloadingSince = now;
    entry.reloading = this.load(site)
      .then((index) => {
        this.entries.set(key, { index, loadedAt: Date.now(), version: ++this.state.version, reloading: null });
      })
      .catch((error: unknown) => {
        console.error('[search] index refresh failed', error);
        entry.reloading = null;
        entry.loadedAt = Date.now();
      });
    this.waitUntil(entry.reloading);
  }

  /**
   * A new isolate's first load: the snapshot, or D1. A restored index counts as loaded when its snapshot
   * was built, so the first search after its TTL refreshes it from D1 in the background — not this one:
   * parsing 10,000 rows in the same isolate right away would hold up the very answer the snapshot sped up.
   */
  private async firstLoad(key: string, site: SiteConfig): Promise<Entry> {
    const restored = await this.restore(site);
    if (restored) {
      const entry: Entry = {
        index: restored.index,
        loadedAt: restored.builtAt,
        version: ++this.state.version,
        reloading: null,
      };
      this.entries.set(key, entry);
      return entry;
    }
    const index = await this.load(site);
    const fresh = { index, loadedAt: Date.now(), version: ++this.state.version, reloading: null };
    this.entries.set(key, fresh);
    return fresh;
  }

  /** The site's cars index, loading it on first use and refreshing it in the background after the TTL. */
  async carsIndex(site: SiteConfig): Promise<Entry> {
    const key = `${site.slug}:${site.dealerships.map((d) => d.id).join(',')}`;
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry) {
      const lost = entry.reloading !== null && now - (entry.reloadingSince ?? 0) > RELOAD_PRESUMED_LOST_MS;
      if (now - entry.loadedAt > this.ttlMs && (!entry.reloading || lost)) this.refresh(key, site, entry, now);
      return entry;
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.firstLoad(key, site).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  async search(
    site: SiteConfig,
    indexUid: SearchIndexUid,
    query: EngineQuery,
    scope: string | null,
    meter?: WorkMeter,
  ): Promise<EngineResult> {
    if (indexUid !== 'cars') {
      // offers, parts and categories have no stock tables yet: the right shape, no documents.
      return emptyIndex(indexUid).search(query, null);
    }
    const entry = await this.carsIndex(site);
    return this.cached(`s|${site.slug}|${entry.version}|${scope}|${JSON.stringify(query)}`, () =>
      entry.index.search(query, scope, meter),
    );
  }

  /**
   * A page's multi-search (1 hits query + the facet queries) is one cache entry: "about 10 cached
   * searches" means 10 searches as a shopper makes them, not 10 of their sub-queries.
   */
  async multiSearch(site: SiteConfig, queries: readonly ScopedQuery[], meter?: WorkMeter): Promise<EngineResult[]> {
    const entry = queries.some((q) => q.indexUid === 'cars') ? await this.carsIndex(site) : null;
    const key = `m|${site.slug}|${entry?.version ?? 0}|${JSON.stringify(queries)}`;
    const hit = this.results.get(key);
    if (hit) return hit as EngineResult[];
    const results: EngineResult[] = [];
    for (const [position, { indexUid, query, scope }] of queries.entries()) {
      // Each query runs on this isolate's one thread: between them other requests (other sites') get it.
      if (position > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      try {
        results.push(
          indexUid === 'cars' && entry
            ? entry.index.search(query, scope, meter)
            : emptyIndex(indexUid).search(query, null),
        );
      } catch (error) {
        if (error instanceof SearchInputError) throw new SearchInputError(error.code, error.message, position);
        throw error;
      }
    }
    this.results.set(key, results);
    return results;
  }

  private cached(key: string, compute: () => EngineResult): EngineResult {
    const hit = this.results.get(key);
    if (hit) return hit as EngineResult;
    const result = compute();
    this.results.set(key, result);
    return result;
  }

  /** Entries in the results cache (tests). */
  get cachedResults(): number {
    return this.results.count;
  }
}

const empties = new Map<string, SearchIndex>();
function emptyIndex(uid: SearchIndexUid): SearchIndex {
  const known = empties.get(uid);
  if (known) return known;
  const index = new SearchIndex([], SEARCH_INDEX_SETTINGS[uid]);
  empties.set(uid, index);
  return index;
}
