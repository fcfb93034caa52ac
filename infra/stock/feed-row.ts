/**
 * One row of a stock feed (CSV or JSON) → a SPEC §3 Car. The columns are documented in
 * docs/STOCK-FEEDS.md; a row is checked with FeedRowSchema (values as a CSV gives them: text) and the
 * car it makes with contracts CarSchema, so a feed can never store a car the site cannot show.
 */
import {
  type Car,
  CarSchema,
  CarStatusSchema,
  CarTypeSchema,
  type Location,
  PREORDER_TAG,
  SIMPLE_FUELS,
  type SiteConfig,
} from '@forecourt/contracts';
import { z } from 'zod';
import { carSlug, slugify } from '../demo/text.js';
import { carTypeText, fuelText, numberText, priceText, statusText } from './feed-values.js';

const text = (max: number) => z.coerce.string().trim().max(max);
/** An empty cell is "not given". */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = (max: number) => z.preprocess(blank, text(max).optional());
/** A number as exports write it (`$24,990`, `45,210 km`): feed-values.ts. */
const num = (schema: z.ZodNumber) => z.preprocess(numberText, z.coerce.number().pipe(schema));
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => numberText(blank(v)), z.coerce.number().pipe(schema).optional());
const bool = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.union([z.boolean(), z.enum(['true', 'false', 'yes', 'no', '1', '0', 'y', 'n'])]),
  )
  .transform((v) => v === true || v === 'true' || v === 'yes' || v === '1' || v === 'y');
const optionalBool = z.preprocess(blank, bool.optional());
/** A list cell: '|'-separated in CSV, an array in JSON. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split('|')
            .map((s) => s.trim())
            .filter(Boolean)
        : (v ?? []),
    z.array(item).max(max),
  );

/** What a VIN is, in the words a row error uses. */
export const VIN_RULE =
  'a VIN has 17 letters and digits (11–17 for vehicles built before 1981) and never the letters I, O or Q';

/** The feed's columns (docs/STOCK-FEEDS.md). Unknown columns are reported once per feed and ignored. */
export const FeedRowSchema = z.object({
  stocknum: text(40).pipe(z.string().min(1, 'stocknum is required')),
  vin: z.preprocess(
    blank,
    text(17)
      .pipe(z.string().regex(/^[A-HJ-NPR-Z0-9]{11,17}$/i, VIN_RULE))
      .optional(),
  ),
  make: text(60).pipe(z.string().min(1, 'make is required')),
  model: text(60).pipe(z.string().min(1, 'model is required')),
  badge: optionalText(80),
  series: optionalText(80),
  year: num(z.number().int().min(1900).max(2100)),
  km: num(z.number().int().nonnegative()),
  // Empty or POA: price on application, stored as 0 (SPEC §7 shows the no-price text for a price ≤ 10).
  price: z.preprocess(priceText, z.coerce.number().pipe(z.number().nonnegative().max(100_000_000))),
  price_type: optionalText(60),
  before_price: optionalNumber(z.number().nonnegative()),
  subscription_price: optionalNumber(z.number().nonnegative()),
  car_type: z.preprocess(carTypeText, CarTypeSchema),
  status: z.preprocess(statusText, CarStatusSchema),
  colour: optionalText(40),
  body: optionalText(40),
  drive: optionalText(20),
  fuel: z.preprocess((v) => fuelText(blank(v)), z.enum(SIMPLE_FUELS).optional()),
  transmission: optionalText(20),
  seats: optionalNumber(z.number().int().min(1).max(100)),
  location: optionalText(80),
  description: optionalText(20_000),
  tag: optionalText(60),
  certified: optionalBool,
  show_on_dealer_website: optionalBool,
  reservable: optionalBool,
  images: list(
    z.string().url('image URLs must be absolute https URLs').startsWith('https://', 'image URLs must use https'),
    100,
  ),
  features: list(z.string().max(80), 100),
});
export type FeedRow = z.infer<typeof FeedRowSchema>;
export const FEED_COLUMNS = Object.keys(FeedRowSchema.shape);

/** The location a row names (slug or id; default the site's primary, else first, location). */
export function rowLocation(site: SiteConfig, name: string | undefined): Location | null {
  if (!name) return site.locations.find((l) => l.primary) ?? site.locations[0] ?? null;
  const wanted = name.trim().toLowerCase();
  return (
    site.locations.find(
      (l) => l.slug === wanted || String(l.id) === wanted || l.name.trim().toLowerCase() === wanted,
    ) ?? null
  );
}

/** The row error of a location the site does not have, naming the ones it has. */
export const unknownLocation = (site: SiteConfig, name: string | undefined) =>
  `location '${name ?? ''}' is not one of the site's locations (${site.locations.map((l) => l.slug).join(', ') || 'it has none'}): use a slug, id or name of one, or leave it empty for the primary location`;

export type CarContext = { site: SiteConfig; id: number; existing: Car | null; nowS: number };

/** The car a valid row describes: an existing car keeps what a feed does not carry (id, slug, rank, photos, payments). */
export function rowToCar(row: FeedRow, { site, id, existing, nowS }: CarContext): { car: Car } | { error: string } {
  const location = rowLocation(site, row.location);
  if (!location) return { error: unknownLocation(site, row.location) };
  const dealership = site.dealerships.find((d) => d.id === location.dealership_id);
  if (!dealership) return { error: `location ${location.slug} belongs to no dealership of the site` };
  const name = [row.year, row.make, row.model, row.badge].filter(Boolean).join(' ');
  const sold = row.status === 'sold';
  const candidate = {
    ...(existing ?? {}),
    id,
    slug: existing?.slug ?? carSlug(row.year, row.make, row.model, row.badge ?? null, row.stocknum),
    name,
    make: row.make,
    model: row.model,
    badge: row.badge ?? null,
    series: row.series ?? null,
    year: row.year,
    km: row.km,
    price: row.price,
    price_type: row.price_type ?? null,
    before_price: row.before_price ?? null,
    subscription_price: row.subscription_price ?? null,
    preorder: row.tag === PREORDER_TAG,
    status: row.status,
    sold,
    sold_date_timestamp: sold ? (existing?.sold_date_timestamp ?? nowS) : null,
    reserved: existing?.reserved ?? false,
    reservable: row.reservable ?? existing?.reservable ?? null,
    tag: row.tag ?? null,
    certified: row.certified ?? false,
    car_type: row.car_type,
    simple_fuel: row.fuel ?? 'Petrol',
    simple_transmission: row.transmission ?? 'Automatic',
    stocknum: row.stocknum,
    vin: row.vin?.toUpperCase() ?? null,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    location: {
      name: location.name,
      phone: location.contact_detail.phone,
      slug: location.slug,
      distribution_locations: [],
    },
    location_id: location.id,
    city: location.address.city,
    state: location.address.state,
    created_at: existing?.created_at ?? new Date(nowS * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    created_at_timestamp: existing?.created_at_timestamp ?? nowS,
    custom_rank: existing?.custom_rank ?? 0,
    // Photos arrive through the image pipeline (the feed's URLs are queued); until then the car keeps its own.
    primary_image_url: existing?.primary_image_url ?? null,
    images: existing?.images ?? [],
    thumbnails: existing?.thumbnails ?? [],
    file: existing?.file ?? null,
    payment_processors: existing?.payment_processors ?? [],
    has_checkout_payment_processor: existing?.has_checkout_payment_processor ?? false,
    show_on_dealer_website: row.show_on_dealer_website ?? true,
    carsales_seller_identifier: existing?.carsales_seller_identifier ?? null,
    photos_count: existing?.photos_count ?? 0,
    simple_body: row.body ?? '',
    simple_drive: row.drive ?? '',
    colour: row.colour ?? '',
    seats: row.seats ?? null,
    autograb_data: existing?.autograb_data ?? null,
    manufacturer: { name: row.make, slug: slugify(row.make) },
    description: { body: row.description ?? '' },
    categories: existing?.categories ?? [],
    features: row.features,
  };
  const parsed = CarSchema.safeParse(candidate);
  if (!parsed.success) return { error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return { car: parsed.data };
}
