import { DEFAULT_DEPOSIT_AMOUNT, RESERVE_MIN_PRICE } from '../constants/limits.js';
import type { Car, PaymentProcessor } from './car.schema.js';
import { isTestDriveOnly } from './test-drive-only.js';

/** The site fields reserve eligibility needs (from SiteConfig). */
export type ReserveSite = { features: { payments: boolean }; reserve_coming_soon: boolean };

/** Why a car cannot be reserved — one per SPEC §5 condition. */
export type ReserveBlocker =
  | 'payments_disabled'
  | 'status'
  | 'test_drive_only'
  | 'no_payment_processor'
  | 'sold'
  | 'reserved'
  | 'price_too_low'
  | 'not_reservable';

type ReserveCar = Pick<Car, 'status' | 'tag' | 'payment_processors' | 'sold' | 'reserved' | 'price' | 'reservable'>;

/**
 * The first payment processor with a key, or undefined.
 *
 * @example
 * paymentProcessor(car)?.authorization_type; // 'stripe'
 */
export function paymentProcessor(car: Pick<Car, 'payment_processors'>): PaymentProcessor | undefined {
  return car.payment_processors.find((p) => !!p.authorization_key?.trim());
}

/**
 * SPEC §5 "Reserve / buy online allowed only when all hold": every failed condition, in SPEC order
 * (empty = reservable).
 *
 * @example
 * reserveBlockers(car, site); // ['price_too_low']
 */
export function reserveBlockers(car: ReserveCar, site: ReserveSite): ReserveBlocker[] {
  const blockers: ReserveBlocker[] = [];
  if (!site.features.payments) blockers.push('payments_disabled');
  const statusOk = car.status === 'in_stock' || (site.reserve_coming_soon && car.status === 'coming_soon');
  if (!statusOk) blockers.push('status');
  if (isTestDriveOnly(car)) blockers.push('test_drive_only');
  if (!paymentProcessor(car)) blockers.push('no_payment_processor');
  if (car.sold) blockers.push('sold');
  if (car.reserved) blockers.push('reserved');
  if (!(car.price > RESERVE_MIN_PRICE)) blockers.push('price_too_low');
  if (car.reservable === false) blockers.push('not_reservable');
  return blockers;
}

/**
 * SPEC §5: true when the car can be reserved / bought online on this site.
 *
 * @example
 * canReserve(car, { features: { payments: true }, reserve_coming_soon: false }); // true
 */
export function canReserve(car: ReserveCar, site: ReserveSite): boolean {
  return reserveBlockers(car, site).length === 0;
}

/**
 * SPEC §2/§9: the deposit comes from the payment processor, default $200.
 *
 * @example
 * reserveDeposit({ payment_processors: [] }); // 200
 */
export function reserveDeposit(car: Pick<Car, 'payment_processors'>): number {
  const amount = paymentProcessor(car)?.deposit_amount;
  return amount != null && amount > 0 ? amount : DEFAULT_DEPOSIT_AMOUNT;
}

/**
 * SPEC §2: the reserve button is full width when the car has a file, otherwise half width.
 *
 * @example
 * reserveButtonWidth({ file: null }); // 'half'
 */
export function reserveButtonWidth(car: Pick<Car, 'file'>): 'full' | 'half' {
  return car.file ? 'full' : 'half';
}

/**
 * SPEC §5: the history report button shows only if the car has a file.
 *
 * @example
 * showHistoryReport({ file: '/reports/1.pdf' }); // true
 */
export function showHistoryReport(car: Pick<Car, 'file'>): boolean {
  return !!car.file;
}
