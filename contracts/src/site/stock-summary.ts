import type { CarType } from '../cars/car.schema.js';
import type { StockSummary } from './site-config.schema.js';

/** What a stock summary counts of each car. */
export type SummarisedCar = { make: string; model: string; car_type: CarType };

/**
 * A site's stock summary (SPEC §3 site configuration: count, makes, models, car types) from its cars:
 * makes and models by count (then name), car types in SPEC order. The seed, the dashboard sync and the
 * stock import all summarise with this, so the search sidebar's vocabulary follows the stock.
 *
 * @example
 * stockSummaryOf([{ make: 'Kia', model: 'Rio', car_type: 'used' }]).makes; // [{ name: 'Kia', count: 1 }]
 */
export function stockSummaryOf(cars: readonly SummarisedCar[]): StockSummary {
  const makes = new Map<string, number>();
  const models = new Map<string, { make: string; name: string; count: number }>();
  const types = new Map<CarType, number>();
  for (const c of cars) {
    makes.set(c.make, (makes.get(c.make) ?? 0) + 1);
    const key = `${c.make}\u0000${c.model}`;
    const m = models.get(key) ?? { make: c.make, name: c.model, count: 0 };
    m.count++;
    models.set(key, m);
    types.set(c.car_type, (types.get(c.car_type) ?? 0) + 1);
  }
  const byCount = <T extends { count: number; name: string }>(a: T, b: T) =>
    b.count - a.count || (a.name < b.name ? -1 : 1);
  return {
    count: cars.length,
    makes: [...makes].map(([name, count]) => ({ name, count })).sort(byCount),
    models: [...models.values()].sort(byCount),
    car_types: (['new', 'used', 'demo'] as const)
      .filter((t) => types.has(t))
      .map((name) => ({ name, count: types.get(name) ?? 0 })),
  };
}
