import * as z from 'zod';
import type { CarType } from '../cars/car.schema.js';

/** SPEC §9 Australian states. */
export const AUSTRALIAN_STATES = ['NSW', 'QLD', 'VIC', 'ACT', 'NT', 'SA', 'TAS', 'WA'] as const;
export const AustralianStateSchema = z.enum(AUSTRALIAN_STATES);
export type AustralianState = z.infer<typeof AustralianStateSchema>;

/** SPEC §9 car types with their display labels. */
export const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = Object.freeze({
  new: 'New',
  used: 'Used',
  demo: 'Demo',
});

/**
 * The display label of a car type.
 *
 * @example
 * carTypeLabel('demo'); // 'Demo'
 */
export function carTypeLabel(carType: CarType): string {
  return CAR_TYPE_LABELS[carType];
}
