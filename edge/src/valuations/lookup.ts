import {
  demoVehicleHistory,
  demoVehicleLookup,
  type SiteConfig,
  type VehicleHistory,
  type VehicleHistoryRequest,
  type VehicleLookup,
  type VehicleLookupRequest,
} from '@forecourt/contracts';
import type { Env } from '../env.js';
import { autograbLookup } from './autograb.js';
import { nevdisHistory } from './nevdis.js';
import { LookupUnavailableError } from './provider-call.js';

/**
 * A vehicle lookup provider (SPEC §7 POST /api/simple-autograb-lookup and the valuations). The site's
 * configuration chooses it (`vehicle_lookup`); the API only talks to this interface.
 */
export interface VehicleLookupProvider {
  readonly name: string;
  /** The vehicle, null when the rego is unknown; LookupUnavailableError when the provider cannot answer. */
  lookup(req: VehicleLookupRequest, site: SiteConfig, now: Date): Promise<VehicleLookup | null>;
}

/**
 * The demo provider: answers from the demo data (the site's stock models), deterministic per rego and
 * state, no network. A rego starting with 'NOTFOUND' finds nothing (for tests of the not-found path).
 * Only for sites configured `vehicle_lookup: 'demo'`; the form labels its vehicles as demo data.
 */
export const demoLookupProvider: VehicleLookupProvider = {
  name: 'demo',
  async lookup(req, site, now) {
    if ((req.rego ?? req.vin ?? '').startsWith('NOTFOUND')) return null;
    return demoVehicleLookup(req, site.stock_summary, now.getUTCFullYear());
  },
};

/**
 * Issue 35: a US site on a real provider. AutoGrab covers AU and NZ only; a US VIN/plate lookup with a
 * market price (a VIN decoder plus a price guide) is not built yet, so such a site answers 503 rather
 * than invent a vehicle. US demo sites use the demo provider.
 */
const usLookupUnavailable: VehicleLookupProvider = {
  name: 'us-none',
  async lookup() {
    throw new LookupUnavailableError('no US vehicle lookup provider is built yet');
  },
};

const AUTOGRAB_URL = 'https://api.autograb.com.au';

/**
 * The site's provider: the demo one where its configuration says so, else AutoGrab with the deployment's
 * AUTOGRAB_API_KEY (a secret). A site on AutoGrab without a key gets a provider that is unavailable
 * (503) — never the demo data.
 */
export function lookupProvider(env: Env, site: SiteConfig): VehicleLookupProvider {
  if (site.vehicle_lookup === 'demo') return demoLookupProvider;
  const apiKey = env.AUTOGRAB_API_KEY;
  if (site.locale === 'en-US') return usLookupUnavailable;
  return {
    name: 'autograb',
    async lookup(req, _site, now) {
      if (!apiKey) throw new LookupUnavailableError('AUTOGRAB_API_KEY is not set');
      return autograbLookup(req, { apiKey, baseUrl: env.AUTOGRAB_API_URL ?? AUTOGRAB_URL }, now);
    },
  };
}

/** The vehicle history (SPEC §7 /api/nevdis) of one site: null when the register does not know the vehicle. */
export type VehicleHistoryProvider = (req: VehicleHistoryRequest, now: Date) => Promise<VehicleHistory | null>;

/**
 * The site's history provider, chosen as its vehicle lookup is: the demo history (marked demo) for a
 * `vehicle_lookup: 'demo'` site, else the NEVDIS broker at NEVDIS_API_URL with NEVDIS_API_KEY (unavailable without them: there is
 * no one broker to default to).
 */
export function historyProvider(env: Env, site: SiteConfig): VehicleHistoryProvider {
  if (site.vehicle_lookup === 'demo') return async (req, now) => demoVehicleHistory(req, now.getUTCFullYear());
  const apiKey = env.NEVDIS_API_KEY;
  const baseUrl = env.NEVDIS_API_URL;
  return async (req) => {
    if (!apiKey || !baseUrl) throw new LookupUnavailableError('NEVDIS_API_URL or NEVDIS_API_KEY is not set');
    return nevdisHistory(req, { apiKey, baseUrl });
  };
}
