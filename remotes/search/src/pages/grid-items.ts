/** The results grid's order (SPEC §2): the car cards with the promotion card at its place. */
import type { CardView, PromotionView, SearchView } from './search-view.js';

/**
 * One place in the results grid: a car card (eager: its image loads at once) or the promotion card.
 * `far`: far from both the top and the pager, so it skips style, layout and paint until near the
 * viewport (style.css `.sr-far`).
 */
export type GridItem =
  | { kind: 'car'; card: CardView; eager: boolean; far: boolean }
  | { kind: 'promotion'; promotion: PromotionView; far: boolean };

/** The cards before this index load their image eagerly (the first row, what LCP waits for). */
export const EAGER_CARDS = 3;
/**
 * The server's grid renders the first RENDERED_FIRST items and sends the rest as later cards
 * (later-cards.ts). A grid rendered in the browser (a new search) renders them all, `far` ones skipped by
 * content-visibility. Always rendered there: the first rows, and the last 12 (4 rows at 3 columns, taller
 * than any screen): a skipped card in view grows to its real height a frame or two after it shows, so a
 * jump to the pager (End, a fling) would see the pager move away under the finger. Marked here, not by a
 * CSS `:nth-last-child()`: while the HTML streams in, every card appended re-matched that selector on all
 * its siblings and the cards near the parsed end rendered in full (on a 100-card page at 4× on a
 * phone, ~250–450 ms more style and layout).
 */
export const RENDERED_FIRST = 6;
export const RENDERED_LAST = 12;

/**
 * SPEC §2 the grid's order: the cards, with the promotion card at its index (after the last card on a
 * shorter page). The one owner of that order: SearchPage's grid and the server's markup (grid-markup.ts).
 */
export function gridItems(view: Pick<SearchView, 'cards' | 'promotion'>): GridItem[] {
  const items: GridItem[] = [];
  const { promotion } = view;
  view.cards.forEach((card, i) => {
    if (promotion?.index === i) items.push({ kind: 'promotion', promotion, far: false });
    items.push({ kind: 'car', card, eager: i < EAGER_CARDS, far: false });
  });
  if (promotion && promotion.index >= view.cards.length) items.push({ kind: 'promotion', promotion, far: false });
  for (let i = RENDERED_FIRST; i < items.length - RENDERED_LAST; i++) items[i]!.far = true;
  return items;
}
