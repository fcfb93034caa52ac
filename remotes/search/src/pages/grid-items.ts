/** The results grid's order (SPEC §2): the car cards with the promotion card at its place. */
import type { CardView, PromotionView, SearchView } from './search-view.js';

/** One place in the results grid: a car card (eager: its image loads at once) or the promotion card. */
export type GridItem =
  | { kind: 'car'; card: CardView; eager: boolean }
  | { kind: 'promotion'; promotion: PromotionView };

/** The cards before this index load their image eagerly (the first row, what LCP waits for). */
export const EAGER_CARDS = 3;

/**
 * SPEC §2 the grid's order: the cards, with the promotion card at its index (after the last card on a
 * shorter page). The one owner of that order: SearchPage's grid and the server's markup (grid-markup.ts).
 */
export function gridItems(view: Pick<SearchView, 'cards' | 'promotion'>): GridItem[] {
  const items: GridItem[] = [];
  const { promotion } = view;
  view.cards.forEach((card, i) => {
    if (promotion?.index === i) items.push({ kind: 'promotion', promotion });
    items.push({ kind: 'car', card, eager: i < EAGER_CARDS });
  });
  if (promotion && promotion.index >= view.cards.length) items.push({ kind: 'promotion', promotion });
  return items;
}
