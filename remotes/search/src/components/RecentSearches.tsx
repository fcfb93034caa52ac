import { useEffect, useRef } from 'react';
import type { readSearchHistory } from '../pages/search-history.js';
import { drawRecentSearches, HISTORY_SLOT_CLASS } from '../pages/search-history.js';

// React neither hydrates nor rewrites the children of an element whose innerHTML prop is this same object.
const DRAWN_ELSEWHERE = { __html: '' };

/**
 * SPEC §2 search history: the slot of the "Recent searches" line (search-history.ts draws it: at load
 * from the page's load module, before React; here after each later search).
 */
export function RecentSearches({
  history,
  shownPath,
}: {
  history: ReturnType<typeof readSearchHistory>;
  shownPath: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) drawRecentSearches(ref.current, history, shownPath);
  }, [history, shownPath]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sets no HTML: an empty, never-changing marker (drawn by search-history.ts)
  return <div ref={ref} className={HISTORY_SLOT_CLASS} dangerouslySetInnerHTML={DRAWN_ELSEWHERE} />;
}
