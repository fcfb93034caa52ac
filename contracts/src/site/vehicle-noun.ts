import type { VehicleBasePath } from './site-config.schema.js';

const NOUNS: Readonly<Record<VehicleBasePath, { plural: string; singular: string }>> = Object.freeze({
  '/cars': { plural: 'cars', singular: 'car' },
  '/motorcycles': { plural: 'motorcycles', singular: 'motorcycle' },
  '/campers': { plural: 'campers', singular: 'camper' },
});

/**
 * What a site calls its stock, from its vehicle base path (SPEC §2: /cars, /motorcycles, /campers).
 * @example vehicleNoun('/motorcycles') // { plural: 'motorcycles', singular: 'motorcycle' }
 */
export function vehicleNoun(basePath: VehicleBasePath): { plural: string; singular: string } {
  return NOUNS[basePath];
}
