/** A generated car's price, price type, market price and payment processors (draws for cars.ts). */
import type { Car, CarType, PaymentProcessor } from '@forecourt/contracts';
import type { Market, ModelSpec, Variant } from './catalog.js';
import type { Rng } from './prng.js';
import type { TenantSpec } from './tenants.js';

/** Used values: 15% off new in the first year, then `yearly` per year, less wear over `kmLife`. */
const DEPRECIATION: Record<ModelSpec['kind'], { yearly: number; kmLife: number }> = {
  car: { yearly: 0.9, kmLife: 1_000_000 },
  motorcycle: { yearly: 0.9, kmLife: 300_000 },
  caravan: { yearly: 0.92, kmLife: 1_000_000 },
  truck: { yearly: 0.88, kmLife: 5_000_000 },
};

/** NZD per AUD for re-pricing the Australian catalog in New Zealand. */
const MARKET_FACTOR: Record<Market, number> = { AU: 1, NZ: 1.1, US: 1 };

/** Dealer-style price: 34,990 above 20,000; 12,499 below; weekly/daily rates end in 9. */
export function roundPrice(p: number): number {
  if (p >= 20_000) return Math.max(990, Math.round(p / 1000) * 1000 - 10);
  if (p >= 1_000) return Math.round(p / 500) * 500 - 1;
  return Math.max(9, Math.round(p / 10) * 10 - 1);
}

/** What the car is worth: the (market-adjusted) new price, less demo discount or used depreciation. */
function value(rng: Rng, market: Market, spec: ModelSpec, variant: Variant, type: CarType, km: number, age: number) {
  const newPrice = variant.price * MARKET_FACTOR[market] * rng.float(0.97, 1.025);
  if (type === 'new') return newPrice;
  if (type === 'demo') return newPrice * rng.float(0.86, 0.94);
  const d = DEPRECIATION[spec.kind];
  const wear = 1 - Math.min(km, d.kmLife / 2) / d.kmLife;
  return Math.max(newPrice * 0.14, newPrice * 0.85 * d.yearly ** Math.max(0, age - 1) * wear * rng.float(0.93, 1.07));
}

export interface CarPrice {
  /** A Special: in stock, reduced from `beforePrice` (sale tenants). */
  special: boolean;
  price: number;
  priceType: string;
  beforePrice: number | null;
  subscriptionPrice: number | null;
}

/** The car's price by the tenant's price mode: weekly subscription, daily rental or sale price. */
export function drawPrice(
  rng: Rng,
  tenant: TenantSpec,
  car: { spec: ModelSpec; variant: Variant; type: CarType; km: number; age: number; status: Car['status'] },
): CarPrice {
  const worth = value(rng, tenant.market, car.spec, car.variant, car.type, car.km, car.age);
  const special = car.status === 'in_stock' && rng.chance(0.05);
  if (tenant.priceMode === 'subscription') {
    const price = roundPrice(Math.max(109, worth * rng.float(0.0038, 0.0048)));
    return { special, price, priceType: 'Per Week', beforePrice: null, subscriptionPrice: price };
  }
  if (tenant.priceMode === 'rental') {
    const price = roundPrice(Math.min(289, Math.max(45, worth * rng.float(0.0012, 0.0016))));
    return { special, price, priceType: 'Per Day', beforePrice: null, subscriptionPrice: null };
  }
  let price = roundPrice(worth);
  let beforePrice: number | null = null;
  if (special) {
    beforePrice = price;
    price = roundPrice(price * rng.float(0.9, 0.96));
  }
  const priceType =
    tenant.market === 'US'
      ? 'Plus Tax, Title & License'
      : car.spec.kind === 'truck' || (car.type === 'new' && rng.chance(0.15))
        ? 'Excl. Government Charges'
        : 'Drive Away';
  return { special, price, priceType, beforePrice, subscriptionPrice: null };
}

/** Market price data (above or below the car's price) for most priced used and demo cars of sale tenants. */
export function drawAutograb(rng: Rng, tenant: TenantSpec, type: CarType, price: number): Car['autograb_data'] {
  if (!(tenant.priceMode === 'sale' && type !== 'new' && price > 0 && rng.chance(0.85))) return null;
  const above = rng.chance(0.22);
  const avg = above
    ? Math.round((price * rng.float(1.04, 1.12) + 500) / 10) * 10
    : Math.round((price * rng.float(0.95, 1.03)) / 10) * 10;
  return {
    average_market_price: avg,
    state_average_market_price: rng.chance(0.8) ? Math.round((avg * rng.float(0.97, 1.03)) / 10) * 10 : null,
  };
}

/** The tenant's payment provider on most cars, some without a key, most with a deposit. */
export function processors(rng: Rng, provider: string | null, dealershipSlug: string): PaymentProcessor[] {
  if (!provider || rng.chance(0.03)) return [];
  const keyPrefix = provider === 'stripe' ? 'pk_test_fc' : provider === 'windcave' ? 'wc_test_fc' : 'sandbox_fc';
  const deposit = rng.weighted([
    [200, 80],
    [500, 13],
    [null, 7],
  ] as const);
  return [
    {
      authorization_type: provider,
      authorization_key: rng.chance(0.05) ? null : `${keyPrefix}_${dealershipSlug.replace(/-/g, '_')}`,
      deposit_amount: deposit,
    },
  ];
}
