import type { HoursEntry, SpecialHoursEntry } from '../hours/hours.schema.js';
import { WEEKDAY_SHORT_NAMES } from '../hours/opening-hours.js';
import { specialHoursOn } from '../hours/special-hours.js';
import { formatTime12h } from '../hours/time-format.js';
import { type LocationKind, locationKind } from '../locations/grouping.js';
import type { Location } from '../locations/location.schema.js';
import type { Locale } from '../site/site-config.schema.js';
import type { BookingDay, BookingKind, BookingRules, BookingSlot } from './booking.schema.js';

/** The location type that takes each kind of booking (test drives at sales yards, services at workshops). */
export const BOOKING_LOCATION_KIND: Readonly<Record<BookingKind, LocationKind>> = Object.freeze({
  test_drive: 'sales',
  service: 'service',
});

/**
 * The locations that take bookings of a kind: visible locations of its type, or every visible location
 * when the site has none of that type (the forms' location select offers the same list).
 *
 * @example
 * bookableLocations(site.locations, 'service').map((l) => l.id);
 */
export function bookableLocations<L extends Pick<Location, 'visible' | 'location_type'>>(
  locations: readonly L[],
  kind: BookingKind,
): L[] {
  const visible = locations.filter((l) => l.visible);
  const wanted = visible.filter((l) => locationKind(l) === BOOKING_LOCATION_KIND[kind]);
  return wanted.length > 0 ? wanted : visible;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const HHMM = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** Minutes after midnight of 'HH:MM', or null. */
function minutesOf(time: string | null | undefined): number | null {
  const m = HHMM.exec((time ?? '').trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h > 24 || min > 59 || h * 60 + min > 24 * 60 ? null : h * 60 + min;
}
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The calendar date `days` after 'YYYY-MM-DD'.
 *
 * @example
 * addDays('2026-12-31', 1); // '2027-01-01'
 */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Weekday (0 = Sunday) of a calendar date. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * 'Tue 24 Nov' for a calendar date; 'Tue, Nov 24' on en-US (issue 35: month first, as US sites write it).
 *
 * @example
 * bookingDayLabel('2026-11-24'); // 'Tue 24 Nov'
 * bookingDayLabel('2026-11-24', 'en-US'); // 'Tue, Nov 24'
 */
export function bookingDayLabel(date: string, locale: Locale = 'en-AU'): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_SHORT_NAMES[weekdayOf(date)];
  return locale === 'en-US' ? `${weekday}, ${MONTHS[m - 1]} ${d}` : `${weekday} ${d} ${MONTHS[m - 1]}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Offset (ms) of a time zone at an instant: local wall time minus UTC. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - (instant - (instant % 1000));
}

/**
 * The UTC instant (ms) of a wall time 'YYYY-MM-DD' + 'HH:MM' in a time zone.
 *
 * @example
 * new Date(zonedTimeToUtc('2026-11-24', '09:00', 'Australia/Sydney')).toISOString(); // '2026-11-23T22:00:00.000Z'
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  return second;
}

/**
 * The opening window (minutes after midnight) of a location on a date: its special hours when it has
 * an entry that day (Open with times → those times; Open without times → the usual hours; anything
 * else → closed), otherwise the usual hours of that weekday. Null when closed.
 *
 * @example
 * openingWindow(hours, [], 1, '2026-11-23'); // { open: 510, close: 1050 } (8:30am - 5:30pm)
 */
export function openingWindow(
  hours: readonly HoursEntry[],
  specialHours: readonly SpecialHoursEntry[],
  locationId: number,
  date: string,
): { open: number; close: number } | null {
  const special = specialHoursOn(specialHours, locationId, date);
  if (special) {
    if (special.status.trim().toLowerCase() !== 'open') return null;
    const open = minutesOf(special.start_hour ?? special.hours?.begin);
    const close = minutesOf(special.end_hour ?? special.hours?.end);
    if (open !== null && close !== null) return close > open ? { open, close } : null;
  }
  const entry = hours.find((e) => e.weekday === weekdayOf(date));
  if (entry?.status !== 'Open') return null;
  const open = minutesOf(entry.open);
  const close = minutesOf(entry.close);
  return open !== null && close !== null && close > open ? { open, close } : null;
}

/** What the slots of one location are computed from. */
export type SlotInput = {
  now: Date;
  timeZone: string;
  locationId: number;
  hours: readonly HoursEntry[];
  specialHours: readonly SpecialHoursEntry[];
  rules: BookingRules;
  /** The site's locale: how a day is written (bookingDayLabel). */
  locale?: Locale;
  /** Bookings already stored per slot start ('YYYY-MM-DDTHH:MM'). */
  taken: Readonly<Record<string, number>>;
};

/**
 * The free booking slots of one location: for each day from today (or tomorrow when `next_day`) over
 * `horizon_days`, slots of `slot_minutes` from opening time that end by closing time (special hours
 * win over the usual hours), none sooner than `lead_minutes` from now, each with the capacity left
 * after the bookings already taken; full slots and days without a free slot are left out.
 *
 * @example
 * availableSlots({ now, timeZone: 'Australia/Sydney', locationId: 1, hours, specialHours: [], rules, taken: {} });
 * // [{ date: '2026-11-23', label: 'Mon 23 Nov', slots: [{ start: '2026-11-23T10:30', label: '10:30am', ... }] }, ...]
 */
export function availableSlots(input: SlotInput): BookingDay[] {
  const { rules, timeZone } = input;
  const nowMs = input.now.getTime();
  const earliest = nowMs + rules.lead_minutes * 60_000;
  const today = new Date(nowMs + zoneOffsetMs(nowMs, timeZone)).toISOString().slice(0, 10);
  const days: BookingDay[] = [];
  for (let i = rules.next_day ? 1 : 0; i < rules.horizon_days; i++) {
    const date = addDays(today, i);
    const window = openingWindow(input.hours, input.specialHours, input.locationId, date);
    if (!window) continue;
    const slots: BookingSlot[] = [];
    for (let t = window.open; t + rules.slot_minutes <= window.close; t += rules.slot_minutes) {
      const time = hhmm(t);
      const at = zonedTimeToUtc(date, time, timeZone);
      if (at < earliest) continue;
      const start = `${date}T${time}`;
      // A wall time the clocks skip (daylight saving starts) does not exist: offer no slot for it.
      if (new Date(at + zoneOffsetMs(at, timeZone)).toISOString().slice(0, 16) !== start) continue;
      const remaining = rules.capacity - (input.taken[start] ?? 0);
      if (remaining <= 0) continue;
      slots.push({ start, starts_at: new Date(at).toISOString(), label: formatTime12h(time), remaining });
    }
    if (slots.length > 0) days.push({ date, label: bookingDayLabel(date, input.locale), slots });
  }
  return days;
}

/**
 * Whether a lead's `date_time` is one of the free slots.
 *
 * @example
 * isAvailableSlot(days, '2026-11-24T09:00'); // true
 */
export function isAvailableSlot(days: readonly BookingDay[], start: string): boolean {
  const date = start.slice(0, 10);
  return days.some((d) => d.date === date && d.slots.some((s) => s.start === start));
}
