import { expect, it } from 'vitest';
import { adTrackingPayload } from './ad-payload.js';

// SPEC §3: "Ad tracking payload: content_ids, contents (id, quantity), currency AUD, value, content_type
// product, content_name, search_string."
it('builds the pixel payload', () => {
  expect(adTrackingPayload({ id: 42, name: 'Corolla', price: 25990 })).toEqual({
    content_ids: ['42'],
    contents: [{ id: '42', quantity: 1 }],
    currency: 'AUD',
    value: 25990,
    content_type: 'product',
    content_name: 'Corolla',
  });
  expect(adTrackingPayload({ id: 'a', name: 'X', price: 1 }, { currency: 'USD', searchString: 'suv' })).toMatchObject({
    currency: 'USD',
    search_string: 'suv',
  });
});
