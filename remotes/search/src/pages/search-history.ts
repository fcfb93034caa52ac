/**
 * SPEC §2 search history: the shopper's last 5 searches, in the browser (localStorage), and the
 * "Recent searches" line that offers them. No React here: the page's load module (SearchPage.load.ts)
 * records the page's own search and draws the line at load, before React hydrates (issue 36), and the
 * hydrated page redraws it after each later search.
 */
import {
  addSearchHistory,
  type SearchHistoryEntry,
  type SearchState,
  searchHistoryEntry,
  searchHistoryLabel,
  track,
  VEHICLE_SEARCH_EVENT_ID,
} from '@forecourt/contracts';

/** Where the last searches live in the browser (SPEC §2: the last 5). */
export const SEARCH_HISTORY_KEY = 'forecourt:search-history';

/** Reads the stored search history (empty when missing or unreadable). */
export function readSearchHistory(): SearchHistoryEntry[] {
  try {
    const raw = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(raw) ? (raw as SearchHistoryEntry[]) : [];
  } catch {
    return [];
  }
}

/** Records a search (non-empty refinements only, newest first, 5 kept) and returns the new history. */
export function recordSearch(state: SearchState, path: string): SearchHistoryEntry[] {
  // SPEC §9 vehicle search (29): every search shown, the page's own and each later one.
  track(VEHICLE_SEARCH_EVENT_ID, { path });
  const next = addSearchHistory(readSearchHistory(), searchHistoryEntry(state, path));
  try {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: history is a convenience
  }
  return next;
}

/** A short label of a history entry: its refinement values, ranges as ranges (contracts searchHistoryLabel). */
export const historyLabel = (entry: SearchHistoryEntry): string => searchHistoryLabel(entry);

/** The class of the element the line is drawn in (RecentSearches renders it empty; React never fills it). */
export const HISTORY_SLOT_CLASS = 'sr-history-slot';

/**
 * Draws the "Recent searches" line — the history other than the search shown (`shownPath`) — in its
 * slot; nothing when there is none. Links are `data-nav`: the hydrated page runs them in place.
 */
export function drawRecentSearches(slot: Element, history: SearchHistoryEntry[], shownPath: string): void {
  const recent = history.filter((h) => h.path !== shownPath);
  const key = JSON.stringify(recent.map((h) => h.path));
  if (slot.getAttribute('data-drawn') === key) return;
  slot.setAttribute('data-drawn', key);
  const doc = slot.ownerDocument;
  if (recent.length === 0) {
    slot.replaceChildren();
    return;
  }
  const nav = doc.createElement('nav');
  nav.className = 'sr-history';
  nav.setAttribute('aria-label', 'Recent searches');
  const label = doc.createElement('span');
  label.textContent = 'Recent searches:';
  const list = doc.createElement('ul');
  for (const h of recent) {
    const link = doc.createElement('a');
    link.href = h.path;
    link.dataset.nav = '';
    link.textContent = historyLabel(h);
    const item = doc.createElement('li');
    item.append(link);
    list.append(item);
  }
  nav.append(label, list);
  slot.replaceChildren(nav);
}
