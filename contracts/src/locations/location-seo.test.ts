import { describe, expect, it } from 'vitest';
import { GROUP_SITE_FIXTURE } from '../site/group-site.fixture.js';
import { SiteConfigSchema } from '../site/site-config.schema.js';
import { locationJsonLd } from './location-seo.js';

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);

describe('locationJsonLd', () => {
  it('a sales location is an AutoDealer with address, geo, phone and its weekly hours', () => {
    const location = { ...site.locations[0]!, reviews: { count: 120, average_rating: '4.6' } };
    const ld = locationJsonLd(location, 'https://x.example/our-locations/a');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: location.name,
      url: 'https://x.example/our-locations/a',
      address: { '@type': 'PostalAddress', addressLocality: location.address.city },
      geo: { latitude: location.address.lat },
      aggregateRating: { ratingValue: '4.6', reviewCount: 120 },
    });
    const open = location.contact_detail.opening_hours.filter((h) => h.status === 'Open');
    expect(ld.openingHoursSpecification).toHaveLength(open.length);
    expect(ld.openingHoursSpecification?.[0]).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      opens: open[0]!.open,
    });
  });

  it('service and parts locations get their own business type; no reviews, no rating', () => {
    const service = site.locations.find((l) => l.location_type === 'service')!;
    const parts = site.locations.find((l) => l.location_type === 'parts')!;
    expect(locationJsonLd({ ...service, reviews: undefined }, 'u')).not.toHaveProperty('aggregateRating');
    expect(locationJsonLd(service, 'u')['@type']).toBe('AutoRepair');
    expect(locationJsonLd(parts, 'u')['@type']).toBe('AutoPartsStore');
  });
});
