/**
 * One JSON call to a vehicle data provider (AutoGrab, the NEVDIS broker), with a timeout per attempt and
 * retries on a network error, a timeout, 408/429 or 5xx (backoff doubling, a Retry-After up to 1 s
 * honoured); 401/403 and other 4xx are not retried. A 404 is "no such vehicle" (null).
 */

/** Raised when a provider cannot answer (down, slow, refusing our key): the API answers 503, never invents. */
export class LookupUnavailableError extends Error {}

export type ProviderCallOptions = {
  /** The provider's name, for errors and logs. */
  name: string;
  baseUrl: string;
  /** Auth and other headers every call carries. */
  headers: Record<string, string>;
  /** Per attempt, ms. */
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
  /** Backoff base, ms (doubles per retry). */
  backoffMs: number;
  fetch: typeof fetch;
};

const RETRIED = new Set([408, 429, 500, 502, 503, 504]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The JSON of a 2xx, null on 404, else LookupUnavailableError. */
export async function providerCall(o: ProviderCallOptions, path: string, init: RequestInit): Promise<unknown | null> {
  let last = '';
  for (let attempt = 0; attempt <= o.retries; attempt++) {
    if (attempt > 0) await sleep(o.backoffMs * 2 ** (attempt - 1));
    let res: Response;
    try {
      res = await o.fetch(`${o.baseUrl}${path}`, {
        ...init,
        headers: { ...o.headers, Accept: 'application/json', ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(o.timeoutMs),
      });
    } catch (error) {
      last = String(error);
      continue;
    }
    if (res.ok) return res.json().catch(() => Promise.reject(new LookupUnavailableError(`${o.name}: not JSON`)));
    await res.body?.cancel();
    if (res.status === 404) return null;
    last = `HTTP ${res.status}`;
    if (!RETRIED.has(res.status)) break;
    const after = Number(res.headers.get('retry-after'));
    if (after > 0 && after <= 1) await sleep(after * 1000);
  }
  throw new LookupUnavailableError(`${o.name} ${path.split('?')[0]}: ${last}`);
}

/** What a provider client is given: its key and base URL, and optional overrides of the call's bounds. */
export type ProviderClientOptions = {
  apiKey: string;
  /** The provider's base URL, or a stand-in's in tests. */
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  fetch?: typeof fetch;
};

/**
 * A client's call options: 4 s per attempt, 2 retries, 250 ms backoff unless given; `auth` turns the
 * key into the provider's auth header.
 */
export function providerCallOptions(
  name: string,
  options: ProviderClientOptions,
  auth: (apiKey: string) => Record<string, string>,
): ProviderCallOptions {
  return {
    name,
    baseUrl: options.baseUrl,
    headers: auth(options.apiKey),
    timeoutMs: options.timeoutMs ?? 4000,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 250,
    // workerd refuses a bare `fetch` called as a method of another object: bind it.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  };
}
