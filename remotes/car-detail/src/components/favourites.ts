import { FAVOURITES_ATOM_SLOT, type FavouriteEntry, readShared } from '@forecourt/contracts';
import { atom, useAtomValue, type WritableAtom } from 'jotai';
import { useSyncExternalStore } from 'react';

type FavouritesAtom = WritableAtom<FavouriteEntry[], [FavouriteEntry], void>;

/**
 * The page's one favourites atom, created and published by the shell before this remote loads (the
 * search cards and the header use the same object in the shared store). On the server an inert empty
 * atom stands in: favourites live in the visitor's browser only.
 */
export const favouritesAtom: FavouritesAtom =
  readShared<FavouritesAtom>(FAVOURITES_ATOM_SLOT) ??
  atom<FavouriteEntry[], [FavouriteEntry], void>(
    () => [],
    () => undefined,
  );

// Twin of remotes/search/src/components/favourites.ts by design: remotes share only contracts (no jotai or react there), so each
// keeps these few lines; the atom itself is the one object the shell publishes.
const subscribeNothing = () => () => {};

/**
 * Whether a car is saved, hydration-safe: false while React hydrates (the server rendered "not
 * saved", and the shared atom may already hold the visitor's list), the stored truth right after.
 */
export function useIsFavourite(id: number): boolean {
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const saved = useAtomValue(favouritesAtom).some((f) => f.id === id);
  return hydrated && saved;
}
