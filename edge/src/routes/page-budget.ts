/**
 * What one client may ask of a site's pages and images, in this isolate's memory (as
 * search/client-budget.ts for searches): token buckets per client and site (CF-Connecting-IP), each a
 * BURST, then RATE a second. A refusal is held (search/tarpit.ts) before its 429, so a script waiting
 * for its answers on N connections sends about N requests a second, whatever the CPU could serve.
 *
 * - page views: every page request (GET or HEAD of a page, a cache HIT too). A cached page costs little,
 *   but a closed-loop client is served as many as the CPU allows (488 a second took another dealer's p99
 *   to 12×: BENCHMARKS.md, bench:load:abuse). A shopper opens a page every few seconds; its assets,
 *   images and API calls are not pages, and a Speculation Rules prefetch (moderate: on hover) is one more.
 * - renders: the cache misses a client asks for (a MISS, a cookie's BYPASS, a HEAD that misses).
 * - new image variants: a /cdn/image variant not yet computed. A page asks for at most one new variant
 *   per photo it shows; stored variants cost nothing.
 * - in flight: pages (until composed) and new variants (until transformed) one client has at once.
 *
 * Each isolate counts apart; in production the WAF rate-limiting rules in docs/OPERATIONS.md bound the
 * volume in front.
 */
import { parseRateLimit } from '../http/rate-limit.js';

export type RenderBudget = { burst: number; perSecond: number };
/** Renders: a burst of 20, then 5 a second (bench:load abuse group); PAGE_RATE_LIMIT "count/seconds" (e.g. "20/4") sets another (burst count, count/seconds a second). */
export const RENDER_BUDGET: RenderBudget = { burst: 20, perSecond: 5 };
/** Page views, hits included: a burst of 60, then 10 a second; PAGE_VIEW_RATE_LIMIT "count/seconds" (default "60/6"). */
export const PAGE_VIEW_BUDGET: RenderBudget = { burst: 60, perSecond: 10 };
/**
 * New image variants: a burst of 30, then 5 a second; IMAGE_RATE_LIMIT "count/seconds" (default "30/6").
 * A page loads its first screen's photos at once (a car page's gallery and thumbnails, a search page's
 * first rows: under 30) and the rest lazily as the shopper scrolls, and a variant is computed once for
 * every shopper after. A burst of 150 (a 100-card page at once) let one client's local transforms take a
 * quiet dealer's p99 to 6× (BENCHMARKS.md, bench:load:abuse image-new); 50 to 0.9–2.2×; 30 to 0.7–1.0×.
 */
export const NEW_VARIANT_BUDGET: RenderBudget = { burst: 30, perSecond: 5 };
/** Pages one client has in flight at once (a browser loads one document, plus a prefetch or two). */
export const PAGES_IN_FLIGHT = 8;
/** New variants one client waits on at once (a page's images load together over HTTP/2). */
export const VARIANTS_IN_FLIGHT = 32;
const MAX_CLIENTS = 10_000;

type Bucket = { tokens: number; at: number };

/** One kind of budget's buckets, least recently used first (the oldest go past MAX_CLIENTS). */
function bucketStore() {
  const buckets = new Map<string, Bucket>();
  /** Takes one token from the client's budget; false (taking nothing) when it has none left. */
  return (client: string, budget: RenderBudget, nowMs: number): boolean => {
    const bucket = buckets.get(client) ?? { tokens: budget.burst, at: nowMs };
    buckets.delete(client); // re-inserted: Map order is least recently used first
    bucket.tokens = Math.min(budget.burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * budget.perSecond);
    bucket.at = nowMs;
    buckets.set(client, bucket);
    if (buckets.size > MAX_CLIENTS) buckets.delete(buckets.keys().next().value as string);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}

const renders = bucketStore();
const pageViews = bucketStore();
const newVariants = bucketStore();

/** The budgets' client: the site and the client's address (as the search budget and the D1 rate limits). */
export const budgetClient = (site: string, request: Request) =>
  `${site}:${request.headers.get('cf-connecting-ip') ?? 'unknown'}`;

/** "count/seconds" as a budget (the default when absent or malformed). */
function budget(raw: string | undefined, fallback: RenderBudget): RenderBudget {
  const limit = parseRateLimit(raw, { count: fallback.burst, seconds: fallback.burst / fallback.perSecond });
  return { burst: limit.count, perSecond: limit.count / limit.seconds };
}
/** PAGE_RATE_LIMIT as a budget. */
export const renderBudget = (raw: string | undefined) => budget(raw, RENDER_BUDGET);
/** PAGE_VIEW_RATE_LIMIT as a budget. */
export const pageViewBudget = (raw: string | undefined) => budget(raw, PAGE_VIEW_BUDGET);
/** IMAGE_RATE_LIMIT as a budget. */
export const newVariantBudget = (raw: string | undefined) => budget(raw, NEW_VARIANT_BUDGET);

/** Takes one render from the client's budget; false (taking nothing) when it has none left. */
export const takeRender = (client: string, b: RenderBudget = RENDER_BUDGET, nowMs = Date.now()) =>
  renders(client, b, nowMs);
/** Takes one page view (any page request, hits included). */
export const takePageView = (client: string, b: RenderBudget = PAGE_VIEW_BUDGET, nowMs = Date.now()) =>
  pageViews(client, b, nowMs);
/** Takes one new image variant. */
export const takeNewVariant = (client: string, b: RenderBudget = NEW_VARIANT_BUDGET, nowMs = Date.now()) =>
  newVariants(client, b, nowMs);

/** Per-client counts of requests in flight of one kind. */
function flightCounter() {
  const counts = new Map<string, number>();
  return {
    /** A release to call once when the work is done, or null: the client already has `max` in flight. */
    enter(client: string, max: number): (() => void) | null {
      const n = counts.get(client) ?? 0;
      if (n >= max) return null;
      counts.set(client, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(client) ?? 1) - 1;
        if (left <= 0) counts.delete(client);
        else counts.set(client, left);
      };
    },
    inFlight: (client: string) => counts.get(client) ?? 0,
  };
}
/** Pages in flight per client. */
export const pagesInFlight = flightCounter();
/** New image variants in flight per client. */
export const variantsInFlight = flightCounter();

/** The 429 of a client past a page budget: small, never cached, a second's Retry-After. */
export function tooManyRenders(): Response {
  return new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests</title><meta name="robots" content="noindex"></head><body><h1>Too many requests</h1><p>Please wait a moment and try again.</p></body></html>',
    {
      status: 429,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' },
    },
  );
}
