import { describe, expect, it } from 'vitest';
import {
  formatRange,
  LIST_FILTER_KEYS,
  pageOffset,
  parseRange,
  SEARCH_FILTER_KEYS,
  SearchStateSchema,
} from './filter-keys.js';

// SPEC §3: "Range filters (price, subscription_price, km, year, created_at_timestamp) are 'min:max' strings."
describe('ranges', () => {
  it.each([
    ['10000:20000', { min: 10000, max: 20000 }],
    ['2015:', { min: 2015, max: null }],
    [':5000', { min: null, max: 5000 }],
    ['1.5:2', { min: 1.5, max: 2 }],
    [':', null],
    ['a:b', null],
    ['100', null],
  ])('%s -> %j', (text, expected) => expect(parseRange(text)).toEqual(expected));
  it('formats ranges', () => {
    expect(formatRange({ min: 2015, max: null })).toBe('2015:');
    expect(formatRange({ min: null, max: 5 })).toBe(':5');
    expect(formatRange({ min: null, max: null })).toBeNull();
  });
});

describe('filter keys and state', () => {
  it('has the 31 SPEC keys, 23 of them lists', () => {
    expect(SEARCH_FILTER_KEYS).toHaveLength(31);
    expect(LIST_FILTER_KEYS).toHaveLength(23);
    expect(LIST_FILTER_KEYS).not.toContain('price');
  });
  it('validates states', () => {
    expect(SearchStateSchema.parse({})).toEqual({ query: '', page: 1, sortBy: null, filters: {}, ranges: {} });
    expect(SearchStateSchema.safeParse({ filters: { make: [] } }).success).toBe(false);
    expect(SearchStateSchema.safeParse({ ranges: { price: 'x' } }).success).toBe(false);
    expect(SearchStateSchema.safeParse({ page: 0 }).success).toBe(false);
  });
  // SPEC §2: "page 1 means offset 0"
  it.each([
    [1, 21, 0],
    [2, 21, 21],
    [3, 100, 200],
    [0, 21, 0],
  ])('page %i size %i -> offset %i', (page, size, offset) => expect(pageOffset(page, size)).toBe(offset));
});
