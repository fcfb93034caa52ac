import type { Location } from '../locations/location.schema.js';
import type { Car } from './car.schema.js';

/**
 * The site's locations that hold a car: its own location and those its dealer distributes it to
 * (SPEC §3 location.distribution_locations, location slugs). A test drive of the car is booked at one
 * of these (issue 34: a booking at a location without the car was accepted).
 *
 * @example
 * carLocations(car, site.locations).map((l) => l.id); // [11]
 */
export function carLocations<L extends Pick<Location, 'id' | 'slug'>>(
  car: Pick<Car, 'location_id' | 'location'>,
  locations: readonly L[],
): L[] {
  const slugs = new Set(car.location.distribution_locations);
  return locations.filter((l) => l.id === car.location_id || slugs.has(l.slug));
}
