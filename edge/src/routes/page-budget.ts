/**
 * Uncached page renders per client and site, in this isolate's memory (as search/client-budget.ts for
 * searches): a token bucket of BURST renders, then RATE a second; a refusal is held (search/tarpit.ts) so
 * a script on a few connections sends few of them. A cache HIT (or STALE) costs
 * nothing; a MISS, a cookie's BYPASS and a HEAD that misses each cost one. A shopper's browsing renders
 * a page or two a second at most; a script sending random query strings or HEADs is answered 429
 * (normalised keys already make most of those HITs: routes/page-query.ts). Each isolate counts apart;
 * in production the WAF rate-limiting rule in docs/OPERATIONS.md bounds the volume in front.
 */
import { parseRateLimit } from '../http/rate-limit.js';

export type RenderBudget = { burst: number; perSecond: number };
/** The default (a burst of 20 renders, then 5 a second; bench:load abuse group); PAGE_RATE_LIMIT "count/seconds" (e.g. "20/4") sets another (burst count, count/seconds a second). */
export const RENDER_BUDGET: RenderBudget = { burst: 20, perSecond: 5 };
const MAX_CLIENTS = 10_000;

type Bucket = { tokens: number; at: number };
const buckets = new Map<string, Bucket>();

/** PAGE_RATE_LIMIT as a budget (the default when absent or malformed). */
export function renderBudget(raw: string | undefined): RenderBudget {
  const limit = parseRateLimit(raw, {
    count: RENDER_BUDGET.burst,
    seconds: RENDER_BUDGET.burst / RENDER_BUDGET.perSecond,
  });
  return { burst: limit.count, perSecond: limit.count / limit.seconds };
}

/** Takes one render from the client's budget; false (taking nothing) when it has none left. */
export function takeRender(client: string, budget: RenderBudget = RENDER_BUDGET, nowMs = Date.now()): boolean {
  const bucket = buckets.get(client) ?? { tokens: budget.burst, at: nowMs };
  buckets.delete(client); // re-inserted: Map order is least recently used first
  bucket.tokens = Math.min(budget.burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * budget.perSecond);
  bucket.at = nowMs;
  buckets.set(client, bucket);
  if (buckets.size > MAX_CLIENTS) buckets.delete(buckets.keys().next().value as string);
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/** The 429 of a client past its render budget: small, never cached, a second's Retry-After. */
export function tooManyRenders(): Response {
  return new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests</title><meta name="robots" content="noindex"></head><body><h1>Too many requests</h1><p>Please wait a moment and try again.</p></body></html>',
    {
      status: 429,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' },
    },
  );
}
