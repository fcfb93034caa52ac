import {
  indexScopeFilter,
  mergeFacetResults,
  type SiteConfig,
  searchQueries,
  searchStateForUrl,
  vocabularyFromStockSummary,
} from '@forecourt/contracts';
import type { Env } from '../env.js';
import type { SearchBackend } from './backend.js';
import { SearchInputError } from './engine.js';
import { searchBackend } from './select.js';

/**
 * The first search of a search page, run on the server so the first page of cards is in the HTML.
 * The URL gives the state (searchStateForUrl); the site's vocabulary adds cities, locations, bodies …
 * from the index's facet values so value-only paths (/search/sydney) parse. A search the backend refuses
 * (SearchInputError, its 400) is `{ invalid: true }`: the page says so with a 400 instead of failing (500).
 */
export async function loadSearchResults(
  env: Env,
  site: SiteConfig,
  url: URL,
  backend: SearchBackend = searchBackend(env),
) {
  const scope = indexScopeFilter(site, 'cars', new Date());
  try {
    const all = await backend.search(
      site,
      'cars',
      { facets: ['city', 'location_name', 'simple_body', 'simple_drive', 'simple_fuel', 'dealership_name'], limit: 0 },
      scope,
    );
    const keys = (attr: string) => Object.keys(all.facetDistribution?.[attr] ?? {});
    const vocabulary = vocabularyFromStockSummary(site.stock_summary, {
      city: keys('city'),
      location_name: keys('location_name'),
      body: keys('simple_body'),
      drive: keys('simple_drive'),
      fuel: keys('simple_fuel'),
      dealership_name: keys('dealership_name'),
    });
    const found = searchStateForUrl(`${url.pathname}${url.search}`, { dealerships: site.dealerships, vocabulary });
    if (!found) return { notFound: true as const };
    const queries = searchQueries(found.state, {
      pageSize: site.search_page_size,
      defaultSort: site.default_sort,
      featuresFacet: site.features.valuation_data_search,
    });
    const results = await backend.multiSearch(
      site,
      queries.map(({ indexUid: _uid, ...query }) => ({ indexUid: 'cars' as const, query, scope })),
    );
    const first = results[0];
    return {
      state: found.state,
      basePath: found.basePath,
      defaults: found.defaults,
      vocabulary,
      total: first?.estimatedTotalHits ?? 0,
      hits: first?.hits ?? [],
      facets: mergeFacetResults(results),
      stats: first?.facetStats ?? {},
    };
  } catch (error) {
    if (!(error instanceof SearchInputError)) throw error;
    console.warn('[search] page search refused', url.pathname, error.code, error.message.slice(0, 200));
    return { invalid: true as const };
  }
}

/** A search page's HTTP status: 400 when its search was refused (the page explains), else 200. */
export function searchPageStatus(data: Record<string, unknown>): number {
  const results = data.searchResults as { invalid?: boolean } | undefined;
  return results?.invalid ? 400 : 200;
}
