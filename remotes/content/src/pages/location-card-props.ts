import {
  dateInTimeZone,
  formatCalendarDate,
  formatOpeningHours,
  holidayHoursTitle,
  LOCATION_KIND_LABELS,
  type Location,
  locationKind,
  type SiteConfig,
  specialHoursStatus,
  upcomingSpecialHours,
} from '@forecourt/contracts';

/** One location as a card shows it (the dealership directory and a location's own page). */
export type LocationCardProps = {
  id: number;
  slug: string;
  name: string;
  kind: string;
  address: string;
  mapUrl: string;
  phone: string | null;
  hours: { label: string; hours: string; isToday: boolean }[];
  /** `date`: ISO (the row key and <time dateTime>); `dateText`: as the site's locale writes it. */
  holiday: {
    title: string;
    days: { date: string; dateText: string; label: string; text: string; open: boolean }[];
  };
};

/**
 * A location's card view. 'Today' and the upcoming holiday dates use the site's time zone and the
 * request time, so server HTML and hydration agree.
 */
export function locationCardProps(
  site: Pick<SiteConfig, 'special_hours' | 'timezone' | 'locale'>,
  l: Location,
  now: Date,
): LocationCardProps {
  const todayDate = dateInTimeZone(now, site.timezone);
  const weekday = new Date(`${todayDate}T12:00:00Z`).getUTCDay();
  return {
    id: l.id,
    slug: l.slug,
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
        const dateText = formatCalendarDate(s.date, site.locale);
        return { date: s.date, dateText, label: s.name ?? dateText, text: status.text, open: status.open };
      }),
    },
  };
}
