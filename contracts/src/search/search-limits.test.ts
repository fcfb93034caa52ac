import { describe, expect, it } from 'vitest';
import { multiSearchBoundsError, SEARCH_LIMITS, searchBoundsError } from './search-limits.js';

describe('search request bounds', () => {
  it('accepts what a search page sends', () => {
    const page = {
      indexUid: 'cars',
      q: 'ranger',
      filter: [['make = "Ford"', 'make = "Toyota"'], 'price 10000 TO 50000'],
      limit: 21,
    };
    expect(multiSearchBoundsError([page, ...Array.from({ length: 12 }, () => ({ ...page, limit: 0 }))])).toBeNull();
  });

  it('names the limit a query is over, with the Meilisearch code of its parameter', () => {
    expect(searchBoundsError({ filter: 'x'.repeat(SEARCH_LIMITS.filterChars + 1) })?.code).toBe(
      'invalid_search_filter',
    );
    expect(searchBoundsError({ filter: Array.from({ length: 5 }, () => 'y'.repeat(2000)) })?.message).toContain(
      'in all',
    );
    expect(searchBoundsError({ filter: [Array.from({ length: 201 }, () => 'a = 1')] })?.code).toBe(
      'invalid_search_filter',
    );
    expect(searchBoundsError({ q: 'q'.repeat(600) })?.code).toBe('invalid_search_q');
  });

  it('caps a multi-search: queries, hits in all (limit or hitsPerPage), and points at the query over its own', () => {
    const q = { indexUid: 'cars', limit: 50 };
    expect(multiSearchBoundsError(Array.from({ length: 21 }, () => q))?.code).toBe('bad_request');
    expect(multiSearchBoundsError([q, { indexUid: 'cars', hitsPerPage: 960 }])?.code).toBe('invalid_search_limit');
    expect(multiSearchBoundsError([q, { indexUid: 'cars', filter: 'z'.repeat(5000) }])?.message).toMatch(
      /^Inside `\.queries\[1\]`: /,
    );
  });
});
