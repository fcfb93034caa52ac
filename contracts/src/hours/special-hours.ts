import type { SpecialHoursEntry } from './hours.schema.js';
import { CLOSED_TEXT } from './opening-hours.js';
import { formatTimeRange } from './time-format.js';

/** SPEC §4: text shown for closed special days where the site configures it. */
export const BY_APPOINTMENT_ONLY_TEXT = 'By appointment only';
/** SPEC §2: the button that opens the holiday hours dialog. */
export const VIEW_HOLIDAY_HOURS_LABEL = 'View Holiday Hours';

/** The displayed state of one special hours entry. */
export type SpecialHoursStatus = { open: boolean; text: string };

/**
 * SPEC §4 special hours status: Open shows the hours; otherwise the status text, or 'Closed', or
 * 'By appointment only' where configured (`closedAsByAppointment`).
 *
 * @example
 * specialHoursStatus({ date: '2026-12-24', status: 'Open', start_hour: '09:00', end_hour: '13:00', location_id: 1 });
 * // { open: true, text: '9:00am - 1:00pm' }
 * specialHoursStatus({ date: '2026-12-25', status: 'Closed', location_id: 1 }, { closedAsByAppointment: true });
 * // { open: false, text: 'By appointment only' }
 */
export function specialHoursStatus(
  entry: SpecialHoursEntry,
  options: { closedAsByAppointment?: boolean } = {},
): SpecialHoursStatus {
  if (entry.status.trim().toLowerCase() === 'open') {
    const begin = entry.start_hour ?? entry.hours?.begin ?? null;
    const end = entry.end_hour ?? entry.hours?.end ?? null;
    return { open: true, text: begin && end ? formatTimeRange(begin, end) : 'Open' };
  }
  const closed = options.closedAsByAppointment ? BY_APPOINTMENT_ONLY_TEXT : CLOSED_TEXT;
  const status = entry.status.trim();
  return { open: false, text: status === '' || status.toLowerCase() === 'closed' ? closed : status };
}

/**
 * Special hours of one location from `today` ('YYYY-MM-DD') on, sorted by date.
 *
 * @example
 * upcomingSpecialHours(site.special_hours, 12, '2026-12-20'); // entries of location 12 on/after Dec 20
 */
export function upcomingSpecialHours(
  entries: readonly SpecialHoursEntry[],
  locationId: number,
  today: string,
): SpecialHoursEntry[] {
  return entries
    .filter((e) => e.location_id === locationId && e.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The special hours entry of a location on a date, if any.
 *
 * @example
 * specialHoursOn(site.special_hours, 12, '2026-12-25')?.status; // 'Closed'
 */
export function specialHoursOn(
  entries: readonly SpecialHoursEntry[],
  locationId: number,
  date: string,
): SpecialHoursEntry | undefined {
  return entries.find((e) => e.location_id === locationId && e.date === date);
}

/**
 * SPEC §2: the holiday dialog title.
 *
 * @example
 * holidayHoursTitle('Harbourside Toyota'); // 'Holiday Opening Hours: Harbourside Toyota'
 */
export function holidayHoursTitle(locationName: string): string {
  return `Holiday Opening Hours: ${locationName}`;
}
