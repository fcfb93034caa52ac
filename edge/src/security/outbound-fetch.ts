/**
 * The one way the edge fetches a URL that came from a dealer feed or a dealer's configuration (stock
 * photos, lead delivery destinations; issue 30 item 8): every hop checked, redirects followed by hand.
 * The rules and the test-only loopback allowance: docs/ARCHITECTURE-NOTES.md "Outbound fetches";
 * outbound-fetch.test.ts.
 */
import type { Env } from '../env.js';

export const MAX_HOPS = 5;

export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

export type OutboundOptions = { allowLoopback?: boolean; maxHops?: number };

/** The options an environment allows: only a local run or test sets OUTBOUND_FETCH_ALLOW_LOOPBACK. */
export const outboundOptions = (env: Pick<Env, 'OUTBOUND_FETCH_ALLOW_LOOPBACK'>): OutboundOptions => ({
  allowLoopback: env.OUTBOUND_FETCH_ALLOW_LOOPBACK === 'true',
});

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.localdomain'];

function isLoopback(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host);
}

/** Why this URL may not be fetched, or null when it may. */
export function outboundProblem(url: URL, options: OutboundOptions = {}): string | null {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (options.allowLoopback && isLoopback(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return 'only https URLs are fetched';
  if (url.username || url.password) return 'URLs with credentials are not fetched';
  if (host.startsWith('[') || IPV4.test(host)) return 'IP address literals are not fetched';
  if (host === 'localhost' || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return 'local names are not fetched';
  if (!host.includes('.')) return 'single-label host names are not fetched';
  return null;
}

/**
 * Fetches `input` (a URL, or a Request whose URL is checked) with redirects followed by hand, each hop
 * checked by outboundProblem. Throws OutboundRefused for a refused hop or too many redirects; otherwise
 * answers the final response (a 3xx without Location is answered as it is). A POST's body is sent on the
 * first hop only: a 307/308 of a request with a body is refused rather than replayed without it.
 */
export async function outboundFetch(
  input: string | URL | Request,
  init: RequestInit = {},
  options: OutboundOptions = {},
): Promise<Response> {
  const maxHops = options.maxHops ?? MAX_HOPS;
  let request = input instanceof Request ? new Request(input, { ...init, redirect: 'manual' }) : null;
  let url = new URL(request ? request.url : String(input));
  let method = (request?.method ?? init.method ?? 'GET').toUpperCase();
  for (let hop = 0; ; hop++) {
    const problem = outboundProblem(url, options);
    if (problem) throw new OutboundRefused(`${problem}: ${url.origin}`);
    const res = request
      ? await fetch(request)
      : await fetch(url, {
          ...init,
          method,
          redirect: 'manual',
          ...(hop > 0 ? { body: undefined } : {}),
        });
    const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
    if (!location) return res;
    await res.body?.cancel();
    if (hop + 1 > maxHops) throw new OutboundRefused(`more than ${maxHops} redirects`);
    const keepsMethod = res.status === 307 || res.status === 308;
    if (keepsMethod && method !== 'GET' && method !== 'HEAD')
      throw new OutboundRefused(`a ${method} redirected with ${res.status} is not replayed`);
    if (!keepsMethod && method !== 'HEAD') method = 'GET';
    url = new URL(location, url);
    if (request) {
      const headers = new Headers(request.headers);
      headers.delete('content-type');
      request = new Request(url, {
        method,
        headers,
        redirect: 'manual',
        signal: request.signal,
      });
    }
  }
}
