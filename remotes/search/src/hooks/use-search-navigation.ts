import type { SearchState } from '@forecourt/contracts';
import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { runSearch, stateFromUrl } from '../pages/search-client.js';
import { readSearchHistory, recordSearch } from '../pages/search-history.js';
import type { SearchPageProps } from '../pages/search-props.js';

/** How a navigation inside the page behaves. */
export type Nav = {
  /** Add a history entry (not when restoring one on back/forward). */
  push: boolean;
  /** Move focus to the result count (chips, pagination: the clicked control may be gone; not a filter checkbox). */
  focusResults: boolean;
  /** Started from the keyword box: leave the box (and the focus in it) alone. */
  fromKeyword?: boolean;
  /** The search a control shows at once (the sort select's value, which must not snap back for a frame). */
  shows?: SearchState;
};

export type SearchStatus = 'idle' | 'loading' | 'error';
/** The status line's own setter (CountLine): "Updating…" renders alone, not the whole page. */
export type StatusSetter = { current: (status: SearchStatus) => void };

/** Resolves after the next frame is painted (at once in a hidden tab, which paints no frames). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (document.hidden) resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * The page's URL is its search state: `go(href)` aborts the search in flight, pushes the URL, runs the
 * new search and shows it; back/forward restore an entry's search without adding one. SPEC §2: loading
 * and error keep the last hits shown; search history keeps the last searches (browser only: the page's
 * own search is recorded by its load module, SearchPage.load.ts, when the shell ran it, else here on
 * mount; the line is drawn outside React's markup, so server and client agree). `cancelKeyword` drops a pending debounced keyword.
 * INP (issue 36): the input event renders only the status line ("Updating…", its own state) and, for
 * the sort, the select's value (`target`); reading the URL, pushing it and rendering the page for the
 * new search wait for that frame's paint; `state` (the search shown: heading, recent searches) and the
 * results render in transitions, which React slices and yields between.
 */
export function useSearchNavigation(
  props: SearchPageProps,
  cancelKeyword: () => void,
  rootRef: RefObject<HTMLElement | null>,
) {
  const [view, setView] = useState(props.view);
  const [state, setState] = useState(props.client.state);
  const [target, setTarget] = useState(props.client.state);
  const [query, setQuery] = useState(props.query);
  // The history is drawn in a slot React leaves alone (RecentSearches), so the browser may start from storage.
  const [history, setHistory] = useState(() => (typeof localStorage === 'undefined' ? [] : readSearchHistory()));
  const pending = useRef<AbortController | null>(null);
  const countRef = useRef<HTMLHeadingElement>(null);
  const statusRef: StatusSetter = useRef(() => {});
  // The URL whose search is shown: an in-page #fragment (skip links) fires popstate without a new search.
  const shown = useRef('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: record the page's own search once, on mount
  useEffect(() => {
    shown.current = `${window.location.pathname}${window.location.search}`;
    // The load module ran at boot (the shell marks the fragment `data-loaded`): the search is recorded.
    if (!rootRef.current?.closest('[data-loaded="true"]')) setHistory(recordSearch(props.client.state, shown.current));
  }, []);
  const go = useCallback(
    async (href: string, nav: Nav) => {
      shown.current = href;
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      if (!nav.fromKeyword) cancelKeyword();
      if (nav.shows) setTarget(nav.shows);
      statusRef.current('loading');
      try {
        // The click's frame shows "Updating…" (and a picked sort); the rest waits for its paint.
        await afterNextPaint();
        if (controller.signal.aborted) return;
        const page = stateFromUrl(href, props);
        if (!page) {
          window.location.assign(href);
          return;
        }
        const next = page.state;
        if (nav.push && href !== `${window.location.pathname}${window.location.search}`) {
          window.history.pushState(null, '', href);
        }
        setTarget(next);
        if (!nav.fromKeyword) setQuery(next.query);
        startTransition(() => setState(next));
        const results = await runSearch(next, page.defaults, props, controller.signal);
        const history = recordSearch(next, href);
        // The "Updating…" line goes with the results it announces, in one commit.
        startTransition(() => {
          setView(results);
          setHistory(history);
          statusRef.current('idle');
        });
        if (nav.focusResults) countRef.current?.focus();
      } catch (error) {
        if ((error as Error).name !== 'AbortError') statusRef.current('error');
      }
    },
    [props, cancelKeyword],
  );
  useEffect(() => {
    const onPop = () => {
      const href = `${window.location.pathname}${window.location.search}`;
      if (href !== shown.current) go(href, { push: false, focusResults: false });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);
  return { view, state, target, query, setQuery, history, go, countRef, statusRef };
}
