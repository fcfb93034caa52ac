/**
 * Assembles one tenant: dealerships, locations (hours, holiday hours), stock, reviews and the site
 * configuration (what KV stores), and validates every object with its contracts schema.
 */
import {
  type Car,
  CarSchema,
  type CarType,
  InfoPageSchema,
  JobPositionSchema,
  type Location,
  LocationSchema,
  NewsPostSchema,
  ReviewSchema,
  type SiteConfigInput,
  SiteConfigSchema,
  type SpecialHoursEntry,
  type StockSummary,
  stockSummaryOf,
} from '@forecourt/contracts';
import { generateCars, type StockDealership } from './cars.js';
import { openingHours, specialHours, upcomingHolidays } from './hours.js';
import { infoPagesFor } from './info-pages.js';
import { jobPositionsFor } from './job-positions.js';
import { navigationFor } from './navigation.js';
import { newsPostsFor } from './news-posts.js';
import { hashSeed, Rng } from './prng.js';
import { generateReviews } from './reviews.js';
import type { TenantSpec } from './tenants.js';
import { slugify } from './text.js';
import type { DemoDealership, TenantData } from './types.js';

/** Id ranges derived from the tenant number, so tenants never collide and can be generated alone. */
export const ids = {
  site: (n: number) => n,
  dealership: (n: number, k: number) => n * 100 + k,
  location: (n: number, k: number) => n * 1000 + k,
  firstCar: (n: number) => n * 100_000 + 1,
  firstReview: (n: number) => n * 100_000 + 1,
};

const DEALER_LICENCE: Record<string, (rng: Rng) => string> = {
  NSW: (rng) => `MD${rng.int(10_000, 99_999)}`,
  VIC: (rng) => `LMCT ${rng.int(10_000, 19_999)}`,
  QLD: (rng) => `${rng.int(3_000_000, 3_999_999)}`,
};

/** Options for one tenant: the stock counts and review count may differ from the spec (scale mode). */
export interface BuildOptions {
  seed: string;
  /** Current time in seconds. */
  now: number;
  counts?: Record<CarType, number>;
  reviewCount?: number;
  validate: boolean;
}

/** The seed's stock summary: every generated car (contracts stockSummaryOf, as the sync and the import). */
export const stockSummary = (cars: Car[]): StockSummary => stockSummaryOf(cars);

/** SPEC §1: the group's history timeline, decade tabs from the 1950s to the 2020s. */
export function historyTimeline(groupName: string, makes: string[]): { decade: string; title: string; body: string }[] {
  const brands = makes.join(', ');
  return [
    {
      decade: '1950s',
      title: 'A service station on Church Street',
      body: `The family behind ${groupName} opens a two-bay service station and used-car lot in Parramatta in 1956.`,
    },
    {
      decade: '1960s',
      title: 'Our first new-car franchise',
      body: 'A Toyota franchise follows in 1966, one of the first in New South Wales; the Corona becomes our best seller.',
    },
    {
      decade: '1970s',
      title: 'Growing with Sydney',
      body: 'A dedicated service centre opens in North Parramatta and the workshop team grows to twenty technicians.',
    },
    {
      decade: '1980s',
      title: 'Across the harbour',
      body: 'A second dealership opens on Pittwater Road, Brookvale, bringing the group to the Northern Beaches.',
    },
    {
      decade: '1990s',
      title: 'West to Penrith',
      body: 'Penrith joins the group; the parts distribution centre in Silverwater starts same-day delivery to every site.',
    },
    {
      decade: '2000s',
      title: 'Into Victoria',
      body: 'Ringwood and Dandenong dealerships take the group to Melbourne, and the first website lists every car in stock.',
    },
    {
      decade: '2010s',
      title: 'Used cars and online finance',
      body: 'A dedicated used-car centre opens in Liverpool and customers can apply for finance online.',
    },
    {
      decade: '2020s',
      title: 'Buy online, drive electric',
      body: `Reserve any car online with a deposit, value your trade-in in minutes, and choose from electric and hybrid ${brands} models.`,
    },
  ];
}

/** Everything for one tenant. Deterministic in (seed, tenant slug, now, counts). */
export function buildTenant(t: TenantSpec, opts: BuildOptions): TenantData {
  const counts = opts.counts ?? t.stock;
  const reviewCount = opts.reviewCount ?? t.reviews.count;
  if (counts.new + counts.used + counts.demo > 99_999 || reviewCount > 99_999) {
    throw new Error(`${t.slug}: at most 99,999 cars and 99,999 reviews per tenant (ids are tenant * 100,000 + n)`);
  }
  const rng = new Rng(hashSeed(`${opts.seed}:${t.slug}`));
  const now = opts.now;
  const nowMs = now * 1000;
  const holidays = upcomingHolidays(t.market, nowMs);
  const emailDomain = t.domain.replace(/^www\./, '');

  // --- dealerships and locations ---------------------------------------------------------------
  const locations: Location[] = [];
  const specialHoursAll: SpecialHoursEntry[] = [];
  const stockDealers: StockDealership[] = [];
  let locIndex = 0;
  t.dealerships.forEach((d, di) => {
    const dealershipId = ids.dealership(t.number, di + 1);
    const mine: Location[] = [];
    for (const l of d.locations) {
      locIndex++;
      const id = ids.location(t.number, locIndex);
      const slug = slugify(l.name);
      const full =
        t.market === 'US'
          ? `${l.street}, ${l.city}, ${l.state} ${l.postcode}`
          : t.market === 'NZ'
            ? `${l.street}, ${l.city}, ${l.state} ${l.postcode}`
            : `${l.street}, ${l.city} ${l.state} ${l.postcode}`;
      const licence = t.market === 'AU' && l.kind === 'sales' ? (DEALER_LICENCE[l.state]?.(rng) ?? null) : null;
      const location: Location = {
        id,
        dealership_id: dealershipId,
        dealership_slug: d.slug,
        name: l.name,
        slug,
        primary: locIndex === 1,
        visible: true,
        position: locIndex,
        location_type: l.kind,
        location_subtype: l.subtype ?? [],
        dealer_license_number: licence,
        manufacturers: d.makes,
        address: {
          street: l.street,
          city: l.city,
          state: l.state,
          postcode: l.postcode,
          lat: l.lat,
          long: l.long,
          place_id: null,
          place_url: null,
          full,
          map_url: `https://www.google.com/maps/search/?api=1&query=${l.lat},${l.long}`,
        },
        contact_detail: {
          phone: l.phone,
          email: `${l.kind === 'sales' ? 'sales' : l.kind}@${emailDomain}`,
          facebook_url: `https://www.facebook.com/${t.slug.replace(/-/g, '')}`,
          instagram_url: di === 0 ? `https://www.instagram.com/${t.slug.replace(/-/g, '')}` : null,
          youtube_url: null,
          opening_hours: openingHours(l.hours),
        },
        image: null,
      };
      mine.push(location);
      locations.push(location);
      specialHoursAll.push(...specialHours(id, l.kind, holidays, t.specialHoursStyle));
    }
    const sales = mine.filter((l) => l.location_type === 'sales');
    stockDealers.push({
      id: dealershipId,
      spec: d,
      salesLocations: sales.length > 0 ? sales : mine,
      otherLocationSlugs: locations
        .filter((l) => l.location_type === 'sales' && l.dealership_id !== dealershipId)
        .map((l) => l.slug),
    });
  });
  // distribution_locations may name sales locations of later dealerships too
  const allSales = locations.filter((l) => l.location_type === 'sales');
  for (const d of stockDealers)
    d.otherLocationSlugs = allSales.filter((l) => l.dealership_id !== d.id).map((l) => l.slug);

  // --- stock ------------------------------------------------------------------------------------
  const payments = t.config.features?.payments === true;
  const cars = generateCars({
    tenant: t,
    rng: rng.fork('cars'),
    now,
    dealerships: stockDealers,
    firstId: ids.firstCar(t.number),
    counts,
    paymentProvider: payments ? (t.config.payment_provider ?? 'sandbox') : null,
  });

  // --- reviews ----------------------------------------------------------------------------------
  const reviews = generateReviews({
    rng: rng.fork('reviews'),
    market: t.market,
    now,
    firstId: ids.firstReview(t.number),
    count: reviewCount,
    average: t.reviews.average,
    targets: stockDealers.map((d) => ({
      dealershipId: d.id,
      locationId: d.salesLocations[0]?.id ?? null,
      dealerName: d.spec.name,
      weight: d.spec.usedWeight + 1,
    })),
  });
  const reviewStats = new Map<number, { count: number; sum: number }>();
  const locationStats = new Map<number, { count: number; sum: number }>();
  for (const r of reviews) {
    const s = reviewStats.get(r.dealership_id) ?? { count: 0, sum: 0 };
    s.count++;
    s.sum += r.rating;
    reviewStats.set(r.dealership_id, s);
    if (r.location_id !== null) {
      const ls = locationStats.get(r.location_id) ?? { count: 0, sum: 0 };
      ls.count++;
      ls.sum += r.rating;
      locationStats.set(r.location_id, ls);
    }
  }
  const avg = (s: { count: number; sum: number } | undefined) =>
    s && s.count > 0 ? (s.sum / s.count).toFixed(1) : '0';
  for (const l of locations) {
    const s = locationStats.get(l.id);
    if (s) l.reviews = { count: s.count, average_rating: avg(s) };
  }

  // --- dealerships (site config shape + D1 rows) -----------------------------------------------
  const keyPrefix =
    t.config.payment_provider === 'stripe'
      ? 'pk_test_fc'
      : t.config.payment_provider === 'windcave'
        ? 'wc_test_fc'
        : 'sandbox_fc';
  const dealerships: DemoDealership[] = stockDealers.map((d) => ({
    id: d.id,
    name: d.spec.name,
    slug: d.spec.slug,
    review_count: reviewStats.get(d.id)?.count ?? 0,
    average_rating: avg(reviewStats.get(d.id)),
    manufacturers: d.spec.makes,
    four_step_valuation_form: t.config.template === 'group',
    enable_valuation_offer_rejection: t.config.template === 'group',
    payment_publishable_key: payments ? `${keyPrefix}_${d.spec.slug.replace(/-/g, '_')}` : null,
    site_id: ids.site(t.number),
    site_slug: t.slug,
  }));

  // --- site configuration -----------------------------------------------------------------------
  const first = locations[0] as Location;
  const carTypes = (['new', 'used', 'demo'] as const).filter((type) => cars.some((c) => c.car_type === type));
  const makes = [...new Set(t.dealerships.flatMap((d) => d.makes))];
  const site: SiteConfigInput = {
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
    dealership_websites:
      t.config.template === 'group'
        ? stockDealers.map((d) => ({
            name: d.spec.name,
            make: d.spec.makes[0] ?? null,
            url: `https://www.${d.spec.slug}.com.au`,
            // The make's logo (served by the edge's /media/logos like the dealers' own).
            logo: d.spec.makes[0] ? `/media/logos/${slugify(d.spec.makes[0])}.svg` : null,
            dealership_ids: [d.id],
            slug: d.spec.slug,
            location_ids: locations.filter((l) => l.dealership_id === d.id).map((l) => l.id),
          }))
        : [],
    address: { city: first.address.city, state: first.address.state },
    locations,
    special_hours: specialHoursAll,
    search_filters: `dealership_id IN [${dealerships.map((d) => d.id).join(', ')}]`,
    car_types: carTypes,
    navigation: navigationFor(t),
    stock_summary: stockSummary(cars),
    history_timeline: t.config.template === 'group' ? historyTimeline(t.name, makes) : [],
    // Demo tenants have no AutoGrab account: their trade-in look-ups are invented and labelled so.
    vehicle_lookup: 'demo',
    ...t.config,
  };

  if (opts.validate) {
    SiteConfigSchema.parse(site);
    for (const l of locations) LocationSchema.parse(l);
    for (const c of cars) CarSchema.parse(c);
    for (const r of reviews) ReviewSchema.parse(r);
  }
  const infoPages = infoPagesFor(t, locations).map((page) => (opts.validate ? InfoPageSchema.parse(page) : page));
  const newsPosts = newsPostsFor(t, now).map((post) => (opts.validate ? NewsPostSchema.parse(post) : post));
  const jobPositions = jobPositionsFor(t, locations, now).map((job) =>
    opts.validate ? JobPositionSchema.parse(job) : job,
  );
  return { site, dealerships, locations, cars, reviews, infoPages, newsPosts, jobPositions };
}
