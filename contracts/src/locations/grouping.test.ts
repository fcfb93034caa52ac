import { describe, expect, it } from 'vitest';
import { groupLocations, locationKind, primaryLocation } from './grouping.js';
import { type Location, LocationSchema } from './location.schema.js';

const makeLocation = (over: Partial<Location> & { id: number }): Location =>
  LocationSchema.parse({
    dealership_id: 1,
    dealership_slug: 'harbourside-toyota',
    name: `Location ${over.id}`,
    slug: `location-${over.id}`,
    address: {
      street: '1 St',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      lat: -33.87,
      long: 151.21,
      full: '',
      map_url: '',
    },
    contact_detail: { phone: null },
    ...over,
  });

describe('locationKind', () => {
  // SPEC §3: "location_type (sales, service, parts; empty means sales)"
  it.each([
    ['sales', 'sales'],
    ['', 'sales'],
    [null, 'sales'],
    ['service', 'service'],
    ['parts', 'parts'],
  ] as const)('%s -> %s', (type, kind) => expect(locationKind({ location_type: type })).toBe(kind));
});

describe('groupLocations', () => {
  // SPEC §3: "Locations are grouped into primary, sales, service, parts and service-and-parts."
  const locations = [
    makeLocation({ id: 1, primary: true, location_type: 'sales', position: 2 }),
    makeLocation({ id: 2, location_type: '', position: 1 }),
    makeLocation({ id: 3, location_type: 'service', position: 3 }),
    makeLocation({ id: 4, location_type: 'parts', position: 4 }),
    makeLocation({ id: 5, location_type: 'service', visible: false }),
  ];
  it('groups visible locations by position', () => {
    const g = groupLocations(locations);
    expect(g.primary.map((l) => l.id)).toEqual([1]);
    expect(g.sales.map((l) => l.id)).toEqual([2, 1]);
    expect(g.service.map((l) => l.id)).toEqual([3]);
    expect(g.parts.map((l) => l.id)).toEqual([4]);
    expect(g.serviceAndParts.map((l) => l.id)).toEqual([3, 4]);
  });
  it('finds the primary location, falling back to the first by position', () => {
    expect(primaryLocation(locations)?.id).toBe(1);
    expect(primaryLocation(locations.slice(1))?.id).toBe(2);
    expect(primaryLocation([makeLocation({ id: 9, primary: true, visible: false })])?.id).toBe(9);
    expect(primaryLocation([makeLocation({ id: 8, visible: false })])?.id).toBe(8);
    expect(primaryLocation([])).toBeUndefined();
  });
});
