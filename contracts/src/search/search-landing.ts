import type { CarType } from '../cars/car.schema.js';
import { CAR_TYPE_LABELS } from '../locale/regions.js';
import type { SearchState } from './filter-keys.js';

/** A search page's own template (SPEC §7 `search_page_templates`: the dashboard's heading and text of a /search/{slug}). */
export type SearchPageTemplate = { title: string; description: string | null };

/** What a search landing page says: its title (the shell adds " | {dealer}"), h1, meta description and intro. */
export type SearchLanding = { title: string; heading: string; description: string; intro: string };

/** How a site offers its stock: sold, hired out (rental sites) or by subscription. */
export type StockOffer = 'for sale' | 'for hire' | 'on subscription';

/**
 * The site's offer, from its config: a subscription site, a rental site (its default search is the
 * rental route or page), else a dealer selling.
 *
 * @example
 * stockOffer({ offers_subscription: false, default_search_path: '/find/rental-cars' }); // 'for hire'
 */
export function stockOffer(site: { offers_subscription: boolean; default_search_path: string }): StockOffer {
  if (site.offers_subscription) return 'on subscription';
  return /^\/(find|search)\/rental-cars$/.test(site.default_search_path) ? 'for hire' : 'for sale';
}

const one = (values: readonly string[] | undefined) => (values?.length === 1 ? values[0] : undefined);

/**
 * The default name of the stock a search shows, from its single-valued filters (a list of several makes
 * has no name): condition, make, model, the site's noun when no make names it, and where.
 *
 * @example
 * searchStockName({ filters: { car_type: ['used'], make: ['Toyota'], city: ['Parramatta'] } }, 'cars');
 * // 'Used Toyota for sale in Parramatta'
 */
export function searchStockName(
  state: Pick<SearchState, 'filters'>,
  noun: string,
  offer: StockOffer = 'for sale',
): string {
  const f = state.filters;
  const type = one(f.car_type);
  const make = one(f.make);
  const model = make ? one(f.make_model) : undefined;
  const body = make ? undefined : one(f.body);
  const what = [
    type && type in CAR_TYPE_LABELS ? CAR_TYPE_LABELS[type as CarType] : undefined,
    make,
    model,
    body,
    make ? undefined : noun,
  ].filter(Boolean);
  const where = one(f.city) ?? one(f.location_name) ?? one(f.dealership_name) ?? one(f.state);
  const name = `${what.join(' ')} ${offer}${where ? ` in ${where}` : ''}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * SPEC §7 search landing text: the page's template when the dashboard has one (its title as title and
 * h1, its description as meta description and intro), else the default from the filters
 * (searchStockName) and the count. A later page says which page it is, so titles stay unique.
 *
 * @example
 * searchLanding({ state, template: null, siteName: 'Ridgeway Toyota', noun: 'cars', total: 12 }).title;
 * // 'Used Toyota for sale in Parramatta'
 */
export function searchLanding(input: {
  state: Pick<SearchState, 'filters' | 'page'>;
  template: SearchPageTemplate | null;
  siteName: string;
  noun: string;
  offer?: StockOffer;
  total: number;
}): SearchLanding {
  const { state, template, siteName, noun, total } = input;
  const name = template?.title.trim() || searchStockName(state, noun, input.offer);
  const count = `${total} ${total === 1 ? noun.replace(/s$/, '') : noun}`;
  const fallback = `${name} at ${siteName}: ${count} in stock now, with photos, prices and features.`;
  const text = template?.description?.trim() || fallback;
  const suffix = state.page > 1 ? ` (page ${state.page})` : '';
  return { title: `${name}${suffix}`, heading: name, description: text, intro: text };
}
