import type { LatLng } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { LookupUnavailableError } from '../valuations/provider-call.js';
import { auPostcodePoint } from './au-postcodes.js';
import { GOOGLE_MAPS_API_URL, googleGeocodePostcode } from './google-geocode.js';

/**
 * The point of an Australian postcode (SPEC §5/§7), null when there is no such postcode. With the secret
 * GOOGLE_MAPS_API_KEY set, the maps geocoding service answers (postcodes/google-geocode.ts), cached in KV so a
 * postcode costs at most one paid call per period: a found point for 30 days (the longest Google's terms
 * let a point be kept), "no such postcode" for a day (a new postcode shows up soon). When the service
 * cannot answer (timeout, 5xx, quota, refused key) the package table answers, uncached, so the next
 * request tries the service again. Without the key the table is the only source.
 */
export const GEOCODE_CACHE_TTL_S = { found: 30 * 24 * 3600, none: 24 * 3600 } as const;
const cacheKey = (postcode: string) => `geocode:v1:AU:${postcode}`;

type Cached = { lat: number; lng: number } | { none: true };

export async function postcodePoint(env: Env, postcode: string): Promise<LatLng | null> {
  const apiKey = env.GOOGLE_MAPS_API_KEY;
  if (!apiKey) return auPostcodePoint(postcode);
  const cached = await env.SITES.get<Cached>(cacheKey(postcode), 'json').catch(() => null);
  if (cached) return 'none' in cached ? null : { lat: cached.lat, lng: cached.lng };
  let point: LatLng | null;
  try {
    point = await googleGeocodePostcode(postcode, {
      apiKey,
      baseUrl: env.GOOGLE_MAPS_API_URL ?? GOOGLE_MAPS_API_URL,
      // A form waits on this as the visitor types: short attempts, one retry, then the table.
      timeoutMs: 1500,
      retries: 1,
      backoffMs: 100,
    });
  } catch (error) {
    if (!(error instanceof LookupUnavailableError)) throw error;
    console.error('[geocode] service unavailable, answering from the table:', error.message);
    return auPostcodePoint(postcode);
  }
  const value: Cached = point ?? { none: true };
  await env.SITES.put(cacheKey(postcode), JSON.stringify(value), {
    expirationTtl: point ? GEOCODE_CACHE_TTL_S.found : GEOCODE_CACHE_TTL_S.none,
  }).catch((error: unknown) => console.error('[geocode] cache write failed', error));
  return point;
}
