import {
  FORM_QUERY_KEYS,
  formIdForPath,
  garageAvailable,
  type HeadTag,
  type InfoPage,
  isSearchUrlParam,
  locationFromPath,
  locationJsonLd,
  type NewsPost,
  PARTS_SEARCH_KEYS,
  PARTS_SEARCH_PATH,
  type RemoteComponentName,
  type RemoteName,
  type SiteConfig,
  siteOffersForm,
} from '@forecourt/contracts';
import { type CarPageData, carPageHead } from '../cars/page-loader.js';
import type { FragmentPlan } from '../compose/fragment-plan.js';
import type { NewsIndex } from '../pages/news.js';
import { searchPageHead } from '../search/page-head.js';
import { searchPageStatus } from '../search/page-loader.js';
import type { LoaderName } from './loaders.js';
import { type QueryReads, READS_NOTHING, readsKeys } from './page-query.js';

/**
 * THE page plan: every SPEC §2 route and the fragments that compose it, in document order.
 *
 * Pattern tokens: `{vehicles}` is the site's vehicle base path (/cars, /motorcycles, /campers),
 * `{garage}` its garage path, `:name` one path segment, `*` the rest of the path.
 * A route whose routed remote version no slot runs is served the default version, else degrades to
 * fallback markup with a 200 (compose/remote-routing.ts) — never a 404. A component name is typed by
 * its remote's list (contracts REMOTE_COMPONENTS, which each remote's definition must match): a
 * misspelt one fails `pnpm typecheck`.
 */
export type PagePlan = {
  name: string;
  pattern: string;
  title: string | ((site: SiteConfig, params: Record<string, string>) => string);
  fragments: FragmentPlan<LoaderName>[];
  /** Only on sites (and requests: path + query) where this returns true (e.g. /pre-owned on the brand template). */
  when?: (site: SiteConfig, path: string, query: URLSearchParams) => boolean;
  /** Head computed from the loaded data before the head is written (title, description, extra tags). */
  head?: (data: Record<string, unknown>, site: SiteConfig, url: URL) => PageHead | null;
  /** HTTP status from the loaded data (default 200), e.g. 404 for an unknown car with similar stock. */
  status?: (data: Record<string, unknown>) => number;
  /** Never cached: the page shows live state (checkout: a car's availability changes with each payment). */
  noStore?: boolean;
  /** The page loads the site's payment library (checkout): its CSP admits the payment provider's origins. */
  payments?: boolean;
  /**
   * The query parameters the page reads (its loaders, its `when`/`head`, and its remote's props from
   * route.query). The page is rendered and cached with only these (routes/page-query.ts): anything
   * else a request carries never reaches the render or the cache key.
   */
  query: QueryReads;
};

/** What a page plan's `head` hook adds to the document head. */
export type PageHead = {
  title: string;
  description?: string;
  tags?: HeadTag[];
  /** The page's canonical URL when the request's own (tracking parameters dropped) is not it (search pages). */
  canonical?: string;
};

const page = <R extends RemoteName>(
  name: string,
  pattern: string,
  remote: R,
  component: RemoteComponentName<R>,
  title: PagePlan['title'],
  opts: {
    load?: LoaderName[];
    when?: PagePlan['when'];
    head?: PagePlan['head'];
    status?: PagePlan['status'];
    noStore?: boolean;
    payments?: boolean;
    query?: QueryReads;
  } = {},
): PagePlan => ({
  name,
  pattern,
  title,
  query: opts.query ?? READS_NOTHING,
  ...(opts.when ? { when: opts.when } : {}),
  ...(opts.head ? { head: opts.head } : {}),
  ...(opts.status ? { status: opts.status } : {}),
  ...(opts.noStore ? { noStore: true } : {}),
  ...(opts.payments ? { payments: true } : {}),
  fragments: [
    {
      id: `${remote}-${name}`,
      remote,
      component,
      ...(opts.load ? { load: opts.load } : {}),
    } as FragmentPlan<LoaderName>,
  ],
});

/**
 * A form page: only on sites that offer the form the request shows (site config lead_forms; /success
 * always). The form is picked from the path and query by the forms remote's own rule (contracts
 * formIdForPath): /contact?car_id= is the vehicle enquiry, not the contact form.
 */
const offersRequestedForm = (site: SiteConfig, path: string, query: URLSearchParams) => {
  const id = formIdForPath(path, Object.fromEntries(query));
  return id === null || siteOffersForm(site, id);
};
/** A form page's query: its prefill (contracts FORM_QUERY_KEYS: the forms remote's Query, the success page's category). */
const FORM_QUERY = readsKeys(FORM_QUERY_KEYS);
const forms = (name: string, pattern: string, title: string, also?: PagePlan['when']) =>
  page(name, pattern, 'forms', 'FormPage', title, {
    load: ['captcha', 'formQuery', 'carClarity'],
    query: FORM_QUERY,
    when: also
      ? (site, path, query) => offersRequestedForm(site, path, query) && also(site, path, query)
      : offersRequestedForm,
  });
/** /contact-us/{location} and /our-locations/{...} exist only for the site's own (visible) locations. */
const knownLocation: PagePlan['when'] = (site, path) => locationFromPath(site.locations, path) !== null;
const NOINDEX: HeadTag = { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } };
const garagePage = (name: string, pattern: string, title: string) =>
  page(name, pattern, 'garage', 'GaragePage', title, {
    when: (site) => garageAvailable(site),
    head: () => ({ title, tags: [NOINDEX] }),
  });
/** An information page written by the site (D1 info_pages; legal pages fall back to the platform's text). */
const infoPage = (name: string, pattern: string, title: string) =>
  page(name, pattern, 'content', 'InfoPage', title, {
    load: ['infoPage'],
    head: (data) => {
      const info = data.infoPage as InfoPage | undefined;
      return info ? { title: info.title, description: info.summary } : null;
    },
  });

/** Checkout pages (issue 12): the car with its reserve eligibility and the site's captcha (a hold needs it); personal, so never indexed. */
const CHECKOUT = {
  noStore: true,
  payments: true,
  load: ['checkoutCar', 'captcha'] as LoaderName[],
  // /checkout-journey?car_id= (the checkoutCar loader); a provider's return or a confirmed reservation
  // (the checkout remote's `returning`: the hold decides the page)
  query: readsKeys(['car_id', 'payment_intent', 'sessionId', 'reservation']),
  head: (data: Record<string, unknown>) => {
    const car = (data.checkoutCar as { car?: { name?: string } } | undefined)?.car;
    return { title: car?.name ? `Reserve ${car.name}` : 'Reserve', tags: [NOINDEX] };
  },
};

const NEAREST = { load: ['nearestOrigin'] as LoaderName[], query: readsKeys(['postcode']) };

export const PAGE_PLANS: readonly PagePlan[] = [
  page('home', '/', 'content', 'HomePage', '', { load: ['latestReviews', 'liveStock'] }),
  // ?postcode= sorts the locations nearest first (SPEC §9 distance search; the nearestOrigin loader).
  page('dealerships', '/dealerships', 'content', 'DealershipsPage', 'Our Dealerships', NEAREST),
  page('dealerships-all', '/dealerships/all', 'content', 'DealershipsPage', 'All Dealerships', NEAREST),

  // search
  page('search', '/search', 'search', 'SearchPage', 'Search', {
    load: ['searchResults'],
    query: isSearchUrlParam,
    status: searchPageStatus,
    head: searchPageHead,
  }),
  page('search-path', '/search/*', 'search', 'SearchPage', 'Search', {
    load: ['searchResults'],
    query: isSearchUrlParam,
    status: searchPageStatus,
    head: searchPageHead,
  }),
  page('rental-search', '/find/rental-cars', 'search', 'SearchPage', 'Rental Cars', {
    load: ['searchResults'],
    query: isSearchUrlParam,
    status: searchPageStatus,
    head: searchPageHead,
  }),
  page('pre-owned', '/pre-owned', 'search', 'SearchPage', 'Pre-owned', {
    load: ['searchResults'],
    query: isSearchUrlParam,
    status: searchPageStatus,
    head: searchPageHead,
    when: (s) => s.pre_owned_path,
  }),

  // forms that live under the vehicle base path must come before {vehicles}/:slug
  forms('car-trade-in', '{vehicles}/trade-in', 'Trade-in'),
  page('vehicle-listing', '{vehicles}', 'search', 'SearchPage', 'Vehicles for sale', {
    load: ['searchResults'],
    query: isSearchUrlParam,
    status: searchPageStatus,
    head: searchPageHead,
  }),
  page('checkout', '{vehicles}/:slug/checkout', 'checkout', 'CheckoutPage', 'Reserve', CHECKOUT),
  page('buy-online', '{vehicles}/:slug/buy-online', 'checkout', 'CheckoutPage', 'Buy Online', CHECKOUT),
  page('car', '{vehicles}/:slug', 'car-detail', 'CarPage', 'Vehicle', {
    load: ['carPage'],
    head: (data, site, url) => carPageHead(data.carPage as CarPageData | undefined, site, url),
    status: (data) => ((data.carPage as CarPageData | undefined)?.found === false ? 404 : 200),
  }),
  page('checkout-journey', '/checkout-journey', 'checkout', 'CheckoutJourneyPage', 'Checkout', CHECKOUT),

  // forms
  forms('finance', '/finance', 'Finance'),
  forms('finance-enquiry', '/finance-enquiry', 'Finance Enquiry'),
  forms('apply-for-finance', '/apply-for-finance', 'Apply for Finance'),
  // SPEC §2: where the feature is off the path redirects to /finance (routes/redirects.ts) before matching.
  forms(
    'finance-pre-approval',
    '/finance-pre-approval',
    'Finance Pre-Approval',
    (site) => site.features.finance_pre_approval,
  ),
  // The thank-you page after a lead is not a page to be found: noindex (the page plan owns every head).
  {
    ...forms('success', '/success', 'Thank you'),
    head: () => ({ title: 'Thank you', tags: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }] }),
  },
  forms('book-test-drive', '/book-test-drive', 'Book a Test Drive'),
  forms('service', '/service', 'Book a Service'),
  forms('book-a-service', '/pages/book-a-service', 'Book a Service'),
  // where the site does not use a pages path, /pages/book-a-service redirects here (SPEC §2 links)
  forms('book-a-service-short', '/book-a-service', 'Book a Service'),
  forms('trade-in', '/trade-in', 'Trade-in'),
  forms('valuations', '/valuations', 'Value My Car'),
  // SPEC §1/§3: the sell-my-car enquiry (no route in SPEC §2's table; ours)
  forms('sell-my-car', '/sell-my-car', 'Sell My Car'),
  forms('parts', '/vehicle-parts-and-accessories', 'Parts and Accessories'),
  // SPEC §2 /parts/search: a search of the parts index (content remote), then the parts enquiry form.
  {
    ...forms('parts-search', PARTS_SEARCH_PATH, 'Parts Search'),
    query: readsKeys([...FORM_QUERY_KEYS, ...PARTS_SEARCH_KEYS]),
    head: (_data, site) => ({
      title: 'Parts Search',
      description: `Search ${site.name}'s parts and accessories, then ask our parts team.`,
    }),
    fragments: [
      { id: 'content-parts-search', remote: 'content', component: 'PartsSearchPage', load: ['partsSearch'] },
      ...forms('parts-search', PARTS_SEARCH_PATH, 'Parts Search').fragments,
    ],
  },
  forms('contact', '/contact', 'Contact Us'),
  forms('contact-location', '/contact-us/:location', 'Contact Us', knownLocation),
  forms('work-experience', '/work-experience', 'Work Experience'),
  forms('careers', '/careers', 'Careers'),
  // The open roles, each applied for through the careers form (so only where the site offers it).
  page('current-positions', '/current-positions', 'content', 'CareersPage', 'Current Positions', {
    load: ['openPositions'],
    when: (site) => siteOffersForm(site, 'careers'),
    head: (_data, site) => ({
      title: 'Current Positions',
      description: `Jobs at ${site.name}: the roles open now, and how to apply.`,
    }),
  }),
  forms('fleet', '/fleet', 'Fleet'),

  // informational content
  // The offers page reads ?car_type= (content remote offers-props).
  page('special-offers', '/special-offers', 'content', 'OffersPage', 'Special Offers', {
    query: readsKeys(['car_type']),
    load: ['specialOffers'],
  }),
  page('buying-online', '/buying-online', 'checkout', 'BuyingOnlinePage', 'Buying Online', {
    head: (_data, site) => ({
      title: 'Buying Online',
      description: `How buying online works at ${site.name}: reserve with a card deposit, then finish in store.`,
    }),
  }),
  infoPage('aftermarket', '/aftermarket', 'Car Care'),
  infoPage('why-service', '/why-service-with-us', 'Why Service With Us'),
  page('explore-brands', '/explore-more-brands', 'content', 'BrandsPage', 'Explore More Brands', {
    when: (site) => site.dealership_websites.length > 0,
  }),
  infoPage('dealership-network', '/nsw-dealership-network', 'NSW Dealership Network'),
  infoPage('about-us', '/about-us', 'About Us'),
  page('our-locations', '/our-locations/*', 'content', 'LocationPage', 'Our Locations', {
    load: ['locationReviews'],
    when: knownLocation,
    head: (_data, site, url) => {
      const location = locationFromPath(site.locations, url.pathname);
      if (!location) return null;
      const canonical = new URL(url.pathname, site.url).toString();
      return {
        title: location.name,
        description: `${location.name}: ${location.address.full}. Opening hours, holiday hours, directions and reviews.`,
        tags: [{ tag: 'script:ld+json', json: locationJsonLd(location, canonical) }],
      };
    },
  }),
  infoPage('terms', '/terms-and-conditions', 'Terms and Conditions'),
  infoPage('privacy', '/privacy-policy', 'Privacy Policy'),

  // news (sites with a blog; /blog links reach it through the site's link rewrites)
  page('news', '/news', 'content', 'NewsPage', 'News', {
    load: ['newsIndex'],
    query: readsKeys(['page']),
    when: (site) => site.blogs,
    head: (data, site) => {
      const index = data.newsIndex as NewsIndex | undefined;
      const suffix = index && index.page > 1 ? ` (page ${index.page})` : '';
      return { title: `News${suffix}`, description: `The latest news from ${site.name}.` };
    },
  }),
  page('news-post', '/news/:slug', 'content', 'NewsPostPage', 'News', {
    load: ['newsPost'],
    when: (site) => site.blogs,
    head: (data) => {
      const post = data.newsPost as NewsPost | undefined;
      return post ? { title: post.title, description: post.summary } : null;
    },
  }),

  // garage
  // The visitor's own list (kept in the browser): nothing for a search engine.
  page('favourites', '/favourites', 'garage', 'FavouritesPage', 'Favourites', {
    head: () => ({ title: 'Favourites', tags: [NOINDEX] }),
  }),
  // The signed-in garage (SPEC §6), only where the site offers it; the shopper's own: noindex.
  garagePage('my-garage', '/my-garage', 'My Garage'),
  garagePage('garage', '{garage}', 'My Garage'),
  garagePage('garage-saved', '{garage}/saved', 'Saved Cars'),
];
