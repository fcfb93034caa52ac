import { describe, expect, it } from 'vitest';
import { SEARCH_CACHE_SIZE } from '../constants/limits.js';
import { RecentCache } from './recent-cache.js';

describe('RecentCache (SPEC §9: about 10 cached searches)', () => {
  it('holds SEARCH_CACHE_SIZE entries by default and evicts the least recently used', () => {
    const cache = new RecentCache<number, string>();
    expect(cache.size).toBe(SEARCH_CACHE_SIZE);
    for (let i = 0; i < SEARCH_CACHE_SIZE; i++) cache.set(i, `v${i}`);
    expect(cache.get(0)).toBe('v0'); // 0 is now the most recent
    cache.set(99, 'new');
    expect(cache.count).toBe(SEARCH_CACHE_SIZE);
    expect(cache.has(1)).toBe(false); // the least recently used went
    expect(cache.has(0)).toBe(true);
    expect(cache.get(1)).toBeUndefined();
  });

  it('setting a known key refreshes it instead of growing', () => {
    const cache = new RecentCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.get('a')).toBe(3);
  });
});
