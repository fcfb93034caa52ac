import type { FavouriteEntry } from '@forecourt/contracts';
import { favouritesAtom } from '@forecourt/remote-kit/favourites';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { EAGER_CARDS, gridItems } from '../pages/grid-items.js';
import type { SearchPageProps } from '../pages/search-props.js';
import { type CardView, cardImage } from '../pages/search-view.js';
import { CarCard } from './CarCard.js';
import { PromotionCard } from './PromotionCard.js';

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

/** The results: the server's cards kept as they are, its markup, the empty state, or cards React renders. */
export function ResultsGrid({
  view,
  onServerGridEmpty,
}: {
  view: SearchPageProps['view'];
  onServerGridEmpty: () => void;
}) {
  if (view.serverCards) return <ServerGrid entries={view.serverCards} onEmpty={onServerGridEmpty} />;
  if (view.cards.length === 0) {
    return (
      <p className="sr-empty">
        No vehicles match.{' '}
        <a href={view.similarHref} data-nav="">
          Find Me Something Similar
        </a>
      </p>
    );
  }
  // The server's first page: the same cards as below, rendered once per isolate (grid-markup.ts).
  if (view.gridMarkup !== undefined) return <MarkupGrid markup={view.gridMarkup} cards={view.cards} />;
  return (
    <div className="sr-grid">
      {gridItems(view).map((item) =>
        item.kind === 'car' ? (
          <CarCard key={item.card.id} card={item.card} eager={item.eager} far={item.far} />
        ) : (
          <PromotionCard key="promotion" promotion={item.promotion} far={item.far} />
        ),
      )}
    </div>
  );
}
