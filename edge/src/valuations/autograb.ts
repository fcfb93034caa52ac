import { AVERAGE_KM_PER_YEAR, type VehicleLookup, type VehicleLookupRequest } from '@forecourt/contracts';
import { z } from 'zod';

/**
 * The AutoGrab client (SPEC §7 vehicle lookup): a registration look-up, then the vehicle's predicted
 * retail price. Endpoint shapes are our reading of AutoGrab's v2 API (GET /v2/vehicles/registrations/{plate}
 * ?region=au&state=…, POST /v2/valuations/predict, `ApiKey` header) and are only tested against the local
 * stand-in (tests/support/autograb-stand-in.ts): confirm them against an AutoGrab account before going live.
 * Each call has its own timeout and is retried on a network error, a timeout, 429 or 5xx (backoff, honouring
 * a short Retry-After); 401/403 and other 4xx are not retried.
 */

/** Raised when AutoGrab cannot answer (down, slow, refusing our key): the API answers 503, never invents. */
export class LookupUnavailableError extends Error {}

export type AutograbOptions = {
  apiKey: string;
  /** https://api.autograb.com.au, or the stand-in's URL in tests. */
  baseUrl: string;
  /** Per attempt, ms. */
  timeoutMs?: number;
  /** Attempts after the first. */
  retries?: number;
  /** Backoff base, ms (doubles per retry). */
  backoffMs?: number;
  fetch?: typeof fetch;
};

const Registration = z.object({
  vehicle: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    year: z.coerce.number().int(),
    make: z.string(),
    model: z.string(),
    badge: z.string().nullish(),
  }),
});
const Prediction = z.object({ prediction: z.object({ retail_price: z.number().nonnegative() }) });

const RETRIED = new Set([408, 429, 500, 502, 503, 504]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One call with timeout and retries: the JSON of a 2xx, null on 404, else LookupUnavailableError. */
async function call(o: Required<AutograbOptions>, path: string, init: RequestInit): Promise<unknown | null> {
  let last = '';
  for (let attempt = 0; attempt <= o.retries; attempt++) {
    if (attempt > 0) await sleep(o.backoffMs * 2 ** (attempt - 1));
    let res: Response;
    try {
      res = await o.fetch(`${o.baseUrl}${path}`, {
        ...init,
        headers: { ApiKey: o.apiKey, Accept: 'application/json', ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(o.timeoutMs),
      });
    } catch (error) {
      last = String(error);
      continue;
    }
    if (res.ok) return res.json().catch(() => Promise.reject(new LookupUnavailableError('AutoGrab: not JSON')));
    await res.body?.cancel();
    if (res.status === 404) return null;
    last = `HTTP ${res.status}`;
    if (!RETRIED.has(res.status)) break;
    const after = Number(res.headers.get('retry-after'));
    if (after > 0 && after <= 1) await sleep(after * 1000);
  }
  throw new LookupUnavailableError(`AutoGrab ${path.split('?')[0]}: ${last}`);
}

/**
 * A vehicle lookup through AutoGrab: null when the registration is unknown.
 *
 * @example
 * await autograbLookup({ rego: 'ABC123', state: 'NSW' }, { apiKey, baseUrl }); // { make: 'Kia', …, vehicle_id: 'ag:123' }
 */
export async function autograbLookup(
  req: VehicleLookupRequest,
  options: AutograbOptions,
  now = new Date(),
): Promise<VehicleLookup | null> {
  const o: Required<AutograbOptions> = {
    timeoutMs: 4000,
    retries: 2,
    backoffMs: 250,
    // bound: workerd refuses a bare `fetch` called as a method of another object
    fetch: (input, init) => fetch(input, init),
    ...options,
  };
  const query = new URLSearchParams({ region: 'au', state: req.state.toLowerCase() });
  const found = await call(o, `/v2/vehicles/registrations/${encodeURIComponent(req.rego)}?${query}`, {
    method: 'GET',
  });
  if (found === null) return null;
  const reg = Registration.safeParse(found);
  if (!reg.success) throw new LookupUnavailableError('AutoGrab registration: unexpected answer');
  const v = reg.data.vehicle;
  // The average market price: the prediction at average condition and the average odometer of its age.
  const kms = Math.max(0, now.getUTCFullYear() - v.year) * AVERAGE_KM_PER_YEAR;
  const predicted = await call(o, '/v2/valuations/predict', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ region: 'au', vehicle_id: v.id, kms, condition: 'average' }),
  });
  const price = Prediction.safeParse(predicted);
  if (!price.success) throw new LookupUnavailableError('AutoGrab prediction: unexpected answer');
  return {
    rego: req.rego,
    state: req.state,
    year: v.year,
    make: v.make,
    model: v.model,
    badge: v.badge ?? '',
    average_market_price: Math.round(price.data.prediction.retail_price),
    vehicle_id: `ag:${v.id}`,
  };
}
