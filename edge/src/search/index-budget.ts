/**
 * The embedded backend's memory budget per isolate (issue 37): the sites' indexes it holds, evicted by
 * their accounted bytes (index-size.ts) whenever the total passes the limit. An evicted site's next search
 * restores its index from its R2 snapshot (backend.ts). Sizes are read again on every fit: an index grows
 * as the engine decodes the columns its queries read.
 *
 * The order is a segmented LRU: an index enters on probation and is protected from its second use on.
 * Probation goes first, least recently used first, so a run of dealers searched once each (the long tail
 * of a Zipf-like traffic) evicts each other rather than the hot dealers' indexes; protected indexes past
 * PROTECTED_SHARE of the limit fall back to probation, least recently used first, so a dealer hot
 * yesterday does not hold its place forever.
 */

/** The share of the limit protected (used twice or more) indexes may hold; the rest is for newcomers. */
export const PROTECTED_SHARE = 0.8;
/** A use this soon after an index arrived is the same request's (a search page runs two searches). */
export const PROMOTE_AFTER_MS = 1_000;

/** The budget's default: a Worker isolate has 128 MB; the rest of the edge (code, caches, requests) keeps 80. */
export const DEFAULT_SEARCH_BUDGET_BYTES = 48 * 1024 * 1024;

export type Sized = { bytes(): number };

export class IndexBudget<E extends Sized> {
  /** Every index held, least recently used first. */
  private readonly held = new Map<string, E>();
  /** The held keys used twice or more (the rest are on probation). */
  private readonly protectedKeys = new Set<string>();
  /** When each index on probation arrived (a second use must come later than PROMOTE_AFTER_MS). */
  private readonly arrived = new Map<string, number>();
  /** Indexes evicted so far, and the largest total held after a fit (bytes). */
  evictions = 0;
  peakBytes = 0;

  constructor(public limitBytes: number = DEFAULT_SEARCH_BUDGET_BYTES) {}

  /**
   * The entry of `key`, now the most recently used; protected from its second use on (one later than
   * PROMOTE_AFTER_MS after it arrived).
   */
  get(key: string, now = Date.now()): E | undefined {
    const entry = this.held.get(key);
    if (entry) {
      this.held.delete(key);
      this.held.set(key, entry);
      if (!this.protectedKeys.has(key) && now - (this.arrived.get(key) ?? 0) >= PROMOTE_AFTER_MS) {
        this.protectedKeys.add(key);
        this.arrived.delete(key);
        this.demote(now);
      }
    }
    return entry;
  }

  /**
   * Holds `entry` as the most recently used (a new key on probation; a replaced one keeps its segment),
   * then evicts others until the total fits.
   */
  set(key: string, entry: E, now = Date.now()): void {
    if (!this.held.has(key)) this.arrived.set(key, now);
    this.held.delete(key);
    this.held.set(key, entry);
    this.fit(key);
  }

  isProtected(key: string): boolean {
    return this.protectedKeys.has(key);
  }

  /** Protected indexes over PROTECTED_SHARE of the limit go back on probation, least recently used first. */
  private demote(now: number): void {
    let bytes = 0;
    for (const key of this.protectedKeys) bytes += (this.held.get(key) as E).bytes();
    for (const [key, entry] of this.held) {
      if (bytes <= PROTECTED_SHARE * this.limitBytes) break;
      if (!this.protectedKeys.delete(key)) continue;
      this.arrived.set(key, now);
      bytes -= entry.bytes();
    }
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
   * Evicts until the total is within the limit: indexes on probation first, then protected ones, least
   * recently used first in each. `keep` (the index a request is using) is never evicted: a single index
   * over the whole budget stays, alone, until another one is used.
   */
  fit(keep?: string): void {
    let total = this.totalBytes();
    let evicted = 0;
    for (const onProbation of [true, false]) {
      for (const [key, entry] of this.held) {
        if (total <= this.limitBytes) break;
        if (key === keep || this.protectedKeys.has(key) === onProbation) continue;
        this.held.delete(key);
        this.protectedKeys.delete(key);
        this.arrived.delete(key);
        total -= entry.bytes();
        evicted++;
      }
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
