/**
 * Index snapshots: a site's built cars index in one binary object, so a new isolate answers its first
 * search without reading 10,000 rows from D1, parsing them with zod and tokenizing them (issue 16 part 4).
 *
 * What a snapshot holds is the index's own state, not a cache of D1: the postings (vocabulary in the
 * index's order, and each token's flat [doc, attribute rank] list as one Int32Array), the filterable and
 * sortable attributes of each document (what filters, facets and sorts read), and each document's JSON
 * text, decoded only when it is a hit. Restoring it is one JSON.parse of the small header plus views
 * over the bytes. D1 stays the source of truth: backend.ts serves a snapshot only until its own load
 * from D1 (the first search past the TTL, in the background) replaces it, and ignores a snapshot that is older than
 * SNAPSHOT_MAX_AGE_MS, built with other index settings or for another key, or that does not decode.
 *
 * Layout: "FCSNAP1\n" | u32 header length | header JSON (padded to 4 bytes) | postings Int32Array | docs.
 */
import type { SearchIndexSettings } from '@forecourt/contracts';
import { SearchIndex } from './engine.js';
import { type Doc, readAttribute } from './filter.js';
import { settingsDigest } from './sync-settings.js';

const MAGIC = new TextEncoder().encode('FCSNAP1\n');

/** A snapshot older than this is ignored (the cron and the isolates rewrite them well within it). */
export const SNAPSHOT_MAX_AGE_MS = 15 * 60_000;
/** Sites with fewer cars load from D1 fast enough (tens of ms): no snapshot is written for them. */
export const SNAPSHOT_MIN_CARS = 1_000;
/** An isolate that loaded from D1 rewrites its site's snapshot when the one it knows is this old. */
export const SNAPSHOT_REWRITE_MS = 5 * 60_000;

type Header = {
  key: string;
  digest: string;
  builtAt: number;
  count: number;
  vocabulary: string[];
  /** Cumulative end of each token's list in the postings array. */
  postingEnds: number[];
  rows: Doc[];
  /** Cumulative end of each document's JSON in the docs bytes. */
  docEnds: number[];
};

/** The object key of a site's snapshot: per site and dealership set, so no site reads another's. */
export function snapshotKey(slug: string, dealershipIds: readonly number[]): string {
  return `search-snapshots/v1/${encodeURIComponent(slug)}/${dealershipIds.join('-')}.bin`;
}

/** The attributes filters, facets and sorts read, at their paths (a dotted path never crosses an array). */
function rowOf(doc: Doc, attrs: readonly string[]): Doc {
  const row: Doc = {};
  for (const attr of attrs) {
    const value = readAttribute(doc, attr);
    if (value === undefined) continue;
    const parts = attr.split('.');
    let target = row;
    for (const part of parts.slice(0, -1)) {
      if (!target[part] || typeof target[part] !== 'object') target[part] = {};
      target = target[part] as Doc;
    }
    target[parts[parts.length - 1] as string] = value;
  }
  return row;
}

/** Encodes a built index (from D1) with its documents: the bytes of one snapshot object. */
export function encodeSnapshot(index: SearchIndex, count: number, key: string, builtAt: number): Uint8Array {
  const attrs = [...new Set([...index.settings.filterableAttributes, ...index.settings.sortableAttributes])];
  const encoder = new TextEncoder();
  const docs: Uint8Array[] = [];
  const docEnds: number[] = [];
  const rows: Doc[] = [];
  let docBytes = 0;
  for (let i = 0; i < count; i++) {
    const doc = index.docAt(i);
    const bytes = encoder.encode(JSON.stringify(doc));
    docs.push(bytes);
    docBytes += bytes.length;
    docEnds.push(docBytes);
    rows.push(rowOf(doc, attrs));
  }
  const vocabulary = [...index.postings.keys()];
  const postingEnds: number[] = [];
  let postingLength = 0;
  for (const token of vocabulary) {
    postingLength += (index.postings.get(token) as ArrayLike<number>).length;
    postingEnds.push(postingLength);
  }
  const header: Header = { key, digest: settingsDigest(), builtAt, count, vocabulary, postingEnds, rows, docEnds };
  const headerBytes = encoder.encode(JSON.stringify(header));
  const headerEnd = MAGIC.length + 4 + headerBytes.length;
  const postingsStart = Math.ceil(headerEnd / 4) * 4;
  const out = new Uint8Array(postingsStart + postingLength * 4 + docBytes);
  out.set(MAGIC, 0);
  new DataView(out.buffer).setUint32(MAGIC.length, headerBytes.length, true);
  out.set(headerBytes, MAGIC.length + 4);
  const postings = new Int32Array(out.buffer, postingsStart, postingLength);
  let at = 0;
  for (const token of vocabulary) {
    const list = index.postings.get(token) as ArrayLike<number>;
    for (let k = 0; k < list.length; k++) postings[at++] = list[k] as number;
  }
  let docAt = postingsStart + postingLength * 4;
  for (const bytes of docs) {
    out.set(bytes, docAt);
    docAt += bytes.length;
  }
  return out;
}

export type SnapshotExpectation = { key: string; now: number; settings: SearchIndexSettings };
export type RestoredSnapshot = { index: SearchIndex; builtAt: number; count: number };

/**
 * The index a snapshot holds, or why it is ignored (the caller then loads from D1): too old, built with
 * other settings, for another key, or not a snapshot (truncated, corrupt). Never throws.
 */
export function decodeSnapshot(
  buffer: ArrayBuffer,
  expect: SnapshotExpectation,
): RestoredSnapshot | { ignored: string } {
  try {
    const bytes = new Uint8Array(buffer);
    if (bytes.length < MAGIC.length + 4 || MAGIC.some((b, i) => bytes[i] !== b)) return { ignored: 'not a snapshot' };
    const headerLength = new DataView(buffer).getUint32(MAGIC.length, true);
    const headerEnd = MAGIC.length + 4 + headerLength;
    if (headerEnd > bytes.length) return { ignored: 'truncated' };
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(MAGIC.length + 4, headerEnd))) as Header;
    if (header.key !== expect.key) return { ignored: 'another key' };
    if (header.digest !== settingsDigest()) return { ignored: 'other index settings' };
    if (!(expect.now - header.builtAt <= SNAPSHOT_MAX_AGE_MS)) return { ignored: 'stale' };
    const { count, vocabulary, postingEnds, rows, docEnds } = header;
    if (
      rows.length !== count ||
      docEnds.length !== count ||
      postingEnds.length !== vocabulary.length ||
      !Number.isInteger(count)
    )
      return { ignored: 'corrupt header' };
    const postingsStart = Math.ceil(headerEnd / 4) * 4;
    const postingLength = postingEnds[postingEnds.length - 1] ?? 0;
    const docsStart = postingsStart + postingLength * 4;
    if (docsStart + (docEnds[docEnds.length - 1] ?? 0) !== bytes.length) return { ignored: 'truncated' };
    const flat = new Int32Array(buffer, postingsStart, postingLength);
    for (let k = 0; k < flat.length; k += 2) {
      const doc = flat[k] as number;
      if (doc < 0 || doc >= count) return { ignored: 'corrupt postings' };
    }
    const postings = new Map<string, Int32Array>();
    let start = 0;
    vocabulary.forEach((token, t) => {
      const end = postingEnds[t] as number;
      postings.set(token, flat.subarray(start, end));
      start = end;
    });
    const decoder = new TextDecoder();
    const parsed: Doc[] = [];
    const docAt = (i: number): Doc => {
      let doc = parsed[i];
      if (!doc) {
        const from = docsStart + (i === 0 ? 0 : (docEnds[i - 1] as number));
        doc = JSON.parse(decoder.decode(bytes.subarray(from, docsStart + (docEnds[i] as number)))) as Doc;
        parsed[i] = doc;
      }
      return doc;
    };
    return { index: new SearchIndex([], expect.settings, { rows, postings, docAt }), builtAt: header.builtAt, count };
  } catch (error) {
    return { ignored: `does not decode: ${error instanceof Error ? error.message : String(error)}` };
  }
}
