/**
 * Hot pages: a cached page asked for again by the same URL is answered before the router, the tenant, the
 * routing table and the page policy are worked out again (issue 36 item 3: that fixed work, about 2.3 ms of
 * JS a hit, held a cached page to a third of a static file's throughput).
 *
 * The answer is the previous HIT's final response (security headers and policy included), so it is what
 * the full path would send, for as long as everything it was composed from is what the full path would read:
 * - each KV value it came from (host map, site config, routing, deployments) is still within its memo
 *   window (tenant/kv-memo.ts): a KV change shows exactly as soon as it did before;
 * - the cached page is still fresh (HTML_TTL_S);
 * - and at most HOT_MS, so the stock availability version (re-read every second) moves it on.
 * Keyed by the exact URL and Accept-Encoding. Never a request with a cookie (a shopper's own page), never an
 * identity body (made per request from the stored gzip: keeping it would double the cache's memory).
 * A hot answer spends the client's page view as the full path does; a client with none left takes the full
 * path, which holds and refuses it.
 */
import { budgetClient, type RenderBudget, takePageView } from '../routes/page-budget.js';
import { memoFresh } from '../tenant/kv-memo.js';
import { clientAcceptEncoding } from './client-encoding.js';

export const HOT_MS = 300;
const MAX_ENTRIES = 300;

/** What handlePage knows of a HIT it sent (the request's own, until the response is complete). */
export type HotHit = {
  /** The bytes sent: the stored gzip (or br), shared with the HTML cache's L1. */
  body: Uint8Array;
  /** Until when the cached page is fresh (ms). */
  freshUntil: number;
  /** The KV memo keys the page was composed from, and their memo window. */
  memoKeys: readonly string[];
  memoMs: number;
  /** The site's slug and the page-view budget its hits spend, as the full path does (routes/page-budget.ts). */
  site: string;
  pageViews: RenderBudget;
};

type Entry = Omit<HotHit, 'freshUntil'> & { headers: [string, string][]; until: number };

const noted = new WeakMap<Request, HotHit>();
const hot = new Map<string, Entry>();

function keyOf(req: Request): string | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.has('cookie')) return null;
  return `${req.url}\u0000${clientAcceptEncoding(req) ?? ''}`;
}

/** handlePage: this request is answered by a cached page (an encoded body) it may serve hot next time. */
export function noteHotHit(req: Request, hit: HotHit): void {
  if (hit.memoMs > 0) noted.set(req, hit);
}

/** The hot answer to this request, or null (the full path runs). */
export function serveHot(req: Request, now = Date.now()): Response | null {
  if (hot.size === 0) return null;
  const key = keyOf(req);
  const entry = key === null ? undefined : hot.get(key);
  if (!entry || key === null) return null;
  if (now >= entry.until || !entry.memoKeys.every((k) => memoFresh(k, entry.memoMs, now))) {
    hot.delete(key);
    return null;
  }
  if (!takePageView(budgetClient(entry.site, req), entry.pageViews, now)) return null;
  return new Response(entry.body, { status: 200, headers: entry.headers, encodeBody: 'manual' });
}

/** After the full path: keeps the final response of a noted HIT for the next identical request. */
export function keepHot(req: Request, res: Response, now = Date.now()): Response {
  const hit = noted.get(req);
  if (!hit || res.status !== 200 || res.headers.get('x-forecourt-cache') !== 'HIT' || res.headers.has('set-cookie'))
    return res;
  const key = keyOf(req);
  if (key === null) return res;
  hot.delete(key);
  if (hot.size >= MAX_ENTRIES) {
    for (const [k, e] of hot) if (now >= e.until) hot.delete(k);
    if (hot.size >= MAX_ENTRIES) hot.delete(hot.keys().next().value as string);
  }
  hot.set(key, {
    body: hit.body,
    memoKeys: hit.memoKeys,
    memoMs: hit.memoMs,
    site: hit.site,
    pageViews: hit.pageViews,
    headers: [...res.headers],
    until: Math.min(now + Math.min(HOT_MS, hit.memoMs), hit.freshUntil),
  });
  return res;
}
