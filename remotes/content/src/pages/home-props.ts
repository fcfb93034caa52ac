import {
  buildSearchUrl,
  CAR_TYPE_LABELS,
  emptySearchState,
  type FragmentRequest,
  ReviewSchema,
  reviewSummary,
  SiteConfigSchema,
  type StockSummary as Stock,
  StockSummarySchema,
  vehicleNoun,
  vocabularyFromStockSummary,
} from '@forecourt/contracts';
import * as z from 'zod';
import { type ReviewCard, reviewCards } from './review-cards.js';

export type FeaturedLink = { label: string; text: string; href: string };
export type StockProps = {
  count: number;
  carTypes: { label: string; count: number; href: string }[];
  makes: { name: string; count: number; href: string }[];
};

/** Hydration props of the home page (JSON, the same on server and client). */
export type HomePageProps = {
  siteName: string;
  tagline: string;
  vehicleNoun: string;
  stock: StockProps;
  links: { search: string; contact: string };
  featured: FeaturedLink[];
  reviews: { count: number; average_rating: string } | null;
  latestReviews: ReviewCard[];
  timeline: { decade: string; title: string; body: string }[];
};

const HomeInput = z.object({
  site: SiteConfigSchema.pick({
    name: true,
    logo: true,
    description: true,
    stock_summary: true,
    default_search_path: true,
    vehicle_base_path: true,
    standard_links: true,
    navigation: true,
    history_timeline: true,
    garage_enabled: true,
    dealerships: true,
  }),
  latestReviews: z.array(ReviewSchema).default([]),
  // The counts as search sees them (the edge's liveStock); absent or null → the stored summary.
  liveStock: StockSummarySchema.pick({ count: true, car_types: true, makes: true }).nullish(),
});

/** Builds the home page props from the edge's request (parsed with zod: RPC props are a boundary). */
export function homeProps(req: FragmentRequest): HomePageProps {
  const { site, latestReviews, liveStock } = HomeInput.parse(req.props);
  const summary = reviewSummary(site.dealerships);
  const search = site.default_search_path;
  // Counts agree with the search pages they link to; the stored summary still names every value.
  const stock: Pick<Stock, 'count' | 'car_types' | 'makes'> = liveStock ?? site.stock_summary;
  // SEO search paths from the rules library (/search/used, /search/toyota …).
  const vocabulary = vocabularyFromStockSummary(site.stock_summary);
  const searchFor = (key: 'car_type' | 'make', value: string) =>
    buildSearchUrl({ ...emptySearchState(), filters: { [key]: [value] } }, { basePath: '/search', vocabulary });
  const { plural: noun, singular } = vehicleNoun(site.vehicle_base_path);
  const hasButton = (url: string) => site.navigation.header_buttons.some((b) => b.url === url);
  const featured: FeaturedLink[] = [
    { label: `Find your next ${singular}`, text: `Search new, used and demo ${noun}.`, href: search },
    { label: 'Finance', text: 'Get pre-approved with a personalised rate.', href: site.standard_links.finance },
    {
      label: hasButton('/valuations') ? 'Value My Car' : 'Trade-in',
      text: 'An instant price for your current vehicle.',
      href: site.standard_links.trade_in,
    },
    { label: 'Book a Service', text: 'Keep your vehicle in top condition.', href: '/service' },
    { label: 'Our Dealerships', text: 'Addresses, phone numbers and opening hours.', href: '/dealerships' },
  ];
  return {
    siteName: site.name,
    tagline: site.description || `New, used and demo ${noun} from ${site.name}.`,
    vehicleNoun: noun,
    stock: {
      count: stock.count,
      carTypes: stock.car_types
        .filter((t) => t.count > 0)
        .map((t) => ({ label: CAR_TYPE_LABELS[t.name], count: t.count, href: searchFor('car_type', t.name) })),
      makes: [...stock.makes]
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, 12)
        .map((m) => ({ name: m.name, count: m.count, href: searchFor('make', m.name) })),
    },
    links: { search, contact: site.standard_links.contact },
    featured,
    reviews: summary.count > 0 ? summary : null,
    latestReviews: reviewCards(latestReviews),
    timeline: site.history_timeline,
  };
}
