import { describe, expect, it } from 'vitest';
import type { RoutingTable } from './routing.schema.js';
import { dealersForPercent, pinDealers, unpinDealers } from './routing-canary.js';

const slugs = Array.from({ length: 40 }, (_, i) => `dealer-${i}`);
const table: RoutingTable = { revision: 3, defaults: { content: '1.0.0' }, overrides: {}, history: [] };

describe('dealersForPercent', () => {
  it('picks ceil(p% of n) dealers, the same ones whatever the input order', () => {
    const ten = dealersForPercent(slugs, 10);
    expect(ten).toHaveLength(4);
    expect(dealersForPercent([...slugs].reverse(), 10)).toEqual(ten);
  });

  it('grows without swapping dealers: 10% ⊂ 25% ⊂ 100%', () => {
    const ten = dealersForPercent(slugs, 10);
    const quarter = dealersForPercent(slugs, 25);
    expect(quarter.slice(0, ten.length)).toEqual(ten);
    expect(new Set(dealersForPercent(slugs, 100))).toEqual(new Set(slugs));
  });

  it('any percentage above 0 pins at least one dealer; 0 pins none; out of range throws', () => {
    expect(dealersForPercent(['a', 'b', 'c'], 1)).toHaveLength(1);
    expect(dealersForPercent(slugs, 0)).toEqual([]);
    expect(() => dealersForPercent(slugs, 101)).toThrow(/0–100/);
  });

  it('is not the alphabetical order (a hash spreads dealers)', () => {
    expect(dealersForPercent(slugs, 25)).not.toEqual(slugs.slice(0, 10));
  });
});

describe('pinDealers / unpinDealers', () => {
  it('pins each dealer once (one revision and history entry per new pin)', () => {
    const once = pinDealers(table, ['a', 'b'], 'content', '1.1.0', 't1');
    expect(once.overrides).toEqual({ a: { content: '1.1.0' }, b: { content: '1.1.0' } });
    expect(once.revision).toBe(5);
    expect(pinDealers(once, ['a', 'b'], 'content', '1.1.0', 't2')).toBe(once);
  });

  it('unpins only the given version and keeps other remotes of the dealer', () => {
    let t = pinDealers(table, ['a', 'b'], 'content', '1.1.0', 't1');
    t = pinDealers(t, ['a'], 'search', '2.0.0', 't1');
    t = pinDealers(t, ['c'], 'content', '0.9.0', 't1');
    const after = unpinDealers(t, 'content', 't2', '1.1.0');
    expect(after.overrides).toEqual({ a: { search: '2.0.0' }, c: { content: '0.9.0' } });
    expect(after.revision).toBe(t.revision + 1);
    expect(after.history.slice(-2)).toEqual([
      { slug: 'a', remote: 'content', from: '1.1.0', to: null, at: 't2' },
      { slug: 'b', remote: 'content', from: '1.1.0', to: null, at: 't2' },
    ]);
    expect(unpinDealers(after, 'content', 't3', '1.1.0')).toBe(after);
  });
});
