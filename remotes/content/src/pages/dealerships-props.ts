import { type FragmentRequest, groupLocations, type Location, SiteConfigSchema } from '@forecourt/contracts';
import { z } from 'zod';
import { type LocationCardProps, locationCardProps } from './location-card-props.js';

/** Hydration props of the dealerships page (everything precomputed: the client only toggles dialogs). */
export type DealershipsPageProps = {
  heading: string;
  groups: { key: string; title: string; locations: LocationCardProps[] }[];
  otherLink: { href: string; label: string };
};

const Input = z.object({
  site: SiteConfigSchema.pick({ name: true, locations: true, special_hours: true, timezone: true, locale: true }),
});

/**
 * /dealerships shows the primary location, then sales, then service and parts together;
 * /dealerships/all lists every group of SPEC §3 (primary, sales, service, parts, service-and-parts
 * collapsed into service and parts). 'Today' and holiday dates use the site's time zone and the
 * request time, so server HTML and hydration agree.
 */
export function dealershipsProps(req: FragmentRequest): DealershipsPageProps {
  const { site } = Input.parse(req.props);
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
  };
}
