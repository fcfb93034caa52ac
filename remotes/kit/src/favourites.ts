import { FAVOURITES_ATOM_SLOT, type FavouriteEntry, readShared } from '@forecourt/contracts';
import { atom, useStore, type WritableAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

export type FavouritesAtom = WritableAtom<FavouriteEntry[], [FavouriteEntry], void>;

/**
 * The page's one favourites atom, created and published by the shell before a remote loads (the
 * header, the search cards, the car page and the garage use the same object in the shared store):
 * reading gives the saved cars, writing an entry toggles it (SPEC §4). On the server, and in a page
 * without the shell, an inert empty atom stands in: favourites live in the visitor's browser only.
 */
export const favouritesAtom: FavouritesAtom =
  readShared<FavouritesAtom>(FAVOURITES_ATOM_SLOT) ??
  atom<FavouriteEntry[], [FavouriteEntry], void>(
    () => [],
    () => undefined,
  );

/**
 * Whether a car is saved, hydration-safe: false while React hydrates (the server rendered "not
 * saved", and the shared atom may already hold the visitor's list), the stored truth right after.
 * Each button subscribes to its own yes/no, not to the list: a toggle re-renders the one heart whose
 * answer changed, not each of a page's 100 cards (issue 36, INP).
 */
export function useIsFavourite(id: number): boolean {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(favouritesAtom, onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(favouritesAtom).some((f) => f.id === id),
    () => false,
  );
}
