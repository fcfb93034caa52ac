import { EARTH_RADIUS_KM } from '../constants/limits.js';
import type { Location } from './location.schema.js';

/** A point on earth in degrees. */
export type LatLng = { lat: number; lng: number };

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/**
 * SPEC §9 great-circle (haversine) distance in km with earth radius 6371 km.
 *
 * @example
 * greatCircleDistanceKm({ lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 }); // ≈ 713.4
 */
export function greatCircleDistanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A location with its distance from a point. */
export type LocationWithDistance<L> = { location: L; distanceKm: number };

type Located = Pick<Location, 'address'>;

/**
 * Locations sorted nearest first, each with its distance in km.
 *
 * @example
 * sortByDistance(site.locations, { lat: -33.87, lng: 151.21 })[0]?.distanceKm;
 */
export function sortByDistance<L extends Located>(locations: readonly L[], from: LatLng): LocationWithDistance<L>[] {
  return locations
    .map((location) => ({
      location,
      distanceKm: greatCircleDistanceKm(from, { lat: location.address.lat, lng: location.address.long }),
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/**
 * SPEC §9 distance search: the nearest location to a point, or undefined when there is none.
 *
 * @example
 * nearestLocation(site.locations, { lat: -33.87, lng: 151.21 })?.name;
 */
export function nearestLocation<L extends Located>(locations: readonly L[], from: LatLng): L | undefined {
  return sortByDistance(locations, from)[0]?.location;
}
