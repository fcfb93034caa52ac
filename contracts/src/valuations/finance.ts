import { FINANCE_DEFAULT_INTEREST_RATE } from '../constants/limits.js';

/**
 * Monthly repayment of a loan (standard amortisation); rate in % per year (default SPEC §9: 10),
 * term in months; a deposit is subtracted from the price. Whole dollars, rounded up.
 *
 * @example
 * monthlyRepayment({ price: 30000, deposit: 0, termMonths: 60 }); // 638
 */
export function monthlyRepayment(input: {
  price: number;
  deposit?: number;
  termMonths: number;
  ratePercent?: number;
}): number {
  const principal = Math.max(0, input.price - (input.deposit ?? 0));
  const n = Math.max(1, Math.round(input.termMonths));
  const r = (input.ratePercent ?? FINANCE_DEFAULT_INTEREST_RATE) / 100 / 12;
  if (principal === 0) return 0;
  if (r === 0) return Math.ceil(principal / n);
  return Math.ceil((principal * r) / (1 - (1 + r) ** -n));
}
