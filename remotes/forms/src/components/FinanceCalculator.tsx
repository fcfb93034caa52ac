import { type Currency, financeCalculatorUsed, financeInput, formatMoney, repayments } from '@forecourt/contracts';
import { useEffect, useRef, useState } from 'react';

type Props = {
  formId: string;
  /** The form's own fields, as typed: vehicle price or budget, deposit, loan term in months. */
  price: string;
  deposit: string;
  termMonths: string;
  /** SPEC §9 default rate (10 %), editable here. */
  defaultRate: number;
  currency: string;
};

/**
 * The finance form's repayment calculator (issue 15): the form's price, deposit and term with an
 * editable rate; repayments per week, fortnight and month (contracts repayments), announced politely.
 * A lazy chunk of its own: only the finance form's loan step shows it. The visitor's first change of an
 * input it reads (the rate here, or the form's price, deposit or term while it shows) reports SPEC §9
 * event 26 (once per page: contracts financeCalculatorUsed).
 */
export default function FinanceCalculator({ formId, price, deposit, termMonths, defaultRate, currency }: Props) {
  const [rate, setRate] = useState(String(defaultRate));
  const shown = useRef({ price, deposit, termMonths });
  useEffect(() => {
    const before = shown.current;
    const changed = (['price', 'deposit', 'termMonths'] as const).find(
      (k) => before[k] !== { price, deposit, termMonths }[k],
    );
    if (changed) financeCalculatorUsed({ source: 'finance-form', changed });
  }, [price, deposit, termMonths]);
  const id = `${formId}-rate`;
  const checked = financeInput({ price, deposit, termMonths, ratePercent: rate });
  const rateError = checked.ok ? undefined : checked.errors.ratePercent;
  const money = (n: number) => formatMoney(n, currency as Currency);
  const due = checked.ok ? repayments(checked.input) : null;
  return (
    <div className="fm-calculator">
      <div className={`fm-field${rateError ? ' fm-field--invalid' : ''}`}>
        <label htmlFor={id}>Interest rate (% p.a.)</label>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          value={rate}
          aria-invalid={rateError ? true : undefined}
          aria-describedby={rateError ? `${id}-error` : undefined}
          onChange={(e) => {
            setRate(e.currentTarget.value);
            financeCalculatorUsed({ source: 'finance-form', changed: 'ratePercent' });
          }}
          // Enter here recalculates; it does not submit the step.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
        {rateError ? (
          <p className="fm-error" id={`${id}-error`}>
            {rateError}
          </p>
        ) : null}
      </div>
      <div aria-live="polite" data-testid="repayments">
        <p className="fm-calculator__label">Estimated repayments</p>
        {due ? (
          <p className="fm-calculator__value">
            <strong>{money(due.weekly)}</strong> per week · <strong>{money(due.fortnightly)}</strong> per fortnight ·{' '}
            <strong>{money(due.monthly)}</strong> per month
          </p>
        ) : (
          <p>Enter the price, deposit and a rate to see repayments.</p>
        )}
      </div>
      <p className="fm-calculator__note">
        Over {termMonths} months at {checked.ok ? checked.input.ratePercent : rate}% p.a. Indicative only; your
        personalised rate may differ.
      </p>
    </div>
  );
}
