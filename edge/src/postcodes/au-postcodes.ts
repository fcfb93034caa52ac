import type { LatLng } from '@forecourt/contracts';
import { AU_POSTCODE_TABLE } from './au-postcodes.gen.js';

/**
 * SPEC §5/§7 postcode geocoding, restricted to Australia: the point of an Australian postcode from the
 * table the build generates (infra/build/au-postcodes.mjs, one point per postcode), or null for a
 * postcode that does not exist. The table is parsed once per isolate, on first use (~3,200 entries).
 */
let table: Map<string, LatLng> | null = null;

/** The generated table: `[gap:]dlat,dlng` entries, each a delta from the previous (0.01 degrees: infra/build/au-postcodes.mjs says why). */
export function decodePostcodeTable(encoded: string): Map<string, LatLng> {
  const points = new Map<string, LatLng>();
  let pc = 0;
  let lat = 0;
  let lng = 0;
  for (const entry of encoded.split(';')) {
    const colon = entry.indexOf(':');
    const [dlat, dlng] = entry
      .slice(colon + 1)
      .split(',')
      .map(Number);
    pc += colon === -1 ? 1 : Number(entry.slice(0, colon));
    lat += dlat ?? 0;
    lng += dlng ?? 0;
    points.set(String(pc).padStart(4, '0'), { lat: lat / 100, lng: lng / 100 });
  }
  return points;
}

export function auPostcodePoint(postcode: string): LatLng | null {
  table ??= decodePostcodeTable(AU_POSTCODE_TABLE);
  return table.get(postcode) ?? null;
}
