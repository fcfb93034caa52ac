/**
 * Index snapshots (issue 16 part 4): a site's built cars index as one binary object in R2 (postings and
 * dictionary-encoded columns, no documents), so a new isolate answers its first search without reading
 * and tokenizing every row. When one is used or ignored: docs/ARCHITECTURE-NOTES.md "Search".
 *
 * Layout: "FCSNAP2\n" | u32 header length | header JSON | sections (typed arrays, each at a 4-byte boundary).
 */
import type { SearchIndexSettings } from '@forecourt/contracts';
import { SearchIndex } from './engine.js';
import { ENGINE_CACHE_BYTES_PER_DOC, IndexSize, valueBytes, vocabularyBytes } from './index-size.js';
import { PackedPostings } from './packed-postings.js';
import { settingsDigest } from './sync-settings.js';

const MAGIC = new TextEncoder().encode('FCSNAP2\n');

/** A snapshot older than this is ignored (the isolates rewrite them well within it). */
export const SNAPSHOT_MAX_AGE_MS = 15 * 60_000;
/**
 * Every site with a car gets a snapshot (issue 37): an isolate under its memory budget evicts indexes and
 * restores them from their snapshots, which beats re-reading and parsing even a 50-car site from D1.
 */
export const SNAPSHOT_MIN_CARS = 1;
/** An isolate that loaded from D1 rewrites its site's snapshot when the one it knows is this old. */
export const SNAPSHOT_REWRITE_MS = 5 * 60_000;

type IntArray = Uint8Array | Uint16Array | Uint32Array;
const ARRAYS = { u8: Uint8Array, u16: Uint16Array, u32: Uint32Array } as const;
type Kind = keyof typeof ARRAYS;
/** A typed array in the object: [byte offset from the sections' start, element count, element type]. */
type Section = [offset: number, length: number, kind: Kind];

/**
 * One attribute's values. `refs` (a section) holds each document's 1-based place in `dict` (0: the
 * attribute is absent). A list column (every present value an array of scalars) holds the elements'
 * places, document i's from ends[i-1] to ends[i]; `missing` the documents without the attribute.
 */
type Column = { attr: string; dict: unknown[]; refs: number; ends?: number; missing?: number[] };

type Header = {
  key: string;
  digest: string;
  builtAt: number;
  count: number;
  vocabulary: string[];
  /** Sections: cumulative end of each token's list, and the flat postings. */
  postingEnds: number;
  postings: number;
  columns: Column[];
  sections: Section[];
};

/** The object key of a site's snapshot: per site and dealership set, so no site reads another's. */
export function snapshotKey(slug: string, dealershipIds: readonly number[]): string {
  return `search-snapshots/v2/${encodeURIComponent(slug)}/${dealershipIds.join('-')}.bin`;
}

/** The attributes a snapshot keeps: what filters, facets and sorts read, and the primary key. */
export function snapshotAttributes(settings: SearchIndexSettings): string[] {
  return [...new Set([settings.primaryKey, ...settings.filterableAttributes, ...settings.sortableAttributes])];
}

const kindFor = (max: number): Kind => (max <= 0xff ? 'u8' : max <= 0xffff ? 'u16' : 'u32');
const isScalar = (v: unknown) => v === null || typeof v !== 'object';

/** Distinct values in first-seen order, and each one's 1-based place (objects and arrays by their JSON). */
class Dictionary {
  readonly values: unknown[] = [];
  private readonly scalars = new Map<unknown, number>();
  private readonly objects = new Map<string, number>();
  ref(value: unknown): number {
    const map = isScalar(value) ? this.scalars : this.objects;
    const key = isScalar(value) ? value : JSON.stringify(value);
    let ref = (map as Map<unknown, number>).get(key);
    if (ref === undefined) {
      this.values.push(value);
      ref = this.values.length;
      (map as Map<unknown, number>).set(key, ref);
    }
    return ref;
  }
}

/** Encodes an index's postings and columns: the bytes of one snapshot object (no documents). */
export function encodeSnapshot(index: SearchIndex, key: string, builtAt: number): Uint8Array {
  const count = index.size;
  const arrays: ArrayLike<number>[] = [];
  const sections: Section[] = [];
  const section = (values: ArrayLike<number>, max: number) => {
    arrays.push(values);
    sections.push([0, values.length, kindFor(max)]);
    return sections.length - 1;
  };

  const vocabulary = [...index.postings.keys()];
  const ends: number[] = [];
  const flat: number[] = [];
  for (const token of vocabulary) {
    const list = index.postings.get(token) as ArrayLike<number>;
    for (let k = 0; k < list.length; k++) flat.push(list[k] as number);
    ends.push(flat.length);
  }
  const postingEnds = section(ends, flat.length);
  const postings = section(flat, Math.max(count, index.settings.searchableAttributes.length));

  const columns: Column[] = [];
  for (const attr of snapshotAttributes(index.settings)) {
    const values = index.column(attr);
    const dict = new Dictionary();
    const lists = values.every((v) => v === undefined || (Array.isArray(v) && v.every(isScalar)));
    if (lists) {
      const refs: number[] = [];
      const listEnds: number[] = [];
      const missing: number[] = [];
      values.forEach((v, i) => {
        if (v === undefined) missing.push(i);
        else for (const x of v as unknown[]) refs.push(dict.ref(x));
        listEnds.push(refs.length);
      });
      columns.push({
        attr,
        dict: dict.values,
        refs: section(refs, dict.values.length),
        ends: section(listEnds, refs.length),
        missing,
      });
    } else {
      const refs = values.map((v) => (v === undefined ? 0 : dict.ref(v)));
      columns.push({ attr, dict: dict.values, refs: section(refs, dict.values.length) });
    }
  }

  let size = 0;
  for (const s of sections) {
    s[0] = size;
    size += Math.ceil((s[1] * ARRAYS[s[2]].BYTES_PER_ELEMENT) / 4) * 4;
  }
  const header: Header = {
    key,
    digest: settingsDigest(),
    builtAt,
    count,
    vocabulary,
    postingEnds,
    postings,
    columns,
    sections,
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const start = Math.ceil((MAGIC.length + 4 + headerBytes.length) / 4) * 4;
  const out = new Uint8Array(start + size);
  out.set(MAGIC, 0);
  new DataView(out.buffer).setUint32(MAGIC.length, headerBytes.length, true);
  out.set(headerBytes, MAGIC.length + 4);
  sections.forEach(([offset, length, kind], i) => {
    new ARRAYS[kind](out.buffer, start + offset, length).set(arrays[i] as ArrayLike<number>);
  });
  return out;
}

export type SnapshotExpectation = { key: string; now: number; settings: SearchIndexSettings };
/** `size`: the decoded index's heap bytes, growing as the engine decodes columns (index-size.ts). */
export type RestoredSnapshot = { index: SearchIndex; builtAt: number; count: number; size: IndexSize };

class Corrupt extends Error {}
const check = (ok: boolean, what: string) => {
  if (!ok) throw new Corrupt(what);
};
/** The largest value of a typed array (0 when empty). */
const maxOf = (values: IntArray) => {
  let max = 0;
  for (let k = 0; k < values.length; k++) if ((values[k] as number) > max) max = values[k] as number;
  return max;
};
/** Whether a cumulative-ends array never decreases and ends at `total`. */
const endsValid = (ends: IntArray, total: number) => {
  let prev = 0;
  for (let k = 0; k < ends.length; k++) {
    if ((ends[k] as number) < prev) return false;
    prev = ends[k] as number;
  }
  return prev === total;
};

/**
 * One column's decoder: its sections are checked now (refs within the dictionary, list ends in order,
 * missing positions in range), its values built on first use (a first query reads a third of them).
 */
function columnDecoder(column: Column, view: (s: number) => IntArray, count: number): () => unknown[] {
  check(Array.isArray(column.dict) && typeof column.attr === 'string', 'column');
  const refs = view(column.refs);
  check(maxOf(refs) <= column.dict.length, `${column.attr} refs`);
  const dict = column.dict;
  if (column.ends === undefined) {
    check(refs.length === count, `${column.attr} length`);
    return () => {
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const ref = refs[i] as number;
        values[i] = ref === 0 ? undefined : dict[ref - 1];
      }
      return values;
    };
  }
  const ends = view(column.ends);
  check(ends.length === count && endsValid(ends, refs.length), `${column.attr} ends`);
  const missing = column.missing ?? [];
  check(
    missing.every((i) => Number.isInteger(i) && i >= 0 && i < count),
    `${column.attr} missing`,
  );
  return () => {
    const values: unknown[] = new Array(count);
    let from = 0;
    for (let i = 0; i < count; i++) {
      const to = ends[i] as number;
      const list: unknown[] = [];
      for (let k = from; k < to; k++) list.push(dict[(refs[k] as number) - 1]);
      values[i] = list;
      from = to;
    }
    for (const i of missing) values[i] = undefined;
    return values;
  };
}

const hasMagic = (bytes: Uint8Array) => bytes.length >= MAGIC.length + 4 && MAGIC.every((b, i) => bytes[i] === b);

/**
 * The index a snapshot holds, or why it is ignored (the caller then loads from D1): too old, built with
 * other settings, for another key, or not a snapshot (truncated, corrupt). Never throws.
 */
export function decodeSnapshot(
  buffer: ArrayBuffer,
  expect: SnapshotExpectation,
): RestoredSnapshot | { ignored: string } {
  try {
    // no closure here may name `bytes` or `buffer`: V8 would keep them in the context `column` holds
    const bytes = new Uint8Array(buffer);
    if (!hasMagic(bytes)) return { ignored: 'not a snapshot' };
    const headerLength = new DataView(buffer).getUint32(MAGIC.length, true);
    const headerEnd = MAGIC.length + 4 + headerLength;
    if (headerEnd > bytes.length) return { ignored: 'truncated' };
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(MAGIC.length + 4, headerEnd))) as Header;
    if (header.key !== expect.key) return { ignored: 'another key' };
    if (header.digest !== settingsDigest()) return { ignored: 'other index settings' };
    if (!(expect.now - header.builtAt <= SNAPSHOT_MAX_AGE_MS)) return { ignored: 'stale' };
    const { count, vocabulary, sections } = header;
    check(Number.isInteger(count) && count >= 0 && Array.isArray(vocabulary) && Array.isArray(sections), 'header');
    const start = Math.ceil(headerEnd / 4) * 4;
    if (start > bytes.length) return { ignored: 'truncated' };
    // the sections alone, copied out: the views keep this alive, not the header's bytes (decoded into
    // strings below) nor the object as read (issue 37: the header is over half a small dealer's snapshot)
    const body = buffer.slice(start);
    const view = (s: number): IntArray => {
      const [offset, length, kind] = sections[s] ?? [];
      const Array_ = ARRAYS[kind as Kind];
      check(Array_ !== undefined && Number.isInteger(offset) && Number.isInteger(length), 'section');
      const from = offset as number;
      if (from < 0 || from + (length as number) * Array_.BYTES_PER_ELEMENT > body.byteLength)
        throw new Corrupt('truncated');
      return new Array_(body, from, length);
    };

    const ends = view(header.postingEnds);
    const flat = view(header.postings);
    check(ends.length === vocabulary.length && endsValid(ends, flat.length) && flat.length % 2 === 0, 'postings');
    const ranks = expect.settings.searchableAttributes.length;
    for (let k = 0; k < flat.length; k += 2)
      check((flat[k] as number) < count && (flat[k + 1] as number) < ranks, 'postings past the documents');
    check(
      vocabulary.every((token) => typeof token === 'string'),
      'vocabulary',
    );
    const postings = new PackedPostings(vocabulary, ends, flat);

    const columns = new Map<string, () => unknown[]>();
    let fixed = body.byteLength + vocabularyBytes(vocabulary) + count * ENGINE_CACHE_BYTES_PER_DOC;
    for (const column of header.columns) {
      columns.set(column.attr, columnDecoder(column, view, count));
      for (const value of column.dict) fixed += valueBytes(value);
    }
    for (const attr of snapshotAttributes(expect.settings)) check(columns.has(attr), `no ${attr} column`);
    const size = new IndexSize(fixed);
    const column = (attr: string) => {
      const values = columns.get(attr)?.();
      if (values) size.column(attr, values);
      return values;
    };
    return {
      index: new SearchIndex([], expect.settings, { count, column, postings }),
      builtAt: header.builtAt,
      count,
      size,
    };
  } catch (error) {
    if (error instanceof Corrupt && error.message === 'truncated') return { ignored: 'truncated' };
    if (error instanceof Corrupt) return { ignored: `corrupt ${error.message}` };
    return { ignored: `does not decode: ${error instanceof Error ? error.message : String(error)}` };
  }
}
