import { useRef } from 'react';
import { FiltersPanel } from '../components/FiltersPanel.js';
import { Pagination } from '../components/Pagination.js';
import { RecentSearches } from '../components/RecentSearches.js';
import { ResultsGrid } from '../components/ResultsGrid.js';
import { SearchHeading } from '../components/SearchHeading.js';
import { SearchToolbar } from '../components/SearchToolbar.js';
import { useFiltersDrawer } from '../hooks/use-filters-drawer.js';
import { useInPageLinks } from '../hooks/use-in-page-links.js';
import { useKeywordTimer } from '../hooks/use-keyword-timer.js';
import { useSearchNavigation } from '../hooks/use-search-navigation.js';
import { toolbarForm, urlFromState } from './search-client.js';
import type { SearchPageProps } from './search-props.js';

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

/** The stock search page: sidebar facets, keyword box, sort, cards, pagination (server-rendered first page). */
export function SearchPage(props: SearchPageProps) {
  const { site } = props;
  const keyword = useKeywordTimer();
  const { view, state, status, query, setQuery, history, go, countRef } = useSearchNavigation(props, keyword.cancel);
  // The debounced keyword search reads the state current when it fires, not when the key was pressed.
  const stateRef = useRef(state);
  stateRef.current = state;
  const drawer = useFiltersDrawer(view);
  const rootRef = useRef<HTMLDivElement>(null);
  useInPageLinks(rootRef, go, drawer.setOpen);
  if (props.invalid || props.notFound) return <SearchNotice invalid={props.invalid} />;

  const searchKeyword = (value: string) =>
    go(urlFromState({ ...stateRef.current, query: value.trim(), page: 1 }, props), {
      push: true,
      focusResults: false,
      fromKeyword: true,
    });
  const push = (next: typeof state, focusResults: boolean) =>
    void go(urlFromState({ ...next, page: 1 }, props), { push: true, focusResults });
  const sort = state.sortBy ?? site.defaultSort;
  const recent = history.filter((h) => h.path !== urlFromState(state, props));
  const vehicles = `${view.total} ${view.total === 1 ? 'vehicle' : 'vehicles'}`;
  return (
    <div className="sr-container">
      <SearchHeading props={props} state={state} />
      <a className="sr-skip" href="#sr-results">
        Skip to results
      </a>
      <div className="sr-layout" ref={rootRef}>
        <FiltersPanel
          view={view}
          vehicles={vehicles}
          drawer={drawer}
          onRange={(key, value) => {
            const ranges = { ...state.ranges };
            if (value) ranges[key] = value;
            else delete ranges[key];
            push({ ...state, ranges }, !drawer.open);
          }}
        />
        <section className="sr-results" aria-label="Results">
          <SearchToolbar
            form={toolbarForm(state, props)}
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
              state,
              options: site.sortOptions,
              onApply: (value) => push({ ...state, sortBy: value as typeof state.sortBy }, false),
            }}
          />
          <RecentSearches recent={recent} />
          {/* The results' heading (the cards are h3) and the skip link's target. */}
          <h2 id="sr-results" className="sr-count-line" aria-live="polite" tabIndex={-1} ref={countRef}>
            {`${vehicles} found`}
            {status === 'loading' ? <span className="sr-loading"> Updating…</span> : null}
            {status === 'error' ? (
              <span className="sr-error"> The search failed; showing the last results.</span>
            ) : null}
          </h2>
          <ResultsGrid
            view={view}
            onServerGridEmpty={() => go(`${location.pathname}${location.search}`, { push: false, focusResults: false })}
          />
          <Pagination view={view} />
        </section>
      </div>
    </div>
  );
}
export default SearchPage;
