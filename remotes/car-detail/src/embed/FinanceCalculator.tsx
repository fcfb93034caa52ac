/**
 * The repayment calculator for Module Federation hosts (issue 32 part 5, docs/EMBEDDING.md): exposed as
 * `./FinanceCalculator` of this version's federated build. The car page's own calculator (same props
 * type, FinanceCalculatorView from the car's page props, plus the car's id), in the disclosure's frame;
 * `onApply` is optional for a host (the Apply link navigates to `apply` by itself).
 */
import RepaymentCalculator from '../components/RepaymentCalculator.js';
import type { FinanceCalculatorView } from '../pages/car-props.js';

export type FinanceCalculatorProps = FinanceCalculatorView & {
  /** The car's id (contracts Car id): SPEC §9 event 26 names it. */
  carId: number;
  onApply?: () => void;
};

export type { FinanceCalculatorView };

export function FinanceCalculator({ onApply = () => {}, ...props }: FinanceCalculatorProps) {
  return (
    <section className="cd-calc" aria-label={props.summary}>
      <RepaymentCalculator {...props} onApply={onApply} />
    </section>
  );
}

export default FinanceCalculator;
