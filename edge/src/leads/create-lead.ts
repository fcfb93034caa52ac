/**
 * POST /api/leads and /api/leads/with-files: a new lead, checked, then stored in one D1 batch with its
 * files in R2 and, once complete, queued for delivery. Each step below either passes or throws its refusal.
 */
import { BOOKING_MESSAGES, isCompletingSave, type LeadCar } from '@forecourt/contracts';
import type { Context } from 'hono';
import { isSeatConflict } from '../bookings/slots.js';
import type { LeadBooking } from '../bookings/store.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { withinRateLimit } from '../http/rate-limit.js';
import { randomToken, sha256 } from '../security/tokens.js';
import { dealerDb } from '../tenant/dealer-db.js';
import { carLocationRefusal } from './car-location.js';
import { enqueueDelivery } from './delivery.js';
import { idempotencyKeyOf, priorLead, replayed, tokenFor } from './idempotency.js';
import { checkLeadCar } from './lead-car.js';
import { type CheckedSave, checkCreate, checkLeadBooking } from './lead-check.js';
import { enrich, type LeadBody, leadEvent, leadStatus, saved } from './lead-doc.js';
import { removeLeadFiles, storeLeadFiles } from './lead-files.js';
import { checkCaptcha, invalidLead, seatTaken, storageFailed } from './refusals.js';
import { leadRequestHash } from './request-hash.js';
import { insertLead, type LeadFile } from './store.js';

export type CreateInput = { body: LeadBody; files: File[] };

/** Shared create path of JSON and multipart leads. */
export async function createLead(c: Context<AppContext>, input: CreateInput): Promise<Response> {
  const site = c.var.site;
  const key = idempotencyKeyOf(c);
  const save = await checkCreate(site, input.body.lead, input.files);
  const requestHash = key ? await leadRequestHash(input.body.lead, input.files) : null;
  const replay = key ? await priorLead(c, key, requestHash) : null;
  if (replay) return replayed(c, replay, key as string);
  await checkLeadRateLimit(c);
  // The car and the slot (if any) are checked before the captcha: a captcha token is single use.
  const checked = await checkLeadCar(c.env, site, save.form, save.lead);
  if (!checked.ok) throw invalidLead(checked.fields);
  const elsewhere = await carLocationRefusal(c.env, site, save.form, save.lead);
  if (elsewhere) throw invalidLead(elsewhere);
  const booking = await checkLeadBooking(dealerDb(c.env, site), site, save.lead, save.lead, null);
  await checkCaptcha(c, input.body.captcha_token);
  return storeNewLead(c, input, { form: save.form, lead: checked.lead, car: checked.car, booking, key, requestHash });
}

/** 429 past the client's lead rate limit; 503 when the limiter cannot count (a lead is never taken unchecked). */
async function checkLeadRateLimit(c: Context<AppContext>) {
  const limit = await withinRateLimit(c, 'lead');
  if (limit === 'unavailable') storageFailed('rate limit unavailable');
  if (limit === 'limited') {
    c.header('Retry-After', '60');
    throw new ApiError('rate_limited', 'Too many enquiries from this device. Please try again in a minute.');
  }
}

type Checked = CheckedSave & {
  car: LeadCar | null;
  booking: LeadBooking | null;
  key: string | null;
  requestHash: string | null;
};

/** Files to R2, then the lead, its files, event and booking in one D1 batch (all or nothing). */
async function storeNewLead(c: Context<AppContext>, input: CreateInput, checked: Checked): Promise<Response> {
  const site = c.var.site;
  const id = randomToken('ld_');
  const token = checked.key ? await tokenFor(id, checked.key) : randomToken();
  const completed = isCompletingSave(checked.lead);
  let stored: LeadFile[] = [];
  try {
    stored = await storeLeadFiles(c.env, site.slug, id, input.files);
    const files = stored.map(({ name, type, size }) => ({ name, type, size }));
    const doc = {
      ...enrich(c, checked.lead, input.body),
      ...(files.length > 0 ? { has_files: true, files } : {}),
      lead_status: leadStatus(completed),
      form_completed: completed,
    };
    await insertLead(dealerDb(c.env, site), {
      id,
      site: site.slug,
      tokenHash: await sha256(token),
      idempotencyKey: checked.key,
      requestHash: checked.requestHash,
      status: doc.lead_status,
      completed,
      doc,
      files: stored,
      event: completed ? leadEvent(doc, checked.form, checked.car) : null,
      booking: checked.booking,
      now: new Date().toISOString(),
    });
  } catch (error) {
    // Nothing half-written: the D1 batch is all or nothing; files already put in R2 are removed.
    await removeLeadFiles(c.env, stored);
    return lostRace(c, error, checked);
  }
  if (completed) await enqueueDelivery(c.env, id, c.executionCtx);
  return c.json(saved({ id, status: leadStatus(completed), completed }, token), 201);
}

/** A failed insert: a seat or an idempotency key taken meanwhile by a concurrent request, else storage. */
async function lostRace(c: Context<AppContext>, error: unknown, checked: Checked): Promise<Response> {
  if (isSeatConflict(error)) throw seatTaken({ date_time: BOOKING_MESSAGES.taken });
  if (checked.key && /UNIQUE/i.test(String(error))) {
    const winner = await priorLead(c, checked.key, checked.requestHash).catch((e: unknown) => {
      if (e instanceof ApiError) throw e;
      return null;
    });
    if (winner) return replayed(c, winner, checked.key);
  }
  return storageFailed(error);
}
