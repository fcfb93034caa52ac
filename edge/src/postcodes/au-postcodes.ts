import type { LatLng } from '@forecourt/contracts';
import { AU_POSTCODE_TABLE } from './au-postcodes.gen.js';

/**
 * SPEC §5/§7 postcode geocoding, restricted to Australia: the point of an Australian postcode from the
 * table the build generates (infra/build/au-postcodes.mjs, one point per postcode), or null for a
 * postcode that does not exist. The table is parsed once per isolate, on first use (~3,200 entries).
 */
let table: Map<string, LatLng> | null = null;

export function auPostcodePoint(postcode: string): LatLng | null {
  if (!table) {
    table = new Map();
    for (const entry of AU_POSTCODE_TABLE.split(';')) {
      const [lat, lng] = entry.slice(4).split(',').map(Number);
      if (lat !== undefined && lng !== undefined) table.set(entry.slice(0, 4), { lat, lng });
    }
  }
  return table.get(postcode) ?? null;
}
