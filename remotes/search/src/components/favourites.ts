import { FAVOURITES_STORAGE_KEY, type FavouriteEntry, toggleFavourite } from '@forecourt/contracts';
import { atom } from 'jotai';

/** SPEC §3 favourite entry, persisted in localStorage under one key every remote reads. */
export type Favourite = FavouriteEntry;
export const FAVOURITES_KEY = FAVOURITES_STORAGE_KEY;

const read = (): Favourite[] => {
  try {
    return typeof localStorage === 'undefined'
      ? []
      : (JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]') as Favourite[]);
  } catch {
    return [];
  }
};

const base = atom<Favourite[]>([]);
base.onMount = (set) => {
  set(read());
  const sync = () => set(read());
  window.addEventListener('storage', sync);
  window.addEventListener(FAVOURITES_KEY, sync);
  return () => {
    window.removeEventListener('storage', sync);
    window.removeEventListener(FAVOURITES_KEY, sync);
  };
};

/**
 * Favourites (a jotai atom in the shell's shared store, persisted to localStorage; other fragments and
 * tabs follow through the storage key and a same-named window event). SPEC §4: toggle adds or removes.
 */
export const favouritesAtom = atom(
  (get) => get(base),
  (get, set, entry: Favourite) => {
    const next = toggleFavourite(get(base), entry);
    set(base, next);
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(FAVOURITES_KEY));
  },
);
