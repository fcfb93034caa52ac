import { favouritesAtom, useIsFavourite } from '@forecourt/remote-kit/favourites';
import { useSetAtom } from 'jotai';
import { type CardView, cardImage } from '../pages/search-view.js';

/** SPEC §2 car card: tag banner, image with location overlay, title, price, four facts, favourite, actions. */
export function CarCard({
  card,
  eager,
  far = false,
  imageBase,
  serverMarkup = false,
}: {
  card: CardView;
  eager: boolean;
  /** Skips rendering until near the viewport (grid-items.ts). */
  far?: boolean;
  imageBase?: string;
  /**
   * Rendered to static markup (grid-markup.ts), never hydrated: the Save button carries its entry for
   * the shell, which wires it (favourite-buttons.ts). A card React renders keeps its onClick and must
   * not carry it (a tap would toggle twice).
   */
  serverMarkup?: boolean;
}) {
  const saved = useIsFavourite(card.id);
  const toggle = useSetAtom(favouritesAtom);
  const image = card.image ? cardImage(card.image, imageBase) : null;
  return (
    <article className={far ? 'sr-card sr-far' : 'sr-card'} data-car-id={card.id}>
      {card.tag ? <div className={`sr-tag sr-tag-${card.tagKind}`}>{card.tag}</div> : null}
      <a href={card.href} className="sr-card-image">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            alt={card.title}
            loading={eager ? 'eager' : 'lazy'}
            width={640}
            height={427}
          />
        ) : null}
        <span className="sr-location">{card.location}</span>
      </a>
      <button
        type="button"
        className="sr-fav"
        aria-pressed={saved}
        // One name whatever the state; aria-pressed says whether it is saved.
        aria-label={`Save ${card.title} to favourites`}
        data-fc-favourite={serverMarkup ? JSON.stringify(card.favourite) : undefined}
        onClick={serverMarkup ? undefined : () => toggle(card.favourite)}
      >
        {saved ? '♥' : '♡'}
      </button>
      <h3 className="sr-title">
        <a href={card.href}>{card.title}</a>
      </h3>
      <p className="sr-price">
        {card.price} {card.priceType ? <span className="sr-price-type">{card.priceType}</span> : null}
      </p>
      {card.noFactsText ? (
        <p className="sr-nofacts">{card.noFactsText}</p>
      ) : (
        // Flat (no wrapper per pair: the grid in style.css places them): 4 elements fewer a card, 100 cards a page.
        <dl className="sr-facts">
          {card.facts.flatMap((f) => [<dt key={`t${f.label}`}>{f.label}</dt>, <dd key={`d${f.label}`}>{f.value}</dd>])}
        </dl>
      )}
      {/* The actions are the card's last children, laid out as a row by style.css (no wrapper element). */}
      {card.actions.map((a) => (
        <a key={a.key} href={a.href} className={`sr-action sr-action-${a.key}`}>
          {a.label}
        </a>
      ))}
    </article>
  );
}
