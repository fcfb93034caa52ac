/** SPEC §3 favourite entry. */
export type FavouriteEntry = {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

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
