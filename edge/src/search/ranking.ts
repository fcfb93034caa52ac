/**
 * Keyword relevance and the order of hits, as Meilisearch's ranking rules: matched terms (dropping
 * terms from the end while nothing matches them all: matchingStrategy 'last'), fewer typos, best
 * attribute (searchable order), then the sort keys, then exactness.
 */
import type { QueryTerm } from './query-terms.js';

/** One document's match of one term: typos used, best attribute rank, whether it matched exactly. */
export type TermMatch = { typos: number; attr: number; exact: boolean };
/** A term's matches by document position. */
export type TermMatches = Map<number, TermMatch>;
/** A document's relevance: terms matched, typos and attribute ranks summed, exact terms. */
export type Relevance = { words: number; typos: number; attr: number; exact: number };

/**
 * The relevance of every candidate matching the most leading terms (all of them, else one fewer from the
 * end, …); a quoted term is never dropped. Documents matching none are absent.
 */
export function keywordRelevance(
  terms: readonly QueryTerm[],
  matches: readonly TermMatches[],
  candidates: readonly number[],
): Map<number, Relevance> {
  for (let n = terms.length; n >= 1; n--) {
    const scored = new Map<number, Relevance>();
    for (const i of candidates) {
      const r: Relevance = { words: n, typos: 0, attr: 0, exact: 0 };
      let ok = true;
      for (let w = 0; w < n && ok; w++) {
        const m = (matches[w] as TermMatches).get(i);
        if (!m) ok = false;
        else {
          r.typos += m.typos;
          r.attr += m.attr;
          if (m.exact) r.exact++;
        }
      }
      if (ok) scored.set(i, r);
    }
    if (scored.size > 0 || n === 1 || terms.slice(0, n).some((t) => t.exact)) return scored;
  }
  return new Map();
}

/** A sort key: its direction and each document's value by position. */
export type SortKey = { dir: 1 | -1; values: readonly unknown[] };

/** Compares two document positions: relevance (when a keyword ran), sort keys (missing values last), exactness. */
export function hitOrder(relevance: Map<number, Relevance> | null, sortKeys: readonly SortKey[]) {
  return (a: number, b: number): number => {
    const ra = relevance?.get(a);
    const rb = relevance?.get(b);
    if (ra && rb) {
      if (ra.words !== rb.words) return rb.words - ra.words;
      if (ra.typos !== rb.typos) return ra.typos - rb.typos;
      if (ra.attr !== rb.attr) return ra.attr - rb.attr;
    }
    for (const { dir, values } of sortKeys) {
      const va = values[a];
      const vb = values[b];
      const na = va === null || va === undefined;
      const nb = vb === null || vb === undefined;
      if (na || nb) {
        if (na && nb) continue;
        return na ? 1 : -1; // missing values last, either direction
      }
      if (va === vb) continue;
      return (va as number | string) < (vb as number | string) ? -dir : dir;
    }
    if (ra && rb && ra.exact !== rb.exact) return rb.exact - ra.exact;
    return a - b;
  };
}
