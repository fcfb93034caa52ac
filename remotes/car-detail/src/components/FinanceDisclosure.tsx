import { lazy, Suspense, useState } from 'react';
import type { FinanceCalculatorView } from '../pages/car-props.js';

// The calculator loads on first open only: a chunk of its own, so the page's first load does not grow.
const RepaymentCalculator = lazy(() => import('./RepaymentCalculator.js'));

/** 'Calculate repayments': a native disclosure (keyboard and screen readers for free) holding the calculator. */
export function FinanceDisclosure({
  finance,
  carId,
  onApply,
}: {
  finance: FinanceCalculatorView;
  carId: number;
  onApply: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="cd-calc" onToggle={() => setOpen(true)}>
      <summary>{finance.summary}</summary>
      <Suspense fallback={null}>
        {open ? <RepaymentCalculator {...finance} carId={carId} onApply={onApply} /> : null}
      </Suspense>
    </details>
  );
}
