import { describe, expect, it } from 'vitest';
import type { HoursEntry, SpecialHoursEntry } from '../hours/hours.schema.js';
import {
  AvailableBookingsSchema,
  BOOKING_DEFAULTS,
  BookingSettingsSchema,
  bookingRules,
  bookingsPath,
} from './booking.schema.js';
import {
  addDays,
  availableSlots,
  bookableLocations,
  bookingDayLabel,
  isAvailableSlot,
  openingWindow,
  zonedTimeToUtc,
} from './slots.js';

const open = (weekday: number, o = '08:30', c = '17:30'): HoursEntry => ({
  weekday,
  status: 'Open',
  open: o,
  close: c,
});
const hours: HoursEntry[] = [
  open(1),
  open(2),
  open(3),
  open(4),
  open(5),
  open(6, '09:00', '13:00'),
  { weekday: 0, status: 'Closed' },
];
// Monday 23 Nov 2026, 11:00 in Sydney (AEDT, UTC+11)
const now = new Date('2026-11-23T00:00:00Z');
const base = { now, timeZone: 'Australia/Sydney', locationId: 1, hours, specialHours: [], taken: {} };
const starts = (days: ReturnType<typeof availableSlots>, date: string) =>
  days.find((d) => d.date === date)?.slots.map((s) => s.start.slice(11)) ?? [];

describe('SPEC §7 booking slots from opening hours', () => {
  it('test drives: 30-minute slots from 2 hours from now, ending by closing time, 14 days ahead', () => {
    const days = availableSlots({ ...base, rules: BOOKING_DEFAULTS.test_drive });
    expect(starts(days, '2026-11-23')).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    expect(starts(days, '2026-11-28')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
    expect(days.map((d) => d.date)).not.toContain('2026-11-29'); // Sunday closed
    expect(days.at(-1)?.date).toBe('2026-12-05'); // the 14th day (Sun 6 Dec) is closed
    expect(days[0]).toMatchObject({ label: 'Mon 23 Nov' });
    expect(days[0]?.slots[0]).toEqual({
      start: '2026-11-23T13:00',
      starts_at: '2026-11-23T02:00:00.000Z',
      label: '1:00pm',
      remaining: 1,
    });
  });

  it('service: hourly drop-offs from the next day', () => {
    const days = availableSlots({ ...base, rules: BOOKING_DEFAULTS.service });
    expect(days[0]?.date).toBe('2026-11-24');
    expect(starts(days, '2026-11-24')).toEqual([
      '08:30',
      '09:30',
      '10:30',
      '11:30',
      '12:30',
      '13:30',
      '14:30',
      '15:30',
      '16:30',
    ]);
  });

  it('special hours win: a closed holiday has no slots, an open day uses its own times', () => {
    const specialHours: SpecialHoursEntry[] = [
      { date: '2026-11-24', status: 'Closed', location_id: 1 },
      { date: '2026-11-28', status: 'Open', start_hour: '10:00', end_hour: '12:00', location_id: 1 },
      { date: '2026-11-25', status: 'Closed', location_id: 2 }, // another location
      { date: '2026-11-26', status: 'Open', location_id: 1 }, // open without times: usual hours
      { date: '2026-11-27', status: 'By appointment only', location_id: 1 },
    ];
    const days = availableSlots({ ...base, specialHours, rules: BOOKING_DEFAULTS.test_drive });
    expect(starts(days, '2026-11-24')).toEqual([]);
    expect(starts(days, '2026-11-27')).toEqual([]);
    expect(starts(days, '2026-11-28')).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(starts(days, '2026-11-25')[0]).toBe('08:30');
    expect(starts(days, '2026-11-26')).toHaveLength(18);
  });

  it('leaves out full slots and counts what is left', () => {
    const td = availableSlots({
      ...base,
      rules: BOOKING_DEFAULTS.test_drive,
      taken: { '2026-11-23T13:00': 1, '2026-11-23T13:30': 5 },
    });
    expect(starts(td, '2026-11-23')[0]).toBe('14:00');
    const service = availableSlots({ ...base, rules: BOOKING_DEFAULTS.service, taken: { '2026-11-24T08:30': 1 } });
    expect(service[0]?.slots[0]).toMatchObject({ start: '2026-11-24T08:30', remaining: 1 });
    expect(service[0]?.slots[1]).toMatchObject({ remaining: 2 });
  });

  it('a day after closing time offers nothing today; the dealer overrides the rules', () => {
    const late = new Date('2026-11-23T06:00:00Z'); // 5pm in Sydney
    expect(starts(availableSlots({ ...base, now: late, rules: BOOKING_DEFAULTS.test_drive }), '2026-11-23')).toEqual(
      [],
    );
    const rules = bookingRules(
      BookingSettingsSchema.parse({ test_drive: { slot_minutes: 60, horizon_days: 2, lead_minutes: 0 } }),
      'test_drive',
    );
    expect(rules).toEqual({ slot_minutes: 60, lead_minutes: 0, next_day: false, horizon_days: 2, capacity: 1 });
    const days = availableSlots({ ...base, rules });
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(starts(days, '2026-11-23')[0]).toBe('11:30');
    expect(bookingRules(undefined, 'service')).toEqual(BOOKING_DEFAULTS.service);
  });

  it('isAvailableSlot accepts only a listed start', () => {
    const days = availableSlots({ ...base, rules: BOOKING_DEFAULTS.test_drive });
    expect(isAvailableSlot(days, '2026-11-23T13:00')).toBe(true);
    expect(isAvailableSlot(days, '2026-11-23T13:15')).toBe(false); // not on the slot grid
    expect(isAvailableSlot(days, '2026-11-23T11:30')).toBe(false); // within the lead time
    expect(isAvailableSlot(days, '2026-11-29T10:00')).toBe(false); // Sunday
    expect(isAvailableSlot(days, '2026-12-20T10:00')).toBe(false); // beyond the horizon
  });

  it('the response validates against its schema', () => {
    const days = availableSlots({ ...base, rules: BOOKING_DEFAULTS.service });
    const body = {
      dealership_id: 7,
      kind: 'service',
      timezone: 'Australia/Sydney',
      slot_minutes: 60,
      capacity: 2,
      generated_at: now.toISOString(),
      locations: [{ location_id: 1, name: 'Service', days }],
    };
    expect(AvailableBookingsSchema.parse(body)).toEqual(body);
    expect(bookingsPath(7, 'service')).toBe('/api/dealerships/7/available_service_bookings.json');
    expect(bookingsPath(7, 'test_drive')).toBe('/api/dealerships/7/available_appointment_bookings.json');
  });
});

describe('time zone and calendar helpers', () => {
  it('converts wall time to UTC across daylight saving', () => {
    expect(new Date(zonedTimeToUtc('2026-11-24', '09:00', 'Australia/Sydney')).toISOString()).toBe(
      '2026-11-23T22:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-06-24', '09:00', 'Australia/Sydney')).toISOString()).toBe(
      '2026-06-23T23:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-03-07', '09:00', 'America/New_York')).toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-03-08', '09:00', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
  });
  it('adds days and labels them', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(bookingDayLabel('2026-11-24')).toBe('Tue 24 Nov');
    expect(bookingDayLabel('2026-11-24', 'en-NZ')).toBe('Tue 24 Nov');
    expect(bookingDayLabel('2026-11-24', 'en-US')).toBe('Tue, Nov 24');
  });
  it('opening window: usual hours, unparseable or inverted times are closed', () => {
    expect(openingWindow(hours, [], 1, '2026-11-23')).toEqual({ open: 510, close: 1050 });
    expect(openingWindow([{ weekday: 1, status: 'Open', formated_hours: '8am - 5pm' }], [], 1, '2026-11-23')).toBe(
      null,
    );
    expect(openingWindow([open(1, '17:00', '09:00')], [], 1, '2026-11-23')).toBe(null);
    expect(
      openingWindow(
        hours,
        [{ date: '2026-11-23', status: 'Open', hours: { begin: '12:00', end: '11:00' }, location_id: 1 }],
        1,
        '2026-11-23',
      ),
    ).toBe(null);
  });
  it('bookable locations: the kind’s type, else every visible location', () => {
    const locs = [
      { id: 1, visible: true, location_type: 'sales' as const },
      { id: 2, visible: true, location_type: 'service' as const },
      { id: 3, visible: false, location_type: 'service' as const },
      { id: 4, visible: true, location_type: '' as const },
    ];
    expect(bookableLocations(locs, 'test_drive').map((l) => l.id)).toEqual([1, 4]);
    expect(bookableLocations(locs, 'service').map((l) => l.id)).toEqual([2]);
    expect(bookableLocations(locs.slice(0, 1), 'service').map((l) => l.id)).toEqual([1]);
  });
});

describe('daylight saving', () => {
  // Sydney springs forward on Sunday 4 Oct 2026: 02:00 AEST becomes 03:00 AEDT, so 02:00-02:59 never happens.
  it('no slot at a wall time the clocks skip; the hours either side keep theirs', () => {
    const allDay: HoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((d) => open(d, '00:00', '06:00'));
    const days = availableSlots({
      ...base,
      now: new Date('2026-10-02T00:00:00Z'),
      hours: allDay,
      rules: { ...BOOKING_DEFAULTS.service, slot_minutes: 60, next_day: false, lead_minutes: 0 },
    });
    expect(starts(days, '2026-10-04')).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
    const instants = days.find((d) => d.date === '2026-10-04')!.slots.map((x) => x.starts_at);
    expect(new Set(instants).size).toBe(instants.length); // no two slots at one instant
    expect(starts(days, '2026-10-05')).toHaveLength(6);
  });
});
