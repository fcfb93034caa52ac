import { atom } from 'jotai';

/** SPEC §3 favourite entry, persisted in localStorage under one key every remote and the header read. */
export type Favourite = {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};
export const FAVOURITES_KEY = 'forecourt:favourites';

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
    const list = get(base);
    const next = list.some((f) => f.id === entry.id) ? list.filter((f) => f.id !== entry.id) : [...list, entry];
    set(base, next);
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(FAVOURITES_KEY));
  },
);
