/**
 * What a compact search index (index-snapshot.ts's decoded form) holds in an isolate's heap, in bytes,
 * counted from its own structures: the snapshot's sections (postings and column refs are views into them),
 * each vocabulary token (its string, its Map entry and the engine's vocabulary slot), each column's
 * dictionary, each column decoded so far (the engine keeps them), and an allowance for the engine's own
 * bounded caches (scope lists, facet key columns, matched words) that it does not expose. The per-object
 * figures are V8's on a 64-bit heap, rounded up; BENCHMARKS.md "A thousand dealers" compares the budget's
 * total with the edge isolate's measured heap.
 */

/** Per token: its vocabulary slot and its place in the sorted ordinals (lists are views made on read). */
const TOKEN_OVERHEAD = 8 + 4;
/** A string's header; its characters count one byte each (tokens and most values are one-byte). */
const STRING_HEADER = 16;
/** Per document: the engine's scope list (one site scope) and its share of matched-word caches (≤ 64 words). */
export const ENGINE_CACHE_BYTES_PER_DOC = 8 + 400;

/** A dictionary value's heap bytes (a string, a boxed number, or an object by its JSON). */
export function valueBytes(value: unknown): number {
  if (typeof value === 'string') return STRING_HEADER + value.length;
  if (value === null || value === undefined || typeof value === 'boolean') return 0;
  if (typeof value === 'number') return 16;
  return 32 + 2 * JSON.stringify(value).length;
}

/** The vocabulary's bytes beside the buffer: each token's string and its per-token objects. */
export function vocabularyBytes(tokens: Iterable<string>): number {
  let bytes = 0;
  for (const token of tokens) bytes += STRING_HEADER + token.length + TOKEN_OVERHEAD;
  return bytes;
}

/** A decoded column: one slot per document, and for list columns an array per document. */
export function columnBytes(values: readonly unknown[]): number {
  let bytes = 16 + 8 * values.length;
  for (const v of values) if (Array.isArray(v)) bytes += 16 + 8 * v.length;
  return bytes;
}

/**
 * Running account of one compact index: fixed bytes (buffer, vocabulary, dictionaries, engine allowance)
 * plus each column as it is decoded. The engine builds a facet key column beside a decoded column it
 * facets on: counted as the column's size again.
 */
export class IndexSize {
  private decoded = 0;
  private readonly seen = new Set<string>();
  constructor(readonly fixed: number) {}
  /** Records a column decoded for the engine (once per attribute: the engine keeps it). */
  column(attr: string, values: readonly unknown[]): void {
    if (this.seen.has(attr)) return;
    this.seen.add(attr);
    this.decoded += 2 * columnBytes(values);
  }
  get bytes(): number {
    return this.fixed + this.decoded;
  }
}
