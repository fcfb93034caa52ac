import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { EAGER_CARDS, gridItems } from '../pages/grid-items.js';
import { revealLaterCards } from '../pages/later-cards.js';
import type { SearchPageProps } from '../pages/search-props.js';
import { type CardView, cardImage } from '../pages/search-view.js';
import { CarCard } from './CarCard.js';
import { PromotionCard } from './PromotionCard.js';

// React neither hydrates nor rewrites the children of an element whose innerHTML prop is this same object.
const SERVER_MARKUP = { __html: '' };

/**
 * The first view's cards as the server rendered them (the HTML is their only copy; their Save buttons
 * are the shell's: shell favourite-buttons.ts). `onEmpty`: no server markup (a fragment rendered in
 * the browser after its stream was cut) — the page runs its search instead.
 */
function ServerGrid({ onEmpty }: { onEmpty: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, on mount
  useEffect(() => {
    if (!ref.current!.firstElementChild) onEmpty();
    // Already watched when the load module ran; a retried fragment's fresh HTML is watched from here.
    else revealLaterCards(ref.current!);
  }, []);
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
  if (view.serverGrid) return <ServerGrid onEmpty={onServerGridEmpty} />;
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
