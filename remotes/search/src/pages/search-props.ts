import {
  CarSchema,
  emptySearchState,
  type FragmentRequest,
  isPromotionActive,
  type SearchState,
  SearchStateSchema,
  type SearchVocabulary,
  SiteConfigSchema,
  sortOptions,
} from '@forecourt/contracts';
import { z } from 'zod';
import { type SearchSite, type SearchView, searchView } from './search-view.js';

/** Hydration props of the search page: the first page's view, computed on the server. */
export type SearchPageProps = {
  heading: string;
  query: string;
  sortBy: string;
  site: SearchSite;
  view: SearchView;
  notFound: boolean;
  /** What the browser needs to run later searches itself (the URL is the state). */
  client: {
    state: SearchState;
    basePath: string;
    vocabulary: SearchVocabulary;
    dealerships: { slug: string; name: string }[];
  };
};

const Input = z.object({
  site: SiteConfigSchema,
  searchResults: z.union([
    z.object({ notFound: z.literal(true) }),
    z.object({
      state: SearchStateSchema,
      basePath: z.string(),
      vocabulary: z.record(z.string(), z.unknown()),
      total: z.number().int(),
      hits: z.array(CarSchema),
      facets: z.record(z.string(), z.record(z.string(), z.number())),
      stats: z.record(z.string(), z.object({ min: z.number(), max: z.number() })),
    }),
  ]),
});

/** Parses the edge's props (site + the first search the edge ran) and builds the page's view. */
export function searchProps(req: FragmentRequest): SearchPageProps | { status: number; props: SearchPageProps } {
  const { site, searchResults } = Input.parse(req.props);
  const searchSite: SearchSite = {
    locale: site.locale,
    vehicleBasePath: site.vehicle_base_path,
    pageSize: site.search_page_size,
    payments: site.features.payments,
    reserveComingSoon: site.reserve_coming_soon,
    specifications: site.specifications,
    sortOptions: sortOptions(site),
    defaultSort: site.default_sort,
    popularMakes: site.popular_makes,
    featuresFacet: site.features.valuation_data_search,
    promotionPosition: site.promotion_position,
    // Only cards live now reach the browser: an upcoming offer must not leak before its start date.
    promotions: site.promotions.filter((card) => isPromotionActive(card, new Date(req.now), site.timezone)),
    promotionShuffle: site.promotion_shuffle,
    timeZone: site.timezone,
  };
  const empty: SearchView = {
    total: 0,
    cards: [],
    facets: [],
    ranges: [],
    chips: [],
    clearHref: '/search',
    page: 1,
    pages: 1,
    prevHref: null,
    nextHref: null,
    promotion: null,
  };
  const dealerships = site.dealerships.map((d) => ({ slug: d.slug, name: d.name }));
  if ('notFound' in searchResults) {
    const client = { state: emptySearchState(), basePath: '/search', vocabulary: {}, dealerships };
    return {
      status: 404,
      props: {
        heading: 'Search',
        query: '',
        sortBy: site.default_sort,
        site: searchSite,
        view: empty,
        notFound: true,
        client,
      },
    };
  }
  const { state, basePath, vocabulary, ...results } = searchResults;
  return {
    heading: 'Search stock',
    query: state.query,
    sortBy: state.sortBy ?? site.default_sort,
    site: searchSite,
    view: searchView(state, basePath, vocabulary, results, searchSite, new Date(req.now)),
    notFound: false,
    client: { state, basePath, vocabulary: vocabulary as SearchVocabulary, dealerships },
  };
}
