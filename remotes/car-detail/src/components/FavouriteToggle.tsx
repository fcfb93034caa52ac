import type { FavouriteEntry } from '@forecourt/contracts';

/**
 * Save / remove the car from favourites (SPEC §4; the page's one shared atom: search cards and header
 * follow). The shell's, not React's (shell/src/client/favourite-buttons.ts, `data-fc-favourite`): it
 * shows what is saved and toggles from boot, before the page hydrates on intent. React renders it once
 * and never again; the shell's pressed state and heart differ from the server's, hence
 * suppressHydrationWarning.
 */
export function FavouriteToggle({ entry }: { entry: FavouriteEntry }) {
  return (
    <button
      type="button"
      className="cd-fav"
      aria-pressed="false"
      data-fc-favourite={JSON.stringify(entry)}
      suppressHydrationWarning
    >
      {/* One name whatever the state (aria-pressed tells it): only the heart changes. */}
      <span aria-hidden="true" data-fc-favourite-glyph="" suppressHydrationWarning>
        ♡
      </span>{' '}
      Save
    </button>
  );
}
