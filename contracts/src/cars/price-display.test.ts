import { describe, expect, it } from 'vitest';
import { belowMarketAmount, priceDisplay } from './price-display.js';

// SPEC §5: "Price is shown only if greater than 10; otherwise the no-price text (default 'Enquire for
// price.') or PREORDER."
describe('priceDisplay', () => {
  it.each([
    [11, false, { kind: 'price', text: '$11', amount: 11 }],
    [10.5, false, { kind: 'price', text: '$11', amount: 10.5 }],
    [10, false, { kind: 'no_price', text: 'Enquire for price.' }],
    [9, false, { kind: 'no_price', text: 'Enquire for price.' }],
    [0, true, { kind: 'preorder', text: 'PREORDER' }],
    [10, true, { kind: 'preorder', text: 'PREORDER' }],
    [45990, true, { kind: 'price', text: '$45,990', amount: 45990 }],
  ])('price %s preorder %s', (price, preorder, expected) =>
    expect(priceDisplay({ price, preorder })).toEqual(expected),
  );
  it('uses the site no-price text and currency', () => {
    expect(priceDisplay({ price: 0, preorder: false }, { noPriceText: 'Call us' }).text).toBe('Call us');
    expect(priceDisplay({ price: 1000, preorder: false }, { currency: 'USD' }).text).toBe('$1,000');
  });
});

// SPEC §5: "A below-market badge shows when price is more than 499 below the market average."
describe('belowMarketAmount', () => {
  const ag = (average: number | null, state: number | null = null) => ({
    average_market_price: average,
    state_average_market_price: state,
  });
  it.each([
    [30000, ag(30500), 500],
    [30001, ag(30500), null],
    [30002, ag(30500), null],
    [29000, ag(30500), 1500],
    [29000, ag(null, 30000), 1000],
    [29000, ag(null, null), null],
    [5, ag(30500), null],
  ])('price %i vs %j -> %s', (price, autograb_data, expected) => {
    expect(belowMarketAmount({ price, autograb_data })).toBe(expected);
  });
  it('needs autograb data', () => expect(belowMarketAmount({ price: 1000, autograb_data: null })).toBeNull());
});
