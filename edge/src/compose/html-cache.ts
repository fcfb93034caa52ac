/**
 * Edge HTML cache for anonymous pages (Cache API). The key carries the host, the URL and the
 * routing revision + deployments, so `pnpm ops routing set` takes effect on the very next request.
 * Fresh for HTML_TTL_S; then served stale for up to HTML_SWR_S while one background refresh runs.
 */
export const HTML_TTL_S = 30;
export const HTML_SWR_S = 300;
const STORED_AT = 'x-forecourt-stored-at';

export function htmlCacheKey(url: URL, routingTag: string): Request {
  const key = new URL(`https://html-cache.forecourt.internal/${url.host}${url.pathname}`);
  key.search = url.search;
  key.searchParams.set('__routing', routingTag);
  return new Request(key.toString(), { method: 'GET' });
}

export type CacheLookup = { response: Response; state: 'HIT' | 'STALE' } | null;

export async function lookupHtml(cache: Cache, key: Request, now: number): Promise<CacheLookup> {
  const hit = await cache.match(key);
  if (!hit) return null;
  const age = (now - Number(hit.headers.get(STORED_AT) ?? 0)) / 1000;
  if (age > HTML_TTL_S + HTML_SWR_S) return null;
  const response = new Response(hit.body, hit);
  response.headers.delete(STORED_AT);
  const state = age <= HTML_TTL_S ? 'HIT' : 'STALE';
  response.headers.set('x-forecourt-cache', state);
  return { response, state };
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
  await cache.put(key, new Response(body, { status: 200, headers: h }));
}

/** Reads a stream fully into one buffer. */
export async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
