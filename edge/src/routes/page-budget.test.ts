import { describe, expect, it } from 'vitest';
import {
  budgetClient,
  NEW_VARIANT_BUDGET,
  PAGE_VIEW_BUDGET,
  pagesInFlight,
  pageViewBudget,
  renderBudget,
  takeNewVariant,
  takePageView,
  takeRender,
} from './page-budget.js';

describe('page budgets per client', () => {
  it('page views: a burst, then the rate; each client and site counts apart; renders count apart too', () => {
    const budget = { burst: 3, perSecond: 1 };
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => takePageView('a:1', budget, t))).toEqual([true, true, true, false]);
    expect(takePageView('b:1', budget, t)).toBe(true);
    expect(takeRender('a:1', budget, t)).toBe(true);
    expect(takePageView('a:1', budget, t + 500)).toBe(false);
    expect(takePageView('a:1', budget, t + 1000)).toBe(true);
  });

  it('new variants have a budget of their own', () => {
    const t = 2_000_000;
    for (let i = 0; i < NEW_VARIANT_BUDGET.burst; i++) expect(takeNewVariant('v:1', NEW_VARIANT_BUDGET, t)).toBe(true);
    expect(takeNewVariant('v:1', NEW_VARIANT_BUDGET, t)).toBe(false);
    expect(takePageView('v:1', PAGE_VIEW_BUDGET, t)).toBe(true);
  });

  it('in flight: at most max at once per client; a release frees one, once', () => {
    const first = pagesInFlight.enter('f:1', 2);
    const second = pagesInFlight.enter('f:1', 2);
    expect(first && second).toBeTruthy();
    expect(pagesInFlight.enter('f:1', 2)).toBeNull();
    expect(pagesInFlight.enter('f:2', 2)).not.toBeNull();
    first!();
    first!();
    expect(pagesInFlight.inFlight('f:1')).toBe(1);
    expect(pagesInFlight.enter('f:1', 2)).not.toBeNull();
  });

  it('reads "count/seconds" (the default when malformed); the client is site and CF-Connecting-IP', () => {
    expect(pageViewBudget(undefined)).toEqual(PAGE_VIEW_BUDGET);
    expect(pageViewBudget('60/6')).toEqual({ burst: 60, perSecond: 10 });
    expect(renderBudget('20/4')).toEqual({ burst: 20, perSecond: 5 });
    const req = new Request('http://x/', { headers: { 'cf-connecting-ip': '203.0.113.9' } });
    expect(budgetClient('harbourside', req)).toBe('harbourside:203.0.113.9');
    expect(budgetClient('harbourside', new Request('http://x/'))).toBe('harbourside:unknown');
  });
});
