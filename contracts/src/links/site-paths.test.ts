import { describe, expect, it } from 'vitest';
import { financePath, garagePaths, isPathHidden } from './site-paths.js';

// SPEC §2: "/my-garage (tab=saved-cars) Garage. Per-dealer garage paths /mybigboxcars, /mymotorama,
// /myblinkr, /myservco with a /saved suffix."
describe('garagePaths', () => {
  it.each([
    ['/my-garage', { garage: '/my-garage', saved: '/my-garage?tab=saved-cars' }],
    ['/myharbourside', { garage: '/myharbourside', saved: '/myharbourside/saved' }],
  ])('%s', (path, expected) => expect(garagePaths(path)).toEqual(expected));
});

// SPEC §2: "/finance ... Query: preferredDealership, vehiclePriceBudget, car_id, car_type, vin. Anchor #finance-form."
describe('financePath', () => {
  it('adds the query and anchor', () => {
    expect(financePath('/finance', { car_id: 42, car_type: 'used', vin: '', preferredDealership: null })).toBe(
      '/finance?car_id=42&car_type=used#finance-form',
    );
    expect(financePath('/apply-for-finance')).toBe('/apply-for-finance#finance-form');
    expect(financePath('/finance', { vehiclePriceBudget: '20000 - 30000' })).toBe(
      '/finance?vehiclePriceBudget=20000%20-%2030000#finance-form',
    );
  });
});

// SPEC §2: "Chat widgets are hidden on /cars, /our-locations/ and /checkout-journey pages for some dealers"
describe('isPathHidden', () => {
  it.each([
    ['/cars/abc', ['/cars', '/our-locations/'], true],
    ['/our-locations/sydney', ['/our-locations/'], true],
    ['/search', ['/cars'], false],
    ['/cars', [], false],
    ['/cars', [''], false],
  ])('%s in %j -> %s', (path, prefixes, expected) => expect(isPathHidden(path, prefixes)).toBe(expected));
});
