/** Which dealership and model a generated car gets, its year, odometer and VIN (draws for cars.ts). */
import type { CarType } from '@forecourt/contracts';
import type { ModelSpec } from './catalog.js';
import { WMI } from './catalog.js';
import type { Rng } from './prng.js';
import type { StockDealership } from './stock-context.js';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export function vin(rng: Rng, make: string): string {
  let out = WMI[make] ?? `6F${VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)]}`;
  while (out.length < 17) out += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  return out;
}

export function pickDealership(rng: Rng, dealerships: StockDealership[], franchisedOnly: boolean): StockDealership {
  const pool = franchisedOnly ? dealerships.filter((d) => d.spec.makes.length > 0) : dealerships;
  const from = pool.length > 0 ? pool : dealerships;
  return rng.weighted(from.map((d) => [d, d.spec.usedWeight] as const));
}

export function pickModel(rng: Rng, catalog: ModelSpec[], makes: string[] | null): ModelSpec {
  if (makes) {
    const franchised = catalog.filter((c) => makes.includes(c.make));
    if (franchised.length > 0) return rng.pick(franchised);
  }
  return rng.pick(catalog);
}

function usedYear(rng: Rng, currentYear: number, since: number): number {
  const age = rng.weighted([
    [1, 10],
    [2, 16],
    [3, 16],
    [4, 14],
    [5, 11],
    [6, 9],
    [7, 7],
    [8, 6],
    [9, 4],
    [10, 3],
    [12, 2],
  ] as const);
  return Math.max(since, currentYear - age);
}

/** Model year: mostly this year for new and demo cars, a realistic age spread for used ones. */
export function carYear(rng: Rng, type: CarType, currentYear: number, since: number): number {
  if (type === 'used') return usedYear(rng, currentYear, since);
  return rng.chance(type === 'new' ? 0.82 : 0.6) ? currentYear : currentYear - 1;
}

export function odometer(rng: Rng, spec: ModelSpec, type: CarType, age: number): number {
  if (spec.towed) return 0;
  if (type === 'new') return rng.int(2, 45);
  if (type === 'demo') return rng.int(spec.kind === 'truck' ? 2_000 : 800, spec.kind === 'truck' ? 28_000 : 14_500);
  const perYear =
    spec.kind === 'motorcycle'
      ? rng.int(1_500, 6_500)
      : spec.kind === 'truck'
        ? spec.categories.includes('Heavy Trucks')
          ? rng.int(80_000, 150_000)
          : rng.int(20_000, 55_000)
        : spec.kind === 'caravan'
          ? rng.int(6_000, 16_000)
          : rng.int(8_000, 21_000);
  return Math.max(1_200, Math.round(Math.max(0.6, age) * perYear + rng.int(-900, 900)));
}
