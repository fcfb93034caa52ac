import {
  demoVehicleLookup,
  type SiteConfig,
  type VehicleLookup,
  type VehicleLookupRequest,
} from '@forecourt/contracts';

/**
 * A vehicle lookup provider (SPEC §7 POST /api/simple-autograb-lookup; autograb / nevdis in
 * production). The edge only talks to this interface.
 */
export interface VehicleLookupProvider {
  readonly name: string;
  lookup(req: VehicleLookupRequest, site: SiteConfig, now: Date): Promise<VehicleLookup | null>;
}

/**
 * The local provider: answers from the demo data (the site's stock models), deterministic per rego and
 * state, no network. A rego starting with 'NOTFOUND' finds nothing (for tests of the not-found path).
 */
export const localLookupProvider: VehicleLookupProvider = {
  name: 'local',
  async lookup(req, site, now) {
    if (req.rego.startsWith('NOTFOUND')) return null;
    return demoVehicleLookup(req, site.stock_summary, now.getUTCFullYear());
  },
};

/** The provider of this deployment (the local one until a real provider's credentials are configured). */
export function lookupProvider(): VehicleLookupProvider {
  return localLookupProvider;
}
