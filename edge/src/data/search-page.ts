import {
  mergeFacetResults,
  type SiteConfig,
  searchQueries,
  searchStateForUrl,
  siteScopeFilter,
  vocabularyFromStockSummary,
} from '@forecourt/contracts';
import type { Env } from '../env.js';
import { EmbeddedBackend, isolateSearchState } from '../search/backend.js';

/**
 * The first search of a search page, run on the server so the first page of cards is in the HTML.
 * The URL gives the state (searchStateForUrl); the site's vocabulary adds cities, locations, bodies …
 * from the index's facet values so value-only paths (/search/sydney) parse.
 */
export async function loadSearchResults(env: Env, site: SiteConfig, url: URL) {
  const backend = new EmbeddedBackend(isolateSearchState, env.DB, Number(env.SEARCH_INDEX_TTL_MS ?? 60_000));
  const scope = siteScopeFilter(site, new Date());
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
  const results = [];
  for (const { indexUid: _uid, ...q } of queries) results.push(await backend.search(site, 'cars', q, scope));
  const first = results[0];
  return {
    state: found.state,
    basePath: found.basePath,
    vocabulary,
    total: first?.estimatedTotalHits ?? 0,
    hits: first?.hits ?? [],
    facets: mergeFacetResults(results),
    stats: first?.facetStats ?? {},
  };
}
