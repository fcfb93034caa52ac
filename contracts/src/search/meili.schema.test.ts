import { describe, expect, it } from 'vitest';
import { makeCar } from '../cars/car.fixture.js';
import { CARS_INDEX_SETTINGS, carSearchDocument } from './index-settings.js';
import { MeiliErrorSchema, MultiSearchRequestSchema, meiliError, SearchQuerySchema } from './meili.schema.js';

describe('Meilisearch wire shapes', () => {
  it('accepts a multi-search with extra client fields and rejects a bad one', () => {
    const ok = MultiSearchRequestSchema.safeParse({
      queries: [
        {
          indexUid: 'cars',
          q: 'suv',
          filter: [['a = 1', 'b = 2'], 'c = 3'],
          facets: ['make'],
          highlightPreTag: '<em>',
        },
      ],
    });
    expect(ok.success).toBe(true);
    expect(MultiSearchRequestSchema.safeParse({ queries: [{ q: 'x' }] }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
  });

  it('builds Meilisearch errors', () => {
    expect(MeiliErrorSchema.parse(meiliError('index_not_found', 'Index `x` not found.'))).toEqual({
      message: 'Index `x` not found.',
      code: 'index_not_found',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#index_not_found',
    });
    expect(meiliError('internal', 'x').type).toBe('internal');
  });
});

describe('index settings', () => {
  it('a car document carries location_name, make_model and dealership_name', () => {
    const car = makeCar();
    expect(carSearchDocument(car, 'Harbourside')).toMatchObject({
      location_name: car.location.name,
      make_model: car.model,
      dealership_name: 'Harbourside',
    });
  });
  // SPEC §5: the price is shown only if greater than 10 — the price sorts list those cars first.
  it('price_shown is 1 when the card shows the price, else 0, and is sortable', () => {
    expect(carSearchDocument({ ...makeCar(), price: 45990 }, null).price_shown).toBe(1);
    expect(carSearchDocument({ ...makeCar(), price: 10 }, null).price_shown).toBe(0);
    expect(carSearchDocument({ ...makeCar(), price: 0, preorder: true }, null).price_shown).toBe(0);
    expect(CARS_INDEX_SETTINGS.sortableAttributes).toContain('price_shown');
  });
});

describe('highlight tags', () => {
  it('are short markup: longer tags are refused', () => {
    expect(SearchQuerySchema.safeParse({ highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).success).toBe(true);
    expect(SearchQuerySchema.safeParse({ highlightPreTag: 'x'.repeat(65) }).success).toBe(false);
  });
});
