/** A demo tenant's dealerships (with their review figures) and its site configuration, what KV stores. */
import { type Car, type Location, type SiteConfigInput, type StockSummary, stockSummaryOf } from '@forecourt/contracts';
import { historyTimeline } from './history-timeline.js';
import { ids } from './ids.js';
import type { TenantLocations } from './locations.js';
import { navigationFor } from './navigation.js';
import type { StockDealership } from './stock-context.js';
import type { TenantSpec } from './tenants.js';
import { slugify } from './text.js';
import type { DemoDealership, DemoReview } from './types.js';

/** The seed's stock summary: every generated car (contracts stockSummaryOf, as the sync and the import). */
export const stockSummary = (cars: Car[]): StockSummary => stockSummaryOf(cars);

type Rating = { count: number; sum: number };

const average = (s: Rating | undefined) => (s && s.count > 0 ? (s.sum / s.count).toFixed(1) : '0');

function addRating(stats: Map<number, Rating>, id: number, rating: number): void {
  const s = stats.get(id) ?? { count: 0, sum: 0 };
  s.count++;
  s.sum += rating;
  stats.set(id, s);
}

/**
 * The review count and average of each dealership (returned, for its row) and of each location (written
 * onto the location, which the site config shows).
 */
export function rateLocations(reviews: DemoReview[], locations: Location[]): Map<number, Rating> {
  const byDealership = new Map<number, Rating>();
  const byLocation = new Map<number, Rating>();
  for (const r of reviews) {
    addRating(byDealership, r.dealership_id, r.rating);
    if (r.location_id !== null) addRating(byLocation, r.location_id, r.rating);
  }
  for (const l of locations) {
    const s = byLocation.get(l.id);
    if (s) l.reviews = { count: s.count, average_rating: average(s) };
  }
  return byDealership;
}

/** The dealership rows: the site-config shape plus the site they belong to. */
export function demoDealerships(
  t: TenantSpec,
  stockDealers: StockDealership[],
  ratings: Map<number, Rating>,
): DemoDealership[] {
  const payments = t.config.features?.payments === true;
  const keyPrefix =
    t.config.payment_provider === 'stripe'
      ? 'pk_test_fc'
      : t.config.payment_provider === 'windcave'
        ? 'wc_test_fc'
        : 'sandbox_fc';
  return stockDealers.map((d) => ({
    id: d.id,
    name: d.spec.name,
    slug: d.spec.slug,
    review_count: ratings.get(d.id)?.count ?? 0,
    average_rating: average(ratings.get(d.id)),
    manufacturers: d.spec.makes,
    four_step_valuation_form: t.config.template === 'group',
    enable_valuation_offer_rejection: t.config.template === 'group',
    payment_publishable_key: payments ? `${keyPrefix}_${d.spec.slug.replace(/-/g, '_')}` : null,
    site_id: ids.site(t.number),
    site_slug: t.slug,
  }));
}

/** A group site's links to its dealers' own websites (none for a single dealer). */
function dealershipWebsites(t: TenantSpec, { stockDealers, locations }: TenantLocations) {
  if (t.config.template !== 'group') return [];
  return stockDealers.map((d) => ({
    name: d.spec.name,
    make: d.spec.makes[0] ?? null,
    url: `https://www.${d.spec.slug}.com.au`,
    // The make's logo (served by the edge's /media/logos like the dealers' own).
    logo: d.spec.makes[0] ? `/media/logos/${slugify(d.spec.makes[0])}.svg` : null,
    dealership_ids: [d.id],
    slug: d.spec.slug,
    location_ids: locations.filter((l) => l.dealership_id === d.id).map((l) => l.id),
  }));
}

/** The site configuration; the tenant spec's own config goes over the generated parts. */
export function siteConfig(
  t: TenantSpec,
  where: TenantLocations,
  dealerships: DemoDealership[],
  cars: Car[],
): SiteConfigInput {
  const first = where.locations[0] as Location;
  const carTypes = (['new', 'used', 'demo'] as const).filter((type) => cars.some((c) => c.car_type === type));
  const makes = [...new Set(t.dealerships.flatMap((d) => d.makes))];
  return {
    id: ids.site(t.number),
    slug: t.slug,
    name: t.name,
    url: `https://${t.domain}`,
    city: first.address.city,
    state: first.address.state,
    domain_name: t.domain.replace(/^www\./, ''),
    hosts: [`${t.slug}.localhost`, `${t.slug}.localhost:8787`, `${t.slug}.localhost:8788`, t.domain],
    logo: { url: `/media/logos/${t.slug}.svg`, thumb: `/media/logos/${t.slug}.svg`, banner: null },
    favicon_url: `/media/logos/${t.slug}.svg`,
    dealership_id: dealerships[0]?.id ?? ids.dealership(t.number, 1),
    dealerships: dealerships.map(({ site_id: _id, site_slug: _slug, ...d }) => d),
    dealership_websites: dealershipWebsites(t, where),
    address: { city: first.address.city, state: first.address.state },
    locations: where.locations,
    special_hours: where.specialHours,
    search_filters: `dealership_id IN [${dealerships.map((d) => d.id).join(', ')}]`,
    car_types: carTypes,
    navigation: navigationFor(t),
    stock_summary: stockSummary(cars),
    history_timeline: t.config.template === 'group' ? historyTimeline(t.name, makes) : [],
    // Demo tenants have no AutoGrab account: their trade-in look-ups are invented and labelled so.
    vehicle_lookup: 'demo',
    ...t.config,
  };
}
