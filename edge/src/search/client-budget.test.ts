import { describe, expect, it } from 'vitest';
import {
  BLOCK_MS,
  CHECKS_PER_TOKEN,
  chargeSearchWork,
  SEARCH_BUDGET,
  settleSearchWork,
  takeSearchToken,
} from './client-budget.js';

describe('search client budget', () => {
  it('allows a burst, then the steady rate; other clients are not affected', () => {
    const t0 = 1_000_000;
    const taken = Array.from({ length: SEARCH_BUDGET.burst }, () => takeSearchToken('site:1.2.3.4', SEARCH_BUDGET, t0));
    expect(taken.filter(Boolean)).toHaveLength(SEARCH_BUDGET.burst);
    expect(takeSearchToken('site:5.6.7.8', SEARCH_BUDGET, t0)).toBe(true);
    // Half a second later: half a second's worth of requests.
    const later = Array.from({ length: 20 }, () => takeSearchToken('site:1.2.3.4', SEARCH_BUDGET, t0 + 500));
    expect(later.filter(Boolean)).toHaveLength(SEARCH_BUDGET.perSecond / 2);
  });
  it('a refused client stays refused for BLOCK_MS from that refusal, whatever its refill; then it is served again', () => {
    const t0 = 3_000_000;
    for (let i = 0; i < SEARCH_BUDGET.burst; i++) takeSearchToken('site:7.7.7.7', SEARCH_BUDGET, t0);
    expect(takeSearchToken('site:7.7.7.7', SEARCH_BUDGET, t0)).toBe(false);
    // its bucket is full again after 2 s, but it is still blocked (a refusal meanwhile does not extend it)
    expect(takeSearchToken('site:7.7.7.7', SEARCH_BUDGET, t0 + 2_000)).toBe(false);
    expect(takeSearchToken('site:7.7.7.7', SEARCH_BUDGET, t0 + BLOCK_MS - 1)).toBe(false);
    expect(takeSearchToken('site:7.7.7.7', SEARCH_BUDGET, t0 + BLOCK_MS)).toBe(true);
    expect(takeSearchToken('site:7.7.7.8', SEARCH_BUDGET, t0 + 1)).toBe(true);
  });
  it('a request of several searches pays for each; one it cannot afford takes nothing and blocks', () => {
    const t0 = 2_000_000;
    expect(takeSearchToken('site:9.9.9.9', SEARCH_BUDGET, t0, 30)).toBe(true);
    expect(takeSearchToken('site:9.9.9.9', SEARCH_BUDGET, t0, 20)).toBe(false);
    expect(takeSearchToken('site:9.9.9.9', SEARCH_BUDGET, t0, 1)).toBe(false);
    // after the block: the 10 it kept, plus the refill, capped at the burst
    expect(takeSearchToken('site:9.9.9.9', SEARCH_BUDGET, t0 + BLOCK_MS, SEARCH_BUDGET.burst)).toBe(true);
  });
  it('work is charged after the search: under a token costs nothing; a costly search leaves a debt of at most one burst', () => {
    const t0 = 4_000_000;
    chargeSearchWork('site:4.4.4.4', CHECKS_PER_TOKEN - 1, SEARCH_BUDGET, t0);
    expect(takeSearchToken('site:4.4.4.4', SEARCH_BUDGET, t0, SEARCH_BUDGET.burst)).toBe(true);
    // A fresh client's request that did 10 million checks: 100 tokens, but the debt stops at -burst.
    chargeSearchWork('site:4.4.4.5', 10_000_000, SEARCH_BUDGET, t0);
    expect(takeSearchToken('site:4.4.4.5', SEARCH_BUDGET, t0, 1)).toBe(false);
    // Blocked for BLOCK_MS (10 s): 200 tokens of refill pay the 40 of debt and fill the bucket again.
    expect(takeSearchToken('site:4.4.4.5', SEARCH_BUDGET, t0 + BLOCK_MS, SEARCH_BUDGET.burst)).toBe(true);
  });
  it('a debt is paid by the refill: a client charged a burst and a half waits for it before its next search', () => {
    const t0 = 5_000_000;
    chargeSearchWork('site:4.4.4.6', 60 * CHECKS_PER_TOKEN, SEARCH_BUDGET, t0);
    // 40 - 60 = -20: a search needs 21 tokens of refill (1.05 s at 20 a second)
    expect(takeSearchToken('site:4.4.4.6', SEARCH_BUDGET, t0 + 1_100, 1)).toBe(true);
    chargeSearchWork('site:4.4.4.6', 60 * CHECKS_PER_TOKEN, SEARCH_BUDGET, t0 + 1_100);
    // 0 - 60 stops at -40; refused 0.5 s later (-30), which blocks it for BLOCK_MS
    expect(takeSearchToken('site:4.4.4.6', SEARCH_BUDGET, t0 + 1_600, 1)).toBe(false);
  });
  it('a search pays its estimate before it runs, then what it really did: the difference comes back', () => {
    const t0 = 6_000_000;
    // reserved 30 tokens for its estimate; it really did 5 tokens of work: 25 come back
    expect(takeSearchToken('site:6.6.6.6', SEARCH_BUDGET, t0, 30)).toBe(true);
    settleSearchWork('site:6.6.6.6', 30, 5 * CHECKS_PER_TOKEN, SEARCH_BUDGET, t0);
    expect(takeSearchToken('site:6.6.6.6', SEARCH_BUDGET, t0, 35)).toBe(true);
    // never more than a full bucket back
    settleSearchWork('site:6.6.6.7', 100, 0, SEARCH_BUDGET, t0);
    expect(takeSearchToken('site:6.6.6.7', SEARCH_BUDGET, t0, SEARCH_BUDGET.burst + 1)).toBe(false);
  });
});
