import { describe, expect, it } from 'vitest';
import { watchedCarAvailable, watchNotice } from './watch-notice.js';

describe('watchNotice', () => {
  const on = (price: number) => ({ price, available: true });
  const off = (price: number) => ({ price, available: false });
  it.each([
    [on(30000), on(28990), 'price_drop'],
    [on(30000), on(30000), null],
    [on(30000), on(31000), null],
    [on(30000), on(0), null],
    [off(30000), on(30000), 'back_in_stock'],
    [off(30000), on(25000), 'back_in_stock'],
    [on(30000), off(20000), null],
    [off(30000), off(20000), null],
    [null, on(20000), null],
  ])('%j → %j: %s', (seen, now, expected) => expect(watchNotice(seen, now)).toBe(expected));
});

describe('watchedCarAvailable', () => {
  it.each([
    ['in_stock', true, true],
    ['coming_soon', true, true],
    ['sold', true, false],
    ['in_stock', false, false],
  ] as const)('%s shown=%s → %s', (status, shown, expected) =>
    expect(watchedCarAvailable({ status, show_on_dealer_website: shown })).toBe(expected),
  );
});
