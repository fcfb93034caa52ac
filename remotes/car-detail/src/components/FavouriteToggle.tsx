import type { FavouriteEntry } from '@forecourt/contracts';
import { favouritesAtom, useIsFavourite } from '@forecourt/remote-kit/favourites';
import { useSetAtom } from 'jotai';

/** Save / remove the car from favourites (the page's one shared atom: search cards and header follow). */
export function FavouriteToggle({ entry }: { entry: FavouriteEntry }) {
  const saved = useIsFavourite(entry.id);
  const toggle = useSetAtom(favouritesAtom);
  return (
    <button
      type="button"
      className={`cd-fav${saved ? ' cd-fav--saved' : ''}`}
      aria-pressed={saved}
      onClick={() => toggle(entry)}
    >
      {/* One name whatever the state (aria-pressed tells it): only the heart changes. */}
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> Save
    </button>
  );
}
