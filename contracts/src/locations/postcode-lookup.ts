import * as z from 'zod';
import type { LatLng } from './distance.js';
import { sortByDistance } from './distance.js';
import type { Location } from './location.schema.js';

/**
 * GET /api/postcodes/{postcode}: SPEC §5/§7 postcode geocoding (Australia only) on a site's host — the
 * postcode's point and the site's visible locations nearest first (SPEC §9 great-circle distance), so
 * a form's location select can preselect the nearest one. An unknown postcode answers 404 with SPEC §8
 * 'Invalid postcode'.
 */
export const PostcodeLookupSchema = z.object({
  postcode: z.string().regex(/^\d{4}$/),
  lat: z.number(),
  lng: z.number(),
  locations: z.array(z.object({ id: z.number().int(), distance_km: z.number() })),
});
export type PostcodeLookup = z.infer<typeof PostcodeLookupSchema>;

/** The lookup's path for a postcode. @example postcodeLookupPath('2000'); // '/api/postcodes/2000' */
export const postcodeLookupPath = (postcode: string) => `/api/postcodes/${encodeURIComponent(postcode)}`;

/**
 * The lookup's answer: the site's visible locations by distance from the postcode's point (km, 1 decimal).
 *
 * @example
 * postcodeLookup('2000', { lat: -33.87, lng: 151.21 }, site.locations).locations[0]?.id;
 */
export function postcodeLookup(
  postcode: string,
  point: LatLng,
  locations: readonly Pick<Location, 'id' | 'visible' | 'address'>[],
): PostcodeLookup {
  return {
    postcode,
    lat: point.lat,
    lng: point.lng,
    locations: sortByDistance(
      locations.filter((l) => l.visible),
      point,
    ).map(({ location, distanceKm }) => ({ id: location.id, distance_km: Math.round(distanceKm * 10) / 10 })),
  };
}

/**
 * The option of a location select to preselect: the nearest location that is one of its options (the
 * select may list only sales, service or parts locations), or null.
 *
 * @example
 * nearestOption(lookup, [{ value: '12' }, { value: '14' }]); // '14' when 14 is nearer
 */
export function nearestOption(
  lookup: Pick<PostcodeLookup, 'locations'>,
  options: readonly { value: string }[],
): string | null {
  const values = new Set(options.map((o) => o.value));
  return lookup.locations.map((l) => String(l.id)).find((id) => values.has(id)) ?? null;
}
