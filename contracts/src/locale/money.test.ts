import { describe, expect, it } from 'vitest';
import { CURRENCY_BY_LOCALE, formatMoney, groupThousands } from './money.js';

// SPEC §9: "Currency AUD; money shown with thousands separators and $ prefix, no decimals."
describe('formatMoney', () => {
  it.each([
    [0, 'AUD', '$0'],
    [10, 'AUD', '$10'],
    [200, 'AUD', '$200'],
    [999, 'AUD', '$999'],
    [1000, 'AUD', '$1,000'],
    [45990, 'AUD', '$45,990'],
    [1234567.4, 'NZD', '$1,234,567'],
    [199.5, 'USD', '$200'],
    [-1200, 'AUD', '-$1,200'],
  ] as const)('%s %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
  it('defaults to AUD', () => expect(formatMoney(25000)).toBe('$25,000'));
  it('maps locales to currencies', () => {
    expect(CURRENCY_BY_LOCALE).toEqual({ 'en-AU': 'AUD', 'en-NZ': 'NZD', 'en-US': 'USD' });
  });
});

describe('groupThousands', () => {
  it('groups digits', () => expect(groupThousands(1000000)).toBe('1,000,000'));
});
