import * as z from 'zod';
import type { HeadTag } from '../fragment/fragment.schema.js';
import { imageUrl } from '../images/cdn-url.js';
import { formatMoney } from '../locale/money.js';
import { distanceUnit, formatOdometer } from '../locale/units.js';
import type { SiteConfig } from '../site/site-config.schema.js';
import { isCarAvailable } from './availability.js';
import type { Car } from './car.schema.js';
import { carTitle } from './car-title.js';
import { priceDisplay } from './price-display.js';

/** The site fields the car page's head needs. */
export type CarSeoSite = Pick<
  SiteConfig,
  'name' | 'url' | 'locale' | 'currency' | 'image_quality' | 'hide_phone_numbers'
> & {
  locations: readonly {
    id: number;
    name: string;
    address: { street: string; city: string; state: string; postcode: string };
    contact_detail: { phone: string | null };
  }[];
};

/**
 * schema.org `Car` as the car page encodes it in JSON-LD: the shape e2e tests validate the page against.
 * Offers carry price + currency (no price when the page shows none), availability, and the dealer as
 * `AutoDealer` seller.
 */
export const CarJsonLdSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Car'),
  name: z.string().min(1),
  url: z.string().url(),
  image: z.array(z.string().url()),
  description: z.string(),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string() }),
  manufacturer: z.string(),
  model: z.string(),
  vehicleModelDate: z.string().regex(/^\d{4}$/),
  vehicleIdentificationNumber: z.string().optional(),
  sku: z.string(),
  bodyType: z.string(),
  fuelType: z.string(),
  vehicleTransmission: z.string(),
  driveWheelConfiguration: z.string(),
  color: z.string(),
  itemCondition: z.enum(['https://schema.org/NewCondition', 'https://schema.org/UsedCondition']),
  mileageFromOdometer: z.object({
    '@type': z.literal('QuantitativeValue'),
    value: z.number().nonnegative(),
    unitCode: z.enum(['KMT', 'SMI']),
  }),
  offers: z.object({
    '@type': z.literal('Offer'),
    url: z.string().url(),
    priceCurrency: z.string().length(3),
    price: z.number().positive().optional(),
    availability: z.enum(['https://schema.org/InStock', 'https://schema.org/PreOrder', 'https://schema.org/SoldOut']),
    seller: z.object({
      '@type': z.literal('AutoDealer'),
      name: z.string(),
      telephone: z.string().optional(),
      address: z
        .object({
          '@type': z.literal('PostalAddress'),
          streetAddress: z.string(),
          addressLocality: z.string(),
          addressRegion: z.string(),
          postalCode: z.string(),
        })
        .optional(),
    }),
  }),
});
export type CarJsonLd = z.infer<typeof CarJsonLdSchema>;

const absolute = (site: Pick<SiteConfig, 'url'>, path: string) => new URL(path, site.url).toString();

/**
 * JSON-LD (schema.org Car) of a car page. `canonicalUrl` is the page's absolute canonical URL.
 *
 * @example
 * carJsonLd(car, site, 'https://harbourside.example/cars/x')['@type']; // 'Car'
 */
export function carJsonLd(car: Car, site: CarSeoSite, canonicalUrl: string): CarJsonLd {
  const location = site.locations.find((l) => l.id === car.location_id);
  const unit = distanceUnit(site.locale);
  const price = priceDisplay(car, { currency: site.currency });
  const images =
    car.images.length > 0 ? car.images.map((i) => i.image.url) : car.primary_image_url ? [car.primary_image_url] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carTitle(car),
    url: canonicalUrl,
    image: images
      .slice(0, 10)
      .map((src) => absolute(site, imageUrl(src, { width: 1200, quality: site.image_quality }))),
    description: carDescription(car, site),
    brand: { '@type': 'Brand', name: car.make },
    manufacturer: car.manufacturer.name,
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    sku: car.stocknum,
    bodyType: car.simple_body,
    fuelType: car.simple_fuel,
    vehicleTransmission: car.simple_transmission,
    driveWheelConfiguration: car.simple_drive,
    color: car.colour,
    itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer: {
      '@type': 'QuantitativeValue',
      // The odometer is stored in the site's unit (miles on US sites), as formatOdometer shows it.
      value: car.km,
      unitCode: unit === 'mi' ? 'SMI' : 'KMT',
    },
    offers: {
      '@type': 'Offer',
      url: canonicalUrl,
      priceCurrency: site.currency,
      ...(price.kind === 'price' ? { price: price.amount } : {}),
      availability: !isCarAvailable(car)
        ? 'https://schema.org/SoldOut'
        : car.status === 'coming_soon' || car.preorder
          ? 'https://schema.org/PreOrder'
          : 'https://schema.org/InStock',
      seller: {
        '@type': 'AutoDealer',
        name: location?.name ?? site.name,
        ...(location?.contact_detail.phone && !site.hide_phone_numbers
          ? { telephone: location.contact_detail.phone }
          : {}),
        ...(location
          ? {
              address: {
                '@type': 'PostalAddress' as const,
                streetAddress: location.address.street,
                addressLocality: location.address.city,
                addressRegion: location.address.state,
                postalCode: location.address.postcode,
              },
            }
          : {}),
      },
    },
  };
}

/**
 * The meta description of a car page: title, price, odometer in the locale's unit, location.
 *
 * @example
 * carDescription(car, site); // '2021 Toyota Corolla Ascent for sale at $25,990 — 42,000 km, Automatic, Petrol. Harbourside Toyota, Parramatta NSW.'
 */
export function carDescription(car: Car, site: Pick<CarSeoSite, 'locale' | 'currency'>): string {
  const price = priceDisplay(car, { currency: site.currency });
  const cost = price.kind === 'price' ? ` for sale at ${formatMoney(price.amount, site.currency)}` : ' for sale';
  return `${carTitle(car)}${cost} — ${formatOdometer(car.km, site.locale)}, ${car.simple_transmission}, ${car.simple_fuel}. ${car.location.name}, ${car.city} ${car.state}.`;
}

/**
 * Everything the car page puts in `<head>`: title (the site name is appended by the shell),
 * description, OpenGraph and Twitter cards, and the JSON-LD. Computed at the edge before streaming.
 *
 * @example
 * carHead(car, site, canonical).tags.some((t) => t.tag === 'script:ld+json'); // true
 */
export function carHead(
  car: Car,
  site: CarSeoSite,
  canonicalUrl: string,
): { title: string; description: string; tags: HeadTag[] } {
  const title = carTitle(car);
  const description = carDescription(car, site);
  const jsonLd = carJsonLd(car, site, canonicalUrl);
  const image = jsonLd.image[0];
  const price = priceDisplay(car, { currency: site.currency });
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const tags: HeadTag[] = [
    meta({ property: 'og:type', content: 'product' }),
    ...(image
      ? [meta({ property: 'og:image', content: image }), meta({ property: 'og:image:alt', content: title })]
      : []),
    ...(price.kind === 'price'
      ? [
          meta({ property: 'product:price:amount', content: String(price.amount) }),
          meta({ property: 'product:price:currency', content: site.currency }),
        ]
      : []),
    meta({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    meta({ name: 'twitter:title', content: title }),
    meta({ name: 'twitter:description', content: description }),
    ...(image ? [meta({ name: 'twitter:image', content: image })] : []),
    { tag: 'script:ld+json', json: jsonLd },
  ];
  return { title, description, tags };
}
