/**
 * A query's terms after Meilisearch's `synonyms` setting: each term is the shopper's word (or words of a
 * multi-word synonym key, e.g. "dual cab") or any of its synonyms. A synonym's words match exactly (no
 * typo, no prefix), as Meilisearch; quoted words get no synonyms. Keys are one-way, as in Meilisearch:
 * { ev: ['electric'] } makes "ev" find "electric", not the reverse.
 */
import { type QueryWord, queryWords, tokenizeText } from './query-words.js';

/** Meilisearch's `synonyms` setting: a word or phrase → what it also finds. */
export type SynonymSetting = Readonly<Record<string, readonly string[]>>;

/** A term: alternatives, each a list of words that must all match the document. */
export type QueryTerm = { alternatives: QueryWord[][]; exact: boolean; key: string };

/** Synonyms by their tokenized key ('dual cab'), each a list of token lists, and the longest key in words. */
export type SynonymTable = { byKey: Map<string, string[][]>; longest: number };

/** Tokenizes a `synonyms` setting (keys and values as the documents are tokenized). */
export function synonymTable(setting: SynonymSetting | undefined): SynonymTable {
  const byKey = new Map<string, string[][]>();
  let longest = 0;
  for (const [key, values] of Object.entries(setting ?? {})) {
    const tokens = tokenizeText(key);
    if (tokens.length === 0) continue;
    longest = Math.max(longest, tokens.length);
    const list = byKey.get(tokens.join(' ')) ?? [];
    for (const v of values) {
      const words = tokenizeText(v);
      if (words.length > 0) list.push(words);
    }
    byKey.set(tokens.join(' '), list);
  }
  return { byKey, longest };
}

const exactWord = (text: string): QueryWord => ({ text, prefix: false, exact: true });

/**
 * The terms of a query: the longest synonym key starting at each word (unquoted words only) becomes one
 * term whose alternatives are its own words and each synonym; any other word is a term of its own.
 *
 * @example
 * queryTerms('ev', synonymTable({ ev: ['electric'] }))[0].alternatives; // [[ev (prefix)], [electric]]
 */
export function queryTerms(q: string, table: SynonymTable): QueryTerm[] {
  const words = queryWords(q);
  const terms: QueryTerm[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let len = Math.min(table.longest, words.length - i); len >= 1 && taken === 0; len--) {
      const span = words.slice(i, i + len);
      if (span.some((w) => w.exact)) continue;
      const key = span.map((w) => w.text).join(' ');
      const synonyms = table.byKey.get(key);
      if (!synonyms) continue;
      terms.push({ alternatives: [span, ...synonyms.map((s) => s.map(exactWord))], exact: false, key });
      taken = len;
    }
    if (taken === 0) {
      const word = words[i] as QueryWord;
      terms.push({ alternatives: [[word]], exact: word.exact, key: word.text });
      taken = 1;
    }
    i += taken;
  }
  return terms;
}

/**
 * A word split in two where both halves are words of the index ('cx5' → 'cx' '5'), as Meilisearch
 * splits a query word; each split is an alternative of the word, ranked as one typo.
 *
 * @example
 * splitWord({ text: 'cx5', prefix: false, exact: false }, (t) => ['cx', '5'].includes(t)); // [[cx, 5]]
 */
export function splitWord(word: QueryWord, known: (token: string) => boolean): QueryWord[][] {
  if (word.exact || word.text.length < 3) return [];
  const out: QueryWord[][] = [];
  for (let at = 1; at < word.text.length; at++) {
    const left = word.text.slice(0, at);
    const right = word.text.slice(at);
    if (known(left) && known(right)) out.push([exactWord(left), exactWord(right)]);
  }
  return out;
}
