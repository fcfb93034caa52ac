/**
 * Edge HTML cache for anonymous pages (Cache API). The key carries the host, the URL and the
 * routing revision + deployments, so `pnpm ops routing set` takes effect on the very next request.
 * Fresh for HTML_TTL_S (env HTML_FRESH_S may shorten it); then served stale for up to HTML_SWR_S while one
 * background refresh runs.
 */

import { readCapped } from '../security/read-capped.js';
import { cachedPageResponse, type StoredBody, storedBody } from './cached-body.js';

export const HTML_TTL_S = 30;
export const HTML_SWR_S = 300;

/**
 * Seconds a cached page is fresh: HTML_FRESH_S when it is a whole number from 1 to HTML_TTL_S, else
 * HTML_TTL_S (tests shorten it to reach the stale-while-revalidate refresh without waiting 30 s).
 */
export function htmlFreshSeconds(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= HTML_TTL_S ? n : HTML_TTL_S;
}
const STORED_AT = 'x-forecourt-stored-at';
/** An L2 entry's body is the page's gzip (cached-body.ts), kept without Content-Encoding so it round-trips as bytes. */
const STORED_ENCODING = 'x-forecourt-stored-encoding';
/** What browsers are told: always revalidate, so a routing change reaches them on the next load. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The cache key of a page URL that routes/page-query.ts normalised (only the parameters the page reads,
 * sorted): the routing tag goes in the key's path, so nothing in the query can stand for it.
 */
export function htmlCacheKey(url: URL, routingTag: string): Request {
  const key = new URL(
    `https://html-cache.forecourt.internal/${encodeURIComponent(routingTag)}/${url.host}${url.pathname}`,
  );
  key.search = url.search;
  return new Request(key.toString(), { method: 'GET' });
}

export type CacheLookup = {
  response: Response;
  state: 'HIT' | 'STALE';
  /** The bytes sent when encoded (gzip or br, shared with L1), for compose/hot-pages.ts; null for identity. */
  encoded: Uint8Array | null;
  /** Until when the page is fresh (ms). */
  freshUntil: number;
} | null;

function lookupResult(
  body: StoredBody,
  headers: Headers,
  acceptEncoding: string | null,
  state: 'HIT' | 'STALE',
  storedAt: number,
  freshS: number,
): CacheLookup {
  const { response, sent, encoding } = cachedPageResponse(body, headers, acceptEncoding);
  return { response, state, encoded: encoding ? sent : null, freshUntil: storedAt + freshS * 1000 };
}

/**
 * L1: a small per-isolate memory cache in front of the Cache API (L2), so a hot page costs a Map
 * lookup instead of a cache round trip. Bounded by entries and by the stored (gzip) bytes; oldest
 * evicted first (a br body made for a rare client that refuses gzip rides along uncounted).
 */
const L1_MAX_ENTRIES = 300;
/** 8 MB: the isolate's 128 MB is shared with the search index budget (issue 37); 300 pages are ~8 MB gzip. */
const L1_MAX_BYTES = 8 * 1024 * 1024;
const l1 = new Map<string, { body: StoredBody; headers: [string, string][]; storedAt: number }>();
let l1Bytes = 0;

function l1Put(url: string, body: StoredBody, headers: Headers, storedAt: number): void {
  const old = l1.get(url);
  if (old) {
    l1Bytes -= old.body.gzip.byteLength;
    l1.delete(url);
  }
  l1.set(url, { body, headers: [...headers], storedAt });
  l1Bytes += body.gzip.byteLength;
  for (const [k, v] of l1) {
    if (l1.size <= L1_MAX_ENTRIES && l1Bytes <= L1_MAX_BYTES) break;
    l1.delete(k);
    l1Bytes -= v.body.gzip.byteLength;
  }
}

function stateFor(storedAt: number, now: number, freshS: number): 'HIT' | 'STALE' | null {
  const age = (now - storedAt) / 1000;
  if (age > freshS + HTML_SWR_S) return null;
  return age <= freshS ? 'HIT' : 'STALE';
}

/**
 * The cached page for this key, as sent to a client with this Accept-Encoding (null: identity): the
 * stored gzip as it is, br or identity made from it (cached-body.ts).
 */
export async function lookupHtml(
  cache: Cache,
  key: Request,
  now: number,
  acceptEncoding: string | null,
  freshS: number = HTML_TTL_S,
): Promise<CacheLookup> {
  const mem = l1.get(key.url);
  if (mem) {
    const state = stateFor(mem.storedAt, now, freshS);
    if (state) {
      const headers = new Headers(mem.headers);
      headers.set('x-forecourt-cache', state);
      return lookupResult(mem.body, headers, acceptEncoding, state, mem.storedAt, freshS);
    }
  }
  const hit = await cache.match(key);
  if (!hit) return null;
  const storedAt = Number(hit.headers.get(STORED_AT) ?? 0);
  const state = stateFor(storedAt, now, freshS);
  if (!state) return null;
  const raw = new Uint8Array(await hit.arrayBuffer());
  const body = hit.headers.get(STORED_ENCODING) === 'gzip' ? { gzip: raw } : storedBody(raw);
  const headers = new Headers(hit.headers);
  headers.delete(STORED_AT);
  headers.delete(STORED_ENCODING);
  headers.set('cache-control', PAGE_CACHE_CONTROL);
  l1Put(key.url, body, headers, storedAt);
  headers.set('x-forecourt-cache', state);
  return lookupResult(body, headers, acceptEncoding, state, storedAt, freshS);
}

/** Stores a complete page body, gzip (only called for pages that rendered without a fallback). */
export async function storeHtml(
  cache: Cache,
  key: Request,
  identity: Uint8Array,
  headers: Headers,
  now: number,
): Promise<void> {
  const body = storedBody(identity);
  const h = new Headers(headers);
  h.set(STORED_AT, String(now));
  h.set(STORED_ENCODING, 'gzip');
  // The Cache API honours Cache-Control; keep the entry for TTL + SWR, we decide freshness ourselves.
  h.set('cache-control', `public, max-age=${HTML_TTL_S + HTML_SWR_S}`);
  h.delete('x-forecourt-cache');
  h.delete('content-encoding');
  const clientHeaders = new Headers(headers);
  clientHeaders.delete('x-forecourt-cache');
  clientHeaders.delete('content-encoding');
  l1Put(key.url, body, clientHeaders, now);
  await cache.put(key, new Response(body.gzip, { status: 200, headers: h }));
}

/** Reads a stream fully into one buffer: our own rendered HTML, so no cap (security/read-capped.ts reads it). */
export async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const read = await readCapped(stream, Number.POSITIVE_INFINITY);
  return read.ok ? read.bytes : new Uint8Array(0);
}
