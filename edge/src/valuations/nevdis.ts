import { type VehicleHistory, type VehicleHistoryRequest, VehicleHistorySchema } from '@forecourt/contracts';
import {
  LookupUnavailableError,
  type ProviderClientOptions,
  providerCall,
  providerCallOptions,
} from './provider-call.js';

/**
 * The vehicle history client (SPEC §7 POST /api/nevdis): NEVDIS is reached only through an approved
 * data broker, so this speaks the broker interface we define — `POST {NEVDIS_API_URL}/v1/vehicle-history`
 * with `{ plate, state }` or `{ vin }`, Bearer NEVDIS_API_KEY, answering a VehicleHistory without
 * `demo` (404 = no such vehicle). It is tested only against the local stand-in
 * (tests/support/nevdis-stand-in.ts): map it onto the chosen broker's API before going live.
 */

const BrokerAnswer = VehicleHistorySchema.omit({ demo: true });

/** The history of a vehicle, null when the register does not know it; LookupUnavailableError otherwise. */
export async function nevdisHistory(
  req: VehicleHistoryRequest,
  options: ProviderClientOptions,
): Promise<VehicleHistory | null> {
  const o = providerCallOptions('NEVDIS broker', options, (apiKey) => ({ Authorization: `Bearer ${apiKey}` }));
  const body = 'vin' in req ? { vin: req.vin } : { plate: req.rego, state: req.state };
  const found = await providerCall(o, '/v1/vehicle-history', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (found === null) return null;
  const parsed = BrokerAnswer.safeParse(found);
  if (!parsed.success) throw new LookupUnavailableError('NEVDIS broker: unexpected answer');
  return { ...parsed.data, demo: false };
}
