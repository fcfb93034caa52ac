import type { LatLng } from '@forecourt/contracts';
import * as z from 'zod';
import {
  LookupUnavailableError,
  type ProviderClientOptions,
  providerCall,
  providerCallOptions,
} from '../valuations/provider-call.js';

/** Google's production host; tests point GOOGLE_MAPS_API_URL at a local stand-in. */
export const GOOGLE_MAPS_API_URL = 'https://maps.googleapis.com';

const Answer = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        types: z.array(z.string()).default([]),
        partial_match: z.boolean().optional(),
        geometry: z.object({
          location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
        }),
      }),
    )
    .default([]),
});

/**
 * SPEC §7 "GET to a maps geocoding service: Components postal_code and country AU; reads
 * results[0].geometry.location (lat, lng)" — the Google Geocoding API:
 * `GET /maps/api/geocode/json?components=postal_code:2000|country:AU&key=…`. ZERO_RESULTS is "no such
 * postcode" (null). So is a first result that is not a postal code (Google answers a bare "Australia",
 * partial_match, when the postcode component matches nothing): the country's centre is no postcode's
 * point. Any other status (OVER_QUERY_LIMIT, REQUEST_DENIED …), a timeout or a 5xx throws
 * LookupUnavailableError; the caller then answers from the package table. The key rides in the query,
 * as Google requires; errors name the path only.
 *
 * @example
 * await googleGeocodePostcode('2000', { apiKey, baseUrl: GOOGLE_MAPS_API_URL }); // { lat: -33.87, lng: 151.21 }
 */
export async function googleGeocodePostcode(postcode: string, options: ProviderClientOptions): Promise<LatLng | null> {
  const o = providerCallOptions('Google geocoding', options, () => ({}));
  const query = new URLSearchParams({ components: `postal_code:${postcode}|country:AU`, key: options.apiKey });
  const answer = await providerCall(o, `/maps/api/geocode/json?${query}`, { method: 'GET' });
  const parsed = Answer.safeParse(answer);
  if (!parsed.success) throw new LookupUnavailableError('Google geocoding: unexpected answer');
  const { status, results } = parsed.data;
  if (status === 'ZERO_RESULTS') return null;
  if (status !== 'OK') throw new LookupUnavailableError(`Google geocoding: ${status}`);
  const first = results[0];
  if (!first?.types.includes('postal_code')) return null;
  return { lat: first.geometry.location.lat, lng: first.geometry.location.lng };
}
