import { FINANCE_CALCULATOR_EVENT_ID } from './tracked-events.js';
import { track } from './tracker.js';

/** Page-wide (not per bundle): the car page's and the finance form's calculators count as one. */
const REPORTED_SLOT = Symbol.for('forecourt.financeCalculatorReported');

/**
 * SPEC §9 "finance calculator" (event 26). Our rule: it fires once per page, the first time the visitor
 * changes an input the calculator reads (price, deposit, term or rate) — opening it or merely showing it
 * is not use. `source` says which calculator ('car' page or 'finance-form'); later changes are not sent.
 *
 * @example
 * financeCalculatorUsed({ source: 'car', car_id: 42, changed: 'ratePercent' });
 */
export function financeCalculatorUsed(properties: { source: 'car' | 'finance-form' } & Record<string, unknown>): void {
  if (!('document' in globalThis)) return;
  const g = globalThis as Record<symbol, unknown>;
  if (g[REPORTED_SLOT]) return;
  g[REPORTED_SLOT] = true;
  track(FINANCE_CALCULATOR_EVENT_ID, properties);
}
