import type { Car } from '@forecourt/contracts';
import { favouritesAtom } from '@forecourt/remote-kit/favourites';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../components/hydrated.js';
import { SavedCard } from '../components/SavedCard.js';
import { fetchStockOf, type SavedCarView, savedCarView, savedTitle } from '../components/saved-cars.js';
import type { FavouritesPageProps } from './favourites-props.js';

/**
 * /favourites: the vehicles saved in this browser (the one favourites atom the header and the cards
 * use), each checked against the dealer's stock now, with remove. The server renders the frame only:
 * the list exists in the browser.
 */
export function FavouritesPage({ basePath, noun }: FavouritesPageProps) {
  const hydrated = useHydrated();
  const [saved, toggle] = useAtom(favouritesAtom);
  // null: not checked (yet, or the search could not answer); 'error' shows a note.
  const [stock, setStock] = useState<Map<number, Car> | null | 'error'>(null);
  const [announce, setAnnounce] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = saved.map((f) => f.id).join(',');

  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    fetchStockOf(ids ? ids.split(',').map(Number) : [], controller.signal).then(setStock, () => {
      if (!controller.signal.aborted) setStock('error');
    });
    return () => controller.abort();
  }, [hydrated, ids]);

  const views = saved.map((entry) => savedCarView(entry, stock instanceof Map ? stock : null, basePath));
  const remove = (view: SavedCarView) => {
    toggle(view.entry);
    setAnnounce(`Removed ${view.title} from your saved ${noun.plural}.`);
    // The button is gone with its card: focus goes back to the top of the list.
    headingRef.current?.focus();
  };

  return (
    <div className="gr-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {savedTitle(noun.plural)}
      </h1>
      <p className="gr-sr-only" role="status">
        {announce}
      </p>
      {!hydrated ? (
        <p className="gr-note" data-state="loading">
          {`Loading your saved ${noun.plural}…`}
        </p>
      ) : saved.length === 0 ? (
        <div className="gr-empty" data-state="empty">
          <p>
            You have no saved {noun.plural} yet. Tap the heart on any {noun.singular} to keep it here, on this device.
          </p>
          <a className="fc-btn" href="/search">
            Browse {noun.plural}
          </a>
        </div>
      ) : (
        <>
          <p className="gr-note" data-state={stock === null ? 'checking' : 'ready'}>
            {saved.length} saved {saved.length === 1 ? noun.singular : noun.plural}, kept on this device.
            {stock === 'error' ? ' We could not check which are still for sale just now.' : ''}
          </p>
          <ul className="gr-list">
            {views.map((v) => (
              <SavedCard key={v.entry.id} view={v} onRemove={() => remove(v)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
