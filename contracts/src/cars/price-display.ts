import {
  BELOW_MARKET_THRESHOLD,
  DEFAULT_NO_PRICE_TEXT,
  PREORDER_TEXT,
  PRICE_DISPLAY_MIN,
} from '../constants/limits.js';
import { formatMoney } from '../locale/money.js';
import type { Currency } from '../site/site-config.schema.js';
import type { Car } from './car.schema.js';

/** What the price slot of a card or car page shows. */
export type PriceDisplay =
  | { kind: 'price'; text: string; amount: number }
  | { kind: 'preorder' | 'no_price'; text: string };

/**
 * SPEC §5: whether a car's price is shown (greater than 10); the price sorts put these cars first.
 *
 * @example
 * isPriceShown({ price: 0 }); // false
 */
export function isPriceShown(car: Pick<Car, 'price'>): boolean {
  return car.price > PRICE_DISPLAY_MIN;
}

/**
 * SPEC §5: the price is shown only if greater than 10; otherwise PREORDER for preorder cars, else the
 * site's no-price text (default 'Enquire for price.').
 *
 * @example
 * priceDisplay({ price: 45990, preorder: false }); // { kind: 'price', text: '$45,990', amount: 45990 }
 * priceDisplay({ price: 0, preorder: false }); // { kind: 'no_price', text: 'Enquire for price.' }
 */
export function priceDisplay(
  car: Pick<Car, 'price' | 'preorder'>,
  options: { noPriceText?: string; currency?: Currency } = {},
): PriceDisplay {
  if (isPriceShown(car)) {
    return { kind: 'price', text: formatMoney(car.price, options.currency), amount: car.price };
  }
  if (car.preorder) return { kind: 'preorder', text: PREORDER_TEXT };
  return { kind: 'no_price', text: options.noPriceText || DEFAULT_NO_PRICE_TEXT };
}

/**
 * SPEC §5: the below-market badge shows when the price is more than 499 below the market average.
 * Returns how far below, or null when no badge. The state average is used when the national one is missing.
 *
 * @example
 * belowMarketAmount({ price: 30000, autograb_data: { average_market_price: 30500, state_average_market_price: null } }); // 500
 * belowMarketAmount({ price: 30001, autograb_data: { average_market_price: 30500, state_average_market_price: null } }); // null
 */
export function belowMarketAmount(car: Pick<Car, 'price' | 'autograb_data'>): number | null {
  const average = car.autograb_data?.average_market_price ?? car.autograb_data?.state_average_market_price ?? null;
  if (average === null || !(car.price > PRICE_DISPLAY_MIN)) return null;
  const gap = average - car.price;
  return gap > BELOW_MARKET_THRESHOLD ? gap : null;
}
