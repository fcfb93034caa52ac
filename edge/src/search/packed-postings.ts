/**
 * A compact index's postings (index-snapshot.ts): each token maps to its ordinal, and its list is a view
 * of the snapshot's flat postings made when read. A view kept per token cost ~100 bytes of heap each
 * (V8's typed-array object), about a third of a small dealer's whole index (issue 37); a view made on a
 * read is young garbage, gone at the next scavenge.
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
  private readonly ordinals = new Map<string, number>();

  /** `ends[t]`: where token t's list ends in `flat` (its start: the previous token's end). */
  constructor(
    vocabulary: readonly string[],
    private readonly ends: IntArray,
    private readonly flat: IntArray,
  ) {
    for (const [t, token] of vocabulary.entries()) this.ordinals.set(token, t);
  }

  get size(): number {
    return this.ordinals.size;
  }

  private list(t: number): IntArray {
    return this.flat.subarray(t === 0 ? 0 : (this.ends[t - 1] as number), this.ends[t] as number);
  }

  get(token: string): ArrayLike<number> | undefined {
    const t = this.ordinals.get(token);
    return t === undefined ? undefined : this.list(t);
  }

  has(token: string): boolean {
    return this.ordinals.has(token);
  }

  keys(): IterableIterator<string> {
    return this.ordinals.keys();
  }

  *[Symbol.iterator](): IterableIterator<[string, ArrayLike<number>]> {
    for (const [token, t] of this.ordinals) yield [token, this.list(t)];
  }
}
