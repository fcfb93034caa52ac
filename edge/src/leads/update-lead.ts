/**
 * PUT /api/leads/:id: a later step of a lead (the token of its create as Bearer or X-Lead-Token), checked
 * as a create is and stored over the lead until a save completes it.
 */
import { BOOKING_MESSAGES, isCompletingSave, keepsStoredCar } from '@forecourt/contracts';
import type { Context } from 'hono';
import { isSeatConflict } from '../bookings/slots.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { sameDigest, sha256 } from '../security/tokens.js';
import { dealerDb } from '../tenant/dealer-db.js';
import { carLocationRefusal } from './car-location.js';
import { enqueueDelivery } from './delivery.js';
import { leadJsonBody } from './lead-body.js';
import { checkLeadCar, keptLeadCar } from './lead-car.js';
import { checkLeadBooking, checkSave } from './lead-check.js';
import { enrich, keptHistory, leadEvent, leadStatus, saved } from './lead-doc.js';
import { invalidLead, seatTaken, storageFailed } from './refusals.js';
import { findLead, type LeadRow, updateLead } from './store.js';

const alreadySent = () => new ApiError('lead_completed', 'This enquiry was already sent.');

/** The incomplete lead of this site the request's token opens; another site's is answered as a missing one. */
async function ownLead(c: Context<AppContext>, id: string): Promise<LeadRow> {
  const auth = c.req.header('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : (c.req.header('x-lead-token') ?? '');
  const row = /^ld_[0-9a-f]{32}$/.test(id)
    ? await findLead(dealerDb(c.env, c.var.site), id).catch(storageFailed)
    : null;
  if (!row || row.site_slug !== c.var.site.slug) throw new ApiError('lead_not_found', 'Lead not found.');
  if (!token || !sameDigest(await sha256(token), row.token_hash))
    throw new ApiError('forbidden', 'This lead cannot be changed from here.');
  if (row.form_completed === 1) throw alreadySent();
  return row;
}

export async function updateLeadStep(c: Context<AppContext>, id: string): Promise<Response> {
  const site = c.var.site;
  const row = await ownLead(c, id);
  const body = await leadJsonBody(c);
  const completed = isCompletingSave(body.lead);
  const { lead_status: _s, form_completed: _f, ...previous } = row.doc;
  const save = checkSave(site, body.lead, [], previous);
  if (!save.ok) throw invalidLead(save.fields, save.code);
  const merged = { ...previous, ...save.lead };
  // The car was checked when the lead first named it: a later save naming none or the same one keeps it
  // (no look-up — search down or the car hidden mid-form must not strip or block the lead); a new car is checked.
  const checked = keepsStoredCar(save.lead, previous)
    ? keptLeadCar(save.form, merged, previous)
    : await checkLeadCar(c.env, site, save.form, merged);
  if (!checked.ok) throw invalidLead(checked.fields);
  // A step that names a location (the test drive's second) is checked against the car's locations.
  const elsewhere = 'location_id' in save.lead ? await carLocationRefusal(c.env, site, save.form, merged) : null;
  if (elsewhere) throw invalidLead(elsewhere);
  const booking = await checkLeadBooking(dealerDb(c.env, site), site, merged, save.lead, id);
  const status = leadStatus(completed);
  const doc = {
    ...enrich(c, checked.lead, keptHistory(body, previous)),
    lead_status: status,
    form_completed: completed,
  };
  const changed = await updateLead(dealerDb(c.env, site), {
    id,
    site: site.slug,
    status,
    completed,
    doc,
    event: completed ? leadEvent(doc, save.form, checked.car) : null,
    booking,
    now: new Date().toISOString(),
  }).catch((error: unknown) => {
    if (isSeatConflict(error)) throw seatTaken({ date_time: BOOKING_MESSAGES.taken });
    return storageFailed(error);
  });
  if (!changed) throw alreadySent();
  if (completed) await enqueueDelivery(c.env, id, c.executionCtx);
  return c.json(saved({ id, status, completed }), 200);
}
