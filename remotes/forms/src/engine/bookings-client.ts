import { type AvailableBookings, type BookingKind, bookingsPath, SLOT_START_PATTERN } from '@forecourt/contracts';

type Fetch = typeof fetch;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Reads a slots API response in the browser (zod stays out of the client bundle, see rules.ts): the
 * shape of contracts AvailableBookingsSchema, checked field by field; anything else is null. The
 * parity test (bookings-client.test.ts) holds it to the zod schema.
 */
export function readAvailableBookings(json: unknown): AvailableBookings | null {
  if (!isObject(json) || !Array.isArray(json.locations)) return null;
  if (typeof json.dealership_id !== 'number' || (json.kind !== 'test_drive' && json.kind !== 'service')) return null;
  for (const l of json.locations) {
    if (!isObject(l) || typeof l.location_id !== 'number' || typeof l.name !== 'string' || !Array.isArray(l.days))
      return null;
    for (const d of l.days) {
      if (!isObject(d) || typeof d.date !== 'string' || typeof d.label !== 'string' || !Array.isArray(d.slots))
        return null;
      if (d.slots.length === 0) return null;
      for (const s of d.slots)
        if (
          !isObject(s) ||
          typeof s.start !== 'string' ||
          !SLOT_START_PATTERN.test(s.start) ||
          typeof s.label !== 'string' ||
          typeof s.starts_at !== 'string' ||
          typeof s.remaining !== 'number' ||
          s.remaining < 1
        )
          return null;
    }
  }
  if (typeof json.timezone !== 'string' || typeof json.generated_at !== 'string') return null;
  if (typeof json.slot_minutes !== 'number' || typeof json.capacity !== 'number') return null;
  return json as AvailableBookings;
}

/** GET the free slots of a dealership (SPEC §7 available_*_bookings); null when they cannot be loaded. */
export async function fetchAvailableBookings(
  dealershipId: number,
  kind: BookingKind,
  doFetch: Fetch = fetch,
): Promise<AvailableBookings | null> {
  try {
    const res = await doFetch(bookingsPath(dealershipId, kind), { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    return readAvailableBookings(await res.json());
  } catch {
    return null;
  }
}
