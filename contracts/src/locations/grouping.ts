import type { Location } from './location.schema.js';

/** A location's effective type: SPEC §3 "empty means sales". */
export type LocationKind = 'sales' | 'service' | 'parts';

/**
 * The effective location type (empty or null means sales).
 *
 * @example
 * locationKind({ location_type: '' }); // 'sales'
 */
export function locationKind(location: Pick<Location, 'location_type'>): LocationKind {
  return location.location_type === 'service' || location.location_type === 'parts' ? location.location_type : 'sales';
}

/** Display labels of the location kinds. */
export const LOCATION_KIND_LABELS: Readonly<Record<LocationKind, string>> = Object.freeze({
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
});

/** SPEC §3: locations grouped into primary, sales, service, parts and service-and-parts. */
export type LocationGroups = {
  primary: Location[];
  sales: Location[];
  service: Location[];
  parts: Location[];
  serviceAndParts: Location[];
};

/**
 * Groups visible locations by SPEC §3 groups, each sorted by position. The primary location also
 * appears in its type's group; service-and-parts holds every service or parts location.
 *
 * @example
 * groupLocations(site.locations).serviceAndParts.map((l) => l.name);
 */
export function groupLocations(locations: readonly Location[]): LocationGroups {
  const visible = locations.filter((l) => l.visible).sort((a, b) => a.position - b.position);
  const of = (kind: LocationKind) => visible.filter((l) => locationKind(l) === kind);
  return {
    primary: visible.filter((l) => l.primary),
    sales: of('sales'),
    service: of('service'),
    parts: of('parts'),
    serviceAndParts: visible.filter((l) => locationKind(l) !== 'sales'),
  };
}

/**
 * The site's primary location: the first flagged primary (visible first), else the first visible by position.
 *
 * @example
 * primaryLocation(site.locations)?.id; // 12
 */
export function primaryLocation(locations: readonly Location[]): Location | undefined {
  const groups = groupLocations(locations);
  const byPosition = [...locations].sort((a, b) => a.position - b.position);
  return groups.primary[0] ?? locations.find((l) => l.primary) ?? byPosition.find((l) => l.visible) ?? byPosition[0];
}
