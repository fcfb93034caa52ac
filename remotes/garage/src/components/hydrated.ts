import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while React hydrates the server HTML, true right after: what lives only in the browser
 * (favourites, who is signed in) is read after hydration, so it never mismatches the server render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
