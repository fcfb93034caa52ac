import type { Currency, Locale } from '../site/site-config.schema.js';

/** SPEC §9: the currency of each locale (AUD by default). */
export const CURRENCY_BY_LOCALE: Readonly<Record<Locale, Currency>> = Object.freeze({
  'en-AU': 'AUD',
  'en-NZ': 'NZD',
  'en-US': 'USD',
});

/**
 * Adds thousands separators to a whole number.
 *
 * @example
 * groupThousands(1234567); // '1,234,567'
 */
export function groupThousands(value: number): string {
  return String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * SPEC §9 money: '$' prefix, thousands separators, no decimals (rounded). AUD, NZD and USD all
 * display with '$'; the currency is accepted so callers state it and to keep room for others.
 *
 * @example
 * formatMoney(45990); // '$45,990'
 * formatMoney(199.5, 'NZD'); // '$200'
 * formatMoney(-1200, 'USD'); // '-$1,200'
 */
export function formatMoney(amount: number, _currency: Currency = 'AUD'): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${groupThousands(rounded)}`;
}
