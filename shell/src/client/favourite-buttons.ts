import {
  FAVOURITE_MARKUP_EVENT,
  type FavouriteEntry,
  favouriteEntry,
  parseStoredFavourites,
} from '@forecourt/contracts';
import { getDefaultStore } from 'jotai/vanilla';
import type { FavouritesAtom } from './favourites.js';

/**
 * A Save (heart) button in server markup: the attribute holds its car's FavouriteEntry as JSON. Its
 * heart is its text, or a child marked `data-fc-favourite-glyph` when it has a label too.
 */
export const FAVOURITE_BUTTON = 'button[data-fc-favourite]';

/**
 * Hearts in server markup (the search page's first cards, the car page's Save) are the shell's, not React's: they work
 * and show the visitor's saved cars from boot, before (and whether or not) their fragment hydrates
 * (issue 36: nothing seen at load waits for React). One delegated click listener toggles the entry
 * through the page's favourites atom (Enter and Space on a button click it too); each change
 * re-marks only the buttons whose state differs (100 a page: no needless DOM writes), as does markup a remote
 * adds later (FAVOURITE_MARKUP_EVENT).
 * Buttons React renders keep their own onClick and must not carry the attribute (a tap would toggle twice).
 */
export function wireFavouriteButtons(doc: Document, favourites: FavouritesAtom, store = getDefaultStore()): void {
  // Parsed once per button (a change re-reads every button's id).
  const entries = new WeakMap<Element, FavouriteEntry | null>();
  const entryOf = (button: Element): FavouriteEntry | null => {
    let entry = entries.get(button);
    if (entry === undefined) {
      entry = parseEntry(button.getAttribute('data-fc-favourite'));
      entries.set(button, entry);
    }
    return entry;
  };
  const mark = () => {
    const saved = new Set(store.get(favourites).map((f) => f.id));
    for (const button of doc.querySelectorAll(FAVOURITE_BUTTON)) {
      const entry = entryOf(button);
      if (!entry) continue;
      const on = saved.has(entry.id);
      if (button.getAttribute('aria-pressed') === String(on)) continue;
      button.setAttribute('aria-pressed', String(on));
      // The heart alone changes: the button's own text, or its marked glyph beside a label ("♡ Save").
      (button.querySelector('[data-fc-favourite-glyph]') ?? button).textContent = on ? '♥' : '♡';
    }
  };
  // Subscribing first mounts the atom (it reads storage then), so the first mark shows the stored list.
  store.sub(favourites, mark);
  mark();
  doc.addEventListener(FAVOURITE_MARKUP_EVENT, mark);
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(FAVOURITE_BUTTON);
    const entry = button && entryOf(button);
    if (entry) store.set(favourites, entry);
  });
}

/** The attribute's entry, checked as a stored list's are (markup is text; a broken one is no button). */
function parseEntry(json: string | null): FavouriteEntry | null {
  if (!json) return null;
  const parsed = parseStoredFavourites(`[${json}]`);
  return parsed.length === 1 ? favouriteEntry(parsed[0]!) : null;
}
