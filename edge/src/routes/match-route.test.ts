import { SiteConfigSchema } from '@forecourt/contracts';
import { makeLocationInput } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../test-fixtures.js';
import { matchPattern, matchRoute } from './match-route.js';
import { PAGE_PLANS } from './page-plan.js';

const site = (over: Record<string, unknown> = {}) => SiteConfigSchema.parse({ ...siteFixture, ...over });
const route = (path: string, over: Record<string, unknown> = {}) => matchRoute(site(over), path);
/** A site with a Parramatta location and a dealership website (the location and brands pages need them). */
const WITH_LOCATION_AND_BRANDS = {
  locations: [makeLocationInput(1, 'Parramatta', 'sales', true)],
  dealership_websites: [
    {
      name: 'Fixture Kia',
      make: 'Kia',
      url: 'https://kia.example',
      logo: null,
      dealership_ids: [1],
      slug: 'kia',
      location_ids: [1],
    },
  ],
};

describe('page plan: every SPEC §2 route maps to fragments', () => {
  it.each([
    ['/', 'home', 'content'],
    ['/dealerships', 'dealerships', 'content'],
    ['/dealerships/all', 'dealerships-all', 'content'],
    ['/search', 'search', 'search'],
    ['/search/used-cars', 'search-path', 'search'],
    ['/find/rental-cars', 'rental-search', 'search'],
    ['/cars', 'vehicle-listing', 'search'],
    ['/cars/2021-toyota-rav4-gx-ab123', 'car', 'car-detail'],
    ['/cars/2021-toyota-rav4-gx-ab123/checkout', 'checkout', 'checkout'],
    ['/cars/2021-toyota-rav4-gx-ab123/buy-online', 'buy-online', 'checkout'],
    ['/checkout-journey', 'checkout-journey', 'checkout'],
    ['/cars/trade-in', 'car-trade-in', 'forms'],
    ['/finance', 'finance', 'forms'],
    ['/finance-enquiry', 'finance-enquiry', 'forms'],
    ['/apply-for-finance', 'apply-for-finance', 'forms'],
    ['/success', 'success', 'forms'],
    ['/book-test-drive', 'book-test-drive', 'forms'],
    ['/service', 'service', 'forms'],
    ['/pages/book-a-service', 'book-a-service', 'forms'],
    ['/trade-in', 'trade-in', 'forms'],
    ['/valuations', 'valuations', 'forms'],
    ['/special-offers', 'special-offers', 'content'],
    ['/buying-online', 'buying-online', 'checkout'],
    ['/vehicle-parts-and-accessories', 'parts', 'forms'],
    ['/parts/search', 'parts-search', 'content'], // the parts search, then the parts form,
    ['/aftermarket', 'aftermarket', 'content'],
    ['/why-service-with-us', 'why-service', 'content'],
    ['/explore-more-brands', 'explore-brands', 'content'],
    ['/nsw-dealership-network', 'dealership-network', 'content'],
    ['/about-us', 'about-us', 'content'],
    ['/contact', 'contact', 'forms'],
    ['/contact-us/parramatta', 'contact-location', 'forms'],
    ['/our-locations/nsw/parramatta', 'our-locations', 'content'],
    ['/work-experience', 'work-experience', 'forms'],
    ['/careers', 'careers', 'forms'],
    ['/current-positions', 'current-positions', 'content'],
    ['/fleet', 'fleet', 'forms'],
    ['/terms-and-conditions', 'terms', 'content'],
    ['/privacy-policy', 'privacy', 'content'],
    ['/favourites', 'favourites', 'garage'],
  ])('%s → %s (%s)', (path, name, remote) => {
    const m = route(path, WITH_LOCATION_AND_BRANDS);
    expect(m?.plan.name).toBe(name);
    expect(m?.plan.fragments[0]?.remote).toBe(remote);
  });

  it('the vehicle base path comes from configuration (/motorcycles, /campers)', () => {
    expect(route('/motorcycles/2022-ducati-monster-x1', { vehicle_base_path: '/motorcycles' })?.params).toEqual({
      slug: '2022-ducati-monster-x1',
    });
    expect(route('/campers', { vehicle_base_path: '/campers' })?.plan.name).toBe('vehicle-listing');
    expect(route('/cars/abc', { vehicle_base_path: '/motorcycles' })).toBeNull();
  });

  it('the garage, only where the site offers it: /my-garage and the per-dealer path with its /saved suffix', () => {
    const garage = { garage_enabled: true, authentication: true };
    expect(route('/my-garage', garage)?.plan.name).toBe('my-garage');
    expect(route('/myharbourside', { ...garage, garage_path: '/myharbourside' })?.plan.name).toBe('garage');
    expect(route('/myharbourside/saved', { ...garage, garage_path: '/myharbourside' })?.plan.name).toBe('garage-saved');
    // garage_enabled without authentication (or neither): no garage pages.
    expect(route('/my-garage', { garage_enabled: true })).toBeNull();
    expect(route('/myharbourside', { garage_path: '/myharbourside' })).toBeNull();
  });

  it('/pre-owned exists only where the site has it', () => {
    expect(route('/pre-owned', { pre_owned_path: true })?.plan.name).toBe('pre-owned');
    expect(route('/pre-owned')).toBeNull();
  });

  it('a location page or contact page exists only for a visible location of the site (else 404)', () => {
    expect(route('/our-locations/parramatta', WITH_LOCATION_AND_BRANDS)?.plan.name).toBe('our-locations');
    expect(route('/our-locations/no-such-place', WITH_LOCATION_AND_BRANDS)).toBeNull();
    expect(route('/contact-us/no-such-place', WITH_LOCATION_AND_BRANDS)).toBeNull();
    expect(route('/explore-more-brands')).toBeNull(); // no dealership websites
  });

  it('unknown paths match nothing', () => {
    expect(route('/no-such-page')).toBeNull();
    expect(route('/cars/a/b/c')).toBeNull();
  });

  it('fragment ids are unique and usable as element ids', () => {
    const ids = PAGE_PLANS.flatMap((p) => p.fragments.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('matchPattern', () => {
  it('decodes params, ignores trailing slashes and refuses bad escapes', () => {
    expect(matchPattern('/contact-us/:location', '/contact-us/st%20leonards/')).toEqual({ location: 'st leonards' });
    expect(matchPattern('/contact-us/:location', '/contact-us/%E0%A4%A')).toBeNull();
    expect(matchPattern('/our-locations/*', '/our-locations')).toBeNull();
    expect(matchPattern('/our-locations/*', '/our-locations/a/b')).toEqual({ '*': 'a/b' });
  });
});

describe('form pages: only where the site offers the form the request shows (path + query)', () => {
  const forms = (site().lead_forms as string[]).filter((f) => f !== 'vehicle-enquiry');
  const narrow = site({ lead_forms: forms });
  it('/contact?car_id= is the vehicle enquiry: absent where the site does not offer it; /contact stays', () => {
    expect(matchRoute(narrow, '/contact', new URLSearchParams('car_id=7'))).toBeNull();
    expect(matchRoute(narrow, '/contact')?.plan.name).toBe('contact');
    expect(matchRoute(site(), '/contact', new URLSearchParams('car_id=7'))?.plan.name).toBe('contact');
  });
});
