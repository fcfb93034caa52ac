/**
 * The results grid's later cards (issue 36: only the first screen renders up front). The server grid's
 * items past the first rows (grid-items.ts RENDERED_FIRST) travel in the HTML as chunks of LATER_CHUNK,
 * each the text of a `<noscript>`, in one holder at the grid's end (grid-markup.ts). With scripting on,
 * a noscript's content is one text node: the browser builds no elements, styles, layout or image loaders
 * for 94 cards at load (on a phone at 4×, about a fifth of `/search`'s main-thread work). Without
 * scripting they are plain markup in place (style.css `@media (scripting: none)`), and every card's
 * link is in the HTML for crawlers either way.
 *
 * Browser side, no React: the page's load module and its server grid's mount both call
 * revealLaterCards (the first call watches; a retried fragment's fresh HTML gets its own watch).
 */
import { FAVOURITE_MARKUP_EVENT } from '@forecourt/contracts';

export const LATER_CLASS = 'sr-later';
/** Cards a chunk holds: two rows of three on a wide screen, a few screens on a phone. */
export const LATER_CHUNK = 6;
/** How near the holder comes before a chunk is revealed: two screens above or below the viewport. */
const REVEAL_MARGIN = '200% 0px';
const WATCHED = 'watched';

/**
 * Reveals the grid's later cards a chunk at a time as the shopper nears them, in the grid's order.
 * Heading down to the holder, its first chunk goes before it and what is on screen stays put. When the
 * holder is above the screen (scrolling back up from the pager), or on it after a jump to the pager
 * (End, a fling, the pager scrolled into view), its last chunk goes after it and the content below
 * keeps its place on screen: the page scrolls by what was added (done here, with the browser's own
 * scroll anchoring held off meanwhile, so both never add up and browsers without it behave the same).
 * Each reveal tells the shell to mark the new Save buttons (FAVOURITE_MARKUP_EVENT).
 */
export function revealLaterCards(root: ParentNode): void {
  const holder = root.querySelector<HTMLElement>(`.${LATER_CLASS}`);
  if (!holder || holder.dataset[WATCHED] !== undefined) return;
  holder.dataset[WATCHED] = '';
  if (typeof IntersectionObserver === 'undefined') {
    while (holder.isConnected) reveal(holder, false);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1);
      if (!entry?.isIntersecting || !holder.isConnected) return;
      const top = entry.boundingClientRect.top;
      const below = nextInDocument(holder);
      const belowInView = !!below && below.getBoundingClientRect().top < innerHeight;
      reveal(holder, top < 0 || (top < innerHeight && scrollY > 0 && belowInView));
      // Observed afresh: a holder still near after a chunk (a wide screen) reports again.
      observer.unobserve(holder);
      if (holder.isConnected) observer.observe(holder);
    },
    { rootMargin: REVEAL_MARGIN },
  );
  observer.observe(holder);
}

/**
 * Reveals one chunk: the first before the holder, or (`keepBelow`) the last after it, what is below held
 * in place. The holder goes with its last chunk.
 */
function reveal(holder: HTMLElement, keepBelow: boolean): void {
  const chunk = keepBelow ? holder.lastElementChild : holder.firstElementChild;
  const grid = holder.parentElement;
  if (!chunk || !grid) {
    holder.remove();
    return;
  }
  const parsed = document.createElement('template');
  parsed.innerHTML = chunk.textContent ?? '';
  chunk.remove();
  const below = keepBelow ? nextInDocument(holder) : null;
  const root = document.documentElement;
  const before = below?.getBoundingClientRect().top;
  if (below) root.style.overflowAnchor = 'none';
  if (keepBelow) holder.after(parsed.content);
  else holder.before(parsed.content);
  if (!holder.firstElementChild) holder.remove();
  if (below && before !== undefined) {
    scrollBy(0, below.getBoundingClientRect().top - before);
    requestAnimationFrame(() => root.style.removeProperty('overflow-anchor'));
  }
  grid.dispatchEvent(new Event(FAVOURITE_MARKUP_EVENT, { bubbles: true }));
}

/** The first element after `el` and its subtree in document order (the pager, or the footer). */
function nextInDocument(el: Element): Element | null {
  for (let at: Element | null = el; at; at = at.parentElement) if (at.nextElementSibling) return at.nextElementSibling;
  return null;
}
