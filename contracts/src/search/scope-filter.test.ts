import { describe, expect, it } from 'vitest';
import { emptySearchState } from './filter-keys.js';
import {
  availabilityFilter,
  meiliString,
  refinementFilters,
  SCOPE_CLOCK_STEP_MS,
  scopeInstant,
  siteScopeFilter,
} from './scope-filter.js';

const now = new Date('2026-06-01T00:00:00Z');
const nowS = now.getTime() / 1000;

// SPEC §4: "Search includes status in_stock or coming_soon, or sold within that window, and requires
// show_on_dealer_website=true." (default 3 days, i.e. 259200 s; include_sold_cars_days overrides)
describe('availabilityFilter', () => {
  it('uses the 259200 s window by default', () => {
    expect(availabilityFilter(now, null)).toBe(
      `(status IN ["in_stock", "coming_soon"] OR (status = "sold" AND sold_date_timestamp >= ${nowS - 259200})) AND show_on_dealer_website = true`,
    );
  });
  it('takes include_sold_cars_days', () => {
    expect(availabilityFilter(now, 10)).toContain(`sold_date_timestamp >= ${nowS - 864000}`);
  });
  // The results caches are keyed by the scope: within one minute the scope is one string.
  it('counts the window from the start of the minute (one scope string per minute)', () => {
    const later = new Date(now.getTime() + 59_999);
    expect(availabilityFilter(later, null)).toBe(availabilityFilter(now, null));
    expect(availabilityFilter(new Date(now.getTime() + 60_000), null)).toContain(
      `sold_date_timestamp >= ${nowS + 60 - 259200}`,
    );
    expect(scopeInstant(later)).toEqual(now);
    expect(SCOPE_CLOCK_STEP_MS).toBe(60_000);
  });
});

describe('siteScopeFilter', () => {
  it('combines availability, the site search_filters and car types', () => {
    const f = siteScopeFilter(
      { include_sold_cars_days: null, search_filters: ' make != "Kia" ', car_types: ['used', 'demo'] },
      now,
    );
    expect(f).toBe(`${availabilityFilter(now, null)} AND (make != "Kia") AND car_type IN ["used", "demo"]`);
  });
  it('is just availability without site filters', () => {
    expect(siteScopeFilter({ include_sold_cars_days: 5, search_filters: '', car_types: [] }, now)).toBe(
      availabilityFilter(now, 5),
    );
  });
});

describe('refinementFilters', () => {
  it('turns lists and ranges into clauses', () => {
    const state = {
      ...emptySearchState(),
      filters: { make: ['Toyota', 'Land "Rover"'], fuel: ['Hybrid'] },
      ranges: { price: '10000:20000', year: '2015:', km: ':50000' },
    };
    expect(refinementFilters(state)).toEqual([
      'make IN ["Toyota", "Land \\"Rover\\""]',
      'simple_fuel IN ["Hybrid"]',
      'price >= 10000 AND price <= 20000',
      'km <= 50000',
      'year >= 2015',
    ]);
    expect(refinementFilters(state, { except: 'make', attributes: {} })).toEqual([
      'fuel IN ["Hybrid"]',
      'price >= 10000 AND price <= 20000',
      'km <= 50000',
      'year >= 2015',
    ]);
    expect(refinementFilters({ filters: {}, ranges: { price: 'bad' } })).toEqual([]);
    expect(refinementFilters({ filters: {}, ranges: { price: '1:2' } }, { except: 'price' })).toEqual([]);
  });
  it('escapes backslashes and quotes', () => expect(meiliString('a\\b"c')).toBe('"a\\\\b\\"c"'));
});
