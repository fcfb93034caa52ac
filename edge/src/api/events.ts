/** POST /api/events: SPEC §3 analytics events ({event:{...}}, category = SPEC §9 id) stored in D1. */
import { AnalyticsEventBodySchema } from '@forecourt/contracts';
import { Hono } from 'hono';
import { insertEvent } from '../data/leads.js';
import type { AppContext } from '../env.js';

export const eventsApi = new Hono<AppContext>();

eventsApi.post('/', async (c) => {
  const parsed = AnalyticsEventBodySchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) {
    const message = 'The event is not valid.';
    return c.json({ error: message, message, code: 'invalid_event' }, 400);
  }
  try {
    // The event belongs to the site of the host it was sent to, whatever website_slug says.
    await insertEvent(c.env.DB, c.var.site.slug, parsed.data.event, new Date().toISOString());
  } catch (error) {
    console.error('[events] storage failed', error);
    return c.json({ error: 'Event not stored.', message: 'Event not stored.', code: 'storage_unavailable' }, 503);
  }
  return c.json({ ok: true }, 201);
});
