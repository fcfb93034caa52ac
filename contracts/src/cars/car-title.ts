import type { Car } from './car.schema.js';

/**
 * The car's heading: year, make, model, badge, series (SPEC §2 card/detail title).
 *
 * @example
 * carTitle({ year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent', series: null }); // '2021 Toyota Corolla Ascent'
 */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'series'>): string {
  return [car.year, car.make, car.model, car.badge, car.series].filter((p) => p !== null && p !== '').join(' ');
}
