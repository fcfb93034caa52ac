import { SEARCH_HISTORY_SIZE } from '../constants/limits.js';
import type { SearchState } from '../search/filter-keys.js';

/** SPEC §3 search history entry: the non-empty refinements plus path. */
export type SearchHistoryEntry = { refinements: Record<string, string | string[]>; path: string };

/**
 * A history entry from a search state and its URL path, or null when the search has no refinements.
 *
 * @example
 * searchHistoryEntry({ ...emptySearchState(), filters: { make: ['Kia'] } }, '/search/make/Kia');
 * // { refinements: { make: ['Kia'] }, path: '/search/make/Kia' }
 */
export function searchHistoryEntry(state: SearchState, path: string): SearchHistoryEntry | null {
  const refinements: Record<string, string | string[]> = {};
  if (state.query.trim() !== '') refinements.query = state.query;
  for (const [key, values] of Object.entries(state.filters)) if (values && values.length > 0) refinements[key] = values;
  for (const [key, range] of Object.entries(state.ranges)) if (range) refinements[key] = range;
  return Object.keys(refinements).length > 0 ? { refinements, path } : null;
}

/**
 * SPEC §2: search history keeps the last 5 searches, newest first; repeating a search moves it to the front.
 *
 * @example
 * addSearchHistory(history, entry).length; // <= 5
 */
export function addSearchHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry | null,
): SearchHistoryEntry[] {
  if (!entry) return [...history];
  return [entry, ...history.filter((e) => e.path !== entry.path)].slice(0, SEARCH_HISTORY_SIZE);
}
