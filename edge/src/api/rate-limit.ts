import type { Context } from 'hono';
import { hitRateLimit } from '../data/leads.js';
import type { AppContext } from '../env.js';

/** What a client may do a limited number of times per site: create leads, reveal car phone numbers. */
export type RateLimitedAction = 'lead' | 'phone';

/**
 * The one rate limit of the public write/reveal endpoints: per client (CF-Connecting-IP), site and
 * action, LEAD_RATE_LIMIT "count/seconds" (default 10/60) in a fixed window counted in D1
 * (hitRateLimit). Each action counts apart, so revealing numbers never costs a shopper an enquiry.
 */
export async function withinRateLimit(c: Context<AppContext>, action: RateLimitedAction): Promise<boolean> {
  const [count, seconds] = (c.env.LEAD_RATE_LIMIT ?? '10/60').split('/').map(Number);
  const client = c.req.header('cf-connecting-ip') ?? 'unknown';
  return hitRateLimit(c.env.DB, `${action}:${c.var.site.slug}:${client}`, count || 10, seconds || 60, Date.now());
}
