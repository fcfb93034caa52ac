/**
 * A compact index's postings (index-snapshot.ts): each token's list is a view of the snapshot's flat
 * postings made when read. A view kept per token cost ~100 bytes of heap each (V8's typed-array object),
 * about a third of a small dealer's whole index (issue 37); a view made on a read is young garbage, gone
 * at the next scavenge. Tokens are found by binary search over their ordinals sorted by token (a typed
 * array, 4 bytes a token) rather than a Map token → ordinal, whose hash table and entries cost ~35 bytes a
 * token more (a 200-car dealer has ~750 tokens). Iteration keeps the vocabulary's own order.
 */

/** What the engine reads of an index's postings: token → flat [doc, attribute rank, …]. */
export type Postings = {
  readonly size: number;
  get(token: string): ArrayLike<number> | undefined;
  has(token: string): boolean;
  keys(): IterableIterator<string>;
  [Symbol.iterator](): IterableIterator<[string, ArrayLike<number>]>;
};

type IntArray = Uint8Array | Uint16Array | Uint32Array;

export class PackedPostings implements Postings {
  /** Ordinals ordered by their token (code unit order, as `<` compares strings). */
  private readonly sorted: Uint16Array | Uint32Array;

  /** `ends[t]`: where token t's list ends in `flat` (its start: the previous token's end). */
  constructor(
    private readonly vocabulary: readonly string[],
    private readonly ends: IntArray,
    private readonly flat: IntArray,
  ) {
    const n = vocabulary.length;
    const order = n <= 0xffff ? new Uint16Array(n) : new Uint32Array(n);
    for (let t = 0; t < n; t++) order[t] = t;
    order.sort((a, b) => {
      const [x, y] = [vocabulary[a] as string, vocabulary[b] as string];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    this.sorted = order;
  }

  get size(): number {
    return this.vocabulary.length;
  }

  /** A token's ordinal, or -1. */
  private find(token: string): number {
    let [lo, hi] = [0, this.sorted.length - 1];
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const t = this.sorted[mid] as number;
      const at = this.vocabulary[t] as string;
      if (at === token) return t;
      if (at < token) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private list(t: number): IntArray {
    return this.flat.subarray(t === 0 ? 0 : (this.ends[t - 1] as number), this.ends[t] as number);
  }

  get(token: string): ArrayLike<number> | undefined {
    const t = this.find(token);
    return t < 0 ? undefined : this.list(t);
  }

  has(token: string): boolean {
    return this.find(token) >= 0;
  }

  keys(): IterableIterator<string> {
    return this.vocabulary.values();
  }

  *[Symbol.iterator](): IterableIterator<[string, ArrayLike<number>]> {
    for (let t = 0; t < this.vocabulary.length; t++) yield [this.vocabulary[t] as string, this.list(t)];
  }
}
