import { CAR_TYPES, indexScopeFilter, type SiteConfig, type StockSummary } from '@forecourt/contracts';
import type { Env } from '../env.js';
import type { SearchBackend } from '../search/backend.js';
import { searchBackend } from '../search/select.js';

/** What the home page counts: the cars a shopper can find, by type and make. */
export type LiveStock = Pick<StockSummary, 'count' | 'car_types' | 'makes'>;

/**
 * The site's stock as search sees it (the site's scope: listed, not sold past the window), so the home
 * page's counts agree with the search pages they link to. Null, logged, when search is down: the home
 * page then shows the stored summary rather than failing.
 */
export async function loadLiveStock(
  env: Env,
  site: SiteConfig,
  backend: SearchBackend = searchBackend(env),
): Promise<LiveStock | null> {
  try {
    const res = await backend.search(
      site,
      'cars',
      { facets: ['car_type', 'make'], limit: 0 },
      indexScopeFilter(site, 'cars', new Date()),
    );
    const facet = (name: string) => Object.entries(res.facetDistribution?.[name] ?? {});
    return {
      count: res.estimatedTotalHits ?? res.totalHits ?? 0,
      car_types: facet('car_type')
        .filter((entry): entry is [StockSummary['car_types'][number]['name'], number] =>
          (CAR_TYPES as readonly string[]).includes(entry[0]),
        )
        .map(([name, count]) => ({ name, count })),
      makes: facet('make').map(([name, count]) => ({ name, count })),
    };
  } catch (error) {
    console.error('[data] live stock unavailable; the home page shows the stored summary', error);
    return null;
  }
}
