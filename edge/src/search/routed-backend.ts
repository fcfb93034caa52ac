/**
 * Dealers too large for a shared isolate (issue 37): served by Meilisearch, everyone else by the embedded
 * backend, behind the one SearchBackend interface. A site goes to Meilisearch when its stock (the KV
 * config's stock_summary.count, kept by the stock import) is at least `dedicatedMinCars`: its index would
 * take a large share of the isolate's budget, and its every refresh from D1 parses all of its rows in
 * the isolate (~75 MB at 10,000 cars). Why Meilisearch rather than a Durable Object per dealer, and the
 * thresholds: docs/ARCHITECTURE-NOTES.md "Search".
 */
import type { SearchIndexUid, SiteConfig } from '@forecourt/contracts';
import type { ScopedQuery, SearchBackend, SearchTiming } from './backend.js';
import type { EngineQuery, EngineResult, WorkMeter } from './engine.js';

/** Whether a site's search runs on the dedicated backend (Meilisearch) rather than in the shared isolate. */
export const isDedicatedSite = (site: Pick<SiteConfig, 'stock_summary'>, dedicatedMinCars: number) =>
  site.stock_summary.count >= dedicatedMinCars;

export class RoutedBackend implements SearchBackend {
  constructor(
    private readonly shared: SearchBackend,
    private readonly dedicated: SearchBackend,
    private readonly dedicatedMinCars: number,
  ) {}

  private backendOf(site: SiteConfig): SearchBackend {
    return isDedicatedSite(site, this.dedicatedMinCars) ? this.dedicated : this.shared;
  }

  search(
    site: SiteConfig,
    indexUid: SearchIndexUid,
    query: EngineQuery,
    scope: string | null,
    meter?: WorkMeter,
    timing?: SearchTiming,
  ): Promise<EngineResult> {
    return this.backendOf(site).search(site, indexUid, query, scope, meter, timing);
  }

  multiSearch(
    site: SiteConfig,
    queries: readonly ScopedQuery[],
    meter?: WorkMeter,
    timing?: SearchTiming,
  ): Promise<EngineResult[]> {
    return this.backendOf(site).multiSearch(site, queries, meter, timing);
  }
}
