import * as z from 'zod';
import { PROMOTION_POSITION } from '../constants/limits.js';
import { dateInTimeZone } from '../hours/opening-hours.js';

/**
 * SPEC §3 promotion card: start, expiry, position, display, strictDisplay, node. `display` lists the car
 * types the card is for (a comma-separated string is accepted); empty means every search.
 */
/**
 * A window bound: a date (`2026-12-31`, a day in the site's time zone) or an instant with its offset
 * (`2026-12-31T18:00:00+11:00`). Anything else is refused, so an unreadable date can never leave a card
 * running for ever.
 */
const WindowBoundSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const PromotionCardSchema = z.object({
  start: WindowBoundSchema.nullable().default(null),
  expiry: WindowBoundSchema.nullable().default(null),
  position: z.number().int().positive().nullable().default(null),
  display: z
    .union([z.string(), z.array(z.string())])
    .nullable()
    .default(null)
    .transform((d) => (Array.isArray(d) ? d : (d ?? '').split(',')).map((s) => s.trim()).filter((s) => s !== '')),
  strictDisplay: z.boolean().default(false),
  node: z.unknown(),
});
export type PromotionCard = z.infer<typeof PromotionCardSchema>;

/**
 * SPEC §4: a card is shown only when the current date is within its start/expiry window (inclusive; a
 * missing bound is open). A date-only bound is a whole day in the site's time zone: a card starting
 * '2026-12-01' shows from that local midnight, one expiring '2026-12-31' until that day ends. Instants
 * compare as instants. An unreadable bound closes the window.
 *
 * @example
 * isPromotionActive({ start: '2026-01-01', expiry: '2026-12-31' }, new Date('2026-06-01'), 'Australia/Sydney'); // true
 */
export function isPromotionActive(card: Pick<PromotionCard, 'start' | 'expiry'>, now: Date, timeZone = 'UTC'): boolean {
  const today = dateInTimeZone(now, timeZone);
  const t = now.getTime();
  const after = (bound: string | null) => {
    if (!bound) return true;
    if (DATE_ONLY.test(bound)) return today >= bound;
    const at = Date.parse(bound);
    return !Number.isNaN(at) && t >= at;
  };
  const before = (bound: string | null) => {
    if (!bound) return true;
    if (DATE_ONLY.test(bound)) return today <= bound;
    const at = Date.parse(bound);
    return !Number.isNaN(at) && t <= at;
  };
  return after(card.start) && before(card.expiry);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * SPEC §4: display is filtered by the car type filter. A card with no display list shows everywhere unless
 * strictDisplay; otherwise it shows when a selected car type is in its list, or (non-strict) when no car
 * type is selected.
 *
 * @example
 * matchesCarTypeFilter({ display: ['new'], strictDisplay: false }, ['used']); // false
 */
export function matchesCarTypeFilter(
  card: Pick<PromotionCard, 'display' | 'strictDisplay'>,
  carTypes: readonly string[],
): boolean {
  if (carTypes.length === 0) return !card.strictDisplay;
  if (card.display.length === 0) return !card.strictDisplay;
  return carTypes.some((t) => card.display.includes(t));
}

/**
 * A small seeded PRNG (mulberry32) so shuffles are reproducible.
 *
 * @example
 * const rand = seededRandom(42); rand(); // 0.6011037519201636
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * SPEC §4: cards with a position come first in order; the rest follow, optionally shuffled (seedable).
 *
 * @example
 * orderPromotions(cards, { shuffle: true, seed: 7 });
 */
export function orderPromotions<C extends Pick<PromotionCard, 'position'>>(
  cards: readonly C[],
  options: { shuffle?: boolean; seed?: number } = {},
): C[] {
  const positioned = cards
    .filter((c) => c.position !== null)
    .sort((a, b) => (a.position as number) - (b.position as number));
  const rest = cards.filter((c) => c.position === null);
  if (options.shuffle) {
    const rand = seededRandom(options.seed ?? 0);
    for (let i = rest.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [rest[i], rest[j]] = [rest[j] as C, rest[i] as C];
    }
  }
  return [...positioned, ...rest];
}

/**
 * SPEC §4 promotion cards for a search: active at `now`, matching the car type filter, ordered.
 *
 * @example
 * promotionsFor(cards, { now, carTypes: ['used'], shuffle: true, seed: 1 })[0];
 */
export function promotionsFor<C extends PromotionCard>(
  cards: readonly C[],
  options: { now: Date; carTypes: readonly string[]; shuffle?: boolean; seed?: number; timeZone?: string },
): C[] {
  const visible = cards.filter(
    (c) => isPromotionActive(c, options.now, options.timeZone) && matchesCarTypeFilter(c, options.carTypes),
  );
  return orderPromotions(visible, options);
}

/** A result slot: a hit or a promotion card. */
export type ResultSlot<H, P> = { type: 'hit'; hit: H } | { type: 'promotion'; promotion: P };

/**
 * Where the promotion goes among `count` results (0-based): its 1-based position, or after the last
 * result of a shorter list.
 *
 * @example
 * promotionIndex(21, 9); // 8
 * promotionIndex(4, 9); // 4
 */
export function promotionIndex(count: number, position: number = PROMOTION_POSITION): number {
  return Math.min(Math.max(0, position - 1), count);
}

/**
 * What a promotion card shows. SPEC §3 calls it `node` without its shape; a dealer site's promo tile
 * is a heading, a line of text, an optional image and a call to action, so that is what a site
 * configures (validated with the site config).
 */
/** Links a dealer may configure: a path on the site (`/finance`) or an https URL — never `javascript:`. */
const SAFE_LINK = /^(\/(?!\/)|https:\/\/)\S*$/;

export const PromotionContentSchema = z.object({
  heading: z.string().min(1),
  text: z.string().nullable().default(null),
  image_url: z.string().regex(SAFE_LINK, 'a site path or an https URL').nullable().default(null),
  href: z.string().regex(SAFE_LINK, 'a site path or an https URL'),
  cta: z.string().min(1).default('Find out more'),
});
export type PromotionContent = z.infer<typeof PromotionContentSchema>;

/** A promotion card as a site configures it: SPEC §3 fields with `node` as PromotionContent. */
export const SitePromotionSchema = PromotionCardSchema.extend({ node: PromotionContentSchema });
export type SitePromotion = z.infer<typeof SitePromotionSchema>;

/**
 * The one promotion shown in a results page's slot: the active cards for the car type filter, in
 * SPEC §4 order, taken in turn page by page (page 1 shows the first, page 2 the second, …, wrapping),
 * so every card gets seen. Unpositioned cards are shuffled once per day when `shuffle` is on (a
 * day-number seed keeps the server render and the browser's hydration identical).
 *
 * @example
 * promotionForPage(cards, { now, carTypes: [], page: 1 })?.node.heading; // the first positioned card's
 */
export function promotionForPage<C extends PromotionCard>(
  cards: readonly C[],
  options: { now: Date; carTypes: readonly string[]; page: number; shuffle?: boolean; timeZone?: string },
): C | null {
  const seed = Math.floor(options.now.getTime() / 86_400_000);
  const ordered = promotionsFor(cards, { ...options, shuffle: options.shuffle ?? false, seed });
  if (ordered.length === 0) return null;
  return ordered[(Math.max(1, options.page) - 1) % ordered.length] ?? null;
}
