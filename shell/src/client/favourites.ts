import {
  EVENT_IDS,
  FAVOURITES_ATOM_SLOT,
  FAVOURITES_STORAGE_KEY,
  type FavouriteEntry,
  GARAGE_SIGNED_IN_KEY,
  parseStoredFavourites,
  publishShared,
  toggleFavourite,
  track,
} from '@forecourt/contracts';
import { atom, type WritableAtom } from 'jotai/vanilla';
import { afterNextPaint } from './after-paint.js';

/** Reading gives the saved cars; writing an entry toggles it (SPEC §4). */
export type FavouritesAtom = WritableAtom<FavouriteEntry[], [FavouriteEntry], void>;

/** The storage the atom persists to (window.localStorage in the browser; a stand-in in tests). */
export type FavouritesStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * SPEC §3/§4 favourites as ONE jotai atom for the whole page: the shell creates it, publishes it in
 * FAVOURITES_ATOM_SLOT before any remote loads, and every remote (search cards, car page) and the
 * header use that same object in the shared default store — so a toggle anywhere re-renders
 * everywhere at once. Persisted to localStorage; other tabs follow through the `storage` event.
 * A toggle paints first: `onChange` (the analytics event, the garage watchlist's request) runs through
 * `later`, after the heart's next paint (issue 36, INP).
 */
export function createFavouritesAtom(
  storage: FavouritesStorage,
  events: EventTarget,
  onChange: (entry: FavouriteEntry, added: boolean) => void = () => {},
  later: (work: () => void) => void = afterNextPaint,
): FavouritesAtom {
  const saved = atom<FavouriteEntry[]>([]);
  saved.onMount = (set) => {
    set(parseStoredFavourites(storage.getItem(FAVOURITES_STORAGE_KEY)));
    const reread = () => set(parseStoredFavourites(storage.getItem(FAVOURITES_STORAGE_KEY)));
    const onStorage = (e: Event) => {
      const key = (e as StorageEvent).key;
      if (key === FAVOURITES_STORAGE_KEY || key === null) reread();
    };
    // A page restored from the back/forward cache missed the changes made meanwhile: read again.
    const onPageShow = (e: Event) => (e as PageTransitionEvent).persisted && reread();
    events.addEventListener('storage', onStorage);
    events.addEventListener('pageshow', onPageShow);
    return () => {
      events.removeEventListener('storage', onStorage);
      events.removeEventListener('pageshow', onPageShow);
    };
  };
  return atom(
    (get) => get(saved),
    (get, set, entry: FavouriteEntry) => {
      const before = get(saved);
      const next = toggleFavourite(before, entry);
      set(saved, next);
      // Stored at once (a small synchronous write), so a page opened next reads it.
      storage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
      const added = next.length > before.length;
      later(() => onChange(entry, added));
    },
  );
}

/** Creates the page's favourites atom once and publishes it for the remotes (first call wins). */
export function publishFavouritesAtom(): FavouritesAtom {
  return publishShared(FAVOURITES_ATOM_SLOT, createFavouritesAtom(window.localStorage, window, favouriteChanged));
}

/**
 * SPEC §9 event 39 (favourite / wishlist add); while signed in to the garage, the watchlist follows.
 * (After a session ends, the next garage visit clears the flag; until then these answer 401, unheard.)
 */
export function favouriteChanged(entry: FavouriteEntry, added: boolean): void {
  if (added) track(EVENT_IDS.FAVOURITE, { car_id: entry.id });
  if (localStorage.getItem(GARAGE_SIGNED_IN_KEY))
    fetch(`/api/auth/watchlist/${entry.id}`, { method: added ? 'PUT' : 'DELETE', keepalive: true }).catch(() => {});
}
