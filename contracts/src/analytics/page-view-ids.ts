/**
 * SPEC §9: "1-13 page views" — SPEC numbers them without saying which page is which. Our choice (the
 * pages a dealer's reports split visits by; written down in docs/SPEC-COVERAGE.md):
 *
 * 1 home · 2 stock search and listings · 3 car detail · 4 enquiry forms (contact, vehicle enquiry, test
 * drive, service, parts, fleet, trade-in and Value My Car, sell my car) · 5 finance · 6 the thank-you page
 * after a lead · 7 checkout (reserve, buy online, checkout journey) · 8 locations and dealerships ·
 * 9 special offers · 10 news · 11 careers · 12 favourites and garage · 13 information and any other page
 * (about us, terms, privacy, car care, buying online, brands, not found).
 *
 * The page is known by the component of the page's fragment (the edge's page plan writes
 * `data-fragment="<remote>/<Component>"`), so a site's own vehicle or garage base path needs no rule;
 * the forms remote's one component is told apart by SPEC §2's form routes.
 */
export const PAGE_VIEW_IDS = {
  HOME: 1,
  SEARCH: 2,
  CAR: 3,
  ENQUIRY: 4,
  FINANCE: 5,
  SUCCESS: 6,
  CHECKOUT: 7,
  LOCATIONS: 8,
  SPECIAL_OFFERS: 9,
  NEWS: 10,
  CAREERS: 11,
  GARAGE: 12,
  OTHER: 13,
} as const;

export type PageViewId = (typeof PAGE_VIEW_IDS)[keyof typeof PAGE_VIEW_IDS];

const BY_COMPONENT: Readonly<Record<string, PageViewId>> = {
  HomePage: PAGE_VIEW_IDS.HOME,
  SearchPage: PAGE_VIEW_IDS.SEARCH,
  CarPage: PAGE_VIEW_IDS.CAR,
  CheckoutPage: PAGE_VIEW_IDS.CHECKOUT,
  CheckoutJourneyPage: PAGE_VIEW_IDS.CHECKOUT,
  DealershipsPage: PAGE_VIEW_IDS.LOCATIONS,
  LocationPage: PAGE_VIEW_IDS.LOCATIONS,
  OffersPage: PAGE_VIEW_IDS.SPECIAL_OFFERS,
  NewsPage: PAGE_VIEW_IDS.NEWS,
  NewsPostPage: PAGE_VIEW_IDS.NEWS,
  CareersPage: PAGE_VIEW_IDS.CAREERS,
  // /parts/search: the parts search above the parts enquiry form (a parts enquiry page, like the form's own)
  PartsSearchPage: PAGE_VIEW_IDS.ENQUIRY,
  FavouritesPage: PAGE_VIEW_IDS.GARAGE,
  GaragePage: PAGE_VIEW_IDS.GARAGE,
};

/** SPEC §2 form routes of the forms remote that are not enquiries (the rest of its routes are). */
const FORM_PAGE_PATHS: readonly [RegExp, PageViewId][] = [
  [/^\/(finance|finance-enquiry|apply-for-finance|finance-pre-approval)$/, PAGE_VIEW_IDS.FINANCE],
  [/^\/success$/, PAGE_VIEW_IDS.SUCCESS],
  [/^\/(careers|work-experience)$/, PAGE_VIEW_IDS.CAREERS],
];

/**
 * The SPEC §9 page view id (1-13) of a page: by its fragment's component, and for the forms remote's
 * FormPage by its path. A page without a fragment (the not-found page) or of an unlisted component is 13.
 *
 * @example
 * pageViewEventId({ component: 'CarPage', path: '/motorcycles/mt-07-1' }); // 3
 * pageViewEventId({ component: 'FormPage', path: '/apply-for-finance' }); // 5
 * pageViewEventId({ component: null, path: '/nope' }); // 13
 */
export function pageViewEventId(page: { component: string | null; path: string }): PageViewId {
  if (page.component === 'FormPage') {
    const path = page.path.replace(/\/+$/, '') || '/';
    return FORM_PAGE_PATHS.find(([re]) => re.test(path))?.[1] ?? PAGE_VIEW_IDS.ENQUIRY;
  }
  const known = page.component !== null && Object.hasOwn(BY_COMPONENT, page.component);
  return known ? (BY_COMPONENT[page.component as string] as PageViewId) : PAGE_VIEW_IDS.OTHER;
}

/**
 * The component named by a fragment marker `data-fragment="<remote>/<Component>"`, or null.
 *
 * @example
 * fragmentComponent('car-detail/CarPage'); // 'CarPage'
 */
export function fragmentComponent(marker: string | null | undefined): string | null {
  const match = /^[a-z0-9-]+\/([A-Za-z0-9]+)$/.exec(marker ?? '');
  return match?.[1] ?? null;
}
