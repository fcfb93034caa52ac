import { describe, expect, it } from 'vitest';
import { makeSiteInput } from '../site/site.fixture.js';
import { SiteConfigSchema } from '../site/site-config.schema.js';
import type { HoursEntry } from './hours.schema.js';
import { dateInTimeZone, formatOpeningHours, hoursText, isTimeZone, weekdayInTimeZone } from './opening-hours.js';

const open = (weekday: number, o = '08:30', c = '17:30'): HoursEntry => ({
  weekday,
  status: 'Open',
  open: o,
  close: c,
});
const closed = (weekday: number): HoursEntry => ({ weekday, status: 'Closed' });
const week = [open(1), open(2), open(3), open(4), open(5), open(6, '09:00', '13:00'), closed(0)];

describe('formatOpeningHours', () => {
  it('SPEC §2 "Mon-Fri shown as one line when all five weekdays match"', () => {
    expect(formatOpeningHours(week).map((l) => [l.label, l.hours])).toEqual([
      ['Mon-Fri', '8:30am - 5:30pm'],
      ['Sat', '9:00am - 1:00pm'],
      ['Sun', 'Closed'],
    ]);
  });

  it('lists every weekday when one differs', () => {
    const entries = [...week.filter((e) => e.weekday !== 3), open(3, '07:00', '17:00')];
    const lines = formatOpeningHours(entries);
    expect(lines.map((l) => l.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(lines[2]?.hours).toBe('7:00am - 5:00pm');
  });

  it('does not group when a weekday is missing', () => {
    const lines = formatOpeningHours(week.filter((e) => e.weekday !== 5));
    expect(lines.map((l) => l.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Sat', 'Sun']);
  });

  it('SPEC §2 "today shows as \'Today\'" (weekday 0 is Sunday)', () => {
    const lines = formatOpeningHours(week, 0);
    expect(lines.at(-1)).toEqual({ label: 'Today', hours: 'Closed', weekdays: [0], isToday: true });
  });

  it('marks the grouped Mon-Fri line as today on a weekday', () => {
    const lines = formatOpeningHours(week, 3);
    expect(lines[0]).toMatchObject({ label: 'Mon-Fri', isToday: true });
    expect(lines.filter((l) => l.isToday)).toHaveLength(1);
  });

  it('shows Today on an ungrouped weekday', () => {
    const lines = formatOpeningHours([open(1), open(2, '09:00', '17:00')], 2);
    expect(lines.map((l) => l.label)).toEqual(['Mon', 'Today']);
  });

  it('keeps the first entry of a duplicated weekday', () => {
    expect(formatOpeningHours([closed(0), open(0)])).toHaveLength(1);
    expect(formatOpeningHours([closed(0), open(0)])[0]?.hours).toBe('Closed');
  });
});

describe('hoursText', () => {
  it.each<[HoursEntry, string]>([
    [{ weekday: 1, status: 'Open', open: '07:30', close: '17:00' }, '7:30am - 5:00pm'],
    [{ weekday: 1, status: 'Open', formated_hours: ' 8am - 5pm ' }, '8am - 5pm'],
    [{ weekday: 1, status: 'Open' }, 'Open'],
    [{ weekday: 1, status: 'Closed', open: '07:30', close: '17:00' }, 'Closed'],
  ])('%j -> %s', (entry, expected) => expect(hoursText(entry)).toBe(expected));
});

describe('time zone helpers', () => {
  it('computes the weekday in the site time zone', () => {
    const instant = new Date('2026-11-21T14:00:00Z'); // Saturday UTC, Sunday 01:00 in Sydney
    expect(weekdayInTimeZone(instant, 'UTC')).toBe(6);
    expect(weekdayInTimeZone(instant, 'Australia/Sydney')).toBe(0);
  });
  it('computes the calendar date in the site time zone', () => {
    expect(dateInTimeZone(new Date('2026-12-24T20:00:00Z'), 'Australia/Sydney')).toBe('2026-12-25');
    expect(dateInTimeZone(new Date('2026-12-24T20:00:00Z'), 'America/New_York')).toBe('2026-12-24');
  });
});

describe('isTimeZone (site config boundary)', () => {
  it('accepts IANA zones and UTC, refuses anything Intl cannot use', () => {
    for (const tz of ['Australia/Sydney', 'Pacific/Auckland', 'America/Chicago', 'UTC'])
      expect(isTimeZone(tz)).toBe(true);
    for (const tz of ['Sydney', 'AEST+10', '', 'Mars/Olympus']) expect(isTimeZone(tz)).toBe(false);
    expect(SiteConfigSchema.safeParse(makeSiteInput({ timezone: 'Sydney' })).success).toBe(false);
    expect(SiteConfigSchema.safeParse(makeSiteInput({ timezone: 'Pacific/Auckland' })).success).toBe(true);
  });
});
