import { KEYWORD_DEBOUNCE_MS, KEYWORD_PLACEHOLDER } from '@forecourt/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CarCard } from '../components/CarCard.js';
import { runSearch, stateFromUrl, urlFromState } from './search-client.js';
import type { SearchPageProps } from './search-props.js';

/** The stock search page: sidebar facets, keyword box, sort, cards, pagination (server-rendered first page). */
export function SearchPage(props: SearchPageProps) {
  const { site } = props;
  const [view, setView] = useState(props.view);
  const [state, setState] = useState(props.client.state);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [query, setQuery] = useState(props.query);
  const typed = useRef(false);
  const pending = useRef<AbortController | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const [showAllMakes, setShowAllMakes] = useState(false);

  // SPEC §2: loading and error keep the last hits shown.
  const go = useCallback(
    async (href: string, push: boolean) => {
      const next = stateFromUrl(href, props);
      if (!next) {
        window.location.assign(href);
        return;
      }
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      if (push) window.history.pushState(null, '', href);
      setState(next);
      setStatus('loading');
      try {
        setView(await runSearch(next, props, controller.signal));
        setQuery(next.query);
        setStatus('idle');
        countRef.current?.focus();
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setStatus('error');
      }
    },
    [props],
  );
  useEffect(() => {
    const onPop = () => go(`${window.location.pathname}${window.location.search}`, false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a typed keyword starts the debounce
  useEffect(() => {
    if (!typed.current) return;
    const t = setTimeout(
      () => go(urlFromState({ ...state, query: query.trim(), page: 1 }, props), true),
      KEYWORD_DEBOUNCE_MS,
    );
    return () => clearTimeout(t);
  }, [query]);
  // Links inside the page (facets, chips, pages) navigate in place; they stay real links without JS.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement).closest('a[data-nav]');
      if (!a || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      void go(a.getAttribute('href') ?? '/search', true);
    };
    root?.addEventListener('click', onClick);
    return () => root?.removeEventListener('click', onClick);
  }, [go]);
  if (props.notFound) {
    return (
      <div className="sr-container">
        <h1>No search here</h1>
        <p>
          <a href="/search">Search all stock</a>
        </p>
      </div>
    );
  }
  return (
    <div className="sr-container">
      <h1>{props.heading}</h1>
      <div className="sr-layout" ref={rootRef}>
        <aside className="sr-sidebar" aria-label="Filters">
          {view.chips.length > 0 ? (
            <div className="sr-chips">
              {view.chips.map((c) => (
                <a key={c.href} href={c.href} data-nav="" className="sr-chip" aria-label={`Remove filter ${c.label}`}>
                  {c.label} ×
                </a>
              ))}
              <a href={view.clearHref} data-nav="" className="sr-clear">
                Clear all
              </a>
            </div>
          ) : null}
          {view.facets.map((f) => {
            const hide = f.key === 'make' && !showAllMakes && f.hiddenCount > 0;
            const values = hide ? f.values.slice(0, f.values.length - f.hiddenCount) : f.values;
            return (
              <fieldset key={f.key} className="sr-facet">
                <legend>{f.label}</legend>
                <ul>
                  {values.map((v) => (
                    <li key={v.value}>
                      <a
                        data-nav=""
                        href={v.href}
                        aria-current={v.selected ? 'true' : undefined}
                        className={v.selected ? 'sr-on' : undefined}
                      >
                        {v.label} <span className="sr-count">({v.count})</span>
                      </a>
                    </li>
                  ))}
                </ul>
                {f.hiddenCount > 0 ? (
                  <button type="button" className="sr-more" onClick={() => setShowAllMakes(!showAllMakes)}>
                    {showAllMakes ? 'Hide extra makes' : 'Show all makes'}
                  </button>
                ) : null}
              </fieldset>
            );
          })}
          {view.ranges.map((r) => (
            <p key={r.key} className="sr-range">
              <strong>{r.label}</strong>: {r.min} – {r.max}
            </p>
          ))}
        </aside>
        <section className="sr-results" aria-label="Results">
          <form className="sr-toolbar" method="get" aria-label="Search stock">
            <label htmlFor="sr-q" className="sr-visually-hidden">
              Keyword search
            </label>
            <input
              id="sr-q"
              name="query"
              type="search"
              placeholder={KEYWORD_PLACEHOLDER}
              value={query}
              onChange={(e) => {
                typed.current = true;
                setQuery(e.target.value);
              }}
            />
            <label htmlFor="sr-sort">Sort by</label>
            <select
              id="sr-sort"
              name="sortBy"
              value={props.sortBy}
              onChange={(e) =>
                go(urlFromState({ ...state, sortBy: e.target.value as typeof state.sortBy, page: 1 }, props), true)
              }
            >
              {site.sortOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit">Search</button>
            </noscript>
          </form>
          <p className="sr-count-line" aria-live="polite" tabIndex={-1} ref={countRef}>
            {`${view.total} ${view.total === 1 ? 'vehicle' : 'vehicles'} found`}
            {status === 'loading' ? <span className="sr-loading"> Updating…</span> : null}
            {status === 'error' ? (
              <span className="sr-error"> The search failed; showing the last results.</span>
            ) : null}
          </p>
          {view.cards.length === 0 ? (
            <p className="sr-empty">
              No vehicles match. <a href={view.clearHref}>Find Me Something Similar</a>
            </p>
          ) : (
            <div className="sr-grid">
              {view.cards.map((c, i) => (
                <CarCard key={c.id} card={c} eager={i < 3} />
              ))}
            </div>
          )}
          <nav className="sr-pages" aria-label="Pagination">
            {view.prevHref ? (
              <a href={view.prevHref} data-nav="" rel="prev">
                Previous
              </a>
            ) : null}
            <span>{`Page ${view.page} of ${view.pages}`}</span>
            {view.nextHref ? (
              <a href={view.nextHref} data-nav="" rel="next">
                Next
              </a>
            ) : null}
          </nav>
        </section>
      </div>
    </div>
  );
}
export default SearchPage;
