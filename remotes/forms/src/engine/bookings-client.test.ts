import { AvailableBookingsSchema, availableSlots, BOOKING_DEFAULTS, type HoursEntry } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { readAvailableBookings } from './bookings-client.js';

const hours: HoursEntry[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: 'Open',
  open: '09:00',
  close: '17:00',
}));
const days = availableSlots({
  now: new Date('2026-11-23T00:00:00Z'),
  timeZone: 'Australia/Sydney',
  locationId: 11,
  hours,
  specialHours: [],
  rules: BOOKING_DEFAULTS.test_drive,
  taken: {},
});
const body = {
  dealership_id: 1,
  kind: 'test_drive',
  timezone: 'Australia/Sydney',
  slot_minutes: 30,
  capacity: 1,
  generated_at: '2026-11-23T00:00:00.000Z',
  locations: [{ location_id: 11, name: 'Fixture Toyota', days }],
};

describe('readAvailableBookings (browser reader, parity with the zod schema)', () => {
  const variants: [string, unknown][] = [
    ['valid', body],
    ['no locations', { ...body, locations: 'x' }],
    ['bad kind', { ...body, kind: 'parts' }],
    [
      'bad slot start',
      {
        ...body,
        locations: [{ ...body.locations[0], days: [{ ...days[0], slots: [{ ...days[0]!.slots[0], start: '9am' }] }] }],
      },
    ],
    [
      'a full slot',
      {
        ...body,
        locations: [{ ...body.locations[0], days: [{ ...days[0], slots: [{ ...days[0]!.slots[0], remaining: 0 }] }] }],
      },
    ],
    ['an empty day', { ...body, locations: [{ ...body.locations[0], days: [{ ...days[0], slots: [] }] }] }],
    ['missing timezone', { ...body, timezone: undefined }],
    ['null', null],
  ];
  it.each(variants)('%s', (_name, json) => {
    expect(readAvailableBookings(json) !== null).toBe(AvailableBookingsSchema.safeParse(json).success);
  });
});
