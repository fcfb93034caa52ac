import { describe, expect, it } from 'vitest';
import { FINANCE_DEFAULT_INTEREST_RATE } from '../constants/limits.js';
import { financeInput, repayment, repayments } from './finance.js';

// SPEC §9: "Finance calculator default interest rate 10"; issue 15: repayments per week, fortnight and
// month. Expected values: P·r / (1 − (1 + r)^−n), worked independently (r = 10 % / periods a year).
describe('repayments (standard amortisation)', () => {
  it('per week, fortnight and month at the default rate of 10 %', () => {
    expect(FINANCE_DEFAULT_INTEREST_RATE).toBe(10);
    // $30,000 over 60 months: 146.73 a week (260 weeks), 293.68 a fortnight (130), 637.41 a month (60)
    expect(repayments({ price: 30000, termMonths: 60 })).toEqual({ weekly: 147, fortnightly: 294, monthly: 638 });
  });
  it('the rate is editable: a lower rate repays less, every frequency', () => {
    // 7.5 %: 138.45 / 277.07 / 601.14
    expect(repayments({ price: 30000, termMonths: 60, ratePercent: 7.5 })).toEqual({
      weekly: 139,
      fortnightly: 278,
      monthly: 602,
    });
  });
  it('the deposit comes off the price; a deposit of the whole price repays nothing', () => {
    // $35,000 less $10,000 over 36 months: 185.65 / 371.60 / 806.68
    expect(repayments({ price: 35000, deposit: 10000, termMonths: 36 })).toEqual({
      weekly: 186,
      fortnightly: 372,
      monthly: 807,
    });
    expect(repayments({ price: 30000, deposit: 30000, termMonths: 60 })).toEqual({
      weekly: 0,
      fortnightly: 0,
      monthly: 0,
    });
    expect(repayment({ price: 100, deposit: 500, termMonths: 12 }, 'monthly')).toBe(0);
  });
  it('0 % splits the amount evenly (rounded up)', () => {
    expect(repayments({ price: 1200, termMonths: 12, ratePercent: 0 })).toEqual({
      weekly: 24, // 1200 / 52 = 23.08
      fortnightly: 47, // 1200 / 26 = 46.15
      monthly: 100,
    });
  });
});

describe('financeInput (the calculator fields as typed)', () => {
  const ok = { price: '30,000', deposit: '', termMonths: '60', ratePercent: '10' };
  it('parses money with $ and commas; an empty deposit is 0', () => {
    expect(financeInput({ ...ok, price: '$30,000' })).toEqual({
      ok: true,
      input: { price: 30000, deposit: 0, termMonths: 60, ratePercent: 10 },
    });
    expect(financeInput({ ...ok, ratePercent: '0', deposit: '5000' })).toMatchObject({
      ok: true,
      input: { ratePercent: 0, deposit: 5000 },
    });
  });
  it.each([
    ['ratePercent', '', 'Please enter a rate from 0 to 100 %.'],
    ['ratePercent', '-1', 'Please enter a rate from 0 to 100 %.'],
    ['ratePercent', '101', 'Please enter a rate from 0 to 100 %.'],
    ['ratePercent', 'abc', 'Please enter a rate from 0 to 100 %.'],
    ['price', '', 'Please enter a price from $0 to $10,000,000.'],
    ['price', '1e9', 'Please enter a price from $0 to $10,000,000.'],
    ['deposit', '40000', 'Please enter a deposit from $0 up to the price.'],
    ['deposit', '-5', 'Please enter a deposit from $0 up to the price.'],
    ['termMonths', '0', 'Please enter a term from 1 to 120 months.'],
    ['termMonths', '12.5', 'Please enter a term from 1 to 120 months.'],
    ['termMonths', '121', 'Please enter a term from 1 to 120 months.'],
  ] as const)('%s %j is refused: %s', (field, value, message) => {
    expect(financeInput({ ...ok, [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });
});
