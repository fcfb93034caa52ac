import { FAVOURITES_STORAGE_KEY, type FavouriteEntry, toggleFavourite } from '@forecourt/contracts';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

type SyncStorage<V> = {
  getItem: (key: string, initialValue: V) => V;
  setItem: (key: string, value: V) => void;
  removeItem: (key: string) => void;
  subscribe: (key: string, callback: (value: V) => void, initialValue: V) => () => void;
};

/**
 * SPEC §3/§4 favourites: one localStorage key every remote uses. Any remote can declare the same
 * atomWithStorage with this key and storage; writes announce themselves with a same-named window
 * event (and other tabs with the `storage` event), so every fragment on the page follows.
 */
export const FAVOURITES_KEY = FAVOURITES_STORAGE_KEY;

const read = (key: string, initialValue: FavouriteEntry[]): FavouriteEntry[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(value) ? (value as FavouriteEntry[]) : initialValue;
  } catch {
    return initialValue;
  }
};

const storage: SyncStorage<FavouriteEntry[]> = {
  getItem: read,
  setItem: (key, value) => localStorage.setItem(key, JSON.stringify(value)),
  removeItem: (key) => localStorage.removeItem(key),
  subscribe: (key, callback, initialValue) => {
    const sync = () => callback(read(key, initialValue));
    const onStorage = (e: StorageEvent) => e.key === key && sync();
    window.addEventListener('storage', onStorage);
    window.addEventListener(key, sync);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(key, sync);
    };
  },
};

/** The saved favourites (empty on the server and at hydration; read from storage on mount). */
export const favouritesAtom = atomWithStorage<FavouriteEntry[]>(FAVOURITES_KEY, [], storage);

/** Toggle one entry (SPEC §4: adds or removes) and tell the other fragments. */
export const toggleFavouriteAtom = atom(null, (get, set, entry: FavouriteEntry) => {
  set(favouritesAtom, toggleFavourite(get(favouritesAtom), entry));
  window.dispatchEvent(new Event(FAVOURITES_KEY));
});
