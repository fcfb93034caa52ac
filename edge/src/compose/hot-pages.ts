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
 *
 * When an entry's window ends, the first request for it renews it through the full path (reading KV again
 * as the memo does) and the others asking for it meanwhile wait for that and are answered from the entry it
 * keeps: otherwise every connection's next request ran the full path at each window's end (about 50 at 50
 * connections, each many times a hot answer's CPU). They wait only for a request composing its answer (one
 * the page budgets hold and refuse lets them go at once: notePageRefused), and at most RENEW_WAIT_MS.
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

type Entry = Omit<HotHit, 'freshUntil'> & { headers: Headers; until: number };

const noted = new WeakMap<Request, HotHit>();
const hot = new Map<string, Entry>();
/** A renewal: one request running the full path for an ended entry's key, since when, and its end. */
type Renewal = { since: number; done: Promise<void>; end: () => void };
const renewing = new Map<string, Renewal>();
/** The key each renewing request renews. */
const leading = new WeakMap<Request, string>();
/**
 * The longest others wait for a renewal: a renewing request that never ends (its client went away) holds
 * them no longer than a hot window; a renewal slower than this lets them take the full path as before.
 */
export const RENEW_WAIT_MS = HOT_MS;

function keyOf(req: Request): string | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.has('cookie')) return null;
  return `${req.url}\u0000${clientAcceptEncoding(req) ?? ''}`;
}

/** handlePage: this request is answered by a cached page (an encoded body) it may serve hot next time. */
export function noteHotHit(req: Request, hit: HotHit): void {
  if (hit.memoMs > 0) noted.set(req, hit);
}

/** handlePage: this request's client is held and refused by a page budget (it renews no entry). */
export function notePageRefused(req: Request): void {
  const key = leading.get(req);
  const renewal = key === undefined ? undefined : renewing.get(key);
  if (key === undefined || !renewal) return;
  renewing.delete(key);
  renewal.end();
}

/** The hot answer to this key, or why none: no entry, its window has just ended, or no page view left. */
function answer(req: Request, key: string, now: number): Response | 'none' | 'ended' | 'refused' {
  const entry = hot.get(key);
  if (!entry) return 'none';
  if (now >= entry.until || !entry.memoKeys.every((k) => memoFresh(k, entry.memoMs, now))) {
    hot.delete(key);
    return 'ended';
  }
  if (!takePageView(budgetClient(entry.site, req), entry.pageViews, now)) return 'refused';
  // A Headers object is copied natively; an array of pairs is converted and checked pair by pair.
  return new Response(entry.body, { status: 200, headers: entry.headers, encodeBody: 'manual' });
}

/** The lookup alone, without renewal (hotOrFull's first step; its tests drive it with their own clock). */
export function serveHot(req: Request, now = Date.now()): Response | null {
  const key = hot.size === 0 ? null : keyOf(req);
  const res = key === null ? null : answer(req, key, now);
  return res instanceof Response ? res : null;
}

/** The hot answer, or the full path's (kept hot when it is a noted HIT). */
export async function hotOrFull(req: Request, full: () => Promise<Response>): Promise<Response> {
  const key = hot.size === 0 && renewing.size === 0 ? null : keyOf(req);
  if (key === null) return keepHot(req, await full());
  const now = Date.now();
  let res = answer(req, key, now);
  if (res instanceof Response) return res;
  if (res === 'refused') return keepHot(req, await full());
  const other = renewing.get(key);
  if (other && now - other.since < RENEW_WAIT_MS) {
    // Another request is renewing it: wait for its end, or on this request's own timer (a promise another
    // request settles never settles if that request is cancelled), then answer from what it kept.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      other.done,
      new Promise((resolve) => {
        timer = setTimeout(resolve, other.since + RENEW_WAIT_MS - now);
      }),
    ]);
    clearTimeout(timer);
    res = answer(req, key, Date.now());
    return res instanceof Response ? res : keepHot(req, await full());
  }
  if (res === 'none' && !other) return keepHot(req, await full());
  // Its window has just ended (or its renewal was lost): this request renews it.
  let end = () => {};
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  const mine: Renewal = { since: now, done, end };
  renewing.set(key, mine);
  leading.set(req, key);
  try {
    return keepHot(req, await full());
  } finally {
    if (renewing.get(key) === mine) renewing.delete(key);
    end();
  }
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
    headers: new Headers(res.headers),
    until: Math.min(now + Math.min(HOT_MS, hit.memoMs), hit.freshUntil),
  });
  return res;
}
