/** What the stock generator (cars.ts) is given for one tenant. */
import type { CarType, Location } from '@forecourt/contracts';
import type { Rng } from './prng.js';
import type { DealershipSpec, TenantSpec } from './tenants.js';

/** A dealership of a tenant with its generated id and its sales locations. */
export interface StockDealership {
  id: number;
  spec: DealershipSpec;
  salesLocations: Location[];
  otherLocationSlugs: string[];
}

export interface StockContext {
  tenant: TenantSpec;
  rng: Rng;
  /** Current time in seconds. */
  now: number;
  dealerships: StockDealership[];
  /** First car id of the tenant (ids are firstId, firstId + 1, ...). */
  firstId: number;
  /** Cars per type for this run (the tenant's stock, or the scale share). */
  counts: Record<CarType, number>;
  /** Payment provider when payments are on, else null (no processors on cars). */
  paymentProvider: string | null;
}

export const DAY = 86_400;
export const HOUR = 3_600;
