import { AVERAGE_KM_PER_YEAR, type VehicleLookup, type VehicleLookupRequest } from '@forecourt/contracts';
import * as z from 'zod';
import {
  LookupUnavailableError,
  type ProviderClientOptions,
  providerCall,
  providerCallOptions,
} from './provider-call.js';

/**
 * The AutoGrab client (SPEC §7 vehicle lookup): a registration look-up, then the vehicle's predicted
 * retail price. Endpoint shapes are our reading of AutoGrab's v2 API (GET /v2/vehicles/registrations/{plate}
 * ?region=au&state=…, POST /v2/valuations/predict, `ApiKey` header) and are only tested against the local
 * stand-in (tests/support/autograb-stand-in.ts): confirm them against an AutoGrab account before going live.
 * Each call has its own timeout and retries (provider-call.ts).
 */

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

/**
 * A vehicle lookup through AutoGrab: null when the registration is unknown.
 *
 * @example
 * await autograbLookup({ rego: 'ABC123', state: 'NSW' }, { apiKey, baseUrl }); // { make: 'Kia', …, vehicle_id: 'ag:123' }
 */
export async function autograbLookup(
  req: VehicleLookupRequest,
  options: ProviderClientOptions,
  now = new Date(),
): Promise<VehicleLookup | null> {
  const o = providerCallOptions('AutoGrab', options, (apiKey) => ({ ApiKey: apiKey }));
  // Issue 35: an NZ plate is national (region nz, no state); an AU rego names its state.
  const region = req.state === null ? 'nz' : 'au';
  const query = new URLSearchParams(req.state === null ? { region } : { region, state: req.state.toLowerCase() });
  const found = await providerCall(o, `/v2/vehicles/registrations/${encodeURIComponent(req.rego ?? '')}?${query}`, {
    method: 'GET',
  });
  if (found === null) return null;
  const reg = Registration.safeParse(found);
  if (!reg.success) throw new LookupUnavailableError('AutoGrab registration: unexpected answer');
  const v = reg.data.vehicle;
  // The average market price: the prediction at average condition and the average odometer of its age.
  const kms = Math.max(0, now.getUTCFullYear() - v.year) * AVERAGE_KM_PER_YEAR;
  const predicted = await providerCall(o, '/v2/valuations/predict', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ region, vehicle_id: v.id, kms, condition: 'average' }),
  });
  const price = Prediction.safeParse(predicted);
  if (!price.success) throw new LookupUnavailableError('AutoGrab prediction: unexpected answer');
  return {
    rego: req.rego ?? '',
    state: req.state,
    year: v.year,
    make: v.make,
    model: v.model,
    badge: v.badge ?? '',
    average_market_price: Math.round(price.data.prediction.retail_price),
    vehicle_id: `ag:${v.id}`,
  };
}
