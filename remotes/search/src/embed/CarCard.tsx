/**
 * The car card for Module Federation hosts (issue 32 part 5, docs/EMBEDDING.md): exposed as
 * `./CarCard` of this version's federated build. The host passes one hit of our /api/search (contracts
 * CarCard) and the few site fields a card reads; the card is the search page's own (same view, same
 * markup), its links and photos absolute to the dealer's site since the host page is on another origin.
 */
import { type CarCard as CarCardData, DEFAULT_IMAGE_CDN_BASE } from '@forecourt/contracts';
import { CarCard as SearchCarCard } from '../components/CarCard.js';
import { type CardSite, type CardView, cardView } from '../pages/search-view.js';

/** The site fields a card reads (a subset of the search page's SearchSite), and the site's origin. */
export type CarCardSite = CardSite & {
  /** The dealer site's origin (https://dealer.example): the card's links and actions go there. */
  origin: string;
};

export type CarCardProps = {
  /** One hit of POST /api/search/indexes/cars/search (contracts CarCard). */
  car: CarCardData;
  site: CarCardSite;
  /** Load the photo at once (a card above the fold); lazy otherwise. */
  eager?: boolean;
  /** The card's time ("just arrived" tags); now by default. */
  now?: Date;
};

export type { CarCardData, CardSite, CardView };

/** The search page's card for one API hit, its links made absolute to the dealer's site. */
export function CarCard({ car, site, eager = false, now = new Date() }: CarCardProps) {
  const view = cardView(car, site, now);
  const abs = (href: string) => new URL(href, site.origin).href;
  const card: CardView = {
    ...view,
    href: abs(view.href),
    actions: view.actions.map((a) => ({ ...a, href: abs(a.href) })),
  };
  return <SearchCarCard card={card} eager={eager} imageBase={abs(DEFAULT_IMAGE_CDN_BASE)} />;
}

export default CarCard;
