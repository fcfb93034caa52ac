/**
 * Opening hours and holiday (special) hours for demo locations. SPEC §9 sample: sales about
 * 8:30am-5:30pm on weekdays, service from 7:00 or 7:30am to 5:00pm, Saturday shorter, Sunday
 * closed. weekday 0 is Sunday; times are 24-hour "HH:MM"; formated_hours is 12-hour text.
 */
import type { HoursEntry, SpecialHoursEntry } from '@forecourt/contracts';
import type { Market } from './catalog.js';

export type LocationKind = 'sales' | 'service' | 'parts';

/** A named weekly pattern; [open, close] per weekday (0 = Sunday) or null when closed. */
export type WeeklyHours = readonly ([string, string] | null)[];

/** "08:30" → "8:30am", "17:00" → "5:00pm", "12:00" → "12:00pm". */
export function twelveHour(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')}${suffix}`;
}

const wk = (
  weekdays: [string, string],
  saturday: [string, string] | null,
  sunday: [string, string] | null = null,
  overrides: Record<number, [string, string] | null> = {},
): WeeklyHours => {
  const out: ([string, string] | null)[] = [sunday, weekdays, weekdays, weekdays, weekdays, weekdays, saturday];
  for (const [day, hours] of Object.entries(overrides)) out[Number(day)] = hours;
  return out;
};

/** The weekly patterns the demo tenants use, by name. */
export const WEEKLY_HOURS = {
  salesAU: wk(['08:30', '17:30'], ['08:30', '16:00']),
  salesAULateThursday: wk(['08:30', '17:30'], ['09:00', '16:00'], null, { 4: ['08:30', '19:00'] }),
  serviceAU7: wk(['07:00', '17:00'], ['08:00', '12:00']),
  serviceAU730: wk(['07:30', '17:00'], null),
  partsAU: wk(['07:30', '17:00'], ['08:00', '12:00']),
  motorcycles: wk(['09:00', '17:30'], ['08:30', '15:00'], null, { 1: null }),
  caravans: wk(['08:30', '17:00'], ['09:00', '16:00'], ['10:00', '16:00']),
  trucks: wk(['07:00', '17:00'], ['08:00', '12:00']),
  rental: wk(['06:00', '22:00'], ['06:00', '22:00'], ['07:00', '21:00']),
  subscription: wk(['09:00', '17:30'], ['09:00', '13:00']),
  salesNZ: wk(['08:30', '17:30'], ['09:00', '16:00'], ['10:00', '16:00']),
  serviceNZ: wk(['07:30', '17:00'], null),
  salesUS: wk(['09:00', '20:00'], ['09:00', '18:00'], ['11:00', '17:00']),
  serviceUS: wk(['07:00', '18:00'], ['08:00', '14:00']),
} as const satisfies Record<string, WeeklyHours>;

export type WeeklyHoursName = keyof typeof WEEKLY_HOURS;

/** HoursEntry rows (weekday 0..6) for a named weekly pattern. */
export function openingHours(name: WeeklyHoursName): HoursEntry[] {
  return WEEKLY_HOURS[name].map((hours, weekday) =>
    hours
      ? {
          weekday,
          status: 'Open' as const,
          open: hours[0],
          close: hours[1],
          formated_hours: `${twelveHour(hours[0])} - ${twelveHour(hours[1])}`,
        }
      : { weekday, status: 'Closed' as const, open: null, close: null, formated_hours: 'Closed' },
  );
}

// ---------------------------------------------------------------------------------------------
// Public holidays

export interface Holiday {
  date: string; // YYYY-MM-DD
  name: string;
  /** Closed all day at every location (Christmas Day, Good Friday ...). */
  major: boolean;
}

const iso = (y: number, m: number, d: number): string =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Day of week (0 = Sunday) of a calendar date. */
function dow(y: number, m: number, d: number): number {
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Day of month of the nth (1-based) given weekday of a month; n = -1 is the last one. */
function nthWeekday(y: number, m: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = dow(y, m, 1);
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = dow(y, m, days);
  return days - ((last - weekday + 7) % 7);
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(y: number): { m: number; d: number } {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const mm = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * mm + 114) / 31);
  const day = ((h + l - 7 * mm + 114) % 31) + 1;
  return { m: month, d: day };
}

function shift(y: number, m: number, d: number, days: number): string {
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** National public holidays of one calendar year for a market (state-only days left out). */
export function holidaysOf(market: Market, y: number): Holiday[] {
  const e = easter(y);
  if (market === 'US') {
    return [
      { date: iso(y, 1, 1), name: "New Year's Day", major: true },
      { date: iso(y, 1, nthWeekday(y, 1, 1, 3)), name: 'Martin Luther King Jr. Day', major: false },
      { date: iso(y, 2, nthWeekday(y, 2, 1, 3)), name: "Presidents' Day", major: false },
      { date: iso(y, 5, nthWeekday(y, 5, 1, -1)), name: 'Memorial Day', major: false },
      { date: iso(y, 6, 19), name: 'Juneteenth', major: false },
      { date: iso(y, 7, 4), name: 'Independence Day', major: true },
      { date: iso(y, 9, nthWeekday(y, 9, 1, 1)), name: 'Labor Day', major: false },
      { date: iso(y, 11, nthWeekday(y, 11, 4, 4)), name: 'Thanksgiving Day', major: true },
      { date: iso(y, 12, 24), name: 'Christmas Eve', major: false },
      { date: iso(y, 12, 25), name: 'Christmas Day', major: true },
    ];
  }
  const common: Holiday[] = [
    { date: iso(y, 1, 1), name: "New Year's Day", major: true },
    { date: shift(y, e.m, e.d, -2), name: 'Good Friday', major: true },
    { date: shift(y, e.m, e.d, 1), name: 'Easter Monday', major: false },
    { date: iso(y, 4, 25), name: 'Anzac Day', major: false },
    { date: iso(y, 12, 25), name: 'Christmas Day', major: true },
    { date: iso(y, 12, 26), name: 'Boxing Day', major: false },
  ];
  if (market === 'NZ') {
    return [
      ...common,
      { date: iso(y, 1, 2), name: "Day after New Year's Day", major: false },
      { date: iso(y, 2, 6), name: 'Waitangi Day', major: false },
      { date: iso(y, 6, nthWeekday(y, 6, 1, 1)), name: "King's Birthday", major: false },
      { date: iso(y, 10, nthWeekday(y, 10, 1, 4)), name: 'Labour Day', major: false },
    ];
  }
  return [
    ...common,
    { date: iso(y, 1, 26), name: 'Australia Day', major: false },
    { date: shift(y, e.m, e.d, -1), name: 'Easter Saturday', major: false },
    { date: iso(y, 6, nthWeekday(y, 6, 1, 2)), name: "King's Birthday", major: false },
  ];
}

/**
 * The public holidays from a week before `now` to about four months after it (at most `max`),
 * in date order: the "holiday hours" a site shows around the coming weeks.
 */
export function upcomingHolidays(market: Market, now: number, max = 4): Holiday[] {
  const day = 86_400_000;
  const from = new Date(now - 7 * day).toISOString().slice(0, 10);
  const to = new Date(now + 120 * day).toISOString().slice(0, 10);
  const y = new Date(now).getUTCFullYear();
  return [...holidaysOf(market, y - 1), ...holidaysOf(market, y), ...holidaysOf(market, y + 1)]
    .filter((h) => h.date >= from && h.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(0, max);
}

/**
 * Special hours of one location for the given holidays: major days closed everywhere; other
 * days sales open shorter hours, service by appointment only, parts closed. `style` chooses
 * start_hour/end_hour or hours.begin/hours.end (SPEC §3 allows both).
 */
export function specialHours(
  locationId: number,
  kind: LocationKind,
  holidays: Holiday[],
  style: 'start_end' | 'hours' = 'start_end',
): SpecialHoursEntry[] {
  return holidays.map((h) => {
    const base = { date: h.date, location_id: locationId, name: h.name };
    if (h.major || kind === 'parts') return { ...base, status: 'Closed', start_hour: null, end_hour: null };
    if (kind === 'service') return { ...base, status: 'By appointment only', start_hour: null, end_hour: null };
    return style === 'hours'
      ? { ...base, status: 'Open', hours: { begin: '10:00', end: '16:00' } }
      : { ...base, status: 'Open', start_hour: '10:00', end_hour: '16:00' };
  });
}
