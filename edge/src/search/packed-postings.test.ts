import { describe, expect, it } from 'vitest';
import { PackedPostings } from './packed-postings.js';

describe('packed postings (issue 37: tokens found by binary search, no Map)', () => {
  // vocabulary in the index's own order (not sorted), each token's list [doc, rank] pairs
  const vocabulary = ['toyota', 'corolla', 'ute', 'éclair', 'a', 'zz', 'ut'];
  const lists = [[0, 0, 2, 0], [0, 1], [1, 2], [3, 0], [], [2, 1], [4, 0]];
  const ends = new Uint32Array(lists.map((_, t) => lists.slice(0, t + 1).flat().length));
  const postings = new PackedPostings(vocabulary, ends, new Uint16Array(lists.flat()));

  it('finds every token, and only those', () => {
    vocabulary.forEach((token, t) => {
      expect(postings.has(token)).toBe(true);
      expect(Array.from(postings.get(token) as ArrayLike<number>)).toEqual(lists[t]);
    });
    for (const absent of ['', 'u', 'utes', 'toyot', 'zzz', 'eclair', 'TOYOTA'])
      expect([postings.has(absent), postings.get(absent)]).toEqual([false, undefined]);
    expect(postings.size).toBe(vocabulary.length);
  });

  it('iterates in the vocabulary order', () => {
    expect([...postings.keys()]).toEqual(vocabulary);
    expect([...postings].map(([token, list]) => [token, Array.from(list)])).toEqual(
      vocabulary.map((t, i) => [t, lists[i]]),
    );
  });
});
