/**
 * A generated car's status and dates, tags and flags (draws for cars.ts): in_stock / coming_soon /
 * sold inside and outside the sold window, Special / Pre-order / test-drive tags, price on
 * application, certified, reserved, reservable, hidden.
 */
import type { Car, CarType, PaymentProcessor } from '@forecourt/contracts';
import { processors } from './car-price.js';
import type { ModelSpec } from './catalog.js';
import type { Rng } from './prng.js';
import { DAY, HOUR, type StockDealership } from './stock-context.js';
import type { TenantSpec } from './tenants.js';

export interface StatusDates {
  status: Car['status'];
  soldDate: number | null;
  /** Seconds. */
  created: number;
}

export function drawStatusDates(rng: Rng, priceMode: TenantSpec['priceMode'], type: CarType, now: number): StatusDates {
  const status = rng.weighted(
    priceMode === 'rental'
      ? ([
          ['in_stock', 95],
          ['coming_soon', 5],
        ] as const)
      : ([
          ['in_stock', 86],
          ['coming_soon', type === 'new' ? 9 : 4],
          ['sold', 7],
        ] as const),
  );
  if (status === 'sold') {
    // Inside the 3-day window: sold within the 44 hours before `now`, so the car is still
    // inside it for a day after seeding (the seed rounds `now` down to the day).
    const inside = rng.chance(0.5);
    const soldDate = inside ? now - rng.int(HOUR, 44 * HOUR) : now - rng.int(4 * DAY, 45 * DAY);
    return { status, soldDate, created: soldDate - rng.int(5 * DAY, 120 * DAY) };
  }
  if (status === 'coming_soon') return { status, soldDate: null, created: now - rng.int(HOUR, 5 * DAY) };
  if (rng.chance(0.08)) return { status, soldDate: null, created: now - rng.int(12 * HOUR, 6 * DAY) }; // just arrived (8-day window)
  return { status, soldDate: null, created: now - rng.int(9 * DAY, 240 * DAY) };
}

export interface CarTag {
  tag: string | null;
  preorder: boolean;
  /** Price 0: a pre-order shown as PREORDER, or "Enquire for price." */
  noPrice: boolean;
}

export function drawTag(
  rng: Rng,
  priceMode: TenantSpec['priceMode'],
  car: { type: CarType; status: Car['status']; special: boolean },
): CarTag {
  const { type, status, special } = car;
  let tag: string | null = null;
  let preorder = false;
  let noPrice = false;
  if (special && priceMode === 'sale') tag = 'Special';
  else if (type === 'new' && status === 'coming_soon' && rng.chance(0.5)) {
    tag = 'Pre-order';
    preorder = true;
    if (priceMode === 'sale' && rng.chance(0.3)) noPrice = true; // shown as PREORDER
  } else if (type === 'demo' && status !== 'sold') {
    const r = rng.next();
    if (r < 0.05) tag = 'Test Drive Only';
    else if (r < 0.09) tag = '*** Test Drive Vehicle Only ***';
  }
  // "Enquire for price.": a few coming-soon cars and the odd car in stock (price on application)
  if (!preorder && !special && priceMode === 'sale' && rng.chance(status === 'coming_soon' ? 0.04 : 0.006))
    noPrice = true;
  return { tag, preorder, noPrice };
}

export interface CarFlags {
  certified: boolean;
  reserved: boolean;
  reservable: boolean | null;
  paymentProcessors: PaymentProcessor[];
  showOnWebsite: boolean;
}

export function drawFlags(
  rng: Rng,
  ctx: { tenant: TenantSpec; paymentProvider: string | null; dealership: StockDealership },
  car: { spec: ModelSpec; type: CarType; age: number; km: number; status: Car['status']; tag: string | null },
): CarFlags {
  const { tenant } = ctx;
  const certified =
    car.type === 'used' &&
    car.age <= 5 &&
    car.km < 140_000 &&
    (tenant.config.manufacturer == null || tenant.config.manufacturer === car.spec.make) &&
    rng.chance(tenant.certifiedShare);
  const reserved = car.status === 'in_stock' && car.tag === null && rng.chance(0.03);
  const reservable = rng.weighted([
    [null, 60],
    [true, 36],
    [false, 4],
  ] as const);
  const paymentProcessors = processors(rng, ctx.paymentProvider, ctx.dealership.spec.slug);
  const showOnWebsite = !rng.chance(0.015);
  return { certified, reserved, reservable, paymentProcessors, showOnWebsite };
}
