/**
 * Stock generation: real makes, models, badges and series; realistic prices, odometers, years,
 * colours, bodies, fuels, transmissions and drives; and every status, tag and flag the product's
 * rules branch on (SPEC §3-§5): in_stock / coming_soon / sold inside and outside the sold window,
 * reserved, reservable false, test-drive-only and Special / Pre-order tags, certified cars,
 * payment processors with and without keys and deposits, market prices below and above the
 * price, history-report files, hidden cars.
 */
import type { Car, CarType, Location, PaymentProcessor } from '@forecourt/contracts';
import type { Market, ModelSpec, Variant } from './catalog.js';
import { COLOURS_AU, COLOURS_US, FEATURES, WMI } from './catalog.js';
import { demoPhotoPath, demoPhotoSrc } from './demo-photos.js';
import { demoReportPath, demoReportSrc } from './demo-reports.js';
import type { Rng } from './prng.js';
import type { DealershipSpec, TenantSpec } from './tenants.js';
import { carSlug, isoSeconds, slugify } from './text.js';

const DAY = 86_400;
const HOUR = 3_600;

/** A dealership of a tenant with its generated id and its sales locations. */
export interface StockDealership {
  id: number;
  spec: DealershipSpec;
  salesLocations: Location[];
  otherLocationSlugs: string[];
}

export interface StockContext {
  tenant: TenantSpec;
  rng: Rng;
  /** Current time in seconds. */
  now: number;
  dealerships: StockDealership[];
  /** First car id of the tenant (ids are firstId, firstId + 1, ...). */
  firstId: number;
  /** Cars per type for this run (the tenant's stock, or the scale share). */
  counts: Record<CarType, number>;
  /** Payment provider when payments are on, else null (no processors on cars). */
  paymentProvider: string | null;
}

/** Used values: 15% off new in the first year, then `yearly` per year, less wear over `kmLife`. */
const DEPRECIATION: Record<ModelSpec['kind'], { yearly: number; kmLife: number }> = {
  car: { yearly: 0.9, kmLife: 1_000_000 },
  motorcycle: { yearly: 0.9, kmLife: 300_000 },
  caravan: { yearly: 0.92, kmLife: 1_000_000 },
  truck: { yearly: 0.88, kmLife: 5_000_000 },
};

/** NZD per AUD for re-pricing the Australian catalog in New Zealand. */
const MARKET_FACTOR: Record<Market, number> = { AU: 1, NZ: 1.1, US: 1 };

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function vin(rng: Rng, make: string): string {
  let out = WMI[make] ?? `6F${VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)]}`;
  while (out.length < 17) out += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  return out;
}

/** Dealer-style price: 34,990 above 20,000; 12,499 below; weekly/daily rates end in 9. */
export function roundPrice(p: number): number {
  if (p >= 20_000) return Math.max(990, Math.round(p / 1000) * 1000 - 10);
  if (p >= 1_000) return Math.round(p / 500) * 500 - 1;
  return Math.max(9, Math.round(p / 10) * 10 - 1);
}

function pickDealership(rng: Rng, dealerships: StockDealership[], franchisedOnly: boolean): StockDealership {
  const pool = franchisedOnly ? dealerships.filter((d) => d.spec.makes.length > 0) : dealerships;
  const from = pool.length > 0 ? pool : dealerships;
  return rng.weighted(from.map((d) => [d, d.spec.usedWeight] as const));
}

function pickModel(rng: Rng, catalog: ModelSpec[], makes: string[] | null): ModelSpec {
  if (makes) {
    const franchised = catalog.filter((c) => makes.includes(c.make));
    if (franchised.length > 0) return rng.pick(franchised);
  }
  return rng.pick(catalog);
}

function usedYear(rng: Rng, currentYear: number, since: number): number {
  const age = rng.weighted([
    [1, 10],
    [2, 16],
    [3, 16],
    [4, 14],
    [5, 11],
    [6, 9],
    [7, 7],
    [8, 6],
    [9, 4],
    [10, 3],
    [12, 2],
  ] as const);
  return Math.max(since, currentYear - age);
}

function odometer(rng: Rng, spec: ModelSpec, type: CarType, age: number): number {
  if (spec.towed) return 0;
  if (type === 'new') return rng.int(2, 45);
  if (type === 'demo') return rng.int(spec.kind === 'truck' ? 2_000 : 800, spec.kind === 'truck' ? 28_000 : 14_500);
  const perYear =
    spec.kind === 'motorcycle'
      ? rng.int(1_500, 6_500)
      : spec.kind === 'truck'
        ? spec.categories.includes('Heavy Trucks')
          ? rng.int(80_000, 150_000)
          : rng.int(20_000, 55_000)
        : spec.kind === 'caravan'
          ? rng.int(6_000, 16_000)
          : rng.int(8_000, 21_000);
  return Math.max(1_200, Math.round(Math.max(0.6, age) * perYear + rng.int(-900, 900)));
}

function description(c: {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  type: CarType;
  colour: string;
  fuel: string;
  features: string[];
  dealer: string;
  towed: boolean;
}): string {
  const what = `${c.year} ${c.make} ${c.model}${c.badge ? ` ${c.badge}` : ''}`;
  const condition =
    c.type === 'new'
      ? `Brand new ${what} in ${c.colour}, ready to drive away.`
      : c.type === 'demo'
        ? `Ex-demonstrator ${what} in ${c.colour} with the balance of the factory warranty.`
        : `Quality pre-owned ${what} in ${c.colour}, inspected and serviced before sale.`;
  const fuel = c.towed
    ? ''
    : ` ${c.fuel === 'Electric' ? 'Fully electric, zero tailpipe emissions.' : `${c.fuel} engine.`}`;
  const features = c.features.length > 0 ? ` Features include ${c.features.slice(0, 5).join(', ')}.` : '';
  return `${condition}${fuel}${features} Visit ${c.dealer} or enquire online today.`;
}

function processors(rng: Rng, provider: string | null, dealershipSlug: string): PaymentProcessor[] {
  if (!provider || rng.chance(0.03)) return [];
  const keyPrefix = provider === 'stripe' ? 'pk_test_fc' : provider === 'windcave' ? 'wc_test_fc' : 'sandbox_fc';
  const deposit = rng.weighted([
    [200, 80],
    [500, 13],
    [null, 7],
  ] as const);
  return [
    {
      authorization_type: provider,
      authorization_key: rng.chance(0.05) ? null : `${keyPrefix}_${dealershipSlug.replace(/-/g, '_')}`,
      deposit_amount: deposit,
    },
  ];
}

/**
 * Generates the tenant's stock: exactly `counts[type]` cars of each type, ids from firstId,
 * stock numbers `<prefix><5 digits>` unique across tenants.
 */
export function generateCars(ctx: StockContext): Car[] {
  const { tenant, rng, now, dealerships, counts } = ctx;
  const currentYear = new Date(now * 1000).getUTCFullYear();
  const colours = tenant.market === 'US' ? COLOURS_US : COLOURS_AU;
  const factor = MARKET_FACTOR[tenant.market];
  const cars: Car[] = [];
  const order: CarType[] = [];
  for (const type of ['new', 'used', 'demo'] as const) for (let i = 0; i < counts[type]; i++) order.push(type);

  let seq = 0;
  for (const type of order) {
    seq++;
    const id = ctx.firstId + seq - 1;
    const franchised = type !== 'used';
    const dealership = pickDealership(rng, dealerships, franchised);
    const spec = pickModel(
      rng,
      tenant.catalog,
      franchised && dealership.spec.makes.length > 0 ? dealership.spec.makes : null,
    );
    const variant: Variant = rng.pick(spec.variants);
    const year =
      type === 'used'
        ? usedYear(rng, currentYear, spec.since)
        : rng.chance(type === 'new' ? 0.82 : 0.6)
          ? currentYear
          : currentYear - 1;
    const age = currentYear - year;
    const km = odometer(rng, spec, type, age);
    const stocknum = `${tenant.stockPrefix}${String(seq).padStart(5, '0')}`;
    const slug = carSlug(year, spec.make, spec.model, variant.badge, stocknum);
    const location = rng.pick(dealership.salesLocations);
    const colour = rng.weighted(colours);

    // --- status and dates -------------------------------------------------------------------
    const status = rng.weighted(
      tenant.priceMode === 'rental'
        ? ([
            ['in_stock', 95],
            ['coming_soon', 5],
          ] as const)
        : ([
            ['in_stock', 86],
            ['coming_soon', type === 'new' ? 9 : 4],
            ['sold', 7],
          ] as const),
    );
    let soldDate: number | null = null;
    let created: number;
    if (status === 'sold') {
      // Inside the 3-day window: sold within the 44 hours before `now`, so the car is still
      // inside it for a day after seeding (the seed rounds `now` down to the day).
      const inside = rng.chance(0.5);
      soldDate = inside ? now - rng.int(HOUR, 44 * HOUR) : now - rng.int(4 * DAY, 45 * DAY);
      created = soldDate - rng.int(5 * DAY, 120 * DAY);
    } else if (status === 'coming_soon') {
      created = now - rng.int(HOUR, 5 * DAY);
    } else if (rng.chance(0.08)) {
      created = now - rng.int(12 * HOUR, 6 * DAY); // just arrived (8-day window)
    } else {
      created = now - rng.int(9 * DAY, 240 * DAY);
    }

    // --- price ------------------------------------------------------------------------------
    const newPrice = variant.price * factor * rng.float(0.97, 1.025);
    let value: number;
    if (type === 'new') value = newPrice;
    else if (type === 'demo') value = newPrice * rng.float(0.86, 0.94);
    else {
      const d = DEPRECIATION[spec.kind];
      const wear = 1 - Math.min(km, d.kmLife / 2) / d.kmLife;
      value = Math.max(
        newPrice * 0.14,
        newPrice * 0.85 * d.yearly ** Math.max(0, age - 1) * wear * rng.float(0.93, 1.07),
      );
    }
    const special = status === 'in_stock' && rng.chance(0.05);
    let price: number;
    let priceType: string;
    let beforePrice: number | null = null;
    let subscriptionPrice: number | null = null;
    if (tenant.priceMode === 'subscription') {
      price = roundPrice(Math.max(109, value * rng.float(0.0038, 0.0048)));
      subscriptionPrice = price;
      priceType = 'Per Week';
    } else if (tenant.priceMode === 'rental') {
      price = roundPrice(Math.min(289, Math.max(45, value * rng.float(0.0012, 0.0016))));
      priceType = 'Per Day';
    } else {
      price = roundPrice(value);
      if (special) {
        beforePrice = price;
        price = roundPrice(price * rng.float(0.9, 0.96));
      }
      priceType =
        tenant.market === 'US'
          ? 'Plus Tax, Title & License'
          : spec.kind === 'truck' || (type === 'new' && rng.chance(0.15))
            ? 'Excl. Government Charges'
            : 'Drive Away';
    }

    // --- tags -------------------------------------------------------------------------------
    let tag: string | null = null;
    let preorder = false;
    if (special && tenant.priceMode === 'sale') tag = 'Special';
    else if (type === 'new' && status === 'coming_soon' && rng.chance(0.5)) {
      tag = 'Pre-order';
      preorder = true;
      if (tenant.priceMode === 'sale' && rng.chance(0.3)) price = 0; // shown as PREORDER
    } else if (type === 'demo' && status !== 'sold') {
      const r = rng.next();
      if (r < 0.05) tag = 'Test Drive Only';
      else if (r < 0.09) tag = '*** Test Drive Vehicle Only ***';
    }
    // "Enquire for price.": a few coming-soon cars and the odd car in stock (price on application)
    if (!preorder && !special && tenant.priceMode === 'sale' && rng.chance(status === 'coming_soon' ? 0.04 : 0.006))
      price = 0;

    // --- flags ------------------------------------------------------------------------------
    const certified =
      type === 'used' &&
      age <= 5 &&
      km < 140_000 &&
      (tenant.config.manufacturer == null || tenant.config.manufacturer === spec.make) &&
      rng.chance(tenant.certifiedShare);
    const reserved = status === 'in_stock' && tag === null && rng.chance(0.03);
    const reservable = rng.weighted([
      [null, 60],
      [true, 36],
      [false, 4],
    ] as const);
    const paymentProcessors = processors(rng, ctx.paymentProvider, dealership.spec.slug);
    const showOnWebsite = !rng.chance(0.015);
    const features = rng.sample(FEATURES[spec.kind], rng.int(4, 8));
    const carVin = type === 'used' && age > 8 && rng.chance(0.3) ? null : vin(rng, spec.make);

    let autograb: Car['autograb_data'] = null;
    if (tenant.priceMode === 'sale' && type !== 'new' && price > 0 && rng.chance(0.85)) {
      const above = rng.chance(0.22);
      const avg = above
        ? Math.round((price * rng.float(1.04, 1.12) + 500) / 10) * 10
        : Math.round((price * rng.float(0.95, 1.03)) / 10) * 10;
      autograb = {
        average_market_price: avg,
        state_average_market_price: rng.chance(0.8) ? Math.round((avg * rng.float(0.97, 1.03)) / 10) * 10 : null,
      };
    }

    const photos =
      status === 'coming_soon' && rng.chance(0.05)
        ? 0
        : status === 'coming_soon' && rng.chance(0.2)
          ? 1
          : rng.int(3, 8);
    const images = Array.from({ length: photos }, (_, n) => `/media/cars/${slug}/${n + 1}.svg`);
    // Demo-photo sites: the first photo is a real JPEG in R2 (demo-photos.ts); no draw, so the data stay as they were.
    const jpegPath = photos > 0 ? demoPhotoPath(tenant.slug, slug) : null;
    if (jpegPath) images[0] = demoPhotoSrc(jpegPath);

    const categories = [...spec.categories];
    if (tenant.priceMode === 'rental') categories.push('Rental');
    if (tenant.priceMode === 'subscription') categories.push('Subscription');

    const justArrived = status === 'in_stock' && now - created < 8 * DAY;
    const customRank =
      rng.int(0, 1000) + (special ? 400 : 0) + (justArrived ? 250 : 0) + (status === 'sold' ? -300 : 0);

    cars.push({
      id,
      slug,
      name: `${year} ${spec.make} ${spec.model}${variant.badge ? ` ${variant.badge}` : ''}`,
      make: spec.make,
      model: spec.model,
      badge: variant.badge,
      series: variant.series,
      year,
      km,
      price,
      price_type: priceType,
      before_price: beforePrice,
      subscription_price: subscriptionPrice,
      preorder,
      status,
      sold: status === 'sold',
      sold_date_timestamp: soldDate,
      reserved,
      reservable,
      tag,
      certified,
      car_type: type,
      simple_fuel: variant.fuel,
      simple_transmission: variant.transmission,
      stocknum,
      vin: carVin,
      dealership_id: dealership.id,
      dealership_slug: dealership.spec.slug,
      location: {
        name: location.name,
        phone: location.contact_detail.phone,
        slug: location.slug,
        distribution_locations:
          dealership.otherLocationSlugs.length > 0 && rng.chance(0.05) ? dealership.otherLocationSlugs.slice(0, 2) : [],
      },
      location_id: location.id,
      city: location.address.city,
      state: location.address.state,
      created_at: isoSeconds(created),
      created_at_timestamp: created,
      custom_rank: customRank,
      primary_image_url: images[0] ?? null,
      images: images.map((url) => ({ image: { url } })),
      thumbnails: images,
      file: type !== 'new' && carVin && rng.chance(0.3) ? demoReportSrc(demoReportPath(carVin)) : null,
      payment_processors: paymentProcessors,
      has_checkout_payment_processor: paymentProcessors.some((p) => p.authorization_key !== null),
      show_on_dealer_website: showOnWebsite,
      carsales_seller_identifier:
        tenant.market === 'AU' && type !== 'new' && rng.chance(0.6) ? `SSE-AD-${rng.int(1_000_000, 9_999_999)}` : null,
      photos_count: photos,
      simple_body: spec.body,
      simple_drive: variant.drive,
      colour,
      seats: spec.seats,
      autograb_data: autograb,
      manufacturer: { name: spec.make, slug: slugify(spec.make) },
      model_info: { name: spec.model, body: spec.body },
      description: {
        body: description({
          year,
          make: spec.make,
          model: spec.model,
          badge: variant.badge,
          type,
          colour,
          fuel: variant.fuel,
          features,
          dealer: location.name,
          towed: spec.towed,
        }),
      },
      categories,
      features,
    });
  }
  // Every tenant has a hidden car (SPEC: hidden cars are 404 and never searchable), whatever the draws:
  // the tests of that rule need one on every site. After the draws, so no other car changes.
  if (cars.every((c) => c.show_on_dealer_website)) {
    const car = cars.findLast((c) => c.status === 'in_stock') ?? cars.at(-1);
    if (car) car.show_on_dealer_website = false;
  }
  return cars;
}
