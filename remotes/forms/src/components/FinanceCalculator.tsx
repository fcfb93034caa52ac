import { monthlyRepayment } from '@forecourt/contracts';

type Props = { price: number; deposit: number; termMonths: number; ratePercent: number; format: (n: number) => string };

/** Repayment calculator of the finance form (default rate from contracts: SPEC §9, 10 %). */
export function FinanceCalculator({ price, deposit, termMonths, ratePercent, format }: Props) {
  const monthly = monthlyRepayment({ price, deposit, termMonths, ratePercent });
  return (
    <div className="fm-calculator" aria-live="polite">
      <p className="fm-calculator__label">Estimated repayment</p>
      <p className="fm-calculator__value">
        <strong>{format(monthly)}</strong> per month
      </p>
      <p className="fm-calculator__note">
        Over {termMonths} months at {ratePercent}% p.a. Indicative only; your personalised rate may differ.
      </p>
    </div>
  );
}
