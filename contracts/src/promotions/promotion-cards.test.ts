import { describe, expect, it } from 'vitest';
import {
  isPromotionActive,
  matchesCarTypeFilter,
  orderPromotions,
  PromotionCardSchema,
  promotionForPage,
  promotionsFor,
  SitePromotionSchema,
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

  it('a date-only bound is a whole day in the site time zone', () => {
    const card = { start: '2026-12-01', expiry: '2026-12-31' };
    const sydney = 'Australia/Sydney'; // UTC+11 in December
    // 31 Dec 23:30 in Sydney is still the expiry day; 1 Jan 00:30 is not
    expect(isPromotionActive(card, new Date('2026-12-31T12:30:00Z'), sydney)).toBe(true);
    expect(isPromotionActive(card, new Date('2026-12-31T13:30:00Z'), sydney)).toBe(false);
    // the start day begins at Sydney midnight (30 Nov 13:00 UTC)
    expect(isPromotionActive(card, new Date('2026-11-30T12:30:00Z'), sydney)).toBe(false);
    expect(isPromotionActive(card, new Date('2026-11-30T13:30:00Z'), sydney)).toBe(true);
  });

  it('refuses an unreadable bound (it would otherwise leave the card running for ever)', () => {
    expect(PromotionCardSchema.safeParse({ node: 'x', start: 'next monday' }).success).toBe(false);
    expect(PromotionCardSchema.safeParse({ node: 'x', expiry: '31/12/2026' }).success).toBe(false);
    expect(PromotionCardSchema.safeParse({ node: 'x', expiry: '2026-12-31T18:00:00+11:00' }).success).toBe(true);
    expect(isPromotionActive({ start: 'next monday', expiry: null }, now)).toBe(false);
  });
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

describe('promotionForPage', () => {
  const promo = (heading: string, over: Record<string, unknown> = {}) =>
    SitePromotionSchema.parse({ node: { heading, href: '/finance' }, ...over });
  const cards = [
    promo('unpositioned'),
    promo('second', { position: 2 }),
    promo('first', { position: 1 }),
    promo('expired', { position: 3, expiry: '2026-01-01' }),
    promo('new only', { display: 'new', strictDisplay: true }),
  ];

  it('takes the active cards in order, one per results page, wrapping', () => {
    const heading = (page: number) => promotionForPage(cards, { now, carTypes: [], page })?.node.heading;
    expect([1, 2, 3, 4].map(heading)).toEqual(['first', 'second', 'unpositioned', 'first']);
  });

  it('filters by the car type filter and the date window; none left gives null', () => {
    const headings = (carTypes: string[]) =>
      [1, 2, 3, 4].map((page) => promotionForPage(cards, { now, carTypes, page })?.node.heading);
    expect(headings(['new'])).toEqual(['first', 'second', 'unpositioned', 'new only']);
    expect(headings(['used'])).toEqual(['first', 'second', 'unpositioned', 'first']);
    expect(promotionForPage([cards[3] as never], { now, carTypes: [], page: 1 })).toBeNull();
    expect(promotionForPage([], { now, carTypes: [], page: 1 })).toBeNull();
  });

  it('shuffles unpositioned cards the same way all day (server render = hydration)', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((h) => promo(h));
    const at = (iso: string) =>
      [1, 2, 3, 4, 5, 6].map(
        (page) => promotionForPage(many, { now: new Date(iso), carTypes: [], page, shuffle: true })?.node.heading,
      );
    expect(at('2026-06-01T01:00:00Z')).toEqual(at('2026-06-01T23:00:00Z'));
    expect([...at('2026-06-01T01:00:00Z')].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('links are site paths or https URLs, never javascript: or protocol-relative', () => {
    for (const href of ['javascript:alert(1)', '//evil.example/x', 'http://plain.example', 'finance'])
      expect(SitePromotionSchema.safeParse({ node: { heading: 'Offer', href } }).success, href).toBe(false);
    for (const href of ['/finance', 'https://dealer.example/offer'])
      expect(SitePromotionSchema.safeParse({ node: { heading: 'Offer', href } }).success, href).toBe(true);
  });

  it('refuses content without a heading or a link (site config boundary)', () => {
    expect(SitePromotionSchema.safeParse({ node: { heading: '', href: '/x' } }).success).toBe(false);
    expect(SitePromotionSchema.safeParse({ node: { heading: 'Offer' } }).success).toBe(false);
    expect(promo('Offer').node.cta).toBe('Find out more');
  });
});
