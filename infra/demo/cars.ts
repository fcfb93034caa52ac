/**
 * Stock generation: real makes, models, badges and series; realistic prices, odometers, years,
 * colours, bodies, fuels, transmissions and drives; and every status, tag and flag the product's
 * rules branch on (SPEC §3-§5): in_stock / coming_soon / sold inside and outside the sold window,
 * reserved, reservable false, test-drive-only and Special / Pre-order tags, certified cars,
 * payment processors with and without keys and deposits, market prices below and above the
 * price, history-report files, hidden cars.
 *
 * The draws live in car-pick.ts, car-status.ts and car-price.ts; they are made in a fixed order
 * (the order below), so the same seed gives byte-identical data: never reorder or add a draw
 * before an existing one.
 */
import type { Car, CarType, Location } from '@forecourt/contracts';
import { description } from './car-description.js';
import { carYear, odometer, pickDealership, pickModel, vin } from './car-pick.js';
import { type CarPrice, drawAutograb, drawPrice } from './car-price.js';
import { type CarFlags, type CarTag, drawFlags, drawStatusDates, drawTag, type StatusDates } from './car-status.js';
import type { ModelSpec, Variant, VehicleKind } from './catalog.js';
import { COLOURS_AU, COLOURS_US, FEATURES } from './catalog.js';
import { demoPhotoPath, demoPhotoSrc } from './demo-photos.js';
import { demoReportPath, demoReportSrc } from './demo-reports.js';
import type { Rng } from './prng.js';
import { DAY, type StockContext, type StockDealership } from './stock-context.js';
import { carSlug, isoSeconds, slugify } from './text.js';

/**
 * Generates the tenant's stock: exactly `counts[type]` cars of each type, ids from firstId,
 * stock numbers `<prefix><5 digits>` unique across tenants.
 */
export function generateCars(ctx: StockContext): Car[] {
  const order: CarType[] = [];
  for (const type of ['new', 'used', 'demo'] as const) for (let i = 0; i < ctx.counts[type]; i++) order.push(type);
  const cars = order.map((type, i) => drawCar(ctx, type, i + 1));
  // Every tenant has a hidden car (SPEC: hidden cars are 404 and never searchable), whatever the draws:
  // the tests of that rule need one on every site. After the draws, so no other car changes.
  if (cars.every((c) => c.show_on_dealer_website)) {
    const car = cars.findLast((c) => c.status === 'in_stock') ?? cars.at(-1);
    if (car) car.show_on_dealer_website = false;
  }
  return cars;
}

/** Photo count and image URLs: a few coming-soon cars have none or one. */
function drawImages(rng: Rng, kind: VehicleKind, slug: string, status: Car['status']) {
  const photos =
    status === 'coming_soon' && rng.chance(0.05) ? 0 : status === 'coming_soon' && rng.chance(0.2) ? 1 : rng.int(3, 8);
  // Stored JPEGs of the car's kind (demo-photos.ts), like a real dealer's; no draw.
  const images = Array.from({ length: photos }, (_, n) => demoPhotoSrc(demoPhotoPath(kind, slug, n + 1)));
  return { photos, images };
}

/** The `seq`-th car of the tenant (1-based): every draw for it, in the fixed order. */
function drawCar(ctx: StockContext, type: CarType, seq: number): Car {
  const { tenant, rng, now } = ctx;
  const currentYear = new Date(now * 1000).getUTCFullYear();
  const franchised = type !== 'used';
  const dealership = pickDealership(rng, ctx.dealerships, franchised);
  const makes = franchised && dealership.spec.makes.length > 0 ? dealership.spec.makes : null;
  const spec = pickModel(rng, tenant.catalog, makes);
  const variant: Variant = rng.pick(spec.variants);
  const year = carYear(rng, type, currentYear, spec.since);
  const age = currentYear - year;
  const km = odometer(rng, spec, type, age);
  const stocknum = `${tenant.stockPrefix}${String(seq).padStart(5, '0')}`;
  const slug = carSlug(year, spec.make, spec.model, variant.badge, stocknum);
  const location = rng.pick(dealership.salesLocations);
  const colour = rng.weighted(tenant.market === 'US' ? COLOURS_US : COLOURS_AU);
  const dates = drawStatusDates(rng, tenant.priceMode, type, now);
  const { status } = dates;
  const price = drawPrice(rng, tenant, { spec, variant, type, km, age, status });
  const tag = drawTag(rng, tenant.priceMode, { type, status, special: price.special });
  const flags = drawFlags(rng, { ...ctx, dealership }, { spec, type, age, km, status, tag: tag.tag });
  const features = rng.sample(FEATURES[spec.kind], rng.int(4, 8));
  const carVin = type === 'used' && age > 8 && rng.chance(0.3) ? null : vin(rng, spec.make);
  const finalPrice = tag.noPrice ? 0 : price.price;
  const autograb = drawAutograb(rng, tenant, type, finalPrice);
  const { photos, images } = drawImages(rng, spec.kind, slug, status);
  const justArrived = status === 'in_stock' && now - dates.created < 8 * DAY;
  const customRank =
    rng.int(0, 1000) + (price.special ? 400 : 0) + (justArrived ? 250 : 0) + (status === 'sold' ? -300 : 0);
  const distribution =
    dealership.otherLocationSlugs.length > 0 && rng.chance(0.05) ? dealership.otherLocationSlugs.slice(0, 2) : [];
  const file = type !== 'new' && carVin && rng.chance(0.3) ? demoReportSrc(demoReportPath(carVin)) : null;
  const carsalesId =
    tenant.market === 'AU' && type !== 'new' && rng.chance(0.6) ? `SSE-AD-${rng.int(1_000_000, 9_999_999)}` : null;
  const categories = [...spec.categories];
  if (tenant.priceMode === 'rental') categories.push('Rental');
  if (tenant.priceMode === 'subscription') categories.push('Subscription');
  return carRecord({
    market: tenant.market,
    id: ctx.firstId + seq - 1,
    slug,
    stocknum,
    type,
    spec,
    variant,
    year,
    km,
    colour,
    dealership,
    location,
    dates,
    price: { ...price, price: finalPrice },
    tag,
    flags,
    features,
    vin: carVin,
    autograb,
    photos,
    images,
    customRank,
    distribution,
    file,
    carsalesId,
    categories,
  });
}

interface DrawnCar {
  /** The tenant's market: a US dealer writes its descriptions in US words (issue 35). */
  market: string;
  id: number;
  slug: string;
  stocknum: string;
  type: CarType;
  spec: ModelSpec;
  variant: Variant;
  year: number;
  km: number;
  colour: string;
  dealership: StockDealership;
  location: Location;
  dates: StatusDates;
  price: CarPrice;
  tag: CarTag;
  flags: CarFlags;
  features: string[];
  vin: string | null;
  autograb: Car['autograb_data'];
  photos: number;
  images: string[];
  customRank: number;
  distribution: string[];
  file: string | null;
  carsalesId: string | null;
  categories: string[];
}

/** The car record from its draws (no draws here). */
function carRecord(d: DrawnCar): Car {
  const { spec, variant, location, dates, price, flags } = d;
  return {
    id: d.id,
    slug: d.slug,
    name: `${d.year} ${spec.make} ${spec.model}${variant.badge ? ` ${variant.badge}` : ''}`,
    make: spec.make,
    model: spec.model,
    badge: variant.badge,
    series: variant.series,
    year: d.year,
    km: d.km,
    price: price.price,
    price_type: price.priceType,
    before_price: price.beforePrice,
    subscription_price: price.subscriptionPrice,
    preorder: d.tag.preorder,
    status: dates.status,
    sold: dates.status === 'sold',
    sold_date_timestamp: dates.soldDate,
    reserved: flags.reserved,
    reservable: flags.reservable,
    tag: d.tag.tag,
    certified: flags.certified,
    car_type: d.type,
    simple_fuel: variant.fuel,
    simple_transmission: variant.transmission,
    stocknum: d.stocknum,
    vin: d.vin,
    dealership_id: d.dealership.id,
    dealership_slug: d.dealership.spec.slug,
    location: {
      name: location.name,
      phone: location.contact_detail.phone,
      slug: location.slug,
      distribution_locations: d.distribution,
    },
    location_id: location.id,
    city: location.address.city,
    state: location.address.state,
    created_at: isoSeconds(dates.created),
    created_at_timestamp: dates.created,
    custom_rank: d.customRank,
    primary_image_url: d.images[0] ?? null,
    images: d.images.map((url) => ({ image: { url } })),
    thumbnails: d.images,
    file: d.file,
    payment_processors: flags.paymentProcessors,
    has_checkout_payment_processor: flags.paymentProcessors.some((p) => p.authorization_key !== null),
    show_on_dealer_website: flags.showOnWebsite,
    carsales_seller_identifier: d.carsalesId,
    photos_count: d.photos,
    simple_body: spec.body,
    simple_drive: variant.drive,
    colour: d.colour,
    seats: spec.seats,
    autograb_data: d.autograb,
    manufacturer: { name: spec.make, slug: slugify(spec.make) },
    model_info: { name: spec.model, body: spec.body },
    description: {
      body: description({
        year: d.year,
        make: spec.make,
        model: spec.model,
        badge: variant.badge,
        type: d.type,
        colour: d.colour,
        fuel: variant.fuel,
        features: d.features,
        dealer: location.name,
        towed: spec.towed,
        market: d.market,
      }),
    },
    categories: d.categories,
    features: d.features,
  };
}
