import {
  type Currency,
  type FinanceFields,
  financeCalculatorUsed,
  financeInput,
  formatMoney,
  repayments,
} from '@forecourt/contracts';
import { useId, useState } from 'react';
import type { FinanceCalculatorView } from '../pages/car-props.js';

type Props = FinanceCalculatorView & { carId: number; onApply: () => void };

const LABELS: [keyof FinanceFields, string][] = [
  ['price', 'Vehicle price ($)'],
  ['deposit', 'Deposit ($)'],
  ['termMonths', 'Loan term'],
  ['ratePercent', 'Interest rate (% p.a.)'],
];

/**
 * The car page's repayment calculator (issue 15): price (the car's), deposit, term and an editable rate
 * (SPEC §9 default 10 %); repayments per week, fortnight and month from contracts `repayments`,
 * announced politely as they change. Lazy: loaded when the disclosure first opens. The first change of an
 * input reports SPEC §9 event 26 (once per page: contracts financeCalculatorUsed).
 */
export default function RepaymentCalculator({ price, rate, terms, currency, apply, lender, carId, onApply }: Props) {
  const id = useId();
  const [fields, setFields] = useState<FinanceFields>({
    price: String(price),
    deposit: '0',
    termMonths: terms.includes('60') ? '60' : (terms[0] ?? '60'),
    ratePercent: String(rate),
  });
  const checked = financeInput(fields);
  const errors = checked.ok ? {} : checked.errors;
  const due = checked.ok ? repayments(checked.input) : null;
  const money = (n: number) => formatMoney(n, currency as Currency);
  return (
    <div className="cd-calc__body">
      <div className="cd-calc__fields">
        {LABELS.map(([name, label]) => {
          const error = errors[name];
          const control = {
            id: `${id}${name}`,
            value: fields[name],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}${name}-error` : undefined,
            onChange: (e: { currentTarget: { value: string } }) => {
              setFields({ ...fields, [name]: e.currentTarget.value });
              financeCalculatorUsed({ source: 'car', car_id: carId, changed: name });
            },
          };
          return (
            <p key={name} className="cd-calc__field">
              <label htmlFor={control.id}>{label}</label>
              {name === 'termMonths' ? (
                <select {...control}>
                  {terms.map((t) => (
                    <option key={t} value={t}>
                      {t} months
                    </option>
                  ))}
                </select>
              ) : (
                <input {...control} type="text" inputMode="decimal" autoComplete="off" />
              )}
              {error ? (
                <span className="cd-calc__error" id={`${id}${name}-error`}>
                  {error}
                </span>
              ) : null}
            </p>
          );
        })}
      </div>
      <div className="cd-calc__result" aria-live="polite" data-testid="repayments">
        {due ? (
          <dl>
            <dt>Per week</dt>
            <dd>{money(due.weekly)}</dd>
            <dt>Per fortnight</dt>
            <dd>{money(due.fortnightly)}</dd>
            <dt>Per month</dt>
            <dd>{money(due.monthly)}</dd>
          </dl>
        ) : (
          <p>Check the highlighted fields to see repayments.</p>
        )}
      </div>
      <p className="cd-calc__note">
        Indicative only{lender ? ` — ask ${lender} for your rate` : ''}; your personalised rate may differ.{' '}
        <a href={apply} onClick={onApply}>
          Apply for finance
        </a>
      </p>
    </div>
  );
}
