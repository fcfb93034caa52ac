/**
 * A search page's head (issue 34): the landing text's title and description (page-loader.ts computes
 * them with contracts searchLanding), a canonical URL and an ItemList JSON-LD of the page's cars.
 */
import {
  type CarCard,
  carPath,
  type HeadTag,
  isSearchUrlParam,
  pageOffset,
  type SearchLanding,
  type SiteConfig,
} from '@forecourt/contracts';

type LoadedSearch = {
  state: { page: number };
  landing: SearchLanding;
  total: number;
  hits: Pick<CarCard, 'slug' | 'year' | 'make' | 'model' | 'badge'>[];
};

/**
 * The page's canonical URL on the site's production URL: its own path (no trailing slash) with the
 * search parameters it reads, except the sort (the same cars in another order) and a page that is not a
 * real later page (page=0, page=abc, page=1 all show the first). Anything else is dropped.
 *
 * @example
 * searchCanonical(site, new URL('https://x/search/used/?page=abc&utm_source=a&colour=Red')); // 'https://site/search/used?colour=Red'
 */
export function searchCanonical(site: Pick<SiteConfig, 'url'>, url: URL, page: number): string {
  const canonical = new URL(url.pathname.replace(/(.)\/+$/, '$1'), site.url);
  for (const [k, v] of url.searchParams) {
    if (isSearchUrlParam(k) && k !== 'page' && k !== 'sortBy') canonical.searchParams.append(k, v);
  }
  if (page > 1) canonical.searchParams.set('page', String(page));
  return canonical.toString();
}

/** schema.org ItemList of the page's cars, in the page's order (positions count from the page's offset). */
function itemList(site: SiteConfig, found: LoadedSearch): Record<string, unknown> {
  const offset = pageOffset(found.state.page, site.search_page_size);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: found.landing.heading,
    numberOfItems: found.total,
    itemListElement: found.hits.map((car, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: new URL(carPath(car.slug, site.vehicle_base_path), site.url).toString(),
      name: [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
    })),
  };
}

/** The page plan's `head` of every search route (null for the refused search's page: the plan's title). */
export function searchPageHead(data: Record<string, unknown>, site: SiteConfig, url: URL) {
  const found = data.searchResults as LoadedSearch | { invalid: true } | undefined;
  if (!found || !('landing' in found)) return null;
  const tags: HeadTag[] = [{ tag: 'script:ld+json', json: itemList(site, found) }];
  return {
    title: found.landing.title,
    description: found.landing.description,
    canonical: searchCanonical(site, url, found.state.page),
    tags,
  };
}
