/**
 * The server's results grid as markup, each car card rendered once per isolate (server only: remote.ts
 * imports it, so react-dom/server never reaches the browser's bundle).
 *
 * Why: a 100-card page spent most of the remote's time in React rendering the cards (profiled with
 * `pnpm bench:profile`: attribute escaping alone was a third of it), while the same cars come back on
 * page after page of the same dealer. A card's markup is a pure function of its CardView and whether its
 * image loads eagerly, so those are the key. The browser never hydrates these cards (SearchPage's
 * ServerGrid keeps the server's markup), so static markup without React's text separators is enough;
 * their Save buttons carry their favourite entry and are the shell's (shell favourite-buttons.ts).
 */
import { RecentCache } from '@forecourt/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CarCard } from '../components/CarCard.js';
import { PromotionCard } from '../components/PromotionCard.js';
import { gridItems, RENDERED_FIRST } from './grid-items.js';
import { LATER_CHUNK, LATER_CLASS } from './later-cards.js';
import type { SearchPageProps } from './search-props.js';
import type { CardView, SearchView } from './search-view.js';

/** Cards kept per isolate: a few dealers' whole stock at ~2 KB each (about 4 MB at most). */
const CARD_MARKUP_CACHE_SIZE = 2_000;
const cards = new RecentCache<string, string>(CARD_MARKUP_CACHE_SIZE);

function cardMarkup(card: CardView, eager: boolean): string {
  const key = `${eager ? 1 : 0}${JSON.stringify(card)}`;
  const known = cards.get(key);
  if (known !== undefined) return known;
  const rendered = renderToStaticMarkup(createElement(CarCard, { card, eager, serverMarkup: true }));
  // An eager image's preload <link> comes first in a render of its own: the page emits those once, at
  // its start (SearchPage's MarkupGrid), as a render of the whole grid does.
  const html = rendered.slice(rendered.indexOf('<article'));
  cards.set(key, html);
  return html;
}

/**
 * The grid's inner markup, in the grid's order (gridItems): the first RENDERED_FIRST items, then the rest
 * as later cards in chunks of LATER_CHUNK, each a `<noscript>`'s text, in one holder (later-cards.ts says
 * why and how they are revealed, fully rendered: none is `far`). The markup is React's, which escapes
 * every `<` in text and attributes, so no card can close its noscript.
 */
export function gridMarkup(view: SearchView): string {
  const markup = gridItems(view).map((item) =>
    item.kind === 'car'
      ? cardMarkup(item.card, item.eager)
      : renderToStaticMarkup(createElement(PromotionCard, { promotion: item.promotion })),
  );
  if (markup.length <= RENDERED_FIRST) return markup.join('');
  const chunks: string[] = [];
  for (let i = RENDERED_FIRST; i < markup.length; i += LATER_CHUNK)
    chunks.push(`<noscript>${markup.slice(i, i + LATER_CHUNK).join('')}</noscript>`);
  return `${markup.slice(0, RENDERED_FIRST).join('')}<div class="${LATER_CLASS}">${chunks.join('')}</div>`;
}

/** The server render's props: a page with cards gets its grid as markup (searchHydrationProps drops it). */
export function withGridMarkup(props: SearchPageProps): SearchPageProps {
  if (props.view.cards.length === 0) return props;
  return { ...props, view: { ...props.view, gridMarkup: gridMarkup(props.view) } };
}
