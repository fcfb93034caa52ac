import { describe, expect, it } from 'vitest';
import { buildFilter, FilterError, parseFilter } from './filter.js';

const docs = [
  { id: 1, make: 'Toyota', year: 2020, price: 30000, tags: ['a', 'b'], badge: null, vin: '' },
  { id: 2, make: 'Land Rover', year: 2018, price: 50000, tags: [], badge: 'HSE' },
  { id: 3, make: 'Kia', year: 2023, price: 20000, tags: ['b'], badge: 'GT', vin: 'X1' },
];
const ids = (filter: Parameters<typeof buildFilter>[0]) => {
  const f = buildFilter(filter, null);
  return docs.filter((d) => !f || f(d)).map((d) => d.id);
};

describe('Meilisearch filter syntax', () => {
  it.each([
    ['make = toyota', [1]],
    ['make = "Land Rover"', [2]],
    ["make = 'Land Rover'", [2]],
    ['make != Kia', [1, 2]],
    ['year > 2018', [1, 3]],
    ['year >= 2018', [1, 2, 3]],
    ['price < 30000', [3]],
    ['price <= 30000', [1, 3]],
    ['year 2019 TO 2023', [1, 3]],
    ['make IN [Kia, Toyota]', [1, 3]],
    ['make NOT IN [Kia, Toyota]', [2]],
    ['vin EXISTS', [1, 3]],
    ['vin NOT EXISTS', [2]],
    ['badge IS NULL', [1]],
    ['badge IS NOT NULL', [2, 3]],
    ['vin IS EMPTY OR tags IS EMPTY', [1, 2]],
    ['tags IS NOT EMPTY', [1, 3]],
    ['tags = b', [1, 3]],
    ['NOT make = Kia', [1, 2]],
    ['(make = Kia OR make = Toyota) AND year > 2020', [3]],
    ['make = Kia OR make = Toyota AND year > 2020', [3]],
    ['not (year < 2019 or year > 2022)', [1]],
  ])('%s', (filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it('array form: items ANDed, inner arrays ORed', () => {
    expect(ids([['make = Kia', 'make = Toyota'], 'year < 2022'])).toEqual([1]);
  });

  it.each([
    'make =',
    'make = "Kia',
    '(make = Kia',
    'make Kia',
    'make IN [Kia',
    'AND make = Kia',
    'year > abc',
    'make = Kia extra',
    'a IS MAYBE',
  ])('rejects %s', (filter) => {
    expect(() => buildFilter(filter, null)).toThrow(FilterError);
  });

  it('refuses attributes outside the filterable list', () => {
    expect(() => buildFilter('secret = 1', new Set(['make']))).toThrow(/not filterable/);
  });

  it('escaped quotes in values', () => {
    expect(parseFilter('make = "a \\"b\\""')).toEqual({ type: 'cmp', attr: 'make', op: '=', value: 'a "b"' });
  });
});

describe('nesting limit (SEARCH_LIMITS.filterDepth)', () => {
  it('stops deep parentheses and NOT chains with a FilterError, not a stack overflow', () => {
    expect(() => parseFilter(`${'('.repeat(4000)}make = Toyota${')'.repeat(4000)}`)).toThrow(FilterError);
    expect(() => parseFilter(`${'NOT '.repeat(10_000)}make = Toyota`)).toThrow(/maximum depth limit of 20/);
    // At the limit it still parses.
    expect(parseFilter(`${'('.repeat(20)}make = Toyota${')'.repeat(20)}`)).toEqual({
      type: 'cmp',
      attr: 'make',
      op: '=',
      value: 'Toyota',
    });
  });
});
