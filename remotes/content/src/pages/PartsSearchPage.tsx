import { DealList } from '../components/DealList.js';
import type { PartsSearchPageProps } from './parts-search-props.js';

/** The category chips ("All parts" first), when the search found any category. */
function PartsChips({ p }: { p: PartsSearchPageProps }) {
  if (p.chips.length === 0) return null;
  return (
    <nav aria-label="Parts categories">
      <ul className="ct-chips">
        <li>
          <a className="ct-chip" href={p.allHref} aria-current={p.category === null ? 'page' : undefined}>
            All parts
          </a>
        </li>
        {p.chips.map((c) => (
          <li key={c.href}>
            <a className="ct-chip" href={c.href} aria-current={c.current ? 'page' : undefined}>
              {c.label}
              <span className="ct-chip__count">{c.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The found parts, or the no-results state pointing at the parts form. */
function PartsResults({ p }: { p: PartsSearchPageProps }) {
  if (p.parts.length === 0)
    return (
      <p className="ct-parts__empty">
        {'Our parts team can source most parts. '}
        <a href="#parts-form">{`Send a parts ${p.enquiryWord}`}</a>
        {p.q || p.category ? (
          <>
            {' or '}
            <a href="/parts/search">see all parts</a>
          </>
        ) : null}
        .
      </p>
    );
  return (
    <ul className="ct-parts__list">
      {p.parts.map((part) => (
        <li key={part.id} className="ct-parts__item">
          <h2>{part.name}</h2>
          <p className="ct-news__date">
            {`Part no. ${part.partNumber} \u00b7 ${part.category}${part.make ? ` \u00b7 Fits ${part.make}` : ''}`}
          </p>
          <p className="ct-parts__price">{part.price}</p>
          <p className="ct-parts__stock">{part.stock}</p>
          <a className="fc-btn fc-btn--ghost" href={part.askHref}>
            Ask about this part
            <span className="fc-sr-only">{`: ${part.name}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * /parts/search: the dealer's parts (search box, category chips, results, paging, no-results state)
 * and its parts deals; the parts enquiry form follows (forms remote). A plain GET form: it works
 * before (and without) hydration.
 */
export function PartsSearchPage(p: PartsSearchPageProps) {
  return (
    <div className="ct-container ct-parts">
      <h1>Parts Search</h1>
      <p className="ct-info__lead">{`Search ${p.siteName}${p.siteName.endsWith('s') ? "'" : "'s"} parts and accessories, or ask our parts team below.`}</p>
      <form method="get" action="/parts/search" className="ct-finder__form ct-parts__form">
        <label htmlFor="ct-parts-q">Part name or number</label>
        <input id="ct-parts-q" name="q" type="search" maxLength={100} defaultValue={p.q} autoComplete="off" />
        {p.categorySlug ? <input type="hidden" name="part_category" value={p.categorySlug} /> : null}
        <button type="submit">Search parts</button>
      </form>
      {p.unavailable ? (
        <p className="ct-parts__empty" role="status">
          {`Our parts catalogue is unavailable just now. Tell us what you need with the parts ${p.enquiryWord} form below.`}
        </p>
      ) : (
        <>
          <PartsChips p={p} />
          <p className="ct-parts__summary" role="status">
            {p.summary}
          </p>
          <PartsResults p={p} />
          {p.prevHref || p.nextHref ? (
            <nav className="ct-news__pages" aria-label="Parts pages">
              {p.prevHref ? <a href={p.prevHref}>Previous page</a> : null}
              {p.nextHref ? <a href={p.nextHref}>Next page</a> : null}
            </nav>
          ) : null}
          <DealList id="ct-parts-deals" title="Parts deals" deals={p.deals} />
        </>
      )}
    </div>
  );
}
export default PartsSearchPage;
