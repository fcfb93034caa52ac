import {
  dateInTimeZone,
  type FragmentRequest,
  formatOpeningHours,
  groupLocations,
  holidayHoursTitle,
  LOCATION_KIND_LABELS,
  locationKind,
  SiteConfigSchema,
  specialHoursStatus,
  upcomingSpecialHours,
} from '@forecourt/contracts';
import { z } from 'zod';

export type LocationCardProps = {
  id: number;
  name: string;
  kind: string;
  address: string;
  mapUrl: string;
  phone: string | null;
  hours: { label: string; hours: string; isToday: boolean }[];
  holiday: { title: string; days: { date: string; label: string; text: string; open: boolean }[] };
};

/** Hydration props of the dealerships page (everything precomputed: the client only toggles dialogs). */
export type DealershipsPageProps = {
  heading: string;
  groups: { key: string; title: string; locations: LocationCardProps[] }[];
  otherLink: { href: string; label: string };
};

const Input = z.object({
  site: SiteConfigSchema.pick({ name: true, locations: true, special_hours: true, timezone: true }),
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
  const todayDate = dateInTimeZone(now, site.timezone);
  const weekday = new Date(`${todayDate}T12:00:00Z`).getUTCDay();
  const all = req.route.path.replace(/\/$/, '').endsWith('/all');
  const groups = groupLocations(site.locations);
  const card = (l: (typeof site.locations)[number]): LocationCardProps => ({
    id: l.id,
    name: l.name,
    kind: LOCATION_KIND_LABELS[locationKind(l)],
    address: l.address.full,
    mapUrl: l.address.map_url,
    phone: l.contact_detail.phone,
    hours: formatOpeningHours(l.contact_detail.opening_hours, weekday).map((h) => ({
      label: h.label,
      hours: h.hours,
      isToday: h.isToday,
    })),
    holiday: {
      title: holidayHoursTitle(l.name),
      days: upcomingSpecialHours(site.special_hours, l.id, todayDate).map((s) => {
        const status = specialHoursStatus(s);
        return { date: s.date, label: s.name ?? s.date, text: status.text, open: status.open };
      }),
    },
  });
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
