import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints.js';
import { DASHBOARD_CACHE_SECONDS, FILTER_LIMITS, SOLD_CARS_WINDOW_SECONDS } from './limits.js';
import { ENQUIRY_TYPES, HEAR_ABOUT_US_OPTIONS, isFinanceManufacturer } from './options.js';

describe('SPEC §9 constants', () => {
  it('"Finance flagged for manufacturer ids 8, 9 and 27."', () => {
    expect([7, 8, 9, 27, 28].map(isFinanceManufacturer)).toEqual([false, true, true, true, false]);
    expect(isFinanceManufacturer(null)).toBe(false);
    expect(isFinanceManufacturer(undefined)).toBe(false);
  });
  it('"sold cars included 3 days" = 259200 s; "dashboard cache 7 days" = 604800 s', () => {
    expect(SOLD_CARS_WINDOW_SECONDS).toBe(259200);
    expect(DASHBOARD_CACHE_SECONDS).toBe(604800);
  });
  it('"filter limits city 20, dealership 40, make_model 30"', () => {
    expect(FILTER_LIMITS).toEqual({ city: 20, location_name: 40, make_model: 30 });
  });
  it('"Style breakpoints: xs 400px, sm 576px, md 768px, lg 992px, xl 1200px, xxl 1400px."', () => {
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });
  it("lists 'Where did you hear about us?' options and enquiry types", () => {
    expect(HEAR_ABOUT_US_OPTIONS).toHaveLength(8);
    expect(ENQUIRY_TYPES).toContain('Sell My Car Enquiry');
  });
});
