import { describe, expect, it } from 'vitest';
import { isPopularMake, orderMakes } from './make-order.js';

const stock: [string, number][] = [
  ['Kia', 9],
  ['Ford', 2],
  ['Audi', 5],
  ['BMW', 5],
  ['Mazda', 1],
];

// SPEC §9: "A brand ordering list sorts makes for some dealers"; SPEC §2 'Popular Makes' / 'All Makes'.
describe('orderMakes', () => {
  it('without lists: most stocked first, ties by name', () => {
    expect(orderMakes(stock, { popular_makes: [], make_order: [] }).map(([m]) => m)).toEqual([
      'Kia',
      'Audi',
      'BMW',
      'Ford',
      'Mazda',
    ]);
  });
  it('make_order puts its makes first in its order (case-insensitive), the rest by stock', () => {
    expect(orderMakes(stock, { popular_makes: [], make_order: ['mazda', 'Ford', 'Tesla'] }).map(([m]) => m)).toEqual([
      'Mazda',
      'Ford',
      'Kia',
      'Audi',
      'BMW',
    ]);
  });
  it('popular_makes lift their makes above the make_order', () => {
    const site = { popular_makes: ['BMW', 'Kia'], make_order: ['Mazda', 'Ford'] };
    expect(orderMakes(stock, site).map(([m]) => m)).toEqual(['BMW', 'Kia', 'Mazda', 'Ford', 'Audi']);
    expect(isPopularMake('kia', site)).toBe(true);
    expect(isPopularMake('Mazda', site)).toBe(false);
  });
});
