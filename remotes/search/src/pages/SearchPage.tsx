import { KEYWORD_DEBOUNCE_MS, KEYWORD_PLACEHOLDER } from '@forecourt/contracts';
import { useEffect, useRef, useState } from 'react';
import { CarCard } from '../components/CarCard.js';
import type { SearchPageProps } from './search-props.js';

/** Navigates to the same page with one query parameter changed (the URL is the state; page back to 1). */
function withParam(name: string, value: string): string {
  const u = new URL(window.location.href);
  if (value) u.searchParams.set(name, value);
  else u.searchParams.delete(name);
  u.searchParams.delete('page');
  return `${u.pathname}${u.search}`;
}

/** The stock search page: sidebar facets, keyword box, sort, cards, pagination (server-rendered first page). */
export function SearchPage(props: SearchPageProps) {
  const { view, site } = props;
  const [query, setQuery] = useState(props.query);
  const typed = useRef(false);
  const [showAllMakes, setShowAllMakes] = useState(false);
  useEffect(() => {
    if (!typed.current) return;
    const t = setTimeout(() => window.location.assign(withParam('query', query.trim())), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [query]);
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
      <div className="sr-layout">
        <aside className="sr-sidebar" aria-label="Filters">
          {view.chips.length > 0 ? (
            <div className="sr-chips">
              {view.chips.map((c) => (
                <a key={c.href} href={c.href} className="sr-chip" aria-label={`Remove filter ${c.label}`}>
                  {c.label} ×
                </a>
              ))}
              <a href={view.clearHref} className="sr-clear">
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
                        href={v.href}
                        aria-current={v.selected ? 'true' : undefined}
                        className={v.selected ? 'sr-on' : undefined}
                      >
                        {v.value} <span className="sr-count">({v.count})</span>
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
              onChange={(e) => window.location.assign(withParam('sortBy', e.target.value))}
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
          <p className="sr-count-line" aria-live="polite">
            {view.total} {view.total === 1 ? 'vehicle' : 'vehicles'} found
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
              <a href={view.prevHref} rel="prev">
                Previous
              </a>
            ) : null}
            <span>{`Page ${view.page} of ${view.pages}`}</span>
            {view.nextHref ? (
              <a href={view.nextHref} rel="next">
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
