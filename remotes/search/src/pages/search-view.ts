/**
 * The search page's view model, built from the search state and a multi-search's results. Pure and free
 * of zod, so the server (toProps) and the browser (later pages) build the same view.
 */
import {
  buildSearchUrl,
  CAR_ACTION_LABELS,
  CAR_TYPES,
  type CarCard,
  type CarType,
  carCardActionHref,
  carCardActions,
  cardTag,
  carFacts,
  carPath,
  carTypeLabel,
  DEFAULT_MAKES_SHOWN,
  favouriteEntry,
  formatMoney,
  formatOdometer,
  imageSizes,
  imageSrcSet,
  imageUrl,
  isPopularMake,
  type ListFilterKey,
  type Locale,
  localizeText,
  NO_FACTS_TEXT,
  orderMakes,
  type PromotionContent,
  parseRange,
  priceDisplay,
  promotionForPage,
  promotionIndex,
  RANGE_FACETS,
  reserveDeposit,
  type SearchPageFilters,
  type SearchState,
  type SearchVocabulary,
  SIDEBAR_FACETS,
  type SitePromotion,
  type SortOption,
  type StockOffer,
  toggleYearSpan,
  type VehicleBasePath,
  type VehicleKindSite,
  vehicleKind,
  yearInSpan,
} from '@forecourt/contracts';

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

export type FacetValueView = {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  href: string;
  /** Make facet: this make's models (make_model facet values), offered behind 'Select models'. */
  models?: FacetValueView[];
  /** Make facet on sites with popular makes: listed under 'Popular Makes' (else 'All Makes'). */
  popular?: boolean;
};

export type FacetView = {
  key: string;
  label: string;
  values: FacetValueView[];
  hiddenCount: number;
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
  /** Range facets: bounds from facetStats, the current 'min:max' refinement, and the URL without it. */
  ranges: {
    key: RangeFacet;
    label: string;
    min: string;
    max: string;
    bounds: { min: number; max: number };
    current: { min: number | null; max: number | null };
  }[];
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

const isCarType = (v: string): v is CarType => (CAR_TYPES as readonly string[]).includes(v);

type RangeFacet = (typeof RANGE_FACETS)[number];

const RANGE_LABELS: Record<string, string> = { price: 'Price', km: 'Odometer', year: 'Year' };

/** A card photo's CDN URLs (SPEC §9 image sizes): 640 px src, srcset up to 1080, grid sizes. */
export function cardImage(url: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: imageUrl(url, { width: 640 }),
    srcSet: imageSrcSet(url, { maxWidth: 1080 }),
    sizes: CARD_IMAGE_SIZES,
  };
}

const CARD_IMAGE_SIZES = imageSizes([
  { minWidth: 992, size: '30vw' },
  { minWidth: 576, size: '50vw' },
]);

/** One car card (SPEC §2 Car card). */
export function cardView(car: CarCard, site: SearchSite, now: Date): CardView {
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

// Links always use the /search paths of the rules library (value-only SEO paths where they apply),
// whichever route showed the page (/pre-owned, /find/rental-cars …): the page's own default filters are
// in the state, so /search/<path> of that state lists the same stock.
const url = (state: SearchState, vocabulary: SearchVocabulary) => buildSearchUrl(state, { vocabulary });

/** The whole page's view. */
export function searchView(
  state: SearchState,
  vocabulary: SearchVocabulary,
  results: SearchResultsInput,
  site: SearchSite,
  now: Date,
  pageDefaults: SearchPageFilters = {},
): SearchView {
  const say = (text: string) => localizeText(site.locale, text);
  const withFilter = (key: ListFilterKey, values: string[]): SearchState => {
    const filters = { ...state.filters };
    if (values.length > 0) filters[key] = values;
    else delete filters[key];
    return { ...state, page: 1, filters };
  };
  const modelFacet = SIDEBAR_FACETS.find((f) => f.key === 'make_model');
  const modelsOf = (make: string): FacetValueView[] => {
    const names =
      Object.entries(vocabulary.make_model ?? {}).find(([m]) => m.toLowerCase() === make.toLowerCase())?.[1] ?? [];
    const dist = results.facets.make_model ?? {};
    const selected = state.filters.make_model ?? [];
    return names
      .filter((n) => (dist[n] ?? 0) > 0 || selected.includes(n))
      .slice(0, modelFacet?.limit ?? 30)
      .map((n) => {
        const isOn = selected.includes(n);
        const next = isOn ? selected.filter((v) => v !== n) : [...selected, n];
        return {
          value: n,
          label: n,
          count: dist[n] ?? 0,
          selected: isOn,
          href: url(withFilter('make_model', next), vocabulary),
        };
      });
  };
  const facets: FacetView[] = SIDEBAR_FACETS.filter(
    (f) => f.key !== 'make_model' && (!f.features || site.featuresFacet),
  )
    .map((f): FacetView => {
      const dist = results.facets[f.attribute] ?? {};
      if (f.key === 'year') return yearFacet(f.label, dist);
      const key = f.key;
      const selected = state.filters[key] ?? [];
      let entries = Object.entries(dist).sort((a, b) => b[1] - a[1]);
      if (key === 'make')
        entries = orderMakes(entries, { popular_makes: site.popularMakes, make_order: site.makeOrder });
      const limit = key === 'make' ? Number.POSITIVE_INFINITY : (f.limit ?? Number.POSITIVE_INFINITY);
      const shown = entries.slice(0, limit);
      for (const s of selected) if (!shown.some(([v]) => v === s)) shown.push([s, 0]);
      return {
        key,
        label: say(f.label),
        hiddenCount: key === 'make' ? Math.max(0, shown.length - DEFAULT_MAKES_SHOWN) : 0,
        values: shown.map(([value, count]) => {
          const isOn = selected.includes(value);
          const next = isOn ? selected.filter((v) => v !== value) : [...selected, value];
          const label = key === 'car_type' && isCarType(value) ? carTypeLabel(value) : say(value);
          const view: FacetValueView = {
            value,
            label,
            count,
            selected: isOn,
            href: url(withFilter(key, next), vocabulary),
          };
          if (key === 'make') {
            view.models = modelsOf(value);
            if (site.popularMakes.length > 0) view.popular = isPopularMake(value, { popular_makes: site.popularMakes });
          }
          return view;
        }),
      };
    })
    .filter((f) => f.values.length > 0);
  // SPEC §2 year checkboxes: a span of the 'min:max' year range (toggleYearSpan), newest year first.
  function yearFacet(label: string, dist: Record<string, number>): FacetView {
    const years = Object.entries(dist)
      .map(([y, count]): [number, number] => [Number(y), count])
      .filter(([y]) => Number.isInteger(y))
      .sort((a, b) => b[0] - a[0]);
    return {
      key: 'year',
      label,
      hiddenCount: 0,
      values: years.map(([year, count]) => {
        const ranges = { ...state.ranges };
        const next = toggleYearSpan(state.ranges.year, year);
        if (next) ranges.year = next;
        else delete ranges.year;
        return {
          value: String(year),
          label: String(year),
          count,
          selected: yearInSpan(state.ranges.year, year),
          href: url({ ...state, page: 1, ranges }, vocabulary),
        };
      }),
    };
  }
  const chips = SIDEBAR_FACETS.flatMap((f) => {
    if (f.key === 'year') return []; // the year range's chip comes with the ranges below
    const key = f.key;
    return (state.filters[key] ?? []).map((value) => ({
      label: say(value),
      href: url(
        withFilter(
          key,
          (state.filters[key] ?? []).filter((v) => v !== value),
        ),
        vocabulary,
      ),
    }));
  });
  const ranges = RANGE_FACETS.flatMap((k) => {
    const s = results.stats[k];
    if (!s) return [];
    const fmt = (n: number) =>
      k === 'price' ? formatMoney(n) : k === 'km' ? formatOdometer(n, site.locale) : String(n);
    const current = parseRange(state.ranges[k] ?? '') ?? { min: null, max: null };
    return [{ key: k, label: RANGE_LABELS[k] ?? k, min: fmt(s.min), max: fmt(s.max), bounds: s, current }];
  });
  for (const k of RANGE_FACETS) {
    const value = state.ranges[k];
    if (!value) continue;
    const ranges = { ...state.ranges };
    delete ranges[k];
    chips.push({
      label: `${RANGE_LABELS[k] ?? k} ${value.replace(':', ' – ')}`,
      href: url({ ...state, page: 1, ranges }, vocabulary),
    });
  }
  const pages = Math.max(1, Math.ceil(results.total / site.pageSize));
  const at = (page: number) => url({ ...state, page }, vocabulary);
  const cards = results.hits.map((c) => cardView(c, site, now));
  return {
    total: results.total,
    cards,
    promotion: promotionView(state, site, now, cards.length),
    facets,
    ranges,
    chips,
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
