import { describe, expect, it } from 'vitest';
import {
  insertPromotion,
  isPromotionActive,
  matchesCarTypeFilter,
  orderPromotions,
  PromotionCardSchema,
  promotionsFor,
  seededRandom,
} from './promotion-cards.js';

const card = (over: Record<string, unknown>) => PromotionCardSchema.parse({ node: over.id ?? 'x', ...over });
const now = new Date('2026-06-01T12:00:00Z');

// SPEC §4: "Promotion card: shown only when the current date is within its start/expiry window."
describe('isPromotionActive', () => {
  it.each([
    [null, null, true],
    ['2026-06-01T12:00:00Z', null, true],
    ['2026-06-01T12:00:01Z', null, false],
    [null, '2026-06-01T12:00:00Z', true],
    [null, '2026-06-01T11:59:59Z', false],
    ['2026-01-01', '2026-12-31', true],
  ])('start %s expiry %s -> %s', (start, expiry, expected) =>
    expect(isPromotionActive({ start, expiry }, now)).toBe(expected),
  );
});

// "Display is filtered by the car type filter."
describe('matchesCarTypeFilter', () => {
  it.each([
    [[], false, [], true],
    [[], true, [], false],
    [['new'], false, [], true],
    [['new'], true, [], false],
    [[], false, ['used'], true],
    [[], true, ['used'], false],
    [['new'], false, ['used'], false],
    [['new', 'demo'], true, ['demo'], true],
  ])('display %j strict %s filter %j -> %s', (display, strictDisplay, filter, expected) => {
    expect(matchesCarTypeFilter({ display, strictDisplay }, filter)).toBe(expected);
  });
  it('parses comma-separated display', () => expect(card({ display: 'new, used,' }).display).toEqual(['new', 'used']));
});

// "Cards with a position come first in order; the rest follow, optionally shuffled."
describe('orderPromotions', () => {
  const cards = [
    card({ id: 'a' }),
    card({ id: 'b', position: 2 }),
    card({ id: 'c' }),
    card({ id: 'd', position: 1 }),
    card({ id: 'e' }),
  ];
  it('puts positioned cards first', () => {
    expect(orderPromotions(cards).map((c) => c.node)).toEqual(['d', 'b', 'a', 'c', 'e']);
  });
  it('shuffles the rest reproducibly', () => {
    const one = orderPromotions(cards, { shuffle: true, seed: 7 }).map((c) => c.node);
    expect(one.slice(0, 2)).toEqual(['d', 'b']);
    expect([...one.slice(2)].sort()).toEqual(['a', 'c', 'e']);
    expect(orderPromotions(cards, { shuffle: true, seed: 7 }).map((c) => c.node)).toEqual(one);
    expect(orderPromotions(cards, { shuffle: true }).map((c) => c.node)).toHaveLength(5);
  });
  it('seeded random is deterministic and in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
  it('combines window, filter and order', () => {
    const all = [
      card({ id: 'old', expiry: '2026-01-01' }),
      card({ id: 'new', display: ['new'] }),
      card({ id: 'any', position: 3 }),
    ];
    expect(promotionsFor(all, { now, carTypes: ['used'] }).map((c) => c.node)).toEqual(['any']);
  });
});

// SPEC §2: "A promotion card slot appears at position 9 in results on the group site."
describe('insertPromotion', () => {
  const hits = Array.from({ length: 21 }, (_, i) => i);
  it('inserts at position 9', () => {
    const slots = insertPromotion(hits, 'promo');
    expect(slots).toHaveLength(22);
    expect(slots[8]).toEqual({ type: 'promotion', promotion: 'promo' });
    expect(slots[7]).toEqual({ type: 'hit', hit: 7 });
    expect(slots[9]).toEqual({ type: 'hit', hit: 8 });
  });
  it('appends to short lists and skips a missing card', () => {
    expect(insertPromotion([1, 2], 'p').at(-1)).toEqual({ type: 'promotion', promotion: 'p' });
    expect(insertPromotion([1, 2], null)).toHaveLength(2);
    expect(insertPromotion([1, 2], 'p', 0)[0]).toEqual({ type: 'promotion', promotion: 'p' });
  });
});
