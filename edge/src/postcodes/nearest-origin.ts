/**
 * The /dealerships page's nearest-dealership search (SPEC §9 distance search from the shopper's postcode):
 * the ?postcode= a shopper typed, as a point (postcodes/postcode-point.ts: the maps service or the table),
 * or the message the form shows under its field. Australian sites only (SPEC §5: geocoding is restricted
 * to Australia); elsewhere, and without a postcode, null (the page lists locations as before).
 */
import { FORM_MESSAGES, type LatLng, POSTCODE_PATTERN, type SiteConfig } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { postcodePoint } from './postcode-point.js';

export type NearestOrigin = { offered: boolean; postcode: string; point: LatLng | null; error: string | null };

export async function loadNearestOrigin(env: Env, site: SiteConfig, url: URL): Promise<NearestOrigin> {
  const offered = site.locale === 'en-AU' && site.locations.filter((l) => l.visible).length > 1;
  const postcode = (url.searchParams.get('postcode') ?? '').trim().slice(0, 20);
  if (!offered || postcode === '') return { offered, postcode: '', point: null, error: null };
  if (!POSTCODE_PATTERN.test(postcode)) return { offered, postcode, point: null, error: FORM_MESSAGES.postcode };
  const point = await postcodePoint(env, postcode);
  return { offered, postcode, point, error: point ? null : FORM_MESSAGES.geocodePostcode };
}
