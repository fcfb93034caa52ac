import { describe, expect, it } from 'vitest';
import { SEARCH_BUDGET, takeSearchToken } from './client-budget.js';

describe('search client budget', () => {
  it('allows a burst, then the steady rate; other clients are not affected', () => {
    const t0 = 1_000_000;
    const taken = Array.from({ length: SEARCH_BUDGET.burst + 5 }, () =>
      takeSearchToken('site:1.2.3.4', SEARCH_BUDGET, t0),
    );
    expect(taken.filter(Boolean)).toHaveLength(SEARCH_BUDGET.burst);
    expect(takeSearchToken('site:5.6.7.8', SEARCH_BUDGET, t0)).toBe(true);
    // Half a second later: half a second's worth of requests.
    const later = Array.from({ length: 20 }, () => takeSearchToken('site:1.2.3.4', SEARCH_BUDGET, t0 + 500));
    expect(later.filter(Boolean)).toHaveLength(SEARCH_BUDGET.perSecond / 2);
  });
  it('a request of several searches pays for each; one it cannot afford takes nothing', () => {
    const t0 = 2_000_000;
    expect(takeSearchToken('site:9.9.9.9', SEARCH_BUDGET, t0, 30)).toBe(true);
    expect(takeSearchToken('site:9.9.9.9', SEARCH_BUDGET, t0, 20)).toBe(false);
    expect(takeSearchToken('site:9.9.9.9', SEARCH_BUDGET, t0, SEARCH_BUDGET.burst - 30)).toBe(true);
    expect(takeSearchToken('site:9.9.9.9', SEARCH_BUDGET, t0)).toBe(false);
  });
});
