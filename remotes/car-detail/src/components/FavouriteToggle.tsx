import type { FavouriteEntry } from '@forecourt/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { favouritesAtom, toggleFavouriteAtom } from './favourites.js';

/** Save / remove the car from favourites (shared with search cards through the same storage key). */
export function FavouriteToggle({ entry }: { entry: FavouriteEntry }) {
  const saved = useAtomValue(favouritesAtom).some((f) => f.id === entry.id);
  const toggle = useSetAtom(toggleFavouriteAtom);
  return (
    <button
      type="button"
      className={`cd-fav${saved ? ' cd-fav--saved' : ''}`}
      aria-pressed={saved}
      onClick={() => toggle(entry)}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'Saved' : 'Save'}
    </button>
  );
}
