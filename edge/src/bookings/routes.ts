/**
 * GET /api/dealerships/{id}/available_appointment_bookings.json (test drives) and
 * GET /api/dealerships/{id}/available_service_bookings.json (service drop-offs): SPEC §7 booking slots,
 * shape AvailableBookingsSchema (contracts/src/bookings). Optional `?location_id=` narrows to one location.
 * Site-scoped: a dealership of another site answers 404. Never cached (slots move with time and bookings).
 */
import { AvailableBookingsSchema, BOOKING_ENDPOINTS, type BookingKind } from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../env.js';
import { loadAvailability } from './slots.js';

export const bookingsApi = new Hono<AppContext>();

const Params = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const Query = z.object({
  location_id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional(),
});

const fail = (c: Context<AppContext>, status: 400 | 404 | 503, message: string, code: string) =>
  c.json({ error: message, message, code }, status);

async function slots(c: Context<AppContext>, kind: BookingKind) {
  const params = Params.safeParse(c.req.param());
  if (!params.success) return fail(c, 404, 'Dealership not found.', 'dealership_not_found');
  const query = Query.safeParse(c.req.query());
  if (!query.success) return fail(c, 400, 'location_id must be a location id.', 'invalid_query');
  try {
    const body = await loadAvailability(c.env.DB, c.var.site, params.data.id, kind, new Date(), {
      ...(query.data.location_id !== undefined ? { locationId: query.data.location_id } : {}),
    });
    if (!body) return fail(c, 404, 'Dealership not found.', 'dealership_not_found');
    c.header('Cache-Control', 'no-store');
    return c.json(AvailableBookingsSchema.parse(body));
  } catch (error) {
    console.error('[bookings] slots unavailable', error);
    return fail(c, 503, 'Booking times are unavailable just now.', 'storage_unavailable');
  }
}

bookingsApi.get(`/:id/${BOOKING_ENDPOINTS.test_drive}`, (c) => slots(c, 'test_drive'));
bookingsApi.get(`/:id/${BOOKING_ENDPOINTS.service}`, (c) => slots(c, 'service'));
