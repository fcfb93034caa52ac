/**
 * The search page's view model, built from the search state and a multi-search's results. Pure and free
 * of zod, so the server (toProps) and the browser (later pages) build the same view.
 */
import {
  CAR_ACTION_LABELS,
  type CarCard,
  carCardActionHref,
  carCardActions,
  cardTag,
  carFacts,
  carPath,
  favouriteEntry,
  formatMoney,
  imageSizes,
  imageSrcSet,
  imageUrl,
  type Locale,
  localizeText,
  NO_FACTS_TEXT,
  type PromotionContent,
  priceDisplay,
  promotionForPage,
  promotionIndex,
  reserveDeposit,
  type SearchPageFilters,
  type SearchState,
  type SearchVocabulary,
  type SitePromotion,
  type SortOption,
  type StockOffer,
  type VehicleBasePath,
  type VehicleKindSite,
  vehicleKind,
} from '@forecourt/contracts';
import { type FacetView, facetViews, filterChips, type RangeView, rangeViews, url } from './search-facets.js';

export type { FacetValueView, FacetView } from './search-facets.js';

/** The site fields the page needs (JSON-safe, in the hydration props). */
export type SearchSite = {
  locale: Locale;
  vehicleBasePath: VehicleBasePath;
  pageSize: number;
  /** As the site config names them: the reserve rule (contracts canReserve) takes them as they are. */
  features: { payments: boolean };
  reserve_coming_soon: boolean;
  /** What kind of dealer (contracts vehicleKind): which card actions its cars may show (KIND_OFFERS). */
  kindSite: VehicleKindSite;
  specifications: {
    just_arrived_days: number | null;
    just_arrived_tag_name: string | null;
    sold_tag_name: string | null;
  };
  sortOptions: SortOption[];
  defaultSort: string;
  popularMakes: string[];
  /** The site's brand ordering list (make_order): how the sidebar orders makes (orderMakes). */
  makeOrder: string[];
  /** The valuation-data variant's features facet (site flag). */
  featuresFacet: boolean;
  /** Promotion slot (1-based position in the results; null = none) and the site's cards. */
  promotionPosition: number | null;
  promotions: SitePromotion[];
  promotionShuffle: boolean;
  /** The site's time zone (promotion windows given as dates are days there). */
  timeZone: string;
  /** How the site offers its stock ('for sale', 'for hire' …): the heading of a search named from its filters. */
  offer: StockOffer;
};

/** The promotion card of a results page, and where it goes among the cards (0-based index). */
export type PromotionView = PromotionContent & { index: number };

export type CardView = {
  id: number;
  href: string;
  title: string;
  tag: string | null;
  tagKind: string | null;
  /** The photo's own URL; CarCard derives the CDN src/srcset at render (cardImage) so the hydration props carry it once. */
  image: string | null;
  location: string;
  price: string;
  priceType: string | null;
  facts: { label: string; value: string }[];
  noFactsText: string | null;
  actions: { key: string; label: string; href: string }[];
  favourite: { id: number; name: string; slug: string; make: string; model: string; primary_image_url: string | null };
};

export type SearchResultsInput = {
  hits: CarCard[];
  total: number;
  facets: Record<string, Record<string, number>>;
  stats: Record<string, { min: number; max: number }>;
};

export type SearchView = {
  total: number;
  cards: CardView[];
  facets: FacetView[];
  /** Range facets: bounds from facetStats and the current 'min:max' refinement. */
  ranges: RangeView[];
  chips: { label: string; href: string }[];
  clearHref: string;
  /** Empty state's 'Find Me Something Similar': the page's own filters kept, the shopper's refinements dropped. */
  similarHref: string;
  page: number;
  pages: number;
  prevHref: string | null;
  nextHref: string | null;
  promotion: PromotionView | null;
};

/**
 * A card photo's CDN URLs (SPEC §9 image sizes): 640 px src, srcset up to 1080, grid sizes. `base`: the
 * image CDN's (our pages' same-origin default; another site's page embedding the card needs the dealer's).
 */
export function cardImage(url: string, base?: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: imageUrl(url, { width: 640, base }),
    srcSet: imageSrcSet(url, { maxWidth: 1080, base }),
    sizes: CARD_IMAGE_SIZES,
  };
}

const CARD_IMAGE_SIZES = imageSizes([
  { minWidth: 992, size: '30vw' },
  { minWidth: 576, size: '50vw' },
]);

/** The site fields one card reads (what a Module Federation host passes: embed/CarCard.tsx). */
export type CardSite = Pick<
  SearchSite,
  'locale' | 'vehicleBasePath' | 'features' | 'reserve_coming_soon' | 'kindSite' | 'specifications'
>;

/** One car card (SPEC §2 Car card). */
export function cardView(car: CarCard, site: CardSite, now: Date): CardView {
  const href = carPath(car.slug, site.vehicleBasePath);
  const tag = cardTag(car, site.specifications, now);
  // SPEC §9 US spellings (Gas, Inquiry …) on the card's facts and actions.
  const facts = carFacts(car, site.locale).map((f) => ({ ...f, value: localizeText(site.locale, f.value) }));
  const price = priceDisplay(car);
  const title = [car.year, car.make, car.model, car.badge, car.series].filter(Boolean).join(' ');
  const src = car.primary_image_url ?? car.images[0]?.image.url ?? null;
  const actions = carCardActions(car, site, vehicleKind(site.kindSite, car)).map((key) => ({
    key,
    label: localizeText(
      site.locale,
      key === 'reserve' ? `${CAR_ACTION_LABELS[key]} ${formatMoney(reserveDeposit(car))}` : CAR_ACTION_LABELS[key],
    ),
    href: carCardActionHref(key, car, site.vehicleBasePath),
  }));
  return {
    id: car.id,
    href,
    title,
    tag: tag.label || null,
    tagKind: tag.label ? tag.kind : null,
    image: src,
    location: car.location.name,
    price: price.text,
    priceType: price.kind === 'price' ? car.price_type : null,
    facts,
    noFactsText: facts.length === 4 ? null : NO_FACTS_TEXT,
    actions,
    favourite: favouriteEntry(car),
  };
}

/** The whole page's view. */
export function searchView(
  state: SearchState,
  vocabulary: SearchVocabulary,
  results: SearchResultsInput,
  site: SearchSite,
  now: Date,
  pageDefaults: SearchPageFilters = {},
): SearchView {
  const refine = { state, vocabulary, facets: results.facets, stats: results.stats, site };
  const pages = Math.max(1, Math.ceil(results.total / site.pageSize));
  const at = (page: number) => url({ ...state, page }, vocabulary);
  const cards = results.hits.map((c) => cardView(c, site, now));
  return {
    total: results.total,
    cards,
    promotion: promotionView(state, site, now, cards.length),
    facets: facetViews(refine),
    ranges: rangeViews(refine),
    chips: filterChips(refine),
    clearHref: url({ ...state, page: 1, filters: {}, ranges: {}, query: '' }, vocabulary),
    similarHref: url({ ...state, page: 1, filters: { ...pageDefaults }, ranges: {}, query: '' }, vocabulary),
    page: state.page,
    pages,
    prevHref: state.page > 1 ? at(state.page - 1) : null,
    nextHref: state.page < pages ? at(state.page + 1) : null,
  };
}

/**
 * SPEC §2/§4: the promotion card slot (position 9 on the group site) — the page's card from
 * promotionForPage (date window, car type filter, order), placed by insertPromotion (at the end of a
 * shorter list; none on an empty result).
 */
function promotionView(state: SearchState, site: SearchSite, now: Date, cardCount: number): PromotionView | null {
  if (site.promotionPosition === null || cardCount === 0) return null;
  const card = promotionForPage(site.promotions, {
    now,
    carTypes: state.filters.car_type ?? [],
    page: state.page,
    shuffle: site.promotionShuffle,
    timeZone: site.timeZone,
  });
  if (!card) return null;
  return { ...card.node, index: promotionIndex(cardCount, site.promotionPosition) };
}
