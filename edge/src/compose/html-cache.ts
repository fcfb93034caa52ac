/**
 * Edge HTML cache for anonymous pages (Cache API). The key carries the host, the URL and the
 * routing revision + deployments, so `pnpm ops routing set` takes effect on the very next request.
 * Fresh for HTML_TTL_S; then served stale for up to HTML_SWR_S while one background refresh runs.
 */

import { readCapped } from '../security/read-capped.js';

export const HTML_TTL_S = 30;
export const HTML_SWR_S = 300;
const STORED_AT = 'x-forecourt-stored-at';
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

export type CacheLookup = { response: Response; state: 'HIT' | 'STALE' } | null;

/**
 * L1: a small per-isolate memory cache in front of the Cache API (L2), so a hot page costs a Map
 * lookup instead of a cache round trip. Bounded by entries and bytes; oldest evicted first.
 */
const L1_MAX_ENTRIES = 300;
const L1_MAX_BYTES = 32 * 1024 * 1024;
const l1 = new Map<string, { body: Uint8Array; headers: [string, string][]; storedAt: number }>();
let l1Bytes = 0;

function l1Put(url: string, body: Uint8Array, headers: Headers, storedAt: number): void {
  const old = l1.get(url);
  if (old) {
    l1Bytes -= old.body.byteLength;
    l1.delete(url);
  }
  l1.set(url, { body, headers: [...headers], storedAt });
  l1Bytes += body.byteLength;
  for (const [k, v] of l1) {
    if (l1.size <= L1_MAX_ENTRIES && l1Bytes <= L1_MAX_BYTES) break;
    l1.delete(k);
    l1Bytes -= v.body.byteLength;
  }
}

function stateFor(storedAt: number, now: number): 'HIT' | 'STALE' | null {
  const age = (now - storedAt) / 1000;
  if (age > HTML_TTL_S + HTML_SWR_S) return null;
  return age <= HTML_TTL_S ? 'HIT' : 'STALE';
}

export async function lookupHtml(cache: Cache, key: Request, now: number): Promise<CacheLookup> {
  const mem = l1.get(key.url);
  if (mem) {
    const state = stateFor(mem.storedAt, now);
    if (state) {
      const headers = new Headers(mem.headers);
      headers.set('x-forecourt-cache', state);
      return { response: new Response(mem.body, { status: 200, headers }), state };
    }
  }
  const hit = await cache.match(key);
  if (!hit) return null;
  const storedAt = Number(hit.headers.get(STORED_AT) ?? 0);
  const state = stateFor(storedAt, now);
  if (!state) return null;
  const body = new Uint8Array(await hit.arrayBuffer());
  const headers = new Headers(hit.headers);
  headers.delete(STORED_AT);
  headers.set('cache-control', PAGE_CACHE_CONTROL);
  l1Put(key.url, body, headers, storedAt);
  headers.set('x-forecourt-cache', state);
  return { response: new Response(body, { status: 200, headers }), state };
}

/** Stores a complete page body (only called for pages that rendered without a fallback). */
export async function storeHtml(
  cache: Cache,
  key: Request,
  body: Uint8Array,
  headers: Headers,
  now: number,
): Promise<void> {
  const h = new Headers(headers);
  h.set(STORED_AT, String(now));
  // The Cache API honours Cache-Control; keep the entry for TTL + SWR, we decide freshness ourselves.
  h.set('cache-control', `public, max-age=${HTML_TTL_S + HTML_SWR_S}`);
  h.delete('x-forecourt-cache');
  h.delete('content-encoding');
  const clientHeaders = new Headers(headers);
  clientHeaders.delete('x-forecourt-cache');
  clientHeaders.delete('content-encoding');
  l1Put(key.url, body, clientHeaders, now);
  await cache.put(key, new Response(body, { status: 200, headers: h }));
}

/** Reads a stream fully into one buffer: our own rendered HTML, so no cap (security/read-capped.ts reads it). */
export async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const read = await readCapped(stream, Number.POSITIVE_INFINITY);
  return read.ok ? read.bytes : new Uint8Array(0);
}
