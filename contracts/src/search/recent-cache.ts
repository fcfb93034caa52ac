import { SEARCH_CACHE_SIZE } from '../constants/limits.js';

/**
 * SPEC §9 "about 10 cached searches": a small map that keeps the most recently used entries and
 * evicts the least recently used one beyond its size. The edge's embedded backend caches results
 * with it, and the search page keeps its last searches in the browser with it, so back/forward and
 * a repeated filter answer at once.
 *
 * @example
 * const cache = new RecentCache<string, number>(2);
 * cache.set('a', 1); cache.set('b', 2); cache.get('a'); cache.set('c', 3); cache.has('b'); // false
 */
export class RecentCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly size: number = SEARCH_CACHE_SIZE) {}

  /** The value, marking it as the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Stores a value as the most recently used, evicting the least recently used beyond `size`. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as K);
  }

  get count(): number {
    return this.entries.size;
  }
}
