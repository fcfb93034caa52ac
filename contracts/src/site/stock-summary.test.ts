import { describe, expect, it } from 'vitest';
import { stockSummaryOf } from './stock-summary.js';

describe('stockSummaryOf', () => {
  it('counts makes and models by count then name, car types in SPEC order', () => {
    const summary = stockSummaryOf([
      { make: 'Mazda', model: 'CX-5', car_type: 'used' },
      { make: 'Kia', model: 'Rio', car_type: 'new' },
      { make: 'Mazda', model: 'CX-5', car_type: 'demo' },
      { make: 'Mazda', model: 'BT-50', car_type: 'used' },
      { make: 'Audi', model: 'A3', car_type: 'used' },
    ]);
    expect(summary).toEqual({
      count: 5,
      makes: [
        { name: 'Mazda', count: 3 },
        { name: 'Audi', count: 1 },
        { name: 'Kia', count: 1 },
      ],
      models: [
        { make: 'Mazda', name: 'CX-5', count: 2 },
        { make: 'Audi', name: 'A3', count: 1 },
        { make: 'Mazda', name: 'BT-50', count: 1 },
        { make: 'Kia', name: 'Rio', count: 1 },
      ],
      car_types: [
        { name: 'new', count: 1 },
        { name: 'used', count: 3 },
        { name: 'demo', count: 1 },
      ],
    });
  });
  it('no cars: an empty summary', () => {
    expect(stockSummaryOf([])).toEqual({ count: 0, makes: [], models: [], car_types: [] });
  });
});
