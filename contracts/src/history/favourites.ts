/** SPEC §3 favourite entry. */
export type FavouriteEntry = {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

/** The one localStorage key (and same-named window event) every remote's favourites use. */
export const FAVOURITES_STORAGE_KEY = 'forecourt:favourites';

/**
 * Set (to '1') by the garage while this browser has a garage session; hearts tapped anywhere then
 * write through to the watchlist (the session cookie is HttpOnly, so pages cannot see it themselves).
 */
export const GARAGE_SIGNED_IN_KEY = 'forecourt:garage';

/**
 * A car's favourite entry (SPEC §3: id, name, slug, make, model, primary_image_url).
 * @example favouriteEntry(car).slug === car.slug
 */
export function favouriteEntry(car: FavouriteEntry): FavouriteEntry {
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url,
  };
}

/**
 * SPEC §4: toggling a favourite adds or removes the entry (by id).
 *
 * @example
 * toggleFavourite([], car).length; // 1
 */
export function toggleFavourite(favourites: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return favourites.some((f) => f.id === entry.id)
    ? favourites.filter((f) => f.id !== entry.id)
    : [...favourites, entry];
}

/**
 * Where the shell publishes the page's one favourites atom (a jotai atom in the shared default store)
 * for every remote and the header: a global symbol slot, because remotes may import only contracts and
 * contracts imports no jotai. The shell fills it before any remote loads; on the server it is empty.
 */
export const FAVOURITES_ATOM_SLOT: unique symbol = Symbol.for('forecourt.favouritesAtom');

/**
 * A bubbling DOM event a remote dispatches on markup it added to the page after boot that holds Save
 * buttons of the shell's (`button[data-fc-favourite]`, e.g. the search grid's later cards): the shell
 * marks their saved state, as it did the server markup's at boot.
 */
export const FAVOURITE_MARKUP_EVENT = 'forecourt:favourite-markup';

/**
 * The value the shell published in a page-wide slot, or undefined (server render, unit tests).
 * @example readShared<MyAtom>(FAVOURITES_ATOM_SLOT) ?? fallbackAtom
 */
export function readShared<T>(slot: symbol): T | undefined {
  return (globalThis as Record<symbol, unknown>)[slot] as T | undefined;
}

/**
 * Publishes a page-wide value in a slot once; a second publish keeps the first (one instance per page).
 * @example publishShared(FAVOURITES_ATOM_SLOT, atom) === atom
 */
export function publishShared<T>(slot: symbol, value: T): T {
  const g = globalThis as Record<symbol, unknown>;
  if (g[slot] === undefined) g[slot] = value;
  return g[slot] as T;
}

/**
 * Parses a stored favourites list leniently (localStorage is the visitor's to edit): anything that is
 * not a list of entries with a numeric id and a slug reads as no favourites.
 * @example parseStoredFavourites('[{"id":1,"slug":"a"}]').length === 1
 */
export function parseStoredFavourites(text: string | null): FavouriteEntry[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is FavouriteEntry =>
        typeof e === 'object' && e !== null && typeof e.id === 'number' && typeof e.slug === 'string',
    );
  } catch {
    return [];
  }
}
