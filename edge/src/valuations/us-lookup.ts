import {
  AVERAGE_KM_PER_YEAR,
  type SiteConfig,
  type VehicleLookup,
  type VehicleLookupRequest,
} from '@forecourt/contracts';
import { marketcheckPrice } from './marketcheck.js';
import type { ProviderClientOptions } from './provider-call.js';
import { decodeVin } from './vpic.js';

/**
 * Issue 35: the US vehicle lookup — the VIN decoded by NHTSA vPIC (year, make, model, trim), then priced by
 * MarketCheck at the average mileage of the vehicle's age near the dealer's ZIP. A US plate is not looked up:
 * no plate-to-VIN provider is built (they are paid, per-state services), so a plate is refused with a request
 * for the VIN (US_PLATE_REFUSED) before any provider is asked.
 */

export const US_PLATE_REFUSED =
  'We look vehicles up by VIN. Please enter the 17-character VIN (on the driver-side dashboard or door jamb).';

const KM_PER_MILE = 1.609344;

/** The dealer's ZIP MarketCheck prices near: the first location with a 5-digit postcode. */
export const dealerZip = (site: Pick<SiteConfig, 'locations'>): string | null =>
  site.locations.map((l) => l.address.postcode).find((p) => /^\d{5}$/.test(p)) ?? null;

export type UsLookupOptions = { vpic: ProviderClientOptions; marketcheck: ProviderClientOptions };

/** The vehicle of a VIN with its market price, null when vPIC cannot decode it or MarketCheck cannot price it. */
export async function usVinLookup(
  req: VehicleLookupRequest & { vin: string },
  zip: string | null,
  options: UsLookupOptions,
  now = new Date(),
): Promise<VehicleLookup | null> {
  const decoded = await decodeVin(req.vin, options.vpic);
  if (!decoded) return null;
  const miles = (Math.max(0, now.getUTCFullYear() - decoded.year) * AVERAGE_KM_PER_YEAR) / KM_PER_MILE;
  const price = await marketcheckPrice({ vin: req.vin, miles, zip }, options.marketcheck);
  if (price === null) return null;
  return {
    rego: '',
    vin: req.vin,
    state: null,
    ...decoded,
    average_market_price: price,
    vehicle_id: `vin:${req.vin}`,
  };
}
