import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_FEED_MAX_DOCUMENTS,
  catalogueFeedIssue,
  catalogueFeedSchema,
  catalogueStoredId,
  isCatalogueIndexUid,
} from './catalogue-feed.js';
import { SPECIAL_OFFERS_MAX, specialOffersQuery } from './special-offers.js';

const part = {
  id: 'oil-filter-90915',
  dealership_id: 7,
  name: 'Oil filter',
  part_number: '90915-YZZD4',
  category: 'Filters',
  category_slug: 'filters',
  make: 'Toyota',
  price: 24.5,
  description: 'Genuine oil filter',
  in_stock: true,
};
const offer = {
  id: 'service-special',
  dealership_id: 7,
  name: 'Scheduled maintenance special',
  offer_type: 'service',
  make: null,
  model: null,
  car_type: null,
  description: 'Logbook-free service price',
  price: 199,
  url: '/service',
  starts_at_timestamp: 1_790_000_000,
  expires_at_timestamp: 1_790_600_000,
};

describe('the catalogue feed body (issue 35)', () => {
  it("takes an index's documents with the dealer's own ids", () => {
    expect(catalogueFeedSchema('parts').parse({ documents: [part] }).documents[0]?.id).toBe('oil-filter-90915');
    expect(catalogueFeedSchema('offers').safeParse({ documents: [offer] }).success).toBe(true);
  });

  it('refuses an unknown field, a bad id, an id twice and an offer that expires before it starts', () => {
    const first = (uid: 'parts' | 'offers', body: unknown) => {
      const r = catalogueFeedSchema(uid).safeParse(body);
      return r.success ? 'accepted' : catalogueFeedIssue(r.error);
    };
    expect(first('parts', { documents: [{ ...part, colour: 'red' }] })).toMatch(/^documents\.0: /);
    expect(first('parts', { documents: [{ ...part, id: 'Oil Filter' }] })).toBe(
      'documents.0.id: an id is 1–60 lower-case letters, digits and dashes',
    );
    expect(first('parts', { documents: [part, { ...part, name: 'Again' }] })).toBe(
      "documents.1.id: id 'oil-filter-90915' twice",
    );
    // the same id at two dealerships of a group is two documents
    expect(first('parts', { documents: [part, { ...part, dealership_id: 8 }] })).toBe('accepted');
    expect(first('offers', { documents: [{ ...offer, expires_at_timestamp: offer.starts_at_timestamp }] })).toBe(
      'documents.0.expires_at_timestamp: an offer expires after it starts',
    );
    expect(first('parts', { documents: [], extra: 1 })).toMatch(/extra|Unrecognized/);
  });

  it(`caps a feed at ${CATALOGUE_FEED_MAX_DOCUMENTS} documents`, () => {
    const many = Array.from({ length: CATALOGUE_FEED_MAX_DOCUMENTS + 1 }, (_, i) => ({ ...part, id: `p-${i}` }));
    expect(catalogueFeedSchema('parts').safeParse({ documents: many }).success).toBe(false);
  });

  it('names a refusal without a path by its message, and an empty error as invalid', () => {
    const r = catalogueFeedSchema('parts').safeParse('not an object');
    expect(r.success ? '' : catalogueFeedIssue(r.error)).not.toMatch(/^\./);
    if (!r.success) expect(catalogueFeedIssue({ ...r.error, issues: [] } as never)).toBe('invalid');
  });

  it('knows the catalogue indexes and stores ids under their dealership', () => {
    expect(['parts', 'offers', 'categories'].every(isCatalogueIndexUid)).toBe(true);
    expect(isCatalogueIndexUid('cars')).toBe(false);
    expect(isCatalogueIndexUid('toString')).toBe(false);
    expect(catalogueStoredId(7, 'oil-filter')).toBe('7-oil-filter');
  });
});

describe("/special-offers' offers query", () => {
  it('every live deal soonest to end first; with a car type, its vehicle deals only', () => {
    expect(specialOffersQuery(null)).toEqual({ sort: ['expires_at_timestamp:asc'], limit: SPECIAL_OFFERS_MAX * 4 });
    expect(specialOffersQuery('used').filter).toEqual(['offer_type = "vehicle" AND car_type = "used"']);
  });
});
