import { describe, expect, it } from 'vitest';
import {
  carCheckoutPath,
  carEnquiryPath,
  carPath,
  carTestDrivePath,
  carTradeInPath,
  checkoutJourneyPath,
} from './car-paths.js';

// SPEC §2 routes: "/cars/{slug} Car detail. The base path is /motorcycles for a motorcycle dealer and
// /campers for a camper dealer." "/cars/{slug}/checkout or /cars/{slug}/buy-online"
describe('car paths', () => {
  it('builds detail, checkout, journey and trade-in paths', () => {
    expect(carPath('abc')).toBe('/cars/abc');
    expect(carPath('abc', '/motorcycles')).toBe('/motorcycles/abc');
    expect(carCheckoutPath('abc')).toBe('/cars/abc/checkout');
    expect(carCheckoutPath('abc', '/campers', 'buy-online')).toBe('/campers/abc/buy-online');
    expect(checkoutJourneyPath('a b')).toBe('/checkout-journey?car_id=a%20b');
    expect(carTradeInPath(42)).toBe('/cars/trade-in?car_id=42');
    expect(carTradeInPath(42, '/motorcycles')).toBe('/motorcycles/trade-in?car_id=42');
  });

  it('builds the enquiry (quick from a card) and test drive paths of a car', () => {
    expect(carEnquiryPath(42)).toBe('/contact?car_id=42');
    expect(carEnquiryPath(42, { quick: true })).toBe('/contact?car_id=42&enquiry=quick');
    expect(carTestDrivePath(42)).toBe('/book-test-drive?car_id=42');
  });
});
