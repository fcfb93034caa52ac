import * as z from 'zod';

/**
 * SPEC §7 booking slots: `available_appointment_bookings` (test drives) and `available_service_bookings`
 * (service drop-offs). SPEC does not show the response; this is our shape (see AvailableBookingsSchema).
 */
export const BOOKING_KINDS = ['test_drive', 'service'] as const;
export const BookingKindSchema = z.enum(BOOKING_KINDS);
export type BookingKind = z.infer<typeof BookingKindSchema>;

/** The SPEC §7 call of each booking kind (file name under /api/dealerships/{id}/). */
export const BOOKING_ENDPOINTS: Readonly<Record<BookingKind, string>> = Object.freeze({
  test_drive: 'available_appointment_bookings.json',
  service: 'available_service_bookings.json',
});

/**
 * The API path of a dealership's slots of one kind.
 *
 * @example
 * bookingsPath(12, 'service'); // '/api/dealerships/12/available_service_bookings.json'
 */
export function bookingsPath(dealershipId: number, kind: BookingKind): string {
  return `/api/dealerships/${dealershipId}/${BOOKING_ENDPOINTS[kind]}`;
}

/** The furthest a dealer may open bookings ahead (days); the lead check needs no look beyond it. */
export const BOOKING_MAX_HORIZON_DAYS = 60;

/** How slots of one kind are cut from a location's opening hours. */
export const BookingRulesSchema = z.object({
  /** Length of one slot in minutes; a slot must end by closing time. */
  slot_minutes: z.number().int().min(10).max(240),
  /** No slot starts sooner than this many minutes from now. */
  lead_minutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  /** Slots start from the next day (service: the workshop plans the day before). */
  next_day: z.boolean(),
  /** How many days ahead slots are offered, today included. */
  horizon_days: z.number().int().min(1).max(BOOKING_MAX_HORIZON_DAYS),
  /** How many bookings one slot takes (cars / service bays per slot). */
  capacity: z.number().int().min(1).max(50),
});
export type BookingRules = z.infer<typeof BookingRulesSchema>;

/**
 * The platform's booking rules: test drives in 30-minute slots from 2 hours from now, service drop-offs
 * every hour from the next day with 2 bays per slot; 14 days ahead. A dealer overrides any of them
 * through its site configuration (`bookings`).
 */
export const BOOKING_DEFAULTS: Readonly<Record<BookingKind, BookingRules>> = Object.freeze({
  test_drive: { slot_minutes: 30, lead_minutes: 120, next_day: false, horizon_days: 14, capacity: 1 },
  service: { slot_minutes: 60, lead_minutes: 0, next_day: true, horizon_days: 14, capacity: 2 },
});

/** Per-dealer overrides of BOOKING_DEFAULTS (site configuration `bookings`). */
export const BookingSettingsSchema = z.object({
  test_drive: BookingRulesSchema.partial().default({}),
  service: BookingRulesSchema.partial().default({}),
});
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

/**
 * The effective rules of one kind on a site: the defaults with the dealer's overrides.
 *
 * @example
 * bookingRules({ test_drive: { capacity: 3 }, service: {} }, 'test_drive').capacity; // 3
 */
export function bookingRules(settings: BookingSettings | undefined, kind: BookingKind): BookingRules {
  return { ...BOOKING_DEFAULTS[kind], ...(settings?.[kind] ?? {}) };
}

/** A slot's local start 'YYYY-MM-DDTHH:MM' (wall time at the location, site time zone). */
export const SLOT_START_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const BookingSlotSchema = z.object({
  /** Local wall time at the location ('2026-11-24T09:00'): the lead's `date_time` value. */
  start: z.string().regex(SLOT_START_PATTERN),
  /** The same instant in UTC (ISO 8601). */
  starts_at: z.string(),
  /** 12-hour time label ('9:00am'). */
  label: z.string(),
  /** Bookings this slot still takes (capacity minus stored leads booked into it); never 0 (full slots are left out). */
  remaining: z.number().int().min(1),
});
export type BookingSlot = z.infer<typeof BookingSlotSchema>;

export const BookingDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** 'Tue 24 Nov' */
  label: z.string(),
  slots: z.array(BookingSlotSchema).min(1),
});
export type BookingDay = z.infer<typeof BookingDaySchema>;

/**
 * Response of GET /api/dealerships/{id}/available_appointment_bookings.json and
 * .../available_service_bookings.json: per bookable location of the dealership, the days that still
 * have a free slot (days without one are left out), each with its free slots in time order.
 */
export const AvailableBookingsSchema = z.object({
  dealership_id: z.number().int(),
  kind: BookingKindSchema,
  timezone: z.string(),
  slot_minutes: z.number().int(),
  capacity: z.number().int(),
  /** When the slots were computed (ISO 8601); they are valid for a few minutes only. */
  generated_at: z.string(),
  locations: z.array(
    z.object({
      location_id: z.number().int(),
      name: z.string(),
      days: z.array(BookingDaySchema),
    }),
  ),
});
export type AvailableBookings = z.infer<typeof AvailableBookingsSchema>;

/** Lead fields of a booking: the chosen slot and what it books. */
export const BOOKING_LEAD_FIELDS = { dateTime: 'date_time', kind: 'booking_type' } as const;

/** Messages of a refused booking (field date_time). */
export const BOOKING_MESSAGES = {
  unavailable: 'This time is not available. Please choose one of the available times.',
  taken: 'This time was just booked by someone else. Please choose another time.',
  noSlots: 'No times are available online. Please call us to book.',
} as const;
