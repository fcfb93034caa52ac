import { describe, expect, it } from 'vitest';
import { emptySearchState } from '../search/filter-keys.js';
import { addSearchHistory, searchHistoryEntry } from './search-history.js';

// SPEC §3: "Search history entry: the non-empty refinements plus path." SPEC §2: "Search history keeps the
// last 5 searches."
describe('search history', () => {
  it('keeps only non-empty refinements', () => {
    const state = {
      ...emptySearchState(),
      query: 'suv',
      filters: { make: ['Kia'], colour: [] },
      ranges: { price: ':20000' },
    };
    expect(searchHistoryEntry(state, '/search/make/Kia')).toEqual({
      refinements: { query: 'suv', make: ['Kia'], price: ':20000' },
      path: '/search/make/Kia',
    });
    expect(searchHistoryEntry({ ...emptySearchState(), query: ' ' }, '/search')).toBeNull();
    expect(searchHistoryEntry({ ...emptySearchState(), ranges: { price: '' } }, '/search')).toBeNull();
  });
  it('keeps the last 5, newest first, without repeats', () => {
    let history = addSearchHistory([], null);
    for (let i = 1; i <= 6; i++)
      history = addSearchHistory(history, { refinements: { make: [`M${i}`] }, path: `/p${i}` });
    expect(history.map((e) => e.path)).toEqual(['/p6', '/p5', '/p4', '/p3', '/p2']);
    history = addSearchHistory(history, { refinements: { make: ['M3'] }, path: '/p3' });
    expect(history.map((e) => e.path)).toEqual(['/p3', '/p6', '/p5', '/p4', '/p2']);
  });
});
