/**
 * The search backend interface and the embedded backend (the default): an in-memory index per site per
 * isolate, loaded from D1 or restored from the site's R2 snapshot, refreshed after SEARCH_INDEX_TTL_MS.
 * Why an in-memory index, and how snapshots and refreshes interact: docs/ARCHITECTURE-NOTES.md "Search".
 */
import { RecentCache, SEARCH_CACHE_SIZE, type SearchIndexUid, type SiteConfig } from '@forecourt/contracts';
import { type CatalogueEntry, CatalogueState, catalogueIndex } from './catalogue-index.js';
import { type CatalogueMark, catalogueMark, coversMark } from './catalogue-marks.js';
import type { EngineQuery, EngineResult, SearchPlan, WorkMeter } from './engine.js';
import { type SearchIndex, SearchInputError } from './engine.js';
import type { Doc } from './filter.js';
import { IndexBudget } from './index-budget.js';
import { type Compact, type Entry, type Loaded, newEntry, siteKey } from './index-entry.js';
import { SNAPSHOT_MIN_CARS, SNAPSHOT_REWRITE_MS } from './index-snapshot.js';
import {
  carDocuments,
  compactSiteIndex,
  loadSiteIndex,
  putSiteSnapshot,
  readSiteSnapshot,
  siteSnapshotKey,
} from './snapshot-store.js';
import { FULL_RELOAD_MS, readStockVersion } from './stock-version.js';

/**
 * Where a search's time went, in the order it was spent: [step, ms] (the API sends it as Server-Timing).
 * Steps: snapshot-read and snapshot-decode, or d1-load and index-build (the request that loaded the
 * index), engine (the queries), hits-read (a restored index's hits from D1).
 */
export type SearchTiming = [step: string, ms: number][];

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
    timing?: SearchTiming,
  ): Promise<EngineResult>;
  /**
   * `meter` gains the work this isolate did for the queries (the embedded backend; Meilisearch's is its
   * own), `timing` where the embedded backend's time went.
   */
  multiSearch(
    site: SiteConfig,
    queries: readonly ScopedQuery[],
    meter?: WorkMeter,
    timing?: SearchTiming,
  ): Promise<EngineResult[]>;
}

/**
 * A refresh started by a request that gave no waitUntil can be cut off with that request and never
 * settle: after this long one is presumed lost and the next search starts another.
 */
const RELOAD_PRESUMED_LOST_MS = 30_000;

/** Results cache entries kept per isolate (SPEC §7/§9: about 10, oldest evicted). */
export const RESULTS_CACHE_SIZE = SEARCH_CACHE_SIZE;

/**
 * The embedded backend: a per-isolate in-memory index of each site's cars, loaded from D1 (every row
 * parsed with CarSchema) or restored from its snapshot, held within a byte budget (index-budget.ts), plus
 * a small results cache.
 */
export class EmbeddedState {
  readonly entries = new IndexBudget<Entry>();
  readonly loading = new Map<string, Promise<Entry>>();
  /** SPEC §9 results cache: single searches and whole multi-searches, most recent 10. */
  readonly results = new RecentCache<string, EngineResult | EngineResult[]>(SEARCH_CACHE_SIZE);
  /** When the snapshot this isolate knows of (read or written) was built, per index key. */
  readonly snapshotBuiltAt = new Map<string, number>();
  /** The parts, offers and categories indexes (catalogue-index.ts). */
  readonly catalogues = new CatalogueState();
  version = 0;
}

/** Where snapshots live (R2) and from what size a site gets one. */
export type SnapshotOptions = { bucket: R2Bucket; minCars?: number };

/** Per-isolate state of the embedded backend (indexes and results cache outlive a request). */
export const isolateSearchState = new EmbeddedState();

export class EmbeddedBackend implements SearchBackend {
  private readonly entries: IndexBudget<Entry>;
  private readonly loading: Map<string, Promise<Entry>>;
  private readonly results: RecentCache<string, EngineResult | EngineResult[]>;

  constructor(
    private readonly state: EmbeddedState,
    /** The site's database: one D1, or the shard router (tenant/dealer-db.ts). */
    private readonly db: D1Database | ((site: SiteConfig) => D1Database),
    private readonly ttlMs: number,
    private readonly waitUntil: (p: Promise<unknown>) => void = () => {},
    private readonly snapshots: SnapshotOptions | null = null,
  ) {
    this.entries = state.entries;
    this.loading = state.loading;
    this.results = state.results;
  }

  /**
   * The site's index from D1, in its compact form: the documents are dropped (a hit is read from D1 by id
   * like a restored index's), so an isolate holds ~10× more cars in its budget. The encoded bytes are the
   * site's snapshot too.
   */
  private dbOf(site: SiteConfig): D1Database {
    return typeof this.db === 'function' ? this.db(site) : this.db;
  }

  private async load(site: SiteConfig, timing?: SearchTiming): Promise<Loaded> {
    const db = this.dbOf(site);
    // read before the cars: a change landing in between makes the version older than the index, so the
    // next check reloads again (never the reverse, which would keep a stale index)
    const stockVersion = await readStockVersion(db, site);
    const full = await loadSiteIndex(db, site, timing);
    const builtAt = Date.now();
    const t0 = performance.now();
    const compact = compactSiteIndex(site, full, builtAt);
    timing?.push(['index-compact', performance.now() - t0]);
    this.writeSnapshot(site, compact.bytes, full.size, builtAt, stockVersion);
    return { ...compact, stockVersion };
  }

  /**
   * The documents of a restored index's hits, read from D1 by primary key in one query (D1 is the truth
   * for what a car shows); only the site's own dealerships' rows, whatever the snapshot says.
   */
  private async hitDocuments(site: SiteConfig, index: SearchIndex, positions: readonly number[]) {
    const found = new Map<unknown, Doc>();
    if (positions.length === 0) return found;
    const primaryKey = index.column(index.settings.primaryKey);
    const ids = [...new Set(positions.map((i) => primaryKey[i]))];
    const { results } = await this.dbOf(site)
      .prepare(
        'SELECT doc FROM cars WHERE id IN (SELECT value FROM json_each(?1)) AND dealership_id IN (SELECT value FROM json_each(?2))',
      )
      .bind(JSON.stringify(ids), JSON.stringify(site.dealerships.map((d) => d.id)))
      .all<{ doc: string }>();
    for (const doc of carDocuments(site, results)) found.set(doc.id, doc);
    return found;
  }

  /**
   * Runs planned queries to their answers. An index loaded from D1 holds its documents; a restored one
   * reads every plan's hits from D1 at once. A hit whose car has left D1 since the snapshot is left out
   * (the background load from D1 replaces the restored index soon after).
   */
  private async complete(site: SiteConfig, index: SearchIndex, plans: readonly SearchPlan[], timing?: SearchTiming) {
    const docs = index.docs;
    if (docs)
      return plans.map((plan) =>
        index.complete(
          plan,
          plan.positions.map((i) => docs[i] as Doc),
        ),
      );
    const t0 = performance.now();
    const found = await this.hitDocuments(
      site,
      index,
      plans.flatMap((plan) => plan.positions),
    );
    timing?.push(['hits-read', performance.now() - t0]);
    const primaryKey = index.column(index.settings.primaryKey);
    return plans.map((plan) =>
      index.complete(
        plan,
        plan.positions.flatMap((i): Doc[] => {
          const doc = found.get(primaryKey[i]);
          return doc ? [doc] : [];
        }),
      ),
    );
  }

  /** A site's index just loaded from D1 becomes its snapshot when the known one is old (background). */
  private writeSnapshot(
    site: SiteConfig,
    bytes: Uint8Array,
    cars: number,
    builtAt: number,
    stockVersion: number,
  ): void {
    if (!this.snapshots || cars < (this.snapshots.minCars ?? SNAPSHOT_MIN_CARS)) return;
    const key = siteSnapshotKey(site);
    if (builtAt - (this.state.snapshotBuiltAt.get(key) ?? 0) < SNAPSHOT_REWRITE_MS) return;
    this.state.snapshotBuiltAt.set(key, builtAt);
    this.waitUntil(
      putSiteSnapshot(this.snapshots.bucket, site, bytes, builtAt, stockVersion).catch((error: unknown) =>
        console.error('[search] snapshot write failed', error),
      ),
    );
  }

  /** The site's index from its snapshot, or null (none, ignored, or R2 failed: the caller reads D1). */
  private async restore(
    site: SiteConfig,
    timing?: SearchTiming,
  ): Promise<(Compact & { builtAt: number; stockVersion: number | null }) | null> {
    if (!this.snapshots) return null;
    const restored = await readSiteSnapshot(this.snapshots.bucket, site, timing);
    if (restored) this.state.snapshotBuiltAt.set(siteSnapshotKey(site), restored.builtAt);
    return restored;
  }

  /**
   * Reloads the site from D1 in the background when its stock changed (or FULL_RELOAD_MS passed); the
   * entry keeps answering until the new index replaces it. An unchanged site costs one small query.
   */
  private refresh(key: string, site: SiteConfig, entry: Entry, now: number): void {
    entry.reloadingSince = now;
    const catalogue = catalogueMark(site)?.seq ?? 0;
    entry.reloading = this.reloadIfChanged(site, entry, catalogue)
      .then((fresh) => {
        if (fresh) this.entries.set(key, fresh);
        else {
          entry.reloading = null;
          entry.loadedAt = Date.now();
          // unchanged since the mark was seen (the version is read after it): the index holds the import
          entry.catalogue = Math.max(entry.catalogue, catalogue);
        }
      })
      .catch((error: unknown) => {
        console.error('[search] index refresh failed', error);
        entry.reloading = null;
        entry.loadedAt = Date.now();
      });
    this.waitUntil(entry.reloading);
  }

  /** The site's new entry, or null when its stock version is the one the entry was built at. */
  private async reloadIfChanged(site: SiteConfig, entry: Entry, catalogue: number): Promise<Entry | null> {
    if (entry.stockVersion !== null && Date.now() - entry.builtAt < FULL_RELOAD_MS) {
      if ((await readStockVersion(this.dbOf(site), site)) === entry.stockVersion) return null;
    }
    const loaded = await this.load(site);
    return newEntry(loaded, Date.now(), ++this.state.version, loaded.stockVersion, catalogue);
  }

  /**
   * A new isolate's first load: the snapshot, or D1. A restored index counts as loaded when its snapshot
   * was built, so the first search after its TTL refreshes it from D1 in the background — not this one:
   * parsing 10,000 rows in the same isolate right away would hold up the very answer the snapshot sped up.
   */
  private async firstLoad(key: string, site: SiteConfig, timing?: SearchTiming): Promise<Entry> {
    const mark = catalogueMark(site);
    const restored = await this.restore(site, timing);
    // A snapshot built before the site's last import is passed over: D1 has the import.
    if (restored && (!mark || coversMark(restored.builtAt, mark))) {
      const entry = newEntry(restored, restored.builtAt, ++this.state.version, restored.stockVersion, mark?.seq);
      this.entries.set(key, entry);
      return entry;
    }
    const loaded = await this.load(site, timing);
    const fresh = newEntry(loaded, Date.now(), ++this.state.version, loaded.stockVersion, mark?.seq);
    this.entries.set(key, fresh);
    return fresh;
  }

  /**
   * A feed import this index predates (catalogue-marks.ts): the search waits for the reload rather than
   * answer without the import; a reload already running may predate the mark, so at most twice. If a
   * reload fails the index answers as it is (logged) and the next search tries again.
   */
  private async afterImport(key: string, site: SiteConfig, entry: Entry, mark: CatalogueMark): Promise<Entry> {
    let current = entry;
    for (let i = 0; i < 2 && current.catalogue < mark.seq; i++) {
      if (!current.reloading) this.refresh(key, site, current, Date.now());
      await current.reloading;
      current = this.entries.get(key) ?? current;
    }
    return current;
  }

  /** The site's cars index, loading it on first use and refreshing it in the background after the TTL. */
  async carsIndex(site: SiteConfig, timing?: SearchTiming): Promise<Entry> {
    const key = siteKey(site);
    const entry = this.entries.get(key);
    const now = Date.now();
    const mark = catalogueMark(site);
    if (entry && mark && entry.catalogue < mark.seq) return this.afterImport(key, site, entry, mark);
    if (entry) {
      const lost = entry.reloading !== null && now - (entry.reloadingSince ?? 0) > RELOAD_PRESUMED_LOST_MS;
      if (now - entry.loadedAt > this.ttlMs && (!entry.reloading || lost)) this.refresh(key, site, entry, now);
      return entry;
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.firstLoad(key, site, timing).finally(() => this.loading.delete(key));
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
    timing?: SearchTiming,
  ): Promise<EngineResult> {
    if (indexUid !== 'cars') {
      const catalogue = await this.catalogue(site, indexUid);
      const key = `s|${site.slug}|${indexUid}:${catalogue.version}|${scope}|${JSON.stringify(query)}`;
      const hit = this.results.get(key);
      if (hit) return hit as EngineResult;
      const result = catalogue.index.search(query, scope, meter);
      this.results.set(key, result);
      return result;
    }
    const entry = await this.carsIndex(site, timing);
    const key = `s|${site.slug}|${entry.version}|${scope}|${JSON.stringify(query)}`;
    const hit = this.results.get(key);
    if (hit) return hit as EngineResult;
    const t0 = performance.now();
    const plan = entry.index.plan(query, scope, meter);
    timing?.push(['engine', performance.now() - t0]);
    this.entries.fit(siteKey(site)); // the query may have decoded columns: the index grew
    const [result] = await this.complete(site, entry.index, [plan], timing);
    this.results.set(key, result as EngineResult);
    return result as EngineResult;
  }

  /**
   * A page's multi-search (1 hits query + the facet queries) is one cache entry: "about 10 cached
   * searches" means 10 searches as a shopper makes them, not 10 of their sub-queries.
   */
  async multiSearch(
    site: SiteConfig,
    queries: readonly ScopedQuery[],
    meter?: WorkMeter,
    timing?: SearchTiming,
  ): Promise<EngineResult[]> {
    const entry = queries.some((q) => q.indexUid === 'cars') ? await this.carsIndex(site, timing) : null;
    const catalogues = new Map<SearchIndexUid, CatalogueEntry>();
    for (const { indexUid } of queries)
      if (indexUid !== 'cars' && !catalogues.has(indexUid))
        catalogues.set(indexUid, await this.catalogue(site, indexUid));
    const versions = [...catalogues].map(([uid, c]) => `${uid}:${c.version}`).join(',');
    const key = `m|${site.slug}|${entry?.version ?? 0}|${versions}|${JSON.stringify(queries)}`;
    const hit = this.results.get(key);
    if (hit) return hit as EngineResult[];
    const plans: SearchPlan[] = [];
    const results: (EngineResult | null)[] = [];
    let engineMs = 0;
    for (const [position, { indexUid, query, scope }] of queries.entries()) {
      // Each query runs on this isolate's one thread: between them other requests (other sites') get it.
      if (position > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      try {
        if (indexUid === 'cars' && entry) {
          const t0 = performance.now();
          plans.push(entry.index.plan(query, scope, meter));
          engineMs += performance.now() - t0;
          results.push(null);
        } else {
          const catalogue = catalogues.get(indexUid);
          if (!catalogue) throw new Error(`no ${indexUid} index loaded`);
          results.push(catalogue.index.search(query, scope, meter));
        }
      } catch (error) {
        if (error instanceof SearchInputError) throw new SearchInputError(error.code, error.message, position);
        throw error;
      }
    }
    timing?.push(['engine', engineMs]);
    if (entry) this.entries.fit(siteKey(site));
    const completed = entry ? await this.complete(site, entry.index, plans, timing) : [];
    let next = 0;
    const answers = results.map((r) => r ?? (completed[next++] as EngineResult));
    this.results.set(key, answers);
    return answers;
  }

  /** The site's parts, offers or categories index (catalogue-index.ts). */
  private catalogue(site: SiteConfig, uid: Exclude<SearchIndexUid, 'cars'>): Promise<CatalogueEntry> {
    return catalogueIndex(this.state.catalogues, this.dbOf(site), site, uid, this.ttlMs);
  }

  /** Entries in the results cache (tests). */
  get cachedResults(): number {
    return this.results.count;
  }
}
