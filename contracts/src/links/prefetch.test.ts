import { expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch.js';

// SPEC §2: "Prefetch is disabled for test-drive, special-offers, finance, assured, models, checkout and
// buy-online paths."
it.each([
  ['/book-test-drive', false],
  ['/special-offers', false],
  ['/finance-enquiry', false],
  ['/apply-for-finance', false],
  ['/assured', false],
  ['/models/corolla', false],
  ['/cars/abc/checkout', false],
  ['/checkout-journey?car_id=1', false],
  ['/cars/abc/buy-online', false],
  ['/search/used-cars', true],
  ['/about-us?ref=finance', true],
  ['/Cars/abc/CHECKOUT', false],
])('%s -> %s', (path, expected) => expect(shouldPrefetch(path)).toBe(expected));
