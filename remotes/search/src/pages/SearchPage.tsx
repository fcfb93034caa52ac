import { type FavouriteEntry, formatRange, KEYWORD_DEBOUNCE_MS, KEYWORD_PLACEHOLDER } from '@forecourt/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { CarCard } from '../components/CarCard.js';
import { favouritesAtom } from '../components/favourites.js';
import { PromotionCard } from '../components/PromotionCard.js';
import {
  historyLabel,
  type readSearchHistory,
  recordSearch,
  runSearch,
  stateFromUrl,
  toolbarForm,
  urlFromState,
} from './search-client.js';
import type { SearchPageProps } from './search-props.js';
import { type CardView, cardImage, EAGER_CARDS, type FacetValueView, gridItems } from './search-view.js';

/** A make's models behind 'Select models' / 'Hide' (open when the make is selected). */
function ModelList({ make, models, open: initiallyOpen }: { make: string; models: FacetValueView[]; open: boolean }) {
  const [open, setOpen] = useState(initiallyOpen || models.some((m) => m.selected));
  useEffect(() => {
    if (initiallyOpen) setOpen(true);
  }, [initiallyOpen]);
  const id = `sr-models-${make.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return (
    <>
      <button
        type="button"
        className="sr-models-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Select models'}
      </button>
      {open ? (
        <ul id={id} className="sr-models">
          {models.map((m) => (
            <li key={m.value}>
              {/* biome-ignore lint/a11y/useSemanticElements: each option stays a crawlable link that works without JS */}
              <a data-nav="" href={m.href} role="checkbox" aria-checked={m.selected}>
                {m.label} <span className="sr-count">({m.count})</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

// React neither hydrates nor rewrites the children of an element whose innerHTML prop is this same object.
const SERVER_MARKUP = { __html: '' };
const carOf = (el: Element) => Number(el.closest<HTMLElement>('[data-car-id]')?.dataset.carId);

/**
 * The first view's cards as the server rendered them (the HTML is their only copy: the browser's
 * props carry just the favourite entries), with working Save buttons. `onEmpty`: no server markup
 * (a fragment rendered in the browser after its stream was cut) — the page runs its search instead.
 */
function ServerGrid({ entries, onEmpty }: { entries: FavouriteEntry[]; onEmpty: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const saved = useAtomValue(favouritesAtom);
  const toggle = useSetAtom(favouritesAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: wired once, on mount
  useEffect(() => {
    const grid = ref.current!;
    if (!grid.firstElementChild) onEmpty();
    const onClick = (e: Event) => {
      const button = (e.target as Element).closest('.sr-fav');
      const entry = button && entries.find((f) => f.id === carOf(button));
      if (entry) toggle(entry);
    };
    grid.addEventListener('click', onClick);
    return () => grid.removeEventListener('click', onClick);
  }, []);
  // As CarCard shows it: the stored truth once hydrated. Only buttons whose state differs are touched:
  // on hydration (nothing saved) that is none of up to 100, so no DOM writes and no style work then.
  useEffect(() => {
    for (const b of ref.current!.querySelectorAll('.sr-fav')) {
      const on = String(saved.some((f) => f.id === carOf(b)));
      if (b.getAttribute('aria-pressed') === on) continue;
      b.setAttribute('aria-pressed', on);
      b.textContent = on === 'true' ? '♥' : '♡';
    }
  }, [saved]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sets no HTML: an empty, never-changing marker keeping the server's cards
  return <div ref={ref} className="sr-grid" dangerouslySetInnerHTML={SERVER_MARKUP} />;
}

/**
 * The server's first page of cards as markup (grid-markup.ts). React preloads the image of an eager
 * <img> it renders itself; these it does not render, so the first row's images are preloaded here.
 */
function MarkupGrid({ markup, cards }: { markup: string; cards: CardView[] }) {
  for (const card of cards.slice(0, EAGER_CARDS)) {
    if (!card.image) continue;
    const { src, srcSet, sizes } = cardImage(card.image);
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes });
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own static markup of CarCard and PromotionCard
  return <div className="sr-grid" dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** How a navigation inside the page behaves. */
type Nav = {
  /** Add a history entry (not when restoring one on back/forward). */
  push: boolean;
  /** Move focus to the result count (chips, pagination: the clicked control may be gone; not a filter checkbox). */
  focusResults: boolean;
  /** Started from the keyword box: leave the box (and the focus in it) alone. */
  fromKeyword?: boolean;
};

/** The stock search page: sidebar facets, keyword box, sort, cards, pagination (server-rendered first page). */
export function SearchPage(props: SearchPageProps) {
  const { site } = props;
  const [view, setView] = useState(props.view);
  const [state, setState] = useState(props.client.state);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [query, setQuery] = useState(props.query);
  const pending = useRef<AbortController | null>(null);
  const keywordTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The debounced keyword search reads the state current when it fires, not when the key was pressed.
  const stateRef = useRef(state);
  stateRef.current = state;
  const countRef = useRef<HTMLHeadingElement>(null);
  const [showAllMakes, setShowAllMakes] = useState(false);
  // Below lg the filters are a drawer (modal while open) behind the Filters button; without JS it opens on :target.
  const [drawer, setDrawer] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const filtersRef = useRef<HTMLAnchorElement>(null);
  const showRef = useRef<HTMLAnchorElement>(null);
  // A sort picked with the keyboard waits for Enter or blur: arrows on a closed select change it at once (WCAG 3.2.2).
  const [sortDraft, setSortDraft] = useState<string | null>(null);
  const sortByKey = useRef(false);
  // The URL whose search is shown: an in-page #fragment (skip links) fires popstate without a new search.
  const shown = useRef('');
  // Search history (browser only, after hydration so server and client markup agree).
  const [history, setHistory] = useState<ReturnType<typeof readSearchHistory>>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: record the page's own search once, on mount
  useEffect(() => {
    shown.current = `${window.location.pathname}${window.location.search}`;
    setHistory(recordSearch(props.client.state, shown.current));
  }, []);
  const cancelKeyword = useCallback(() => {
    if (keywordTimer.current) clearTimeout(keywordTimer.current);
    keywordTimer.current = null;
  }, []);
  useEffect(() => cancelKeyword, [cancelKeyword]);

  // SPEC §2: loading and error keep the last hits shown.
  const go = useCallback(
    async (href: string, nav: Nav) => {
      const page = stateFromUrl(href, props);
      if (!page) {
        window.location.assign(href);
        return;
      }
      const next = page.state;
      shown.current = href;
      setSortDraft(null);
      if (!nav.fromKeyword) {
        cancelKeyword();
        setQuery(next.query);
      }
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      if (nav.push && href !== `${window.location.pathname}${window.location.search}`) {
        window.history.pushState(null, '', href);
      }
      setState(next);
      setStatus('loading');
      try {
        setView(await runSearch(next, page.defaults, props, controller.signal));
        setHistory(recordSearch(next, href));
        setStatus('idle');
        if (nav.focusResults) countRef.current?.focus();
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setStatus('error');
      }
    },
    [props, cancelKeyword],
  );
  // Back/forward restore the entry's search without adding one (forward history stays).
  useEffect(() => {
    const onPop = () => {
      const href = `${window.location.pathname}${window.location.search}`;
      if (href !== shown.current) go(href, { push: false, focusResults: false });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);
  const searchKeyword = (value: string) =>
    go(urlFromState({ ...stateRef.current, query: value.trim(), page: 1 }, props), {
      push: true,
      focusResults: false,
      fromKeyword: true,
    });
  const closeDrawer = useCallback(() => {
    setDrawer(false);
    filtersRef.current?.focus();
  }, []);
  // Links inside the page (facets, chips, pages) navigate in place; they stay real links without JS.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    const onClick = (e: MouseEvent) => {
      // The drawer's Filters, Close and Show buttons are in-page links (the drawer opens on :target without JS).
      // Opening needs no URL change; Close and Show still go to the Filters button / the results, which moves
      // the focus there and also ends a :target drawer opened before the page hydrated.
      const d = (e.target as HTMLElement).closest<HTMLElement>('[data-drawer]')?.dataset.drawer;
      if (d) {
        if (d === 'open') e.preventDefault();
        setDrawer(d === 'open');
        return;
      }
      const a = (e.target as HTMLElement).closest('a[data-nav]');
      if (!a || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      // A checkbox keeps the focus (its state changes in place), and so does anything in the open drawer.
      void go(a.getAttribute('href') ?? '/search', {
        push: true,
        focusResults: !a.closest('[role=checkbox],[aria-modal]'),
      });
    };
    // Links acting as checkboxes and buttons also answer Space, as those controls do.
    const onKey = (e: KeyboardEvent) => {
      const a = (e.target as HTMLElement).closest('a[role]');
      if (e.key === ' ' && a) {
        e.preventDefault();
        (a as HTMLElement).click();
      }
    };
    root?.addEventListener('click', onClick);
    root?.addEventListener('keydown', onKey);
    return () => {
      root?.removeEventListener('click', onClick);
      root?.removeEventListener('keydown', onKey);
    };
  }, [go]);
  // The open drawer takes the focus and keeps Tab inside; Escape closes it.
  useEffect(() => {
    const el = drawerRef.current;
    if (!drawer || !el) return;
    const items = () =>
      [...el.querySelectorAll<HTMLElement>('a[href],button,input')].filter((i) => i.getClientRects().length);
    items()[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeDrawer();
      if (e.key !== 'Tab') return;
      const all = items();
      const at = document.activeElement;
      if (!el.contains(at) || at === (e.shiftKey ? all[0] : all[all.length - 1])) {
        e.preventDefault();
        (e.shiftKey ? all[all.length - 1] : all[0])?.focus();
      }
    };
    // A tablet turned past lg shows the sidebar inline: no drawer (nor dialog) left open.
    const wide = matchMedia('(min-width: 992px)');
    const onWide = () => wide.matches && setDrawer(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [drawer, closeDrawer]);
  // A control re-rendered away under the focus (a removed chip, a re-keyed range form) in the open drawer:
  // the focus goes to 'Show N vehicles', which says the new count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new view
  useEffect(() => {
    if (drawer && !drawerRef.current?.contains(document.activeElement)) showRef.current?.focus();
  }, [view, drawer]);
  if (props.invalid) {
    return (
      <div className="sr-container">
        <h1>We couldn't run this search</h1>
        <p>
          Something in this link can't be searched. <a href="/search">Search all stock</a>
        </p>
      </div>
    );
  }
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
  const toolbar = toolbarForm(state, props);
  const sort = state.sortBy ?? site.defaultSort;
  const applySort = (value: string) => {
    setSortDraft(null);
    if (value !== sort)
      void go(urlFromState({ ...state, sortBy: value as typeof state.sortBy, page: 1 }, props), {
        push: true,
        focusResults: false,
      });
  };
  const recent = history.filter((h) => h.path !== urlFromState(state, props));
  const active = view.chips.length;
  const vehicles = `${view.total} ${view.total === 1 ? 'vehicle' : 'vehicles'}`;
  return (
    <div className="sr-container">
      <h1>{props.heading}</h1>
      <a className="sr-skip" href="#sr-results">
        Skip to results
      </a>
      <div className="sr-layout" ref={rootRef}>
        <div
          id="sr-filters"
          className={drawer ? 'sr-sidebar sr-open' : 'sr-sidebar'}
          ref={drawerRef}
          {...(drawer ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Filters' } : {})}
        >
          <div className="sr-drawer-bar">
            <h2>Filters</h2>
            {/* biome-ignore lint/a11y/useSemanticElements: without JS a link to the Filters button closes the :target drawer */}
            <a href="#sr-filters-btn" role="button" className="sr-drawer-btn" data-drawer="close">
              Close
            </a>
          </div>
          <aside aria-label="Filters">
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
              const groups =
                f.key === 'make' && values.some((v) => v.popular !== undefined)
                  ? [
                      { heading: 'Popular Makes', items: values.filter((v) => v.popular) },
                      { heading: 'All Makes', items: values.filter((v) => !v.popular) },
                    ].filter((g) => g.items.length > 0)
                  : [{ heading: null, items: values }];
              return (
                <fieldset key={f.key} className="sr-facet">
                  <legend>{f.label}</legend>
                  {groups.map((g) => (
                    <div key={g.heading ?? 'all'}>
                      {g.heading ? <h2 className="sr-facet-heading">{g.heading}</h2> : null}
                      <ul>
                        {g.items.map((v) => (
                          <li key={v.value}>
                            {/* biome-ignore lint/a11y/useSemanticElements: each option stays a crawlable link that works without JS */}
                            <a data-nav="" href={v.href} role="checkbox" aria-checked={v.selected}>
                              {v.label} <span className="sr-count">({v.count})</span>
                            </a>
                            {v.models && v.models.length > 0 ? (
                              <ModelList make={v.value} models={v.models} open={v.selected} />
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                  {f.hiddenCount > 0 ? (
                    <button
                      type="button"
                      className="sr-more"
                      aria-expanded={showAllMakes}
                      onClick={() => setShowAllMakes(!showAllMakes)}
                    >
                      {showAllMakes ? 'Hide extra makes' : 'Show all makes'}
                    </button>
                  ) : null}
                </fieldset>
              );
            })}
            {view.ranges.map((r) => (
              <form
                key={`${r.key}-${r.current.min}-${r.current.max}`}
                className="sr-facet sr-range"
                aria-label={`${r.label} range`}
                onSubmit={(e) => {
                  e.preventDefault();
                  const data = new FormData(e.currentTarget);
                  const num = (name: string) => {
                    const v = String(data.get(name) ?? '').trim();
                    return v === '' || Number.isNaN(Number(v)) ? null : Number(v);
                  };
                  const ranges = { ...state.ranges };
                  const value = formatRange({ min: num('min'), max: num('max') });
                  if (value) ranges[r.key] = value;
                  else delete ranges[r.key];
                  void go(urlFromState({ ...state, ranges, page: 1 }, props), { push: true, focusResults: !drawer });
                }}
              >
                <fieldset>
                  <legend>{r.label}</legend>
                  <p className="sr-range-bounds">{`${r.min} – ${r.max}`}</p>
                  <label>
                    Min{' '}
                    <input
                      name="min"
                      type="number"
                      inputMode="numeric"
                      defaultValue={r.current.min ?? ''}
                      placeholder={String(r.bounds.min)}
                    />
                  </label>
                  <label>
                    Max{' '}
                    <input
                      name="max"
                      type="number"
                      inputMode="numeric"
                      defaultValue={r.current.max ?? ''}
                      placeholder={String(r.bounds.max)}
                    />
                  </label>
                  <button type="submit">Apply</button>
                </fieldset>
              </form>
            ))}
          </aside>
          <div className="sr-drawer-foot">
            {active > 0 ? (
              <a href={view.clearHref} data-nav="" className="sr-drawer-btn">
                Clear all
              </a>
            ) : null}
            <a href="#sr-results" className="sr-drawer-btn sr-apply" data-drawer="show" ref={showRef}>
              {`Show ${vehicles}`}
            </a>
          </div>
        </div>
        <section className="sr-results" aria-label="Results">
          {/* Without JS a plain GET to the current filters' URL (hidden fields keep them); with JS, Enter searches in place. */}
          <form
            className="sr-toolbar"
            method="get"
            action={toolbar.action}
            aria-label="Search stock"
            onSubmit={(e) => {
              e.preventDefault();
              cancelKeyword();
              void searchKeyword(query);
            }}
          >
            {toolbar.fields.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
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
                const value = e.target.value;
                setQuery(value);
                cancelKeyword();
                keywordTimer.current = setTimeout(() => void searchKeyword(value), KEYWORD_DEBOUNCE_MS);
              }}
            />
            {/* biome-ignore lint/a11y/useSemanticElements: without JS this link opens the drawer (:target) */}
            <a
              href="#sr-filters"
              id="sr-filters-btn"
              role="button"
              className="sr-filters-btn"
              aria-controls="sr-filters"
              aria-expanded={drawer}
              ref={filtersRef}
              data-drawer="open"
            >
              {active > 0 ? `Filters (${active})` : 'Filters'}
            </a>
            <label htmlFor="sr-sort">Sort by</label>
            <select
              id="sr-sort"
              name="sortBy"
              value={sortDraft ?? sort}
              // Mouse and touch picks apply at once; a keyboard change on Enter or when leaving the select.
              onPointerDown={() => {
                sortByKey.current = false;
              }}
              onKeyDown={(e) => {
                sortByKey.current = true;
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applySort(e.currentTarget.value);
                }
              }}
              onBlur={(e) => {
                sortByKey.current = false;
                if (sortDraft !== null) applySort(e.currentTarget.value);
              }}
              onChange={(e) => (sortByKey.current ? setSortDraft(e.target.value) : applySort(e.target.value))}
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
          {recent.length > 0 ? (
            <nav className="sr-history" aria-label="Recent searches">
              <span>Recent searches:</span>
              <ul>
                {recent.map((h) => (
                  <li key={h.path}>
                    <a data-nav="" href={h.path}>
                      {historyLabel(h)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {/* The results' heading (the cards are h3) and the skip link's target. */}
          <h2 id="sr-results" className="sr-count-line" aria-live="polite" tabIndex={-1} ref={countRef}>
            {`${vehicles} found`}
            {status === 'loading' ? <span className="sr-loading"> Updating…</span> : null}
            {status === 'error' ? (
              <span className="sr-error"> The search failed; showing the last results.</span>
            ) : null}
          </h2>
          {view.serverCards ? (
            <ServerGrid
              entries={view.serverCards}
              onEmpty={() => go(`${location.pathname}${location.search}`, { push: false, focusResults: false })}
            />
          ) : view.cards.length === 0 ? (
            <p className="sr-empty">
              No vehicles match.{' '}
              <a href={view.similarHref} data-nav="">
                Find Me Something Similar
              </a>
            </p>
          ) : view.gridMarkup !== undefined ? (
            // The server's first page: the same cards as below, rendered once per isolate (grid-markup.ts).
            <MarkupGrid markup={view.gridMarkup} cards={view.cards} />
          ) : (
            <div className="sr-grid">
              {gridItems(view).map((item) =>
                item.kind === 'car' ? (
                  <CarCard key={item.card.id} card={item.card} eager={item.eager} />
                ) : (
                  <PromotionCard key="promotion" promotion={item.promotion} />
                ),
              )}
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
