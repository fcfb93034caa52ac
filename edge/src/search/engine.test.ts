import { CARS_INDEX_SETTINGS, carSearchDocument, indexSort } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from './engine.js';
import { editDistance, queryWords } from './query-words.js';

const car = (id: number, make: string, model: string, extra: Record<string, unknown> = {}) => ({
  id,
  make,
  model,
  badge: null,
  stocknum: `S${id}00`,
  simple_body: 'SUV',
  price: id * 1000,
  custom_rank: id,
  status: 'in_stock',
  description: { body: '' },
  ...extra,
});
const index = new SearchIndex(
  [
    car(1, 'Toyota', 'RAV4'),
    car(2, 'Toyota', 'Corolla', { simple_body: 'Hatch' }),
    car(3, 'Hyundai', 'Tucson'),
    car(4, 'Mazda', 'CX-5', { price: null }),
  ],
  CARS_INDEX_SETTINGS,
);
const ids = (r: { hits: Record<string, unknown>[] }) => r.hits.map((h) => h.id);

describe('embedded engine', () => {
  it('default order is custom_rank:desc', () => {
    expect(ids(index.search({}, null))).toEqual([4, 3, 2, 1]);
  });
  it('prefix, typo and multi-word keyword search', () => {
    expect(ids(index.search({ q: 'toy' }, null))).toEqual([2, 1]);
    expect(ids(index.search({ q: 'hyundia' }, null))).toEqual([3]);
    expect(ids(index.search({ q: 'toyta' }, null))).toEqual([2, 1]);
    expect(ids(index.search({ q: 'toyta ' }, null))).toEqual([2, 1]);
    expect(ids(index.search({ q: 'toyota rav' }, null))).toEqual([1]);
    expect(ids(index.search({ q: 'toyota zzzz' }, null))).toEqual([2, 1]);
    expect(ids(index.search({ q: '"S300"' }, null))).toEqual([3]);
  });
  it('sort, missing values last', () => {
    expect(ids(index.search({ sort: ['price:asc'] }, null))).toEqual([1, 2, 3, 4]);
    expect(ids(index.search({ sort: ['price:desc'] }, null))).toEqual([3, 2, 1, 4]);
  });
  // SPEC §5: unshown prices (0, PREORDER) after shown ones in both price sorts (contracts indexSort).
  it('several sort keys in order: price sorts list shown prices first', () => {
    const docs = [
      { id: 1, price: 0, price_shown: 0 },
      { id: 2, price: 30000, price_shown: 1 },
      { id: 3, price: 5, price_shown: 0 },
      { id: 4, price: 12000, price_shown: 1 },
    ];
    const priced = new SearchIndex(docs, CARS_INDEX_SETTINGS);
    expect(ids(priced.search({ sort: indexSort('price:asc') }, null))).toEqual([4, 2, 1, 3]);
    expect(ids(priced.search({ sort: indexSort('price:desc') }, null))).toEqual([2, 4, 3, 1]);
  });
  it('facets and stats, scope ANDed', () => {
    const r = index.search({ facets: ['make', 'price'] }, 'make = Toyota');
    expect(r.facetDistribution).toEqual({ make: { Toyota: 2 }, price: { 1000: 1, 2000: 1 } });
    expect(r.facetStats).toEqual({ price: { min: 1000, max: 2000 } });
  });
  it('the work meter counts document checks: filter conditions, keyword words, facets and sort keys, each times the documents', () => {
    const meter = { checks: 0 };
    // 4 docs × 1 condition, then 2 Toyotas × (2 facets + 1 sort key + 1 ranking pass)
    index.search({ filter: 'make = Toyota', facets: ['make', 'price'], sort: ['price:asc'] }, null, meter);
    expect(meter.checks).toBe(4 + 2 * 4);
    // a 3-condition filter on the 4 docs: 12, then 1 match × 2 (the default sort key, custom_rank, and the ranking pass)
    index.search({ filter: 'make = Toyota AND price > 1000 AND NOT model = RAV4' }, null, meter);
    expect(meter.checks).toBe(12 + 12 + 2);
    // a keyword: 4 docs × 1 word, then its 2 matches × 2
    const words = { checks: 0 };
    index.search({ q: 'toyota' }, null, words);
    expect(words.checks).toBe(4 + 4);
  });
  it('pagination: offset/limit and page/hitsPerPage', () => {
    expect(index.search({ limit: 1, offset: 1 }, null)).toMatchObject({ limit: 1, offset: 1, estimatedTotalHits: 4 });
    expect(index.search({ page: 2, hitsPerPage: 3 }, null)).toMatchObject({ page: 2, totalPages: 2, totalHits: 4 });
  });
  it('edit distance and query words', () => {
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(queryWords('"AB123" suv').map((w) => [w.text, w.exact, w.prefix])).toEqual([
      ['ab123', true, false],
      ['suv', false, true],
    ]);
  });
});

// Issue 34: shopper words (contracts shopper-words.ts), Meilisearch synonyms, attribute order and typo tolerance.
describe("embedded engine: shoppers' words", () => {
  const stock = (id: number, make: string, model: string, extra: Record<string, unknown>) =>
    carSearchDocument(
      {
        ...car(id, make, model, extra),
        location: { name: 'Harbourside' },
        description: { body: `${make} ${model} with a Reversing Camera.` },
      },
      null,
    ) as unknown as Record<string, unknown> & { id: number };
  const shop = new SearchIndex(
    [
      stock(1, 'Ford', 'Everest', { simple_fuel: 'Diesel', simple_drive: '4WD', seats: 7 }),
      stock(2, 'Kia', 'EV6', { simple_fuel: 'Electric', simple_drive: 'AWD', seats: 5 }),
      stock(3, 'Tesla', 'Model 3', { simple_body: 'Sedan', simple_fuel: 'Electric', seats: 5 }),
      stock(4, 'Toyota', 'HiLux', { simple_body: 'Ute', simple_fuel: 'Diesel', simple_drive: '4WD', seats: 5 }),
      stock(5, 'Toyota', 'Camry', { simple_body: 'Sedan', simple_fuel: 'Hybrid', seats: 5 }),
      stock(6, 'Mazda', 'CX-5', { simple_fuel: 'Petrol', simple_drive: 'AWD', seats: 5 }),
      stock(7, 'Toyota', 'LandCruiser', {
        simple_fuel: 'Diesel',
        simple_drive: '4WD',
        seats: 7,
        vin: 'JTMHV05J604123456',
      }),
    ],
    CARS_INDEX_SETTINGS,
  );
  const found = (q: string) => ids(shop.search({ q, limit: 20 }, null));
  it('"EV" ranks every electric car (synonym: electric) above Ford Everest (a prefix of a model)', () => {
    const hits = found('EV');
    expect(hits.slice(0, 2).sort()).toEqual([2, 3]);
    expect(hits.indexOf(1)).toBeGreaterThan(1);
    expect(found('electric').sort()).toEqual([2, 3]);
  });
  it('drive, seats, body words and their synonyms', () => {
    expect(found('4x4').sort()).toEqual([1, 4, 7]);
    expect(found('7 seater').sort()).toEqual([1, 7]);
    expect(found('dual cab')).toEqual([4]);
    expect(found('crew cab')).toEqual([4]);
    expect(found('hybrid sedan')).toEqual([5]);
  });
  it('a misspelt model finds it, but not through a typo in the description ("camery" is no "camera")', () => {
    expect(found('camery')).toEqual([5]);
  });
  it('a VIN matches as typed or as you type it, never with a typo', () => {
    expect(found('JTMHV05J604123456')).toEqual([7]);
    expect(found('JTMHV05J6')).toEqual([7]);
    expect(found('JTMHV05J604123457')).toEqual([]);
  });
  it('multi-word synonyms and split words: "land cruiser", "cx5"', () => {
    expect(found('land cruiser')).toEqual([7]);
    expect(found('mazda cx5')).toEqual([6]);
  });
});
