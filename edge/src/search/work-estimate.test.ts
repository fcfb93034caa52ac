import { CARS_INDEX_SETTINGS } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { estimateChecks, estimateRequestChecks, filterConditions } from './work-estimate.js';

describe('search work estimate', () => {
  it('counts filter conditions, words, facets (* is every filterable one), sort rules and the page, per document', () => {
    expect(filterConditions('make = Kia AND (price > 1 OR km < 5)')).toBe(3);
    expect(filterConditions(['make IN [Kia, Mazda, Ford]', ['a = 1', 'b = 2']])).toBe(5);
    expect(estimateChecks({ q: 'red kia', facets: ['make'], sort: ['price:asc'] }, 1000)).toBe(1000 * (2 + 1 + 1 + 1));
    expect(estimateChecks({ facets: ['*'] }, 10)).toBe(10 * (CARS_INDEX_SETTINGS.filterableAttributes.length + 1));
    expect(estimateRequestChecks([{}, { q: 'a b c d e f g h i j k l' }], 100)).toBe(100 + 100 * 11);
  });
});
