import type { ReserveBlocker } from '../cars/reserve.js';

/**
 * Checkout holds (issue 12): before any payment a car is held for one shopper for
 * CHECKOUT_HOLD_MINUTES; only a verified payment webhook turns the hold into a reservation.
 */

/** How long a hold keeps a car for one shopper while they pay. */
export const CHECKOUT_HOLD_MINUTES = 15;

/**
 * The states of a hold:
 * - held: the car is kept for this shopper until expires_at;
 * - confirmed: a verified payment webhook confirmed it (the car is reserved);
 * - released: the payment failed or the shopper cancelled;
 * - expired: expires_at passed without a confirmed payment;
 * - refunded: a payment succeeded after the car went to someone else (see lateSuccessOutcome).
 */
export const HOLD_STATES = ['held', 'confirmed', 'released', 'expired', 'refunded'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** The lead category a confirmed reservation is filed under (SPEC §9 'reserve car'). */
export const RESERVE_CAR_CATEGORY = 'Reserve Car';

/**
 * The reconciliation rule for a payment-succeeded webhook (late or not): the payment confirms its hold
 * only while no one else holds or has reserved the car. A hold that expired or was released confirms
 * late if the car is still free; otherwise the payment is refunded in full and the hold is marked
 * refunded — a car is never sold twice and a shopper is never charged for a car they did not get.
 *
 * @example
 * lateSuccessOutcome({ state: 'expired', carTakenByOther: false }); // 'confirm'
 * lateSuccessOutcome({ state: 'expired', carTakenByOther: true }); // 'refund'
 */
export function lateSuccessOutcome(hold: {
  state: HoldState;
  carTakenByOther: boolean;
}): 'confirm' | 'refund' | 'none' {
  if (hold.state === 'confirmed' || hold.state === 'refunded') return 'none';
  return hold.carTakenByOther ? 'refund' : 'confirm';
}

/** Why a car cannot be reserved, as the checkout page and API say it (SPEC §5 conditions). */
export const RESERVE_BLOCKER_MESSAGES: Readonly<Record<ReserveBlocker, string>> = Object.freeze({
  payments_disabled: 'This dealer does not take deposits online.',
  status: 'This vehicle is not in stock for online reservation.',
  test_drive_only: 'This vehicle is available for test drives only.',
  no_payment_processor: 'This vehicle cannot be reserved online.',
  sold: 'This vehicle has been sold.',
  reserved: 'This vehicle is already reserved.',
  price_too_low: 'This vehicle cannot be reserved online at its price.',
  not_reservable: 'This vehicle cannot be reserved online.',
});

/** Messages of the checkout API and journey. */
export const CHECKOUT_MESSAGES = {
  held: 'Someone else is reserving this vehicle right now. Please try again in a few minutes or enquire.',
  expired: 'Your hold on this vehicle has expired. Please start again.',
  declined: 'Your card was declined. No payment was taken; please try another card.',
  insufficient_funds: 'Your card has insufficient funds. No payment was taken; please try another card.',
  authentication_failed: 'Your bank could not confirm the payment. No payment was taken; please try again.',
  unknown_card: 'Use one of the sandbox test cards listed on this page.',
  unavailable: 'Online payments are unavailable right now. Please enquire and we will reserve it for you.',
} as const;

/** SPEC §2: the accepted cards (footer payment logos, /buying-online). */
export const ACCEPTED_CARDS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;

/** /buying-online's refund wording when the dealer has not written their own (site deposit_refund_terms). */
export const DEFAULT_DEPOSIT_REFUND_TERMS =
  'Your deposit holds the vehicle for you while you arrange the rest of the purchase with us. It is taken off the price when you buy. If you change your mind, contact us and we will talk you through our refund terms.';
