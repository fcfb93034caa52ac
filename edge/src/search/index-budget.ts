/**
 * The embedded backend's memory budget per isolate (issue 37): the sites' indexes it holds, least recently
 * used first, evicted by their accounted bytes (index-size.ts) whenever the total passes the limit. An
 * evicted site's next search restores its index from its R2 snapshot (backend.ts). Sizes are read again
 * on every fit: an index grows as the engine decodes the columns its queries read.
 */

/** The budget's default: a Worker isolate has 128 MB; the rest of the edge (code, caches, requests) keeps 80. */
export const DEFAULT_SEARCH_BUDGET_BYTES = 48 * 1024 * 1024;

export type Sized = { bytes(): number };

export class IndexBudget<E extends Sized> {
  private readonly held = new Map<string, E>();
  /** Indexes evicted so far, and the largest total held after a fit (bytes). */
  evictions = 0;
  peakBytes = 0;

  constructor(public limitBytes: number = DEFAULT_SEARCH_BUDGET_BYTES) {}

  /** The entry of `key`, now the most recently used. */
  get(key: string): E | undefined {
    const entry = this.held.get(key);
    if (entry) {
      this.held.delete(key);
      this.held.set(key, entry);
    }
    return entry;
  }

  /** Holds `entry` as the most recently used, then evicts others until the total fits. */
  set(key: string, entry: E): void {
    this.held.delete(key);
    this.held.set(key, entry);
    this.fit(key);
  }

  has(key: string): boolean {
    return this.held.has(key);
  }

  get size(): number {
    return this.held.size;
  }

  keys(): string[] {
    return [...this.held.keys()];
  }

  /** The accounted bytes of every index held. */
  totalBytes(): number {
    let total = 0;
    for (const entry of this.held.values()) total += entry.bytes();
    return total;
  }

  /**
   * Evicts least recently used entries until the total is within the limit. `keep` (the index a request is
   * using) is never evicted: a single index over the whole budget stays, alone, until another one is used.
   */
  fit(keep?: string): void {
    let total = this.totalBytes();
    let evicted = 0;
    for (const [key, entry] of this.held) {
      if (total <= this.limitBytes) break;
      if (key === keep) continue;
      this.held.delete(key);
      total -= entry.bytes();
      evicted++;
    }
    if (total > this.peakBytes) this.peakBytes = total;
    if (evicted === 0) return;
    this.evictions += evicted;
    // one line per request that evicted: how hard the budget is working (bench:scale counts these)
    const mb = (n: number) => (n / 2 ** 20).toFixed(1);
    console.log(
      `[search-budget] evicted ${evicted}; holding ${this.held.size} indexes, ${mb(total)} of ${mb(this.limitBytes)} MB`,
    );
  }
}
