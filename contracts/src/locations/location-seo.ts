import type { Location } from './location.schema.js';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const TYPES = { sales: 'AutoDealer', service: 'AutoRepair', parts: 'AutoPartsStore' } as const;

/**
 * SPEC §2/§3 location as schema.org JSON-LD for its own page: a LocalBusiness of the right kind
 * (AutoDealer, AutoRepair, AutoPartsStore) with address, geo, phone, weekly opening hours and, when it
 * has reviews, their count and average.
 *
 * @example
 * locationJsonLd(location, 'https://dealer.example/our-locations/parramatta')['@type']; // 'AutoDealer'
 */
export function locationJsonLd(location: Location, url: string) {
  const type = TYPES[(location.location_type || 'sales') as keyof typeof TYPES] ?? 'AutoDealer';
  const hours = location.contact_detail.opening_hours.filter((h) => h.status === 'Open' && h.open && h.close);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: location.name,
    url,
    ...(location.contact_detail.phone ? { telephone: location.contact_detail.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.postcode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.address.lat, longitude: location.address.long },
    ...(hours.length > 0
      ? {
          openingHoursSpecification: hours.map((h) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: DAYS[h.weekday],
            opens: h.open,
            closes: h.close,
          })),
        }
      : {}),
    ...(location.reviews && location.reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: location.reviews.average_rating,
            reviewCount: location.reviews.count,
          },
        }
      : {}),
  };
}
