import { dateInTimeZone, leadSubmitPath, locationFromPath, type SiteConfig } from '@forecourt/contracts';
import { loadLiveStock } from '../cars/live-stock.js';
import { loadCarPage } from '../cars/page-loader.js';
import { loadSpecialOffers } from '../catalogue/offers-page.js';
import { loadCheckoutCar } from '../checkout/page-loader.js';
import type { Env } from '../env.js';
import { PageNotFound } from '../http/page-not-found.js';
import { siteCaptchaMode } from '../leads/captcha.js';
import { loadFormQuery } from '../leads/page-loader.js';
import { loadInfoPage } from '../pages/info-pages.js';
import { loadOpenPositions } from '../pages/job-positions.js';
import { loadNewsIndex, loadNewsPost } from '../pages/news.js';
import { loadPartsSearch } from '../pages/parts-search.js';
import { loadLatestReviews } from '../pages/reviews.js';
import { loadNearestOrigin } from '../postcodes/nearest-origin.js';
import { loadSearchResults } from '../search/page-loader.js';
import { dealerDb } from '../tenant/dealer-db.js';

/**
 * Data the edge loads before calling a remote (remotes render props; they do no I/O). Each loader
 * returns a JSON-safe value put into the fragment's props under its name.
 */

type Loader = (env: Env, site: SiteConfig, params: Record<string, string>, url: URL) => Promise<unknown>;

export const LOADERS = {
  // Reviews are a nice-to-have on the home page: if D1 fails, the page renders without them.
  latestReviews: (env, site) =>
    loadLatestReviews(dealerDb(env, site), site).catch((error: unknown) => {
      console.error('[data] latest reviews unavailable', error);
      return [];
    }),
  // The stock counts of the home page as search sees them (null when search is down: the stored summary shows).
  liveStock: (env, site) => loadLiveStock(env, site),
  // The reviews of the dealership a location page's location belongs to (nice-to-have, like the home page's).
  locationReviews: (env, site, _params, url) => {
    const location = locationFromPath(site.locations, url.pathname);
    if (!location) return Promise.resolve([]);
    return loadLatestReviews(dealerDb(env, site), site, [location.dealership_id]).catch((error: unknown) => {
      console.error('[data] location reviews unavailable', error);
      return [];
    });
  },
  // The first page of a search (its errors surface: the page cannot render without results).
  searchResults: async (env, site, _params, url) => {
    const results = await loadSearchResults(env, site, url);
    if ('notFound' in results) throw new PageNotFound(url.pathname);
    return results;
  },
  // The car of a car page ({vehicles}/:slug), or not-found with similar stock (see cars/page-loader.ts).
  carPage: (env, site, params) => loadCarPage(env, site, params.slug ?? ''),
  // The car of a checkout page: {vehicles}/:slug/checkout or /buy-online, or /checkout-journey?car_id={slug}.
  checkoutCar: (env, site, params, url) =>
    loadCheckoutCar(env, site, params.slug ?? url.searchParams.get('car_id') ?? ''),
  // The captcha a lead form shows (the same rule the lead API verifies with; no I/O).
  captcha: async (env, site) => siteCaptchaMode(env, site),
  // The information page of the path (/about-us …): the site's text, the platform's legal text, or 404.
  infoPage: async (env, site, _params, url) => {
    const page = await loadInfoPage(dealerDb(env, site), site, url.pathname);
    if (!page) throw new PageNotFound(url.pathname);
    return page;
  },
  // A page of the site's news index (?page=), or 404 past the last page.
  newsIndex: async (env, site, _params, url) => {
    const index = await loadNewsIndex(dealerDb(env, site), site, url);
    if (!index) throw new PageNotFound(url.pathname);
    return index;
  },
  // The news post of /news/:slug, or 404.
  newsPost: async (env, site, params, url) => {
    const post = await loadNewsPost(dealerDb(env, site), site, params.slug ?? '');
    if (!post) throw new PageNotFound(url.pathname);
    return post;
  },
  // The roles open today in the site's time zone (/current-positions).
  openPositions: (env, site) => loadOpenPositions(dealerDb(env, site), site, dateInTimeZone(new Date(), site.timezone)),
  // The shopper's postcode as a point for the nearest dealership (/dealerships?postcode=), or its field message.
  nearestOrigin: (env, site, _params, url) => loadNearestOrigin(env, site, url),
  // /parts/search: the site's parts, categories and parts deals for the page's query (pages/parts-search.ts).
  partsSearch: (env, site, _params, url) => loadPartsSearch(env, site, url),
  // /special-offers: the site's live deals from the offers index (catalogue/offers-page.ts), beside its promotion cards.
  specialOffers: (env, site, _params, url) => loadSpecialOffers(env, site, url),
  // The query a form renders with: a car_id link gets that car's verified fields (see leads/page-loader.ts).
  formQuery: (env, site, _params, url) => loadFormQuery(env, site, url),
  // SPEC §7: where a Car Clarity site's finance form sends its customer (/mock/… where mock mode is on), else null.
  carClarity: async (env, site) =>
    site.features.car_clarity ? leadSubmitPath('car-clarity', { mock: env.CAR_CLARITY_MOCK === 'true' }) : null,
} satisfies Record<string, Loader>;

export type LoaderName = keyof typeof LOADERS;

/** Runs the named loaders in parallel and returns { name: result }. */
export async function runLoaders(
  names: readonly LoaderName[],
  env: Env,
  site: SiteConfig,
  params: Record<string, string>,
  url: URL,
): Promise<Record<string, unknown>> {
  const values = await Promise.all(names.map((n) => (LOADERS[n] as Loader)(env, site, params, url)));
  return Object.fromEntries(names.map((n, i) => [n, values[i]]));
}
