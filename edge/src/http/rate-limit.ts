import type { Context } from 'hono';
import * as z from 'zod';
import type { AppContext } from '../env.js';
import { hitRateLimit } from './rate-limit-store.js';

/**
 * What a client may do a limited number of times per site: create leads, reveal car phone numbers, post
 * events, sign in, reserve, look vehicles up (each lookup is a paid call to the provider).
 */
export type RateLimitedAction = 'lead' | 'phone' | 'event' | 'garage' | 'checkout' | 'lookup';

/** A rate limit: at most `count` per `seconds` window. */
export type RateLimit = { count: number; seconds: number };

/** The documented default of LEAD_RATE_LIMIT: 10 per 60 s. */
export const DEFAULT_RATE_LIMIT: RateLimit = { count: 10, seconds: 60 };
/**
 * The default of EVENT_RATE_LIMIT: 120 per 60 s. A shopper's browsing posts a few events a page
 * (page view, searches, form steps, clicks); a script posting thousands is cut off.
 */
export const DEFAULT_EVENT_RATE_LIMIT: RateLimit = { count: 120, seconds: 60 };

/** LEAD_RATE_LIMIT "count/seconds", both positive integers. */
const RateLimitSchema = z
  .string()
  .regex(/^\d+\/\d+$/)
  .transform((raw) => raw.split('/').map(Number) as [number, number])
  .pipe(z.tuple([z.number().int().positive().safe(), z.number().int().positive().safe()]))
  .transform(([count, seconds]): RateLimit => ({ count, seconds }));

const parsed = new Map<string, RateLimit>();

/**
 * LEAD_RATE_LIMIT parsed once per value: unset is the default; an invalid value ('10', '0/60', 'ten/60')
 * is the default too, with one logged warning (a typo must not turn the limit off).
 *
 * @example
 * parseRateLimit('5/30'); // { count: 5, seconds: 30 }
 * parseRateLimit('0/60'); // { count: 10, seconds: 60 } (warned)
 */
export function parseRateLimit(raw: string | undefined, fallback: RateLimit = DEFAULT_RATE_LIMIT): RateLimit {
  if (raw === undefined) return fallback;
  const key = `${fallback.count}/${fallback.seconds} ${raw}`;
  const known = parsed.get(key);
  if (known) return known;
  const result = RateLimitSchema.safeParse(raw.trim());
  if (!result.success)
    console.warn(
      '[rate-limit] %j is not "count/seconds" (positive integers); using %d/%d',
      raw,
      fallback.count,
      fallback.seconds,
    );
  const limit = result.success ? result.data : fallback;
  parsed.set(key, limit);
  return limit;
}

/** A rate-limit check: within the limit, over it, or the counter could not be reached (logged). */
export type RateLimitResult = 'allowed' | 'limited' | 'unavailable';

/**
 * The one rate limit of the public write/reveal endpoints: per client (CF-Connecting-IP), site and
 * action, LEAD_RATE_LIMIT "count/seconds" (default 10/60; events EVENT_RATE_LIMIT, default 120/60; vehicle lookups LOOKUP_RATE_LIMIT, default
 * 10/60) in a fixed window counted in D1
 * (hitRateLimit). Each action counts apart, so revealing numbers never costs a shopper an enquiry.
 * A D1 failure is 'unavailable' (logged), never a thrown error: each caller decides (the phone reveal
 * goes on; a lead create answers 503 and stores nothing).
 */
export async function withinRateLimit(c: Context<AppContext>, action: RateLimitedAction): Promise<RateLimitResult> {
  const { count, seconds } =
    action === 'event'
      ? parseRateLimit(c.env.EVENT_RATE_LIMIT, DEFAULT_EVENT_RATE_LIMIT)
      : action === 'lookup'
        ? parseRateLimit(c.env.LOOKUP_RATE_LIMIT)
        : parseRateLimit(c.env.LEAD_RATE_LIMIT);
  const client = c.req.header('cf-connecting-ip') ?? 'unknown';
  try {
    const ok = await hitRateLimit(c.env.DB, `${action}:${c.var.site.slug}:${client}`, count, seconds, Date.now());
    return ok ? 'allowed' : 'limited';
  } catch (error) {
    console.error('[rate-limit] counter unavailable', action, error);
    return 'unavailable';
  }
}
