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
