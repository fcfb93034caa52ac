import { FINANCE_DEFAULT_INTEREST_RATE } from '../constants/limits.js';

/** How often a repayment falls due. */
export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly';

/** Repayments in a year, per frequency (a fortnight is two weeks: 26 a year). */
export const REPAYMENTS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = Object.freeze({
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
});

/** A loan as the calculator takes it: rate in % per year (default SPEC §9: 10), term in months. */
export type FinanceInput = { price: number; deposit?: number; termMonths: number; ratePercent?: number };

/** Bounds the calculator accepts (ours: SPEC §9 gives only the default rate). */
export const FINANCE_LIMITS = Object.freeze({ maxPrice: 10_000_000, maxTermMonths: 120, maxRatePercent: 100 });

/**
 * The repayment of a loan per period (standard amortisation, interest compounding each period):
 * principal × r / (1 − (1 + r)^−n), with r the yearly rate over the periods in a year and n the term's
 * periods. The deposit comes off the price. Whole dollars, rounded up (SPEC §9 money has no decimals).
 *
 * @example
 * repayment({ price: 30000, termMonths: 60 }, 'monthly'); // 638
 */
export function repayment(input: FinanceInput, frequency: RepaymentFrequency): number {
  const perYear = REPAYMENTS_PER_YEAR[frequency];
  const principal = Math.max(0, input.price - (input.deposit ?? 0));
  const n = Math.max(1, Math.round((input.termMonths * perYear) / 12));
  const r = (input.ratePercent ?? FINANCE_DEFAULT_INTEREST_RATE) / 100 / perYear;
  if (principal === 0) return 0;
  if (r === 0) return Math.ceil(principal / n);
  return Math.ceil((principal * r) / (1 - (1 + r) ** -n));
}

/**
 * Repayments per week, fortnight and month of one loan.
 *
 * @example
 * repayments({ price: 30000, termMonths: 60 }); // { weekly: 147, fortnightly: 294, monthly: 638 }
 */
export function repayments(input: FinanceInput): Record<RepaymentFrequency, number> {
  return {
    weekly: repayment(input, 'weekly'),
    fortnightly: repayment(input, 'fortnightly'),
    monthly: repayment(input, 'monthly'),
  };
}

/** The calculator's fields, as typed (text). */
export type FinanceFields = { price: string; deposit: string; termMonths: string; ratePercent: string };

/**
 * The calculator's typed fields checked: the loan, or a message per field that is not a number in its
 * bounds (price up to FINANCE_LIMITS.maxPrice, deposit up to the price, term 1–120 months, rate 0–100 %).
 * An empty deposit is 0.
 *
 * @example
 * financeInput({ price: '30000', deposit: '', termMonths: '60', ratePercent: 'x' });
 * // { ok: false, errors: { ratePercent: 'Please enter a rate from 0 to 100 %.' } }
 */
export function financeInput(
  fields: FinanceFields,
): { ok: true; input: Required<FinanceInput> } | { ok: false; errors: Partial<Record<keyof FinanceFields, string>> } {
  const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(/[$,\s]/g, '')));
  const price = num(fields.price);
  const deposit = fields.deposit.trim() === '' ? 0 : num(fields.deposit);
  const termMonths = num(fields.termMonths);
  const ratePercent = num(fields.ratePercent);
  const errors: Partial<Record<keyof FinanceFields, string>> = {};
  const within = (v: number, min: number, max: number) => Number.isFinite(v) && v >= min && v <= max;
  if (!within(price, 0, FINANCE_LIMITS.maxPrice))
    errors.price = `Please enter a price from $0 to $${FINANCE_LIMITS.maxPrice.toLocaleString('en-AU')}.`;
  if (!within(deposit, 0, Number.isFinite(price) ? Math.max(0, price) : 0))
    errors.deposit = 'Please enter a deposit from $0 up to the price.';
  if (!within(termMonths, 1, FINANCE_LIMITS.maxTermMonths) || !Number.isInteger(termMonths))
    errors.termMonths = `Please enter a term from 1 to ${FINANCE_LIMITS.maxTermMonths} months.`;
  if (!within(ratePercent, 0, FINANCE_LIMITS.maxRatePercent))
    errors.ratePercent = `Please enter a rate from 0 to ${FINANCE_LIMITS.maxRatePercent} %.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { price, deposit, termMonths, ratePercent } };
}
