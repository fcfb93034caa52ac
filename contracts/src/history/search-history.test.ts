import { describe, expect, it } from 'vitest';
import { emptySearchState } from '../search/filter-keys.js';
import { addSearchHistory, searchHistoryEntry, searchHistoryLabel } from './search-history.js';

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

describe('searchHistoryLabel (issue 34: a price range reads as a price range)', () => {
  it('writes ranges as a shopper does, never min:max', () => {
    const label = searchHistoryLabel({
      refinements: { make: ['Kia'], price: '20000:30000', year: '2018:', km: ':50000' },
      path: '/search',
    });
    expect(label).toBe('Kia, $20,000 – $30,000, 2018+, up to 50,000 km');
    expect(searchHistoryLabel({ refinements: { km: ':50000' }, path: '/s' }, 'en-US')).toBe('up to 50,000 mi');
    expect(searchHistoryLabel({ refinements: { query: 'ute' }, path: '/s' })).toBe('ute');
    expect(searchHistoryLabel({ refinements: { price: 'junk' }, path: '/search?price=junk' })).toBe(
      '/search?price=junk',
    );
  });
});
