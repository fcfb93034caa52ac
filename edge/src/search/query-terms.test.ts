import { CAR_SYNONYMS } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { queryTerms, splitWord, synonymTable } from './query-terms.js';

const table = synonymTable(CAR_SYNONYMS);
const alternatives = (q: string) =>
  queryTerms(q, table).map((t) => t.alternatives.map((a) => a.map((w) => w.text).join(' ')));

describe('query terms: Meilisearch synonyms on a query', () => {
  it('a shopper word also finds its synonym, the word itself kept (one way)', () => {
    expect(alternatives('EV')).toEqual([['ev', 'electric']]);
    expect(alternatives('4x4 ute')).toEqual([['4x4', '4wd'], ['ute']]);
    expect(alternatives('electric')).toEqual([['electric']]);
  });
  it('the longest multi-word key wins and counts as one term', () => {
    expect(alternatives('crew cab')).toEqual([['crew cab', 'dual cab']]);
    expect(alternatives('land cruiser 300')).toEqual([['land cruiser', 'landcruiser'], ['300']]);
    expect(alternatives('four wheel drive ute')).toEqual([['four wheel drive', '4wd'], ['ute']]);
  });
  it("a synonym's words match exactly; the typed last word keeps its prefix", () => {
    const [term] = queryTerms('ev', table);
    expect(term?.alternatives[0]?.[0]).toMatchObject({ text: 'ev', prefix: true, exact: false });
    expect(term?.alternatives[1]?.[0]).toMatchObject({ text: 'electric', prefix: false, exact: true });
  });
  it('quoted words get no synonyms and stay exact (a stock number, a phrase)', () => {
    expect(queryTerms('"ev"', table)).toEqual([
      { alternatives: [[{ text: 'ev', prefix: false, exact: true }]], exact: true, key: 'ev' },
    ]);
    expect(alternatives('"crew" cab')).toEqual([['crew'], ['cab']]);
  });
  it('keys and values are tokenized as documents are (case, accents, punctuation)', () => {
    const t = synonymTable({ 'Plug-In': ['PHÉV'] });
    expect(queryTerms('plug in', t).map((x) => x.alternatives.map((a) => a.map((w) => w.text)))).toEqual([
      [['plug', 'in'], ['phev']],
    ]);
  });
  it('splits a word in two where both halves are words of the index', () => {
    const known = (t: string) => ['cx', '5', 'f', '150'].includes(t);
    expect(splitWord({ text: 'cx5', prefix: false, exact: false }, known).map((a) => a.map((w) => w.text))).toEqual([
      ['cx', '5'],
    ]);
    expect(splitWord({ text: 'f150', prefix: false, exact: true }, known)).toEqual([]);
    expect(splitWord({ text: 'rav4', prefix: false, exact: false }, known)).toEqual([]);
  });
});
