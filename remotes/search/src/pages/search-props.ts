import {
  CarCardSchema,
  emptySearchState,
  type FragmentRequest,
  isPromotionActive,
  type SearchPageFilters,
  type SearchState,
  SearchStateSchema,
  type SearchVocabulary,
  SiteConfigSchema,
  sortOptions,
  stockOffer,
} from '@forecourt/contracts';
import * as z from 'zod';
import { type SearchSite, type SearchView, searchView } from './search-view.js';

/** Hydration props of the search page: the first page's view, computed on the server. */
export type SearchPageProps = {
  heading: string;
  /** The landing text under the heading (SPEC §7 search_page_templates, or the default); '' on 404/400. */
  intro: string;
  query: string;
  site: SearchSite;
  /**
   * In the browser's props the first view has no cards: they are in the server's HTML, which the page
   * keeps as it is (`serverGrid`: ResultsGrid's server grid; their Save buttons are the shell's).
   */
  view: SearchView & { serverGrid?: true; gridMarkup?: string };
  notFound: boolean;
  /** The search backend refused this URL's search (a 400): a friendly page instead of results. */
  invalid: boolean;
  /** What the browser needs to run later searches itself (the URL is the state). */
  client: {
    state: SearchState;
    basePath: string;
    vocabulary: SearchVocabulary;
    dealerships: { slug: string; name: string }[];
    /** The page's own filters (its route's defaults), kept by 'Find Me Something Similar'. */
    defaults: SearchPageFilters;
    /** The site's own /search/{slug} pages (SPEC §7 search_slugs), so back/forward parse them as the server did. */
    pages: Record<string, SearchPageFilters>;
  };
};

const Input = z.object({
  site: SiteConfigSchema,
  searchResults: z.union([
    z.object({ notFound: z.literal(true) }),
    z.object({ invalid: z.literal(true) }),
    z.object({
      state: SearchStateSchema,
      basePath: z.string(),
      defaults: z.record(z.string(), z.array(z.string())).default({}),
      searchPages: z.record(z.string(), z.record(z.string(), z.array(z.string()))).default({}),
      landing: z.object({ heading: z.string(), intro: z.string() }).optional(),
      vocabulary: z.record(z.string(), z.unknown()),
      total: z.number().int(),
      hits: z.array(CarCardSchema),
      facets: z.record(z.string(), z.record(z.string(), z.number())),
      stats: z.record(z.string(), z.object({ min: z.number(), max: z.number() })),
    }),
  ]),
});

/**
 * The props the browser hydrates with: the first view without its cards (their markup is the single
 * source, each Save button carrying its own favourite entry). A page of 100 cards sent them twice
 * (~1 KB each in the HTML and again in the props).
 */
export function searchHydrationProps(props: SearchPageProps): SearchPageProps {
  if (props.view.cards.length === 0) return props;
  const { gridMarkup: _markup, ...view } = props.view;
  return { ...props, view: { ...view, cards: [], serverGrid: true } };
}

/** Parses the edge's props (site + the first search the edge ran) and builds the page's view. */
/** What the search remote needs of the site config (the cards, sidebar and sort read it). */
function searchSiteOf(site: z.infer<typeof Input>['site'], now: Date): SearchSite {
  return {
    locale: site.locale,
    vehicleBasePath: site.vehicle_base_path,
    pageSize: site.search_page_size,
    features: { payments: site.features.payments },
    reserve_coming_soon: site.reserve_coming_soon,
    kindSite: {
      template: site.template,
      vehicle_base_path: site.vehicle_base_path,
      offers_subscription: site.offers_subscription,
    },
    specifications: site.specifications,
    sortOptions: sortOptions(site),
    defaultSort: site.default_sort,
    popularMakes: site.popular_makes,
    makeOrder: site.make_order,
    featuresFacet: site.features.valuation_data_search,
    promotionPosition: site.promotion_position,
    // Only cards live now reach the browser: an upcoming offer must not leak before its start date.
    promotions: site.promotions.filter((card) => isPromotionActive(card, now, site.timezone)),
    promotionShuffle: site.promotion_shuffle,
    timeZone: site.timezone,
    offer: stockOffer(site),
  };
}

const EMPTY_VIEW: SearchView = {
  total: 0,
  cards: [],
  facets: [],
  ranges: [],
  chips: [],
  clearHref: '/search',
  similarHref: '/search',
  page: 1,
  pages: 1,
  prevHref: null,
  nextHref: null,
  promotion: null,
};

export function searchProps(req: FragmentRequest): SearchPageProps {
  const { site, searchResults } = Input.parse(req.props);
  const searchSite = searchSiteOf(site, new Date(req.now));
  const empty = EMPTY_VIEW;
  const dealerships = site.dealerships.map((d) => ({ slug: d.slug, name: d.name }));
  if ('notFound' in searchResults || 'invalid' in searchResults) {
    const client = {
      state: emptySearchState(),
      basePath: '/search',
      vocabulary: {},
      dealerships,
      defaults: {},
      pages: {},
    };
    const notFound = 'notFound' in searchResults;
    // The 404 / 400 status is the edge's (page plan searchPageStatus); this is the page's body.
    return {
      heading: 'Search',
      intro: '',
      query: '',
      site: searchSite,
      view: empty,
      notFound,
      invalid: !notFound,
      client,
    };
  }
  const { state, basePath, vocabulary, defaults, searchPages, landing, ...results } = searchResults;
  const pageDefaults = defaults as SearchPageFilters;
  return {
    heading: landing?.heading ?? 'Search stock',
    intro: landing?.intro ?? '',
    query: state.query,
    site: searchSite,
    view: searchView(state, vocabulary, results, searchSite, new Date(req.now), pageDefaults),
    notFound: false,
    invalid: false,
    client: {
      state,
      basePath,
      vocabulary: vocabulary as SearchVocabulary,
      dealerships,
      defaults: pageDefaults,
      pages: searchPages as Record<string, SearchPageFilters>,
    },
  };
}
