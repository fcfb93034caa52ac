import {
  indexScopeFilter,
  mergeFacetResults,
  type SiteConfig,
  searchLanding,
  searchPageSlug,
  searchQueries,
  searchStateForUrl,
  stockOffer,
  vehicleNoun,
  vocabularyFromStockSummary,
} from '@forecourt/contracts';
import type { Env } from '../env.js';
import type { SearchBackend } from './backend.js';
import { SearchInputError } from './engine.js';
import { type SiteSearchPages, siteSearchPages } from './landing-pages.js';
import { searchBackend } from './select.js';

/**
 * The first search of a search page, run on the server so the first page of cards is in the HTML.
 * The URL gives the state (searchStateForUrl); the site's vocabulary adds cities, locations, bodies …
 * from the index's facet values so value-only paths (/search/sydney) parse. A search the backend refuses
 * (SearchInputError, its 400) is `{ invalid: true }`: the page says so with a 400 instead of failing (500).
 * The site's own search pages (SPEC §7 search_slugs / search_page_templates, landing-pages.ts) give a
 * /search/{slug} its filters and the page its landing text; a page past the last is `{ notFound }` (404).
 */
export async function loadSearchResults(
  env: Env,
  site: SiteConfig,
  url: URL,
  backend: SearchBackend = searchBackend(env),
) {
  const scope = indexScopeFilter(site, 'cars', new Date());
  try {
    const [all, pages] = await Promise.all([
      vocabularySearch(backend, site, scope),
      siteSearchPages(env.SITES, site.slug),
    ]);
    const keys = (attr: string) => Object.keys(all.facetDistribution?.[attr] ?? {});
    const vocabulary = vocabularyFromStockSummary(site.stock_summary, {
      city: keys('city'),
      location_name: keys('location_name'),
      body: keys('simple_body'),
      drive: keys('simple_drive'),
      fuel: keys('simple_fuel'),
      dealership_name: keys('dealership_name'),
    });
    const found = searchStateForUrl(`${url.pathname}${url.search}`, {
      dealerships: site.dealerships,
      vocabulary,
      pages: pages.filters,
    });
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
    const total = first?.estimatedTotalHits ?? 0;
    // Past the last page there is no page (the first page of an empty search is one).
    if (found.state.page > Math.max(1, Math.ceil(total / site.search_page_size))) return { notFound: true as const };
    return {
      state: found.state,
      basePath: found.basePath,
      defaults: found.defaults,
      searchPages: pages.filters,
      landing: searchLanding({
        state: found.state,
        template: landingTemplate(pages, url),
        siteName: site.name,
        noun: vehicleNoun(site.vehicle_base_path).plural,
        offer: stockOffer(site),
        total,
      }),
      vocabulary,
      total,
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

/** The facet values that name cities, locations, bodies … in value-only paths (no hits). */
const vocabularySearch = (backend: SearchBackend, site: SiteConfig, scope: ReturnType<typeof indexScopeFilter>) =>
  backend.search(
    site,
    'cars',
    { facets: ['city', 'location_name', 'simple_body', 'simple_drive', 'simple_fuel', 'dealership_name'], limit: 0 },
    scope,
  );

/** The dashboard's template of a /search/{slug} page (none for value paths and other routes). */
function landingTemplate(pages: SiteSearchPages, url: URL) {
  const slug = searchPageSlug(url.pathname);
  return slug !== null && Object.hasOwn(pages.templates, slug) ? (pages.templates[slug] ?? null) : null;
}

/** A search page's HTTP status: 400 when its search was refused (the page explains), else 200. */
export function searchPageStatus(data: Record<string, unknown>): number {
  const results = data.searchResults as { invalid?: boolean } | undefined;
  return results?.invalid ? 400 : 200;
}
