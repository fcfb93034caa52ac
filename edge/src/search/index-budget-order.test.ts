import { describe, expect, it } from 'vitest';
import { IndexBudget } from './index-budget.js';

// The budget's eviction order on its own (index-budget.test.ts runs it over real indexes and D1).
describe('index budget order (segmented LRU)', () => {
  const sized = (bytes: number) => ({ bytes: () => bytes });

  it('keeps indexes used twice while a run of dealers searched once each evict each other', () => {
    const budget = new IndexBudget<{ bytes(): number }>(500);
    budget.set('hot-1', sized(100), 0);
    budget.set('hot-2', sized(100), 0);
    budget.get('hot-1', 5_000); // second uses, in later requests: protected
    budget.get('hot-2', 5_000);
    for (let i = 0; i < 20; i++) budget.set(`tail-${i}`, sized(100), 6_000 + i);
    expect(budget.keys()).toEqual(['hot-1', 'hot-2', 'tail-17', 'tail-18', 'tail-19']);
    expect(budget.isProtected('hot-1')).toBe(true);
    expect(budget.isProtected('tail-19')).toBe(false);
  });

  it('a use in the same request as the load does not protect; protected indexes past their share go back on probation', () => {
    const budget = new IndexBudget<{ bytes(): number }>(500);
    budget.set('a', sized(100), 0);
    budget.get('a', 10); // a search page's second search, moments later
    expect(budget.isProtected('a')).toBe(false);
    for (const [i, key] of ['p1', 'p2', 'p3', 'p4', 'p5'].entries()) {
      budget.set(key, sized(100), 0);
      budget.get(key, 2_000 + i);
    }
    // a (on probation) made room for p5; five protected are over 80 % (400 of 500): p1, least recent, demoted
    expect(budget.keys()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(budget.isProtected('p1')).toBe(false);
    expect(['p2', 'p3', 'p4', 'p5'].every((k) => budget.isProtected(k))).toBe(true);
    budget.get('p2', 3_000);
    budget.set('new', sized(100), 3_001); // p1, on probation, goes
    budget.set('newer', sized(100), 3_002); // the newcomer on probation goes, not a protected index
    expect(budget.keys()).toEqual(['p3', 'p4', 'p5', 'p2', 'newer']);
  });
});
