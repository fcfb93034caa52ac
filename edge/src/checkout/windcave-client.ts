/**
 * A small HTTP client for Windcave's REST API (issue 12): `{base}/api/v1/…`, JSON in and out, HTTP Basic
 * auth with the API user and API key (both secrets), a timeout on every attempt, and retries with backoff
 * only where a repeat cannot move money twice (the caller says so per call: GETs and session creates —
 * an unpaid duplicate session charges nothing — but never a refund).
 */

export type WindcaveSettings = {
  apiUser: string;
  apiKey: string;
  /** https://sec.windcave.com (production, the default), https://uat.windcave.com (test), or a stand-in. */
  apiBase?: string | undefined;
  timeoutMs?: number;
  retries?: number;
};

export type WindcaveAnswer = { status: number; json: Record<string, unknown> };

/** Thrown when Windcave could not be asked (network, timeout, 5xx after the retries). */
export class WindcaveUnavailable extends Error {}

const DEFAULT_BASE = 'https://sec.windcave.com';
const RETRYABLE = (status: number) => status === 429 || status >= 500;

export function windcaveClient(settings: WindcaveSettings) {
  const base = (settings.apiBase ?? DEFAULT_BASE).replace(/\/+$/, '');
  const auth = `Basic ${btoa(`${settings.apiUser}:${settings.apiKey}`)}`;
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const retries = settings.retries ?? 2;

  return async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; retry: boolean },
  ): Promise<WindcaveAnswer> {
    const attempts = options.retry ? retries + 1 : 1;
    let last: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 150 * 2 ** (attempt - 1)));
      try {
        const res = await fetch(`${base}/api/v1${path}`, {
          method,
          headers: {
            authorization: auth,
            accept: 'application/json',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        if (RETRYABLE(res.status)) {
          last = new WindcaveUnavailable(`Windcave answered ${res.status} to ${method} ${path}`);
          continue;
        }
        let json: Record<string, unknown> = {};
        try {
          json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          throw new WindcaveUnavailable(`Windcave answered ${res.status} with a body that is not JSON`);
        }
        return { status: res.status, json };
      } catch (error) {
        if (error instanceof WindcaveUnavailable) throw error;
        last = error;
      }
    }
    throw last instanceof WindcaveUnavailable
      ? last
      : new WindcaveUnavailable(`Windcave could not be reached for ${method} ${path}: ${String(last)}`);
  };
}

export type WindcaveCall = ReturnType<typeof windcaveClient>;
