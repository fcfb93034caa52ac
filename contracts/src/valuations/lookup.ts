import type { StockSummary } from '../site/site-config.schema.js';
import type { VehicleLookup, VehicleLookupRequest } from './valuation.js';

/** The vehicle_id prefix of a demo lookup's invented vehicle. */
const DEMO_VEHICLE_PREFIX = 'demo:';

/**
 * Whether a looked-up vehicle is the demo provider's invention (the form labels it as demo data).
 *
 * @example
 * isDemoVehicle({ vehicle_id: 'demo:1f2e' }); // true
 */
export const isDemoVehicle = (vehicle: Pick<VehicleLookup, 'vehicle_id'>): boolean =>
  vehicle.vehicle_id.startsWith(DEMO_VEHICLE_PREFIX);

/** FNV-1a 32-bit hash (deterministic, no crypto). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const BADGES = ['Base', 'GX', 'Sport', 'Premium', 'Limited', 'GT'] as const;
const FALLBACK_MODELS = [
  { make: 'Toyota', name: 'Corolla' },
  { make: 'Mazda', name: 'CX-5' },
  { make: 'Hyundai', name: 'i30' },
  { make: 'Ford', name: 'Ranger' },
];

/**
 * The demo vehicle lookup: the same rego and state always give the same vehicle, chosen from the
 * site's stock models (so the answer looks like that dealer's market), with a year 2010-2025 and an
 * average market price that falls with age.
 *
 * @example
 * demoVehicleLookup({ rego: 'ABC123', state: 'NSW' }, summary, 2026).make; // e.g. 'Toyota'
 */
export function demoVehicleLookup(
  req: VehicleLookupRequest,
  stock: Pick<StockSummary, 'models'>,
  currentYear: number,
): VehicleLookup {
  const h = fnv1a(req.vin ?? `${req.state ?? ''}:${req.rego}`);
  const models =
    stock.models.length > 0
      ? [...stock.models].sort((a, b) => `${a.make}${a.name}`.localeCompare(`${b.make}${b.name}`))
      : FALLBACK_MODELS;
  const model = models[h % models.length] as { make: string; name: string };
  const year = Math.min(currentYear - 1, 2010 + ((h >>> 8) % 16));
  const newPrice = 25_000 + ((h >>> 12) % 40) * 1_000;
  const age = currentYear - year;
  const price = Math.round((newPrice * 0.85 ** age) / 100) * 100;
  return {
    rego: req.rego ?? '',
    ...(req.vin ? { vin: req.vin } : {}),
    state: req.state,
    year,
    make: model.make,
    model: model.name,
    badge: BADGES[(h >>> 4) % BADGES.length] as string,
    average_market_price: Math.max(1_500, price),
    vehicle_id: `${DEMO_VEHICLE_PREFIX}${h.toString(16)}`,
  };
}
