/**
 * GET /api/dealerships/{id}/available_appointment_bookings.json (test drives) and
 * GET /api/dealerships/{id}/available_service_bookings.json (service drop-offs): SPEC §7 booking slots,
 * shape AvailableBookingsSchema (contracts/src/bookings). Optional `?location_id=` narrows to one location.
 * Site-scoped: a dealership of another site answers 404. Never cached (slots move with time and bookings).
 */
import { AvailableBookingsSchema, BOOKING_ENDPOINTS, type BookingKind } from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
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

async function slots(c: Context<AppContext>, kind: BookingKind) {
  const params = Params.safeParse(c.req.param());
  if (!params.success) throw new ApiError('dealership_not_found', 'Dealership not found.');
  const query = Query.safeParse(c.req.query());
  if (!query.success) throw new ApiError('invalid_query', 'location_id must be a location id.');
  const body = await loadAvailability(c.env.DB, c.var.site, params.data.id, kind, new Date(), {
    ...(query.data.location_id !== undefined ? { locationId: query.data.location_id } : {}),
  }).catch((error: unknown) => {
    console.error('[bookings] slots unavailable', error);
    throw new ApiError('storage_unavailable', 'Booking times are unavailable just now.');
  });
  if (!body) throw new ApiError('dealership_not_found', 'Dealership not found.');
  c.header('Cache-Control', 'no-store');
  return c.json(AvailableBookingsSchema.parse(body));
}

bookingsApi.get(`/:id/${BOOKING_ENDPOINTS.test_drive}`, (c) => slots(c, 'test_drive'));
bookingsApi.get(`/:id/${BOOKING_ENDPOINTS.service}`, (c) => slots(c, 'service'));
