import type {
  Car,
  CategoryDocument,
  Dealership,
  InfoPageInput,
  JobPositionInput,
  Location,
  NewsPostInput,
  OfferDocument,
  PartDocument,
  Review,
  SiteConfigInput,
} from '@forecourt/contracts';

/** A dealership row: the site-config dealership plus the site it belongs to. */
export interface DemoDealership extends Dealership {
  site_id: number;
  site_slug: string;
}

/** A review plus the dealership (and location) it was left for; the D1 doc is the Review part. */
export interface DemoReview extends Review {
  dealership_id: number;
  location_id: number | null;
}

/** Everything generated for one tenant. */
export interface TenantData {
  site: SiteConfigInput;
  dealerships: DemoDealership[];
  locations: Location[];
  cars: Car[];
  reviews: DemoReview[];
  /** Information pages (About Us …) the site has written. */
  infoPages: InfoPageInput[];
  /** News posts (sites with a blog). */
  newsPosts: NewsPostInput[];
  /** Roles listed at /current-positions (and one closed role). */
  jobPositions: JobPositionInput[];
  /** The parts, offers and categories search indexes' rows (catalogue.ts). */
  parts: PartDocument[];
  offers: OfferDocument[];
  categories: CategoryDocument[];
}

/** Everything generated for all tenants. */
export interface DemoData {
  sites: SiteConfigInput[];
  dealerships: DemoDealership[];
  locations: Location[];
  cars: Car[];
  reviews: DemoReview[];
}

export interface ScaleOptions {
  /** Number of tenants (default 200). */
  tenants?: number;
  /** Total cars across all tenants (default 50,000). */
  cars?: number;
  /**
   * Cars of the first (largest) tenant, for the "10,000-car tenant" search benchmark
   * (default min(10,000, cars / 2)); the rest are shared evenly by the other tenants.
   */
  largest?: number;
  /** Reviews per tenant (default 40). */
  reviewsPerTenant?: number;
  /**
   * Cars of each tenant in order (bench:scale's dealer sizes); a tenant past the list's end gets the even
   * share. `cars` should be their sum.
   */
  totals?: readonly number[];
}

export interface GenerateOptions {
  /** The fixed "current time" (ms since epoch, or a Date) statuses and dates are relative to. */
  now: number | Date;
  /** Seed string (default 'forecourt'); the same seed and now always give the same data. */
  seed?: string;
  /** Generate the benchmark data set instead of the nine demo tenants. */
  scale?: boolean | ScaleOptions;
  /** Parse every object with its zod schema (default true); throws on the first invalid one. */
  validate?: boolean;
}
