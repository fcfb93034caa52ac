import { describe, expect, it } from 'vitest';
import type { HealthFigures } from '../health/health-figures.js';
import { FALLBACK_RATE_MARGIN, judge, MIN_CANARY_RENDERS, P95_RATIO, P95_SLACK_MS } from './judge.js';

const figures = (renders: number, errors: number, p95Ms: number): HealthFigures => ({
  renders,
  fallbacks: { error: errors, timeout: 0, 'bad-response': 0 },
  p95Ms,
});
const base = { version: '1.0.0', figures: figures(200, 2, 80) };

describe('the canary judge', () => {
  it('waits for MIN_CANARY_RENDERS renders, even from a failing version', () => {
    expect(judge({ version: '2.0.0', figures: figures(MIN_CANARY_RENDERS - 1, 10, 80) }, base, true).verdict).toBe(
      'wait',
    );
  });

  it('a fallback rate above the default by more than the margin is worse, mid-window', () => {
    const rate = 0.01 + FALLBACK_RATE_MARGIN + 0.01; // the default's 1% + margin + a point
    const v = judge({ version: '2.0.0', figures: figures(100, Math.round(rate * 100), 80) }, base, false);
    expect(v.verdict).toBe('worse');
    expect(v.detail).toContain('fallback rate 4.0% > 1.0% + 2.0%');
  });

  it('a render p95 beyond the default × ratio + slack is worse; within it healthy once the window is over', () => {
    const limit = 80 * P95_RATIO + P95_SLACK_MS;
    expect(judge({ version: '2.0.0', figures: figures(100, 1, limit + 1) }, base, true).verdict).toBe('worse');
    expect(judge({ version: '2.0.0', figures: figures(100, 1, limit) }, base, false).verdict).toBe('wait');
    const healthy = judge({ version: '2.0.0', figures: figures(100, 1, limit) }, base, true);
    expect(healthy.verdict).toBe('healthy');
    expect(healthy.detail).toContain('2.0.0: 100 renders, fallbacks 1 (1.0%: error 1, timeout 0, bad response 0)');
  });
});
