import { GARAGE_SIGNED_IN_KEY, type GarageAuth } from '@forecourt/contracts';
import { favouritesAtom } from '@forecourt/remote-kit/favourites';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { garageApi } from '../components/garage-api.js';
import { useHydrated } from '../components/hydrated.js';
import type { GaragePageProps } from './garage-props.js';

// Who is signed in is known only in the browser: each view's code loads once it is known.
const SignIn = lazy(() => import('../components/SignIn.js').then((m) => ({ default: m.SignIn })));
const Watchlist = lazy(() => import('../components/Watchlist.js').then((m) => ({ default: m.Watchlist })));

/**
 * The garage (SPEC §6): sign in with an emailed code, then the watchlist kept in D1 for every device.
 * At sign-in this device's favourites merge into the watchlist. The server renders the frame only,
 * the same for everyone (so the page stays cacheable).
 */
export function GaragePage({ siteName, basePath, noun, savedPath }: GaragePageProps) {
  const hydrated = useHydrated();
  const favourites = useAtomValue(favouritesAtom);
  const [auth, setAuth] = useState<GarageAuth | 'loading' | 'error'>('loading');
  const [announce, setAnnounce] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    void garageApi.me().then((res) => setAuth(res.ok ? res.data : 'error'));
  }, [hydrated]);

  // Hearts tapped on other pages write through to the watchlist while this browser is signed in.
  useEffect(() => {
    if (typeof auth !== 'object') return;
    if (auth.user) localStorage.setItem(GARAGE_SIGNED_IN_KEY, '1');
    else localStorage.removeItem(GARAGE_SIGNED_IN_KEY);
  }, [auth]);

  const show = (next: GarageAuth, message: string) => {
    setAuth(next);
    setAnnounce(message);
    headingRef.current?.focus();
  };
  const signedIn = async (fresh: GarageAuth) => {
    // This device's favourites join the watchlist (the edge keeps only this dealer's listed cars).
    const merged = favourites.length > 0 ? await garageApi.merge(favourites.map((f) => f.id)) : null;
    show(merged?.ok ? merged.data : fresh, `Signed in as ${fresh.user?.email}.`);
  };

  const loading = (
    <p className="gr-note" data-state="loading">
      Loading your garage…
    </p>
  );
  return (
    <div className="gr-page">
      <h1 ref={headingRef} tabIndex={-1}>
        My Garage
      </h1>
      <p className="gr-sr-only" role="status">
        {announce}
      </p>
      {auth === 'loading' ? (
        loading
      ) : auth === 'error' ? (
        <p className="gr-note" role="alert">
          We could not open your garage just now. Please try again.
        </p>
      ) : (
        <Suspense fallback={loading}>
          {auth.user ? (
            <Watchlist
              auth={{ ...auth, user: auth.user }}
              basePath={basePath}
              noun={noun}
              savedPath={savedPath}
              onChange={show}
            />
          ) : (
            <SignIn siteName={siteName} onSignedIn={(a) => void signedIn(a)} />
          )}
        </Suspense>
      )}
    </div>
  );
}
