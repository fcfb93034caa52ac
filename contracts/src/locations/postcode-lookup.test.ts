import { describe, expect, it } from 'vitest';
import { nearestOption, PostcodeLookupSchema, postcodeLookup, postcodeLookupPath } from './postcode-lookup.js';

const at = (id: number, lat: number, long: number, visible = true) => ({ id, visible, address: { lat, long } });
// Parramatta, Brookvale, Penrith (harbourside's seed), and a hidden one in the CBD.
const locations = [
  at(1, -33.8148, 151.0017),
  at(2, -33.7637, 151.2689),
  at(3, -33.7507, 150.694),
  at(4, -33.87, 151.21, false),
];

describe('postcode lookup (SPEC §9 great-circle distance from the postcode)', () => {
  it("the site's visible locations nearest first, km to 1 decimal", () => {
    const manly = { lat: -33.7969, lng: 151.2854 }; // 2095
    const lookup = postcodeLookup('2095', manly, locations as never);
    expect(lookup.locations.map((l) => l.id)).toEqual([2, 1, 3]);
    expect(lookup.locations[0]?.distance_km).toBeCloseTo(4.2, 0);
    expect(PostcodeLookupSchema.parse(lookup)).toEqual(lookup);
  });
  it('preselects the nearest location that the select offers', () => {
    const lookup = { locations: [2, 1, 3].map((id) => ({ id, distance_km: 0 })) };
    expect(nearestOption(lookup, [{ value: '1' }, { value: '2' }])).toBe('2');
    expect(nearestOption(lookup, [{ value: '3' }, { value: '1' }])).toBe('1');
    expect(nearestOption(lookup, [{ value: '9' }])).toBeNull();
  });
  it('path', () => {
    expect(postcodeLookupPath('2000')).toBe('/api/postcodes/2000');
    expect(postcodeLookupPath('a/b')).toBe('/api/postcodes/a%2Fb');
  });
});
