import {
  buildSearchUrl,
  carPath,
  emptySearchState,
  indexScopeFilter,
  type SiteConfig,
  vocabularyFromStockSummary,
} from '@forecourt/contracts';
import type { Env } from '../env.js';
import { loadInfoPage } from '../pages/info-pages.js';
import { loadNewsIndex } from '../pages/news.js';
import type { SearchBackend } from '../search/backend.js';
import { siteSearchPages } from '../search/landing-pages.js';
import { searchBackend } from '../search/select.js';
import { expandPattern, matchRoute } from './match-route.js';
import { PAGE_PLANS } from './page-plan.js';
import { redirectFor } from './redirects.js';

/** Pages that exist for the flow, not to be found by search engines. */
const NOT_INDEXED = new Set(['/success']);
/**
 * Not listed: the garage remote's pages (favourites, the garage: the shopper's own, noindex) and the
 * never-cached checkout pages (a reservation of one car: /checkout-journey without its car_id is a 404).
 */
const isPersonal = (plan: { fragments: { remote: string }[]; noStore?: boolean }) =>
  plan.noStore === true || plan.fragments.some((f) => f.remote === 'garage');
/** Cars fetched per search while walking the site's stock (the search API's largest limit). */
const CAR_BATCH = 1000;

/**
 * Every page of the site a search engine should know, as paths: the page plan's fixed routes offered on this site (an information page only when the site has it), each location, each
 * news post, the search pages of each car type and make (the home page's links) and the dealer's own
 * search landing pages (/search/{slug}).
 */
export async function sitePagePaths(env: Env, site: SiteConfig): Promise<string[]> {
  const paths = new Set<string>();
  for (const plan of PAGE_PLANS) {
    if (/[:*]/.test(plan.pattern)) continue;
    const path = expandPattern(plan.pattern, site);
    // Only the page's own URL: not one that redirects (/pages/book-a-service where pages paths are off).
    if (
      NOT_INDEXED.has(path) ||
      isPersonal(plan) ||
      redirectFor(site, new URL(path, site.url)) ||
      matchRoute(site, path)?.plan !== plan
    ) {
      continue;
    }
    if (plan.fragments.some((f) => f.load?.includes('infoPage')) && !(await loadInfoPage(env.DB, site, path))) continue;
    paths.add(path);
  }
  for (const l of site.locations) if (l.visible) paths.add(`/our-locations/${l.slug}`);
  if (site.blogs) {
    // The first page lists the newest posts; older ones are reached from it (and from their own URLs here).
    for (let page = 1; ; page++) {
      const index = await loadNewsIndex(env.DB, site, new URL(`http://x/news?page=${page}`));
      for (const post of index?.posts ?? []) paths.add(`/news/${post.slug}`);
      if (!index || page >= index.pages) break;
    }
  }
  const vocabulary = vocabularyFromStockSummary(site.stock_summary);
  const search = (filters: Record<string, string[]>) =>
    buildSearchUrl({ ...emptySearchState(), filters }, { basePath: '/search', vocabulary });
  for (const t of site.stock_summary.car_types) if (t.count > 0) paths.add(search({ car_type: [t.name] }));
  // The dealer's own search landing pages (SPEC §7 search_slugs, as the dashboard sync caches them).
  for (const slug of Object.keys((await siteSearchPages(env.SITES, site.slug)).filters)) paths.add(`/search/${slug}`);
  for (const m of site.stock_summary.makes) if (m.count > 0) paths.add(search({ make: [m.name] }));
  return [...paths];
}

/** How many cars the site lists (exact: page/hitsPerPage gives totalHits on both backends). */
export async function listedCarCount(env: Env, site: SiteConfig, backend: SearchBackend = searchBackend(env)) {
  const res = await backend.search(
    site,
    'cars',
    { page: 1, hitsPerPage: 1, attributesToRetrieve: ['id'] },
    scope(site),
  );
  return res.totalHits ?? res.estimatedTotalHits ?? 0;
}

/**
 * The car pages of the site's listed stock (search's scope: the one rule of what a shopper can find),
 * skipping the first `skip` and returning at most `take`, in id order. Walks by id (`id > last`) rather
 * than by offset, which Meilisearch caps at 1,000.
 */
export async function listedCarPaths(
  env: Env,
  site: SiteConfig,
  skip: number,
  take: number,
  backend: SearchBackend = searchBackend(env),
): Promise<string[]> {
  const out: string[] = [];
  let seen = 0;
  let last = 0;
  for (;;) {
    const res = await backend.search(
      site,
      'cars',
      { filter: `id > ${last}`, sort: ['id:asc'], limit: CAR_BATCH, attributesToRetrieve: ['id', 'slug'] },
      scope(site),
    );
    for (const hit of res.hits) {
      if (seen++ >= skip && typeof hit.slug === 'string') out.push(carPath(hit.slug, site.vehicle_base_path));
      if (out.length >= take) return out;
    }
    if (res.hits.length < CAR_BATCH) return out;
    last = Number(res.hits.at(-1)?.id);
  }
}

const scope = (site: SiteConfig) => indexScopeFilter(site, 'cars', new Date());
