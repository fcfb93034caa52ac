/**
 * The data of /special-offers beyond the site's promotion cards (contracts special-offers.ts): the
 * site's live deals from the `offers` index, in one search inside the site's scope (whichever search
 * backend is configured). When search fails the page still renders its promotion cards.
 */
import { indexScopeFilter, type SiteConfig, type SpecialOffersData, specialOffersQuery } from '@forecourt/contracts';
import type { Env } from '../env.js';
import type { SearchBackend } from '../search/backend.js';
import { searchBackend } from '../search/select.js';

export async function loadSpecialOffers(
  env: Env,
  site: SiteConfig,
  url: URL,
  backend: SearchBackend = searchBackend(env),
): Promise<SpecialOffersData> {
  const requested = url.searchParams.get('car_type');
  const carType = site.car_types.find((t) => t === requested) ?? null;
  try {
    const [offers] = await backend.multiSearch(site, [
      { indexUid: 'offers', query: specialOffersQuery(carType), scope: indexScopeFilter(site, 'offers', new Date()) },
    ]);
    // the documents are the index's own (contracts OfferDocumentSchema); the remote parses them
    return { offers: (offers?.hits ?? []) as NonNullable<SpecialOffersData>['offers'] };
  } catch (error) {
    console.error('[offers] search unavailable', error);
    return null;
  }
}
