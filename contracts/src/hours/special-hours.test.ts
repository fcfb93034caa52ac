import { describe, expect, it } from 'vitest';
import type { SpecialHoursEntry } from './hours.schema.js';
import { holidayHoursTitle, specialHoursOn, specialHoursStatus, upcomingSpecialHours } from './special-hours.js';

const entry = (over: Partial<SpecialHoursEntry>): SpecialHoursEntry => ({
  date: '2026-12-25',
  status: 'Closed',
  location_id: 1,
  ...over,
});

// SPEC §4: "Special hours status: Open or Closed. Open shows hours; otherwise the status text, or
// 'Closed', or 'By appointment only' where configured."
describe('specialHoursStatus', () => {
  it.each<[Partial<SpecialHoursEntry>, boolean, { open: boolean; text: string }]>([
    [{ status: 'Open', start_hour: '09:00', end_hour: '13:00' }, false, { open: true, text: '9:00am - 1:00pm' }],
    [{ status: 'Open', hours: { begin: '10:00', end: '16:00' } }, false, { open: true, text: '10:00am - 4:00pm' }],
    [{ status: 'open' }, false, { open: true, text: 'Open' }],
    [{ status: 'Closed' }, false, { open: false, text: 'Closed' }],
    [{ status: 'Closed' }, true, { open: false, text: 'By appointment only' }],
    [{ status: ' ' }, false, { open: false, text: 'Closed' }],
    [{ status: 'Closed for stocktake' }, true, { open: false, text: 'Closed for stocktake' }],
  ])('%j (appointment: %s)', (over, byAppointment, expected) => {
    expect(specialHoursStatus(entry(over), { closedAsByAppointment: byAppointment })).toEqual(expected);
  });
  it('defaults to Closed', () => expect(specialHoursStatus(entry({})).text).toBe('Closed'));
});

describe('special hours lookup', () => {
  const entries = [
    entry({ date: '2026-12-31', location_id: 1 }),
    entry({ date: '2026-12-25', location_id: 1 }),
    entry({ date: '2026-12-26', location_id: 2 }),
    entry({ date: '2026-12-01', location_id: 1 }),
    entry({ date: '2026-12-25', location_id: 1, status: 'Open' }),
  ];
  it('lists upcoming entries of one location by date', () => {
    expect(upcomingSpecialHours(entries, 1, '2026-12-20').map((e) => e.date)).toEqual([
      '2026-12-25',
      '2026-12-25',
      '2026-12-31',
    ]);
  });
  it('finds the entry of a date', () => {
    expect(specialHoursOn(entries, 2, '2026-12-26')?.location_id).toBe(2);
    expect(specialHoursOn(entries, 2, '2026-12-25')).toBeUndefined();
  });
});

it("SPEC §2 \"a 'View Holiday Hours' dialog titled 'Holiday Opening Hours: {location}'\"", () => {
  expect(holidayHoursTitle('Harbourside Toyota')).toBe('Holiday Opening Hours: Harbourside Toyota');
});
