/**
 * POST /api/events: SPEC §3 analytics events ({event:{...}}, category = SPEC §9 id), streamed to the
 * events archive (events/event-stream.ts), never into D1.
 * POST /api/events/car_phone_call: SPEC §7 phone-call click of a car page; records it and answers the
 * number (on sites that hide numbers this is the only place a car page's full number comes from).
 * Body and answer: contracts CarPhoneCallBodySchema / CarPhoneRevealSchema (car-detail sends and reads
 * them); the number, tel: link and WhatsApp digits: contracts carPhone, telHref, whatsappDigits.
 */
import {
  AnalyticsEventBodySchema,
  CarPhoneCallBodySchema,
  type CarPhoneReveal,
  carPhone,
  EVENT_IDS,
  telHref,
  whatsappDigits,
} from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import { findSiteCar } from '../cars/site-car.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { withinRateLimit } from '../http/rate-limit.js';
import { streamEvent } from './event-stream.js';
import { leadOfSite } from './store.js';

export const eventsApi = new Hono<AppContext>();

/** Events are small: a page's URL, ids and a few properties, nested two levels at most. */
const EVENT_BODY_LIMITS = { maxBytes: 8 * 1024, maxDepth: 5 };

const eventBody = (c: Context<AppContext>) => jsonBody(c, EVENT_BODY_LIMITS);

eventsApi.post('/', async (c) => {
  const parsed = AnalyticsEventBodySchema.safeParse(await eventBody(c));
  if (!parsed.success) throw new ApiError('invalid_event', 'The event is not valid.');
  const site = c.var.site;
  const event = parsed.data.event;
  const limited = await withinRateLimit(c, 'event');
  if (limited === 'limited') {
    c.header('Retry-After', '60');
    throw new ApiError('rate_limited', 'Too many events from this device. Please try again in a minute.');
  }
  const notStored = (error: unknown): never => {
    console.error('[events] storage failed', error);
    throw new ApiError('storage_unavailable', 'Event not stored.');
  };
  // A lead id names one of this site's leads, never another dealer's.
  if (event.lead_id !== null && !(await leadOfSite(c.env.DB, site.slug, event.lead_id).catch(notStored)))
    throw new ApiError('unknown_lead', 'No such lead on this site.');
  // The event belongs to the site of the host it was sent to, whatever website_slug says.
  const { website_slug: _claimed, ...fields } = event;
  await streamEvent(c.env, { site: site.slug, ...fields, created_at: new Date().toISOString() }).catch(notStored);
  return c.json({ ok: true }, 201);
});

eventsApi.post('/car_phone_call', async (c) => {
  const parsed = CarPhoneCallBodySchema.safeParse(await eventBody(c));
  if (!parsed.success) throw new ApiError('invalid_event', 'The phone call click is not valid.');
  const site = c.var.site;
  const { car_id, url, via } = parsed.data;
  // Per client and site like lead creates (one limiter): numbers cannot be harvested car by car.
  // A limiter failure (logged there) does not hide the number: the reveal goes on.
  if ((await withinRateLimit(c, 'phone')) === 'limited') {
    c.header('Retry-After', '60');
    throw new ApiError(
      'rate_limited',
      'Too many phone number requests from this device. Please try again in a minute.',
    );
  }
  const car = await findSiteCar(c.env, site, car_id).catch((error: unknown) => {
    console.error('[events] car look-up failed', error);
    throw new ApiError('search_unavailable', 'The phone number is not available right now.');
  });
  // Only cars this site shows (site scope): another dealer's or a hidden car is unknown here.
  if (!car) throw new ApiError('car_not_found', 'No such car.');
  const phone = carPhone(car, site);
  if (!phone) throw new ApiError('phone_not_found', 'This car has no phone number.');
  try {
    await streamEvent(c.env, {
      site: site.slug,
      created_at: new Date().toISOString(),
      category: EVENT_IDS.CALL_CLICK,
      url: url ?? c.req.header('referer') ?? '',
      lead_id: null,
      anon_id: null,
      session_id: null,
      error_message: null,
      // SPEC §7 phone-reveal tracking: car_id, dealership_id, website_id.
      event_properties: {
        event: 'car_phone_call',
        car_id: car.id,
        dealership_id: car.dealership_id,
        website_id: site.id,
        via,
      },
    });
  } catch (error) {
    // SPEC §8: a failed analytics event is logged only; the shopper still gets the number.
    console.error('[events] car_phone_call not stored', error);
  }
  const body: CarPhoneReveal = { phone, tel: telHref(phone), whatsapp: whatsappDigits(phone, site.locale) };
  // Never cached: each reveal is a recorded click.
  c.header('cache-control', 'no-store');
  return c.json(body, 200);
});
