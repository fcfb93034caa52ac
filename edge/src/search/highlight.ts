/**
 * Meilisearch's highlighting for the embedded engine: `attributesToHighlight` (a list, or `*` for every
 * returned attribute) adds `_formatted` to each hit — the hit's attributes, with the query's matched
 * words wrapped in `highlightPreTag`/`highlightPostTag` (default `<em>`/`</em>`) in the highlighted
 * string attributes. A word matches the way the keyword search matches: exactly, by prefix for the
 * last word as typed, or within the typo budget (1 from 5 letters, 2 from 9). Nested attributes use
 * dotted paths (`description.body`).
 */

import type { Doc } from './filter.js';
import { editDistance, queryWords, typoBudget } from './query-words.js';

export type HighlightOptions = {
  q: string;
  attributesToHighlight: readonly string[];
  highlightPreTag?: string | null;
  highlightPostTag?: string | null;
};

const WORD = /[\p{L}\p{N}]+/gu;
const normalise = (token: string) =>
  token
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A predicate telling whether a (normalised) text token matches a word of the query. */
export function wordMatcher(q: string): (token: string) => boolean {
  const words = queryWords(q);
  const cache = new Map<string, boolean>();
  return (token) => {
    const known = cache.get(token);
    if (known !== undefined) return known;
    const hit = words.some(
      (w) =>
        token === w.text ||
        (w.prefix && token.startsWith(w.text)) ||
        (!w.exact && typoBudget(w.text) > 0 && editDistance(w.text, token, typoBudget(w.text)) <= typoBudget(w.text)),
    );
    cache.set(token, hit);
    return hit;
  };
}

/** `text` with every matching word wrapped in the tags. */
export function highlightText(text: string, matches: (token: string) => boolean, pre: string, post: string): string {
  return text.replace(WORD, (token) => (matches(normalise(token)) ? `${pre}${token}${post}` : token));
}

/** The `_formatted` object of one hit. */
export function formatHit(hit: Doc, options: HighlightOptions, matches = wordMatcher(options.q)): Doc {
  const pre = options.highlightPreTag ?? '<em>';
  const post = options.highlightPostTag ?? '</em>';
  const all = options.attributesToHighlight.includes('*');
  const wanted = new Set(options.attributesToHighlight);
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') {
      const on = all || wanted.has(path) || [...wanted].some((a) => path.startsWith(`${a}.`));
      return on && options.q.trim() !== '' ? highlightText(value, matches, pre, post) : value;
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, path));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]));
    }
    return value;
  };
  return walk(hit, '') as Doc;
}

/** Hits with `_formatted` added when the query asks for highlighting (unchanged otherwise). */
export function withHighlights(
  hits: readonly Doc[],
  options: {
    q?: string | null;
    attributesToHighlight?: readonly string[] | null;
    highlightPreTag?: string | null;
    highlightPostTag?: string | null;
  },
): Doc[] {
  const attributes = options.attributesToHighlight;
  if (!attributes || attributes.length === 0) return hits as Doc[];
  const q = options.q ?? '';
  const matches = wordMatcher(q);
  return hits.map((hit) => ({
    ...hit,
    _formatted: formatHit(
      hit,
      {
        q,
        attributesToHighlight: attributes,
        highlightPreTag: options.highlightPreTag,
        highlightPostTag: options.highlightPostTag,
      },
      matches,
    ),
  }));
}
