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
import { MARKETCHECK_URL } from './marketcheck.js';
import { nevdisHistory } from './nevdis.js';
import { LookupUnavailableError } from './provider-call.js';
import { dealerZip, US_PLATE_REFUSED, usVinLookup } from './us-lookup.js';
import { VPIC_URL } from './vpic.js';

/**
 * A vehicle lookup provider (SPEC §7 POST /api/simple-autograb-lookup and the valuations). The site's
 * configuration chooses it (`vehicle_lookup`); the API only talks to this interface.
 */
export interface VehicleLookupProvider {
  readonly name: string;
  /** The vehicle, null when the rego is unknown; LookupUnavailableError when the provider cannot answer. */
  lookup(req: VehicleLookupRequest, site: SiteConfig, now: Date): Promise<VehicleLookup | null>;
  /** Why this provider cannot look such a request up (a 400 before the rate limit and any call), or null. */
  requestError?(req: VehicleLookupRequest): string | null;
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
 * Issue 35: a US site on a real provider — NHTSA vPIC decodes the VIN (public, keyless; VPIC_API_URL
 * overrides the base), MarketCheck prices it with MARKETCHECK_API_KEY (a secret; MARKETCHECK_API_URL
 * overrides the base). Without the key it is unavailable (503) before anyone is asked. A plate is refused
 * (no plate-to-VIN provider): the shopper is asked for the VIN.
 */
function usLookupProvider(env: Env): VehicleLookupProvider {
  return {
    name: 'vpic-marketcheck',
    requestError: (req) => (req.vin === undefined ? US_PLATE_REFUSED : null),
    async lookup(req, site, now) {
      const apiKey = env.MARKETCHECK_API_KEY;
      if (req.vin === undefined) throw new LookupUnavailableError('US plates are not looked up');
      if (!apiKey) throw new LookupUnavailableError('MARKETCHECK_API_KEY is not set');
      return usVinLookup(
        { ...req, vin: req.vin },
        dealerZip(site),
        {
          vpic: { apiKey: '', baseUrl: env.VPIC_API_URL ?? VPIC_URL },
          marketcheck: { apiKey, baseUrl: env.MARKETCHECK_API_URL ?? MARKETCHECK_URL },
        },
        now,
      );
    },
  };
}

const AUTOGRAB_URL = 'https://api.autograb.com.au';

/**
 * The site's provider: the demo one where its configuration says so, else the country's real one —
 * AutoGrab (AU and NZ: it covers no other country) with the deployment's AUTOGRAB_API_KEY, vPIC +
 * MarketCheck on US sites. A real provider without its key is unavailable (503) — never the demo data.
 */
export function lookupProvider(env: Env, site: SiteConfig): VehicleLookupProvider {
  if (site.vehicle_lookup === 'demo') return demoLookupProvider;
  if (site.locale === 'en-US') return usLookupProvider(env);
  const apiKey = env.AUTOGRAB_API_KEY;
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
