/**
 * Booking slots (SPEC §7 available_appointment_bookings / available_service_bookings): computed from the
 * bookable locations' opening and special hours with the contracts rules (availableSlots), minus the
 * seats stored leads already took (D1 lead_bookings). The API and the lead check share this module, so
 * the slots a form offers are exactly the slots a lead may book.
 */
import {
  type AvailableBookings,
  addDays,
  availableSlots,
  BOOKING_LEAD_FIELDS,
  BOOKING_MAX_HORIZON_DAYS,
  BOOKING_MESSAGES,
  type BookingKind,
  BookingKindSchema,
  bookableLocations,
  bookingRules,
  dateInTimeZone,
  isAvailableSlot,
  PRIMARY_LOCATION_PLACEHOLDER,
  type SiteConfig,
  SLOT_START_PATTERN,
} from '@forecourt/contracts';
import { type LeadBooking, takenSeats, takenSlots } from './store.js';

/**
 * The free slots of a dealership of this site (null when the site has no such dealership: another
 * site's dealership is answered like a missing one). `locationId` narrows to one location.
 */
export async function loadAvailability(
  db: D1Database,
  site: SiteConfig,
  dealershipId: number,
  kind: BookingKind,
  now: Date,
  options: { locationId?: number; exceptLead?: string | null } = {},
): Promise<AvailableBookings | null> {
  if (!site.dealerships.some((d) => d.id === dealershipId)) return null;
  const rules = bookingRules(site.bookings, kind);
  const locations = bookableLocations(site.locations, kind).filter(
    (l) => l.dealership_id === dealershipId && (options.locationId === undefined || l.id === options.locationId),
  );
  const today = dateInTimeZone(now, site.timezone);
  const taken = await takenSlots(db, {
    site: site.slug,
    kind,
    locationIds: locations.map((l) => l.id),
    from: today,
    exceptLead: options.exceptLead ?? null,
  });
  return {
    dealership_id: dealershipId,
    kind,
    timezone: site.timezone,
    slot_minutes: rules.slot_minutes,
    capacity: rules.capacity,
    generated_at: now.toISOString(),
    locations: locations.map((l) => ({
      location_id: l.id,
      name: l.name,
      days: availableSlots({
        now,
        timeZone: site.timezone,
        locale: site.locale,
        locationId: l.id,
        hours: l.contact_detail.opening_hours,
        specialHours: site.special_hours,
        rules,
        taken: taken.get(l.id) ?? {},
      }),
    })),
  };
}

/** What a lead save books: nothing, a seat, or the field messages refusing it. */
export type BookingCheck = { booking: LeadBooking | null } | { fields: Record<string, string>; conflict?: boolean };

/** The location a lead books at: its location_id (placeholder → primary), else the only bookable location. */
function bookingLocation(site: SiteConfig, kind: BookingKind, value: unknown) {
  const bookable = bookableLocations(site.locations, kind);
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0];
  const raw = value === PRIMARY_LOCATION_PLACEHOLDER ? primary?.id : value;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
  if (id === null) return bookable.length === 1 ? bookable[0] : undefined;
  return bookable.find((l) => l.id === id);
}

/**
 * Checks the slot a lead save asks for (`date_time` with its `booking_type`, at the lead's location):
 * it must be one of the free slots the API offers right now; the seat to take is the lowest free one.
 * A save without a date_time books nothing.
 */
export async function checkBooking(
  db: D1Database,
  site: SiteConfig,
  fields: Readonly<Record<string, unknown>>,
  save: Readonly<Record<string, unknown>>,
  leadId: string | null,
  now: Date,
): Promise<BookingCheck> {
  const value = save[BOOKING_LEAD_FIELDS.dateTime];
  if (value === undefined || value === null || value === '') return { booking: null };
  const refuse = (message: string = BOOKING_MESSAGES.unavailable): BookingCheck => ({
    fields: { [BOOKING_LEAD_FIELDS.dateTime]: message },
    // A slot filled by other bookings is the same conflict as losing the race for its last seat.
    conflict: message === BOOKING_MESSAGES.taken,
  });
  const kind = BookingKindSchema.safeParse(fields[BOOKING_LEAD_FIELDS.kind]);
  if (typeof value !== 'string' || !SLOT_START_PATTERN.test(value) || !kind.success) return refuse();
  const location = bookingLocation(site, kind.data, fields.location_id);
  if (!location) return refuse();
  // Only the slot's day matters: horizon and lead time are applied by the same rules as the API.
  if (value.slice(0, 10) > addDays(dateInTimeZone(now, site.timezone), BOOKING_MAX_HORIZON_DAYS)) return refuse();
  const availability = await loadAvailability(db, site, location.dealership_id, kind.data, now, {
    locationId: location.id,
    exceptLead: leadId,
  });
  const days = availability?.locations[0]?.days ?? [];
  const seats = await takenSeats(db, {
    site: site.slug,
    kind: kind.data,
    locationId: location.id,
    start: value,
    exceptLead: leadId,
  });
  const capacity = availability?.capacity ?? 1;
  // A full slot (no longer offered) is taken, whoever filled it: the same 409 as losing the race for
  // its last seat at the save. The seat itself is chosen by the save (FREE_SEAT).
  if (seats.length >= capacity) return refuse(BOOKING_MESSAGES.taken);
  if (!isAvailableSlot(days, value)) return refuse();
  return { booking: { kind: kind.data, locationId: location.id, start: value, capacity } };
}

/**
 * Whether a storage error is a lost race for a slot: every seat went meanwhile (the insert's free seat
 * came out NULL), or a seat was taken twice (primary key).
 */
export const isSeatConflict = (error: unknown) =>
  /lead_bookings/i.test(String(error)) && /UNIQUE|PRIMARY|NOT NULL/i.test(String(error));
