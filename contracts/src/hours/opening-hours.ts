import type { HoursEntry } from './hours.schema.js';
import { formatTimeRange } from './time-format.js';

/** Short day names indexed by weekday (0 = Sunday, SPEC §3). */
export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Display order of the week: Monday first, Sunday last. */
export const WEEKDAY_DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** Label of the grouped weekday line. */
export const MON_FRI_LABEL = 'Mon-Fri';
/** Label of today's line. */
export const TODAY_LABEL = 'Today';
/** Text of a closed day. */
export const CLOSED_TEXT = 'Closed';

/** One line of the opening-hours list. */
export type OpeningHoursLine = {
  /** 'Mon-Fri', 'Today' or a short day name. */
  label: string;
  /** '8:30am - 5:30pm' or 'Closed'. */
  hours: string;
  /** Weekdays the line covers (0 = Sunday). */
  weekdays: number[];
  /** True when the line covers today. */
  isToday: boolean;
};

/**
 * The hours text of one entry: 'Closed', the 12-hour range of open/close, else formated_hours.
 *
 * @example
 * hoursText({ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }); // '8:30am - 5:30pm'
 * hoursText({ weekday: 0, status: 'Closed' }); // 'Closed'
 */
export function hoursText(entry: HoursEntry): string {
  if (entry.status === 'Closed') return CLOSED_TEXT;
  if (entry.open && entry.close) return formatTimeRange(entry.open, entry.close);
  return entry.formated_hours?.trim() || 'Open';
}

/**
 * SPEC §2 opening-hours list: Monday to Sunday, Mon-Fri on one line when all five weekdays match,
 * today's line labelled 'Today' (weekday 0 = Sunday). When Mon-Fri is grouped and today is a weekday,
 * the grouped line keeps its 'Mon-Fri' label and has `isToday: true`. Days without an entry are omitted.
 *
 * @example
 * formatOpeningHours(entries, 6);
 * // [{ label: 'Mon-Fri', hours: '8:30am - 5:30pm', ... }, { label: 'Today', hours: '9:00am - 1:00pm', ... },
 * //  { label: 'Sun', hours: 'Closed', ... }]
 */
export function formatOpeningHours(entries: readonly HoursEntry[], today: number | null = null): OpeningHoursLine[] {
  const byDay = new Map<number, HoursEntry>();
  for (const entry of entries) if (!byDay.has(entry.weekday)) byDay.set(entry.weekday, entry);

  const weekdayTexts = [1, 2, 3, 4, 5].map((d) => {
    const e = byDay.get(d);
    return e ? hoursText(e) : null;
  });
  const groupWeekdays = weekdayTexts.every((t) => t !== null && t === weekdayTexts[0]);

  const lines: OpeningHoursLine[] = [];
  if (groupWeekdays) {
    const days = [1, 2, 3, 4, 5];
    lines.push({
      label: MON_FRI_LABEL,
      hours: weekdayTexts[0] as string,
      weekdays: days,
      isToday: today !== null && days.includes(today),
    });
  }
  for (const day of WEEKDAY_DISPLAY_ORDER) {
    if (groupWeekdays && day >= 1 && day <= 5) continue;
    const entry = byDay.get(day);
    if (!entry) continue;
    const isToday = day === today;
    lines.push({
      label: isToday ? TODAY_LABEL : WEEKDAY_SHORT_NAMES[day],
      hours: hoursText(entry),
      weekdays: [day],
      isToday,
    });
  }
  return lines;
}

/**
 * The weekday (0 = Sunday) of an instant in a time zone, so server and client agree on 'Today'.
 *
 * @example
 * weekdayInTimeZone(new Date('2026-11-22T03:00:00Z'), 'Australia/Sydney'); // 0 (Sunday)
 */
export function weekdayInTimeZone(now: Date, timeZone: string): number {
  const name = zoneFormatter('weekday', timeZone).format(now);
  return WEEKDAY_SHORT_NAMES.indexOf(name as (typeof WEEKDAY_SHORT_NAMES)[number]);
}

/**
 * Whether a string is a time zone Intl knows (IANA names like 'Australia/Sydney', or 'UTC'): the site
 * config refuses anything else, since every date and slot rule would throw on it.
 *
 * @example
 * isTimeZone('Pacific/Auckland'); // true
 * isTimeZone('Sydney'); // false
 */
export function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_MAX) knownTimeZones.add(value);
  return true;
}
// Building a formatter is costly and every site config parse checks several zones (bench:profile): a
// zone valid once stays valid. Invalid names are never kept, and the set is capped (Intl also takes
// other spellings of a name, e.g. in lower case).
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_MAX = 1_000;

/**
 * The calendar date 'YYYY-MM-DD' of an instant in a time zone (to match special hours dates).
 *
 * @example
 * dateInTimeZone(new Date('2026-12-24T20:00:00Z'), 'Australia/Sydney'); // '2026-12-25'
 */
export function dateInTimeZone(now: Date, timeZone: string): string {
  return zoneFormatter('date', timeZone).format(now);
}

// Building a formatter costs far more than formatting with one (bench:profile: 1.8 ms of a search page's
// render went to building date formatters for the promotion windows): one per zone and kind is kept.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
const ZONE_FORMAT_OPTIONS = {
  date: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  weekday: ['en-US', { weekday: 'short' }],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

function zoneFormatter(kind: keyof typeof ZONE_FORMAT_OPTIONS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  const known = zoneFormatters.get(key);
  if (known) return known;
  const [locale, options] = ZONE_FORMAT_OPTIONS[kind];
  const made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
  if (zoneFormatters.size < KNOWN_TIME_ZONES_MAX) zoneFormatters.set(key, made);
  return made;
}
