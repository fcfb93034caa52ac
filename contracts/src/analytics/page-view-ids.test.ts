import { describe, expect, it } from 'vitest';
import { analyticsEventKind } from '../constants/event-kinds.js';
import { formIdForPath } from '../forms/definitions/registry.js';
import { fragmentComponent, PAGE_VIEW_IDS, pageViewEventId } from './page-view-ids.js';

describe('pageViewEventId (SPEC §9 page views 1-13, our mapping)', () => {
  it.each([
    ['HomePage', '/', 1],
    ['SearchPage', '/search/used-cars', 2],
    ['SearchPage', '/cars', 2],
    ['CarPage', '/motorcycles/mt-07-1', 3],
    ['FormPage', '/contact', 4],
    ['FormPage', '/book-test-drive', 4],
    ['FormPage', '/cars/trade-in', 4],
    ['FormPage', '/valuations/', 4],
    ['FormPage', '/finance', 5],
    ['FormPage', '/apply-for-finance/', 5],
    ['FormPage', '/finance-enquiry', 5],
    ['FormPage', '/success', 6],
    ['CheckoutPage', '/cars/x/checkout', 7],
    ['CheckoutJourneyPage', '/checkout-journey', 7],
    ['DealershipsPage', '/dealerships', 8],
    ['LocationPage', '/our-locations/manly', 8],
    ['OffersPage', '/special-offers', 9],
    ['NewsPage', '/news', 10],
    ['NewsPostPage', '/news/a', 10],
    ['FormPage', '/careers', 11],
    ['FormPage', '/work-experience', 11],
    ['CareersPage', '/current-positions', 11],
    ['FavouritesPage', '/favourites', 12],
    ['GaragePage', '/mymotorama/saved', 12],
    ['InfoPage', '/about-us', 13],
    ['BuyingOnlinePage', '/buying-online', 13],
    [null, '/nope', 13],
    ['constructor', '/', 13],
  ] as const)('%s %s -> %i', (component, path, id) => expect(pageViewEventId({ component, path })).toBe(id));

  it('every id is a page view of the analytics table (1-13), each used', () => {
    const ids = Object.values(PAGE_VIEW_IDS);
    expect(new Set(ids).size).toBe(13);
    for (const id of ids) expect(analyticsEventKind(id)).toBe('page_view');
  });

  it("agrees with the forms remote's own routes: finance form paths are 5, careers form paths 11", () => {
    for (const path of ['/finance', '/finance-enquiry', '/apply-for-finance', '/careers', '/work-experience']) {
      const form = formIdForPath(path, {});
      expect(pageViewEventId({ component: 'FormPage', path })).toBe(
        form === 'finance' ? PAGE_VIEW_IDS.FINANCE : PAGE_VIEW_IDS.CAREERS,
      );
    }
  });
});

describe('fragmentComponent', () => {
  it.each([
    ['car-detail/CarPage', 'CarPage'],
    ['forms/FormPage', 'FormPage'],
    ['CarPage', null],
    ['a/b/c', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (marker, component) => expect(fragmentComponent(marker)).toBe(component));
});
