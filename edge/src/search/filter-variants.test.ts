import { SHARED_FILTER_VARIANTS } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { compileFilter, parseFilter } from './filter.js';

/** SPEC §9 shared filter variants 0–14 (contracts search/filter-variants.ts) on the embedded backend's filter. */
const used = {
  car_type: 'used',
  status: 'in_stock',
  price: 15990,
  certified: false,
  simple_fuel: 'Petrol',
  tag: null,
  preorder: false,
};
const sold = {
  ...used,
  car_type: 'new',
  status: 'sold',
  price: 0,
  certified: true,
  simple_fuel: 'Hybrid',
  tag: 'Test Drive Only',
  preorder: true,
};

describe('shared filter variants', () => {
  it('are 15, numbered 0-14, and each parses as a filter of the embedded backend', () => {
    expect(SHARED_FILTER_VARIANTS).toHaveLength(15);
    for (const v of SHARED_FILTER_VARIANTS) if (v.filter) expect(() => parseFilter(v.filter as string)).not.toThrow();
  });

  it('keep or drop the cars their names say', () => {
    const keeps = (i: number, doc: Record<string, unknown>) =>
      compileFilter(parseFilter(SHARED_FILTER_VARIANTS[i]?.filter as string))(doc);
    expect([1, 5, 6, 7, 8, 9, 12, 13, 14].map((i) => keeps(i, used))).toEqual(Array(9).fill(true));
    expect([2, 3, 4, 10, 11].map((i) => keeps(i, used))).toEqual(Array(5).fill(false));
    expect([2, 4, 10, 11].map((i) => keeps(i, sold))).toEqual(Array(4).fill(true));
    expect([1, 6, 7, 8, 9, 12, 13, 14].map((i) => keeps(i, sold))).toEqual(Array(8).fill(false));
  });
});
