import { FAVOURITES_ATOM_SLOT, type FavouriteEntry, readShared } from '@forecourt/contracts';
import { atom, type WritableAtom } from 'jotai';

export type FavouritesAtom = WritableAtom<FavouriteEntry[], [FavouriteEntry], void>;

/**
 * The page's one favourites atom, created and published by the shell before this remote loads (the
 * header, the search cards and the car page use the same object): writing an entry toggles it
 * (SPEC §4). On the server an inert empty atom stands in: favourites live in the visitor's browser.
 * Twin of the search and car-detail remotes' few lines by design (remotes share only contracts).
 */
export const favouritesAtom: FavouritesAtom =
  readShared<FavouritesAtom>(FAVOURITES_ATOM_SLOT) ??
  atom<FavouriteEntry[], [FavouriteEntry], void>(
    () => [],
    () => undefined,
  );
