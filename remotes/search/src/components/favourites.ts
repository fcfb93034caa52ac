import { FAVOURITES_ATOM_SLOT, type FavouriteEntry, readShared } from '@forecourt/contracts';
import { atom, useAtomValue, type WritableAtom } from 'jotai';
import { useSyncExternalStore } from 'react';

/** SPEC §3 favourite entry. */
export type Favourite = FavouriteEntry;

/**
 * The page's one favourites atom, created and published by the shell before this remote loads (the
 * car page and the header use the same object in the shared store; reading gives the saved cars,
 * writing an entry toggles it — SPEC §4). On the server, and in a page without the shell, an inert
 * empty atom stands in: favourites live in the visitor's browser only.
 */
export const favouritesAtom: WritableAtom<Favourite[], [Favourite], void> =
  readShared<WritableAtom<Favourite[], [Favourite], void>>(FAVOURITES_ATOM_SLOT) ??
  atom<Favourite[], [Favourite], void>(
    () => [],
    () => undefined,
  );

// Twin of remotes/car-detail/src/components/favourites.ts by design: remotes share only contracts (no jotai or react there), so each
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
