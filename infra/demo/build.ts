/**
 * Assembles one tenant: dealerships, locations (hours, holiday hours), stock, reviews and the site
 * configuration (what KV stores), and validates every object with its contracts schema.
 */
import {
  CarSchema,
  type CarType,
  CategoryDocumentSchema,
  InfoPageSchema,
  JobPositionSchema,
  LocationSchema,
  NewsPostSchema,
  OfferDocumentSchema,
  PartDocumentSchema,
  ReviewSchema,
  SiteConfigSchema,
} from '@forecourt/contracts';
import { generateCars } from './cars.js';
import { catalogueFor } from './catalogue.js';
import { ids } from './ids.js';
import { infoPagesFor } from './info-pages.js';
import { jobPositionsFor } from './job-positions.js';
import { buildLocations } from './locations.js';
import { newsPostsFor } from './news-posts.js';
import { hashSeed, Rng } from './prng.js';
import { generateReviews } from './reviews.js';
import { demoDealerships, rateLocations, siteConfig } from './site-config.js';
import type { StockDealership } from './stock-context.js';
import type { TenantSpec } from './tenants.js';
import type { TenantData } from './types.js';

/** Options for one tenant: the stock counts and review count may differ from the spec (scale mode). */
export interface BuildOptions {
  seed: string;
  /** Current time in seconds. */
  now: number;
  counts?: Record<CarType, number>;
  reviewCount?: number;
  validate: boolean;
}

/**
 * Everything for one tenant. Deterministic in (seed, tenant slug, now, counts): one generator per
 * tenant, drawn from in this order (licence numbers, then the cars' and the reviews' forks).
 */
export function buildTenant(t: TenantSpec, opts: BuildOptions): TenantData {
  const counts = opts.counts ?? t.stock;
  const reviewCount = opts.reviewCount ?? t.reviews.count;
  if (counts.new + counts.used + counts.demo > 99_999 || reviewCount > 99_999) {
    throw new Error(`${t.slug}: at most 99,999 cars and 99,999 reviews per tenant (ids are tenant * 100,000 + n)`);
  }
  const rng = new Rng(hashSeed(`${opts.seed}:${t.slug}`));
  const { now } = opts;
  const where = buildLocations(t, rng, now * 1000);
  const payments = t.config.features?.payments === true;
  const cars = generateCars({
    tenant: t,
    rng: rng.fork('cars'),
    now,
    dealerships: where.stockDealers,
    firstId: ids.firstCar(t.number),
    counts,
    paymentProvider: payments ? (t.config.payment_provider ?? 'sandbox') : null,
  });
  const reviews = generateReviews({
    rng: rng.fork('reviews'),
    market: t.market,
    now,
    firstId: ids.firstReview(t.number),
    count: reviewCount,
    average: t.reviews.average,
    targets: where.stockDealers.map(reviewTarget),
  });
  const dealerships = demoDealerships(t, where.stockDealers, rateLocations(reviews, where.locations));
  const site = siteConfig(t, where, dealerships, cars);
  const { locations } = where;
  const data = { site, dealerships, locations, cars, reviews };
  if (opts.validate) validateTenant(data);
  const infoPages = infoPagesFor(t, locations).map((page) => (opts.validate ? InfoPageSchema.parse(page) : page));
  const newsPosts = newsPostsFor(t, now).map((post) => (opts.validate ? NewsPostSchema.parse(post) : post));
  const jobPositions = jobPositionsFor(t, locations, now).map((job) =>
    opts.validate ? JobPositionSchema.parse(job) : job,
  );
  const catalogue = catalogueFor(t, dealerships, now);
  if (opts.validate) {
    for (const p of catalogue.parts) PartDocumentSchema.parse(p);
    for (const o of catalogue.offers) OfferDocumentSchema.parse(o);
    for (const c of catalogue.categories) CategoryDocumentSchema.parse(c);
  }
  return { ...data, infoPages, newsPosts, jobPositions, ...catalogue };
}

/** A dealership as a review target: its first sales location, weighted by its used stock. */
const reviewTarget = (d: StockDealership) => ({
  dealershipId: d.id,
  locationId: d.salesLocations[0]?.id ?? null,
  dealerName: d.spec.name,
  weight: d.spec.usedWeight + 1,
});

/** Every generated object through its contracts schema (throws on the first that does not fit). */
function validateTenant(data: Pick<TenantData, 'site' | 'locations' | 'cars' | 'reviews'>): void {
  SiteConfigSchema.parse(data.site);
  for (const l of data.locations) LocationSchema.parse(l);
  for (const c of data.cars) CarSchema.parse(c);
  for (const r of data.reviews) ReviewSchema.parse(r);
}
