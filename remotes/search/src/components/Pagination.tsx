import type { SearchView } from '../pages/search-view.js';

/** Previous / 'Page N of M' / Next (in-page links; real links without JS). */
export function Pagination({ view }: { view: SearchView }) {
  return (
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
  );
}
