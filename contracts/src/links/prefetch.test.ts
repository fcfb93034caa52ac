import { describe, expect, it } from 'vitest';
import { prefetchableLink, shouldPrefetch, speculationRules } from './prefetch.js';

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

describe('speculation rules and the fallback agree', () => {
  it('prefetches same-site pages on hover, never the SPEC §2 paths or APIs', () => {
    const rules = speculationRules();
    expect(rules.prefetch[0].eagerness).toBe('moderate');
    const excluded = JSON.stringify(rules.prefetch[0].where.and[1]);
    for (const segment of ['test-drive', 'special-offers', 'finance', 'assured', 'models', 'checkout', 'buy-online'])
      expect(excluded).toContain(`/*${segment}*`);
    expect(excluded).toContain('/api/*');
  });

  it.each([
    ['https://a.test/cars/2021-toyota-corolla-1', true],
    ['https://a.test/search/used', true],
    ['https://a.test/book-test-drive', false],
    ['https://a.test/cars/x/checkout', false],
    ['https://a.test/api/search', false],
    ['https://a.test/_shell/x.js', false],
    ['https://a.test/robots.txt', false],
    ['https://b.test/cars/x', false],
  ])('prefetchableLink(%s) is %s', (href, expected) => {
    expect(prefetchableLink(new URL(href), 'https://a.test')).toBe(expected);
  });
});
