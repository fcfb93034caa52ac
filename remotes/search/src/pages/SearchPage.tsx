import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FiltersPanel } from '../components/FiltersPanel.js';
import { Pagination } from '../components/Pagination.js';
import { RecentSearches } from '../components/RecentSearches.js';
import { ResultsGrid } from '../components/ResultsGrid.js';
import { SearchHeading } from '../components/SearchHeading.js';
import { SearchToolbar } from '../components/SearchToolbar.js';
import { useFiltersDrawer } from '../hooks/use-filters-drawer.js';
import { useInPageLinks } from '../hooks/use-in-page-links.js';
import { useKeywordTimer } from '../hooks/use-keyword-timer.js';
import { type Nav, type SearchStatus, type StatusSetter, useSearchNavigation } from '../hooks/use-search-navigation.js';
import { keywordUrl, rangeUrl, toolbarForm, urlFromState } from './search-client.js';
import type { SearchPageProps } from './search-props.js';

// INP (issue 36): the sidebar, the grid and the pager re-render only for new results (or a drawer
// change), not for the status line or the toolbar an interaction updates at once. Their callbacks are
// stable for that (they read the latest search through stateRef).
const Sidebar = memo(FiltersPanel);
const Grid = memo(ResultsGrid);
const Pager = memo(Pagination);

/** A keyword's search: its own history entry; the focus stays in the keyword box. */
const KEYWORD_GO: Nav = { push: true, focusResults: false, fromKeyword: true };
type CountRef = ReturnType<typeof useSearchNavigation>['countRef'];

/** The page's body when its URL names no search (404) or its search was refused (400). */
function SearchNotice({ invalid }: { invalid: boolean }) {
  return (
    <div className="sr-container">
      <h1>{invalid ? "We couldn't run this search" : 'No search here'}</h1>
      <p>
        {invalid ? "Something in this link can't be searched. " : null}
        <a href="/search">Search all stock</a>
      </p>
    </div>
  );
}

/**
 * The results' heading (the cards are h3), the skip link's target and the search's status line. The
 * status is its own state (set through `statusRef`): "Updating…" in a click's frame renders this line only.
 */
function CountLine({
  vehicles,
  statusRef,
  countRef,
}: {
  vehicles: string;
  statusRef: StatusSetter;
  countRef: CountRef;
}) {
  const [status, setStatus] = useState<SearchStatus>('idle');
  useLayoutEffect(() => {
    statusRef.current = setStatus;
  }, [statusRef]);
  return (
    <h2 id="sr-results" className="sr-count-line" aria-live="polite" tabIndex={-1} ref={countRef}>
      {`${vehicles} found`}
      {status === 'loading' ? <span className="sr-loading"> Updating…</span> : null}
      {status === 'error' ? <span className="sr-error"> The search failed; showing the last results.</span> : null}
    </h2>
  );
}

/** The stock search page: sidebar facets, keyword box, sort, cards, pagination (server-rendered first page). */
export function SearchPage(props: SearchPageProps) {
  const { site } = props;
  const keyword = useKeywordTimer();
  const rootRef = useRef<HTMLDivElement>(null);
  const { view, state, target, query, setQuery, history, go, countRef, statusRef } = useSearchNavigation(
    props,
    keyword.cancel,
    rootRef,
  );
  // The debounced keyword and the ranges read the search last asked for when they fire, not when rendered.
  const stateRef = useRef(target);
  stateRef.current = target;
  const drawer = useFiltersDrawer(view);
  useInPageLinks(rootRef, go, drawer.setOpen);
  const drawerOpen = drawer.open;
  const sidebarDrawer = useMemo(
    () => ({ open: drawerOpen, drawerRef: drawer.drawerRef, showRef: drawer.showRef }),
    [drawerOpen, drawer.drawerRef, drawer.showRef],
  );
  const onRange = useCallback(
    (key: (typeof view.ranges)[number]['key'], value: string | null) => {
      void go(rangeUrl(stateRef.current, key, value, props), { push: true, focusResults: !drawerOpen });
    },
    [go, props, drawerOpen],
  );
  const onServerGridEmpty = useCallback(
    () => go(`${location.pathname}${location.search}`, { push: false, focusResults: false }),
    [go],
  );
  if (props.invalid || props.notFound) return <SearchNotice invalid={props.invalid} />;

  const searchKeyword = (value: string) => go(keywordUrl(stateRef.current, value, props), KEYWORD_GO);
  const push = (search: typeof state, focusResults: boolean) => {
    const next = { ...search, page: 1 };
    void go(urlFromState(next, props), { push: true, focusResults, shows: next });
  };
  const sort = target.sortBy ?? site.defaultSort;
  const vehicles = `${view.total} ${view.total === 1 ? 'vehicle' : 'vehicles'}`;
  return (
    // Hydrates on the shopper's first intent, after its load module (shell/src/client/intent.ts, manifest.ts):
    // links, forms and hearts work without React; the page's search is recorded at load without it.
    <div className="sr-container" data-fc-hydrate="intent" data-fc-load="">
      <SearchHeading props={props} state={state} />
      <a className="sr-skip" href="#sr-results">
        Skip to results
      </a>
      <div className="sr-layout" ref={rootRef}>
        <Sidebar view={view} vehicles={vehicles} drawer={sidebarDrawer} onRange={onRange} />
        <section className="sr-results" aria-label="Results">
          <SearchToolbar
            form={toolbarForm(target, props)}
            query={query}
            onQuery={(value) => {
              setQuery(value);
              keyword.schedule(() => void searchKeyword(value));
            }}
            onSubmit={() => {
              keyword.cancel();
              void searchKeyword(query);
            }}
            filters={{ active: view.chips.length, open: drawer.open, ref: drawer.filtersRef }}
            sort={{
              value: sort,
              state: target,
              options: site.sortOptions,
              onApply: (value) => push({ ...target, sortBy: value as typeof target.sortBy }, false),
            }}
          />
          <RecentSearches history={history} shownPath={urlFromState(state, props)} />
          <CountLine vehicles={vehicles} statusRef={statusRef} countRef={countRef} />
          <Grid view={view} onServerGridEmpty={onServerGridEmpty} />
          <Pager view={view} />
        </section>
      </div>
    </div>
  );
}
export default SearchPage;
