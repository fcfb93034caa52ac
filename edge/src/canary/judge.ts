import { fallbackCount, fallbackRate, type HealthFigures } from '../health/health-figures.js';

/**
 * The self-judging canary's thresholds (docs/OPERATIONS.md "Self-judging canaries"). A canary version is
 * compared with the default version over the same window:
 * - it needs MIN_CANARY_RENDERS renders of its own before any verdict (fewer: wait for traffic);
 * - the default needs MIN_BASELINE_RENDERS in that window, else its figures over the last
 *   BASELINE_LOOKBACK_MS are used (at 100% the default serves nobody);
 * - WORSE when its fallback rate exceeds the default's by more than FALLBACK_RATE_MARGIN (absolute), or
 *   its render p95 exceeds the default's × P95_RATIO + P95_SLACK_MS. Worse rolls back at once, mid-window;
 * - HEALTHY only once the step's window has passed with enough renders and neither is worse.
 */
export const MIN_CANARY_RENDERS = 20;
export const MIN_BASELINE_RENDERS = 20;
export const BASELINE_LOOKBACK_MS = 6 * 3600_000;
export const FALLBACK_RATE_MARGIN = 0.02;
export const P95_RATIO = 1.5;
export const P95_SLACK_MS = 100;

export type Verdict = { verdict: 'wait' | 'healthy' | 'worse'; detail: string };

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const kinds = (f: HealthFigures) =>
  `error ${f.fallbacks.error}, timeout ${f.fallbacks.timeout}, bad response ${f.fallbacks['bad-response']}`;

/** The figures as the audit log and `ops routing status` print them. */
export const describeFigures = (version: string, f: HealthFigures) =>
  `${version}: ${f.renders} renders, fallbacks ${fallbackCount(f)} (${pct(fallbackRate(f))}: ${kinds(f)}), p95 ${f.p95Ms ?? '-'} ms`;

export function judge(
  canary: { version: string; figures: HealthFigures },
  baseline: { version: string; figures: HealthFigures },
  windowDone: boolean,
): Verdict {
  const c = canary.figures;
  const b = baseline.figures;
  const figures = `${describeFigures(canary.version, c)} vs default ${describeFigures(baseline.version, b)}`;
  if (c.renders < MIN_CANARY_RENDERS)
    return { verdict: 'wait', detail: `too few renders (need ${MIN_CANARY_RENDERS}): ${figures}` };
  if (b.renders < MIN_BASELINE_RENDERS)
    return { verdict: 'wait', detail: `too few default renders (need ${MIN_BASELINE_RENDERS}): ${figures}` };
  const reasons: string[] = [];
  if (fallbackRate(c) > fallbackRate(b) + FALLBACK_RATE_MARGIN) {
    reasons.push(`fallback rate ${pct(fallbackRate(c))} > ${pct(fallbackRate(b))} + ${pct(FALLBACK_RATE_MARGIN)}`);
  }
  if (c.p95Ms !== null && b.p95Ms !== null && c.p95Ms > b.p95Ms * P95_RATIO + P95_SLACK_MS) {
    reasons.push(`render p95 ${c.p95Ms} ms > ${b.p95Ms} ms × ${P95_RATIO} + ${P95_SLACK_MS} ms`);
  }
  if (reasons.length > 0) return { verdict: 'worse', detail: `${reasons.join('; ')} (${figures})` };
  if (!windowDone) return { verdict: 'wait', detail: `step window not over: ${figures}` };
  return { verdict: 'healthy', detail: figures };
}
