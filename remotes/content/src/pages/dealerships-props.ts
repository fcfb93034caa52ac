import {
  type FragmentRequest,
  formatDistance,
  groupLocations,
  type Location,
  locationKind,
  nearestLocation,
  SiteConfigSchema,
  sortByDistance,
} from '@forecourt/contracts';
import * as z from 'zod';
import { type LocationCardProps, locationCardProps } from './location-card-props.js';

/** Hydration props of the dealerships page (everything precomputed: the client only toggles dialogs). */
export type DealershipsPageProps = {
  heading: string;
  groups: { key: string; title: string; locations: LocationCardProps[] }[];
  otherLink: { href: string; label: string };
  /** The nearest-dealership search (Australian sites with several locations): what was typed and what it found. */
  finder: {
    action: string;
    postcode: string;
    error: string | null;
    /** The nearest sales location's name (announced above the list), else the nearest location's. */
    nearest: string | null;
    /** Every visible location nearest first (null until a known postcode is searched); the first is the nearest. */
    results: { location: LocationCardProps; distance: string }[] | null;
  } | null;
};

/** The edge's nearestOrigin loader (edge/src/postcodes/nearest-origin.ts); absent in older callers. */
const Origin = z
  .object({
    offered: z.boolean(),
    postcode: z.string(),
    point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    error: z.string().nullable(),
  })
  .nullable()
  .default(null);

const Input = z.object({
  site: SiteConfigSchema.pick({ name: true, locations: true, special_hours: true, timezone: true, locale: true }),
  nearestOrigin: Origin,
});

/** SPEC §9 distance search: the site's visible locations from the shopper's postcode, nearest first. */
function finderProps(
  input: z.infer<typeof Input>,
  action: string,
  card: (l: Location) => LocationCardProps,
): DealershipsPageProps['finder'] {
  const origin = input.nearestOrigin;
  if (!origin?.offered) return null;
  const visible = input.site.locations.filter((l) => l.visible);
  const point = origin.point;
  if (!point) return { action, postcode: origin.postcode, error: origin.error, nearest: null, results: null };
  return {
    action,
    postcode: origin.postcode,
    error: null,
    // The nearest dealership is the nearest sales location (a service centre may be closer; it is listed first).
    nearest:
      (
        nearestLocation(
          visible.filter((l) => locationKind(l) === 'sales'),
          point,
        ) ?? nearestLocation(visible, point)
      )?.name ?? null,
    results: sortByDistance(visible, point).map((d) => ({
      location: card(d.location),
      distance: formatDistance(d.distanceKm, input.site.locale),
    })),
  };
}

/**
 * /dealerships shows the primary location, then sales, then service and parts together;
 * /dealerships/all lists every group of SPEC §3 (primary, sales, service, parts, service-and-parts
 * collapsed into service and parts). 'Today' and holiday dates use the site's time zone and the
 * request time, so server HTML and hydration agree.
 */
export function dealershipsProps(req: FragmentRequest): DealershipsPageProps {
  const input = Input.parse(req.props);
  const { site } = input;
  const now = new Date(req.now);
  const all = req.route.path.replace(/\/$/, '').endsWith('/all');
  const groups = groupLocations(site.locations);
  const card = (l: Location) => locationCardProps(site, l, now);
  const primaryIds = new Set(groups.primary.map((l) => l.id));
  const sections = all
    ? [
        { key: 'primary', title: 'Main dealership', locations: groups.primary },
        { key: 'sales', title: 'Sales', locations: groups.sales.filter((l) => !primaryIds.has(l.id)) },
        { key: 'service', title: 'Service', locations: groups.service.filter((l) => !primaryIds.has(l.id)) },
        { key: 'parts', title: 'Parts', locations: groups.parts.filter((l) => !primaryIds.has(l.id)) },
      ]
    : [
        { key: 'primary', title: 'Main dealership', locations: groups.primary },
        { key: 'sales', title: 'Sales', locations: groups.sales.filter((l) => !primaryIds.has(l.id)) },
        {
          key: 'service-and-parts',
          title: 'Service & Parts',
          locations: groups.serviceAndParts.filter((l) => !primaryIds.has(l.id)),
        },
      ];
  return {
    heading: all ? `All ${site.name} locations` : `${site.name} dealerships`,
    groups: sections.filter((s) => s.locations.length > 0).map((s) => ({ ...s, locations: s.locations.map(card) })),
    otherLink: all
      ? { href: '/dealerships', label: 'Show dealerships by department' }
      : { href: '/dealerships/all', label: 'Show all locations' },
    finder: finderProps(input, all ? '/dealerships/all' : '/dealerships', card),
  };
}
