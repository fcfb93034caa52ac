/**
 * Booking slots in D1 (migration 0005): the seats a test drive or service booking takes, and the
 * statements a lead's save uses to take one inside its own transaction.
 */
import * as z from 'zod';

/**
 * A booking slot a lead takes (see migration 0005). The seat itself is chosen by the insert (FREE_SEAT),
 * inside the save's transaction: two leads racing for a slot of capacity 2 get seats 1 and 2; only
 * when every seat is gone does the insert fail (seat NULL), failing the whole save.
 */
export type LeadBooking = { kind: string; locationId: number; start: string; capacity: number };

/** The lowest free seat 1..capacity of a slot, or NULL when it is full (binds: capacity, site, kind, location, start). */
export const FREE_SEAT = `(WITH RECURSIVE n(seat) AS (SELECT 1 UNION ALL SELECT seat + 1 FROM n WHERE seat < ?)
  SELECT MIN(seat) FROM n WHERE seat NOT IN (
    SELECT seat FROM lead_bookings WHERE site_slug = ? AND kind = ? AND location_id = ? AND slot_start = ?))`;

export const freeSeatBinds = (site: string, b: LeadBooking) => [b.capacity, site, b.kind, b.locationId, b.start];

/** Bookings stored per slot start of one location and kind, from a date on ('YYYY-MM-DD'). */
export async function takenSlots(
  db: D1Database,
  q: { site: string; kind: string; locationIds: number[]; from: string; exceptLead?: string | null },
): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>(q.locationIds.map((id) => [id, {}]));
  if (q.locationIds.length === 0) return out;
  const { results } = await db
    .prepare(
      `SELECT location_id, slot_start, COUNT(*) AS n FROM lead_bookings
       WHERE site_slug = ? AND kind = ? AND slot_start >= ? AND lead_id <> ? AND location_id IN (${q.locationIds.map(() => '?').join(',')})
       GROUP BY location_id, slot_start`,
    )
    .bind(q.site, q.kind, q.from, q.exceptLead ?? '', ...q.locationIds)
    .all();
  for (const row of z
    .array(z.object({ location_id: z.number().int(), slot_start: z.string(), n: z.number().int() }))
    .parse(results)) {
    const slots = out.get(row.location_id);
    if (slots) slots[row.slot_start] = row.n;
  }
  return out;
}

/** Seats already taken in one slot (1-based), by leads other than `exceptLead`. */
export async function takenSeats(
  db: D1Database,
  q: { site: string; kind: string; locationId: number; start: string; exceptLead: string | null },
): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT seat FROM lead_bookings WHERE site_slug = ? AND kind = ? AND location_id = ? AND slot_start = ?
       AND lead_id <> ?`,
    )
    .bind(q.site, q.kind, q.locationId, q.start, q.exceptLead ?? '')
    .all();
  return z
    .array(z.object({ seat: z.number().int() }))
    .parse(results)
    .map((r) => r.seat);
}
