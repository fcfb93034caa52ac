/**
 * The lead API (SPEC §4 lead flow, §7 calls): POST /api/leads, PUT /api/leads/:id and
 * POST /api/leads/with-files. Each save is checked against its form's definition for the site, filed
 * from the real car, committed to D1 before 201 and, once complete, queued for delivery. What it
 * guarantees (idempotency, tokens, captcha, rate limits, bookings): docs/ARCHITECTURE-NOTES.md "Lead
 * forms" and the names of tests/integration/leads-api.test.ts.
 */
import {
  BOOKING_MESSAGES,
  CAPTCHA_MESSAGES,
  CAPTCHA_TOKEN_FIELD,
  FORM_MESSAGES,
  type FormDefinition,
  fieldRuleOptions,
  INCOMPLETE_LEAD_STATUS,
  isCompletingSave,
  keepFormLeadFields,
  keepsStoredCar,
  LEAD_FILE_LIMITS,
  LEAD_MAX_BODY_BYTES,
  LeadBodySchema,
  type LeadCar,
  type LeadSaved,
  leadFileContentMatches,
  leadFileError,
  leadFormEventId,
  normalizeLeadFileName,
  prepareLead,
  type SiteConfig,
  SUBMIT_ERROR_MESSAGES,
  validateLeadStep,
} from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type BookingCheck, checkBooking, isSeatConflict } from '../bookings/slots.js';
import type { AppContext } from '../env.js';
import { JsonBodyError, readJsonBody } from '../http/json-body.js';
import { withinRateLimit } from '../http/rate-limit.js';
import { auPostcodePoint } from '../postcodes/au-postcodes.js';
import { randomToken, sameDigest, sha256 } from '../security/tokens.js';
import { dealerDb } from '../tenant/dealer-db.js';
import { captchaVerifierFor } from './captcha.js';
import { enqueueDelivery } from './delivery.js';
import { checkLeadCar, keptLeadCar } from './lead-car.js';
import { leadRequestHash } from './request-hash.js';
import { findLead, findLeadByIdempotencyKey, insertLead, type LeadFile, type LeadRow, updateLead } from './store.js';

export const leadsApi = new Hono<AppContext>();

const COMPLETE_STATUS = 'Complete';
const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{16,100}$/);
const KEY_REUSED = 'This Idempotency-Key was used with other parameters. Use a new key for a new enquiry.';

type ErrorBody = { error: string; message: string; code: string; fields?: Record<string, string> };
const fail = (
  c: Context<AppContext>,
  status: 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
  body: Omit<ErrorBody, 'error'>,
) => c.json({ error: body.message, ...body }, status);

const invalid = (c: Context<AppContext>, fields: Record<string, string>, code = 'invalid_lead') =>
  fail(c, 400, {
    message: Object.values(fields)[0] ?? 'Invalid lead.',
    code: 'favourite_color' in fields ? 'rejected' : code,
    fields,
  });

/**
 * One save checked against its form on this site (validateLeadStep): the form and the fields it defines
 * (keepFormLeadFields — a field no form defines is dropped, not refused: a lead is never lost over an extra
 * field, and nothing undefined is stored), or the 400's messages.
 */
function checkSave(
  site: SiteConfig,
  lead: Record<string, unknown>,
  files: readonly File[],
  previous: Record<string, unknown> | null,
):
  | { ok: true; form: FormDefinition; lead: Record<string, unknown> }
  | { ok: false; fields: Record<string, string>; code: string } {
  const completing = isCompletingSave(lead);
  const step = validateLeadStep(site, fieldRuleOptions(site), { lead, files, completing, previous });
  if (!step.ok) return { ok: false, fields: step.fields, code: step.code };
  // SPEC §5/§8 geocoding (Australia only): a well-formed postcode that is no Australian postcode.
  const postcode = lead.postcode;
  if (
    fieldRuleOptions(site).country === 'AU' &&
    typeof postcode === 'string' &&
    postcode !== '' &&
    !auPostcodePoint(postcode)
  )
    return { ok: false, fields: { postcode: FORM_MESSAGES.geocodePostcode }, code: 'invalid_lead' };
  const { kept, dropped } = keepFormLeadFields(step.form, lead);
  if (dropped.length > 0)
    console.warn('[leads] dropped fields the form does not define', step.form.id, dropped.length, dropped.slice(0, 5));
  return { ok: true, form: step.form, lead: kept };
}

/** A slot seat lost to a concurrent booking: nothing stored, the visitor picks another time. */
const seatTaken = (c: Context<AppContext>, fields: Record<string, string>) =>
  fail(c, 409, { message: Object.values(fields)[0] ?? 'Taken.', code: 'slot_taken', fields });

/** The captcha check of a create: null when passed (or off), else the 400/503 answer. */
async function captchaRefusal(c: Context<AppContext>, token: string | undefined) {
  const verifier = captchaVerifierFor(c.env, c.var.site);
  if (!verifier) return null;
  const result = await verifier.verify(token, c.req.header('cf-connecting-ip') ?? null, c.var.host);
  if (result.ok) return null;
  if (result.reason === 'unavailable') {
    console.error('[leads] captcha check unavailable', result.codes);
    return fail(c, 503, { message: CAPTCHA_MESSAGES.unavailable, code: 'captcha_unavailable' });
  }
  const message = result.reason === 'missing' ? CAPTCHA_MESSAGES.required : CAPTCHA_MESSAGES.failed;
  return fail(c, 400, {
    message,
    code: result.reason === 'missing' ? 'captcha_required' : 'captcha_failed',
    fields: { captcha: message },
  });
}

const unavailable = (c: Context<AppContext>, error: unknown) => {
  console.error('[leads] storage failed', error);
  return fail(c, 503, { message: SUBMIT_ERROR_MESSAGES.lead, code: 'storage_unavailable' });
};

/** The lead context of this request (site routing, primary location, page url, user agent, history). */
function enrich(c: Context<AppContext>, fields: Record<string, unknown>, history: z.infer<typeof LeadBodySchema>) {
  const site = c.var.site;
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0] ?? null;
  const { favourite_color: _honeypot, lead_id: _leadId, ...rest } = fields;
  const url = typeof rest.url === 'string' ? rest.url : (c.req.header('referer') ?? '');
  return prepareLead(rest, {
    site,
    primaryLocation: primary ? { id: primary.id, dealership_slug: primary.dealership_slug } : null,
    url,
    userAgent: c.req.header('user-agent') ?? '',
    history: { visited_pages: history.visited_pages, linked_query_params: history.linked_query_params, started_at: 0 },
  });
}

const saved = (row: { id: string; status: string; completed: boolean }, token?: string): LeadSaved => ({
  id: row.id,
  lead_id: row.id,
  ...(token ? { token } : {}),
  lead_status: row.status,
  form_completed: row.completed,
});

/** The SPEC §9 lead event recorded when a save completes a lead: from its form and verified car. */
function leadEvent(doc: Record<string, unknown>, form: FormDefinition, car: LeadCar | null) {
  return {
    category: leadFormEventId(form, car, doc),
    url: typeof doc.url === 'string' ? doc.url : '',
    properties: { category: doc.category ?? null },
  };
}

/** A file whose bytes are not its declared type (an HTML page named cv.png): the field's message. */
async function contentMismatch(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  return leadFileContentMatches(file.type, head)
    ? null
    : `${normalizeLeadFileName(file.name)}: the file's contents do not match its type.`;
}

type CreateInput = { body: z.infer<typeof LeadBodySchema>; files: File[] };

/** Shared create path of JSON and multipart leads. */
async function createLead(c: Context<AppContext>, input: CreateInput) {
  const site = c.var.site;
  const keyHeader = c.req.header('idempotency-key');
  const key = keyHeader === undefined ? null : IdempotencyKeySchema.safeParse(keyHeader);
  if (key && !key.success)
    return fail(c, 400, { message: 'Invalid Idempotency-Key header.', code: 'invalid_idempotency_key' });
  const idempotencyKey = key?.data ?? null;

  const save = checkSave(site, input.body.lead, input.files, null);
  if (!save.ok && save.code === 'unknown_form') return invalid(c, save.fields, save.code);
  const fields = save.ok ? {} : { ...save.fields };
  for (const [i, file] of input.files.entries()) {
    const error = leadFileError(file) ?? (await contentMismatch(file));
    if (error) fields[`files.${i}`] = error;
  }
  if (input.files.length > LEAD_FILE_LIMITS.maxFiles) fields.files = `At most ${LEAD_FILE_LIMITS.maxFiles} files.`;
  if (!save.ok || Object.keys(fields).length > 0) return invalid(c, fields);
  const lead = save.lead;

  // A retried create (same key, same site, same parameters) returns the lead the first attempt stored,
  // with its token; the same key with other parameters is a client bug, refused as Stripe does.
  const requestHash = idempotencyKey ? await leadRequestHash(input.body.lead, input.files) : null;
  const replay = idempotencyKey
    ? await findLeadByIdempotencyKey(dealerDb(c.env, site), site.slug, idempotencyKey)
    : null;
  if (replay && replay.request_hash !== null && replay.request_hash !== requestHash)
    return fail(c, 422, { message: KEY_REUSED, code: 'idempotency_key_reused' });
  if (replay) return replayed(c, replay, idempotencyKey as string);
  const limit = await withinRateLimit(c, 'lead');
  if (limit === 'unavailable')
    return fail(c, 503, { message: SUBMIT_ERROR_MESSAGES.lead, code: 'storage_unavailable' });
  if (limit === 'limited') {
    c.header('Retry-After', '60');
    return fail(c, 429, {
      message: 'Too many enquiries from this device. Please try again in a minute.',
      code: 'rate_limited',
    });
  }

  // The car and the slot (if any) are checked before the captcha: a captcha token is single use.
  const checked = await checkLeadCar(c.env, site, save.form, lead);
  if (!checked.ok) return invalid(c, checked.fields);
  let booking: BookingCheck;
  try {
    booking = await checkBooking(dealerDb(c.env, site), site, lead, lead, null, new Date());
  } catch (error) {
    return unavailable(c, error);
  }
  if ('fields' in booking) return booking.conflict ? seatTaken(c, booking.fields) : invalid(c, booking.fields);
  const refusal = await captchaRefusal(c, input.body.captcha_token);
  if (refusal) return refusal;

  const id = randomToken('ld_');
  // With an idempotency key the token is derived from it (a replay must return the same capability);
  // the key is the client's own random secret of 16+ characters.
  const token = idempotencyKey ? await tokenFor(id, idempotencyKey) : randomToken();
  const completed = isCompletingSave(lead);
  const now = new Date().toISOString();
  const stored: LeadFile[] = [];
  try {
    for (const [i, file] of input.files.entries()) {
      const name = normalizeLeadFileName(file.name);
      const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-80);
      const r2Key = `leads/${site.slug}/${id}/${i}-${safe}`;
      await c.env.FILES.put(r2Key, file.stream(), { httpMetadata: { contentType: file.type } });
      stored.push({ key: r2Key, name, type: file.type, size: file.size });
    }
    const doc = {
      ...enrich(c, checked.lead, input.body),
      ...(stored.length > 0
        ? { has_files: true, files: stored.map(({ name, type, size }) => ({ name, type, size })) }
        : {}),
      lead_status: completed ? COMPLETE_STATUS : INCOMPLETE_LEAD_STATUS,
      form_completed: completed,
    };
    await insertLead(dealerDb(c.env, site), {
      id,
      site: site.slug,
      tokenHash: await sha256(token),
      idempotencyKey,
      requestHash,
      status: doc.lead_status,
      completed,
      doc,
      files: stored,
      event: completed ? leadEvent(doc, save.form, checked.car) : null,
      booking: booking.booking,
      now,
    });
  } catch (error) {
    // Nothing half-written: the D1 batch is all or nothing; files already put in R2 are removed.
    await Promise.allSettled(stored.map((f) => c.env.FILES.delete(f.key)));
    if (isSeatConflict(error)) return seatTaken(c, { date_time: BOOKING_MESSAGES.taken });
    if (idempotencyKey && /UNIQUE/i.test(String(error))) {
      const winner = await findLeadByIdempotencyKey(dealerDb(c.env, site), site.slug, idempotencyKey).catch(() => null);
      if (winner && winner.request_hash !== null && winner.request_hash !== requestHash)
        return fail(c, 422, { message: KEY_REUSED, code: 'idempotency_key_reused' });
      if (winner) return replayed(c, winner, idempotencyKey);
    }
    return unavailable(c, error);
  }
  if (completed) await enqueueDelivery(c.env, id, c.executionCtx);
  return c.json(saved({ id, status: completed ? COMPLETE_STATUS : INCOMPLETE_LEAD_STATUS, completed }, token), 201);
}

/** The idempotent replay: the same lead and its token (derived from the key; the stored hash must match). */
async function replayed(c: Context<AppContext>, row: LeadRow, key: string) {
  c.header('Idempotent-Replayed', 'true');
  const token = await tokenFor(row.id, key);
  const valid = sameDigest(await sha256(token), row.token_hash);
  return c.json(
    saved({ id: row.id, status: row.lead_status, completed: row.form_completed === 1 }, valid ? token : undefined),
    201,
  );
}

/** Token of a lead created with an idempotency key (only the key's holder can derive it; D1 keeps its hash). */
async function tokenFor(id: string, key: string): Promise<string> {
  return (await sha256(`${id}:${key}`)).slice(0, 32);
}

/**
 * The multipart body is capped by Hono's bodyLimit, which counts a streamed (chunked) body as it reads
 * it and answers 413 at the cap. The shared readCapped (security/read-capped.ts) is not used here: the
 * runtime's formData() parser reads the body itself, and bodyLimit hands it the counted bytes.
 */
const withFilesLimit = bodyLimit({
  maxSize: LEAD_FILE_LIMITS.maxFiles * LEAD_FILE_LIMITS.maxBytes + 1024 * 1024,
  onError: (c) => fail(c, 413, { message: 'The files are too large (5 MB each at most).', code: 'too_large' }),
});

leadsApi.post('/with-files', withFilesLimit, async (c) => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return fail(c, 400, { message: 'Expected a multipart form.', code: 'invalid_body' });
  }
  const files: File[] = [];
  const fields: Record<string, unknown> = {};
  let lead: unknown = null;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') files.push(value as File);
    else if (name === 'lead') lead = value.length <= LEAD_MAX_BODY_BYTES ? safeJson(value) : null;
    else if (name === 'visited_pages' || name === 'linked_query_params') fields[name] = safeJson(value);
    else if (name === 'event_id') fields[name] = Number(value);
    else if (name === CAPTCHA_TOKEN_FIELD) fields[name] = value;
  }
  const body = LeadBodySchema.safeParse({ lead, ...fields });
  if (!body.success) return fail(c, 400, { message: 'The lead is not valid.', code: 'invalid_body' });
  return createLead(c, { body: { ...body.data, lead: { ...body.data.lead, has_files: files.length > 0 } }, files });
});

/** A lead save's JSON body within LEAD_MAX_BODY_BYTES and shallow (lead → list field), or the 4xx for it. */
async function leadBody(c: Context<AppContext>) {
  try {
    const raw = await readJsonBody(c.req.raw, { maxBytes: LEAD_MAX_BODY_BYTES, maxDepth: 4 });
    const body = LeadBodySchema.safeParse(raw);
    if (body.success) return { body: body.data };
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    return { refused: fail(c, error.status, { message: error.message, code: error.code }) };
  }
  return { refused: fail(c, 400, { message: 'The lead is not valid.', code: 'invalid_body' }) };
}

leadsApi.post('/', async (c) => {
  const read = await leadBody(c);
  if (read.refused) return read.refused;
  const body = { data: read.body };
  return createLead(c, { body: body.data, files: [] });
});

leadsApi.put('/:id', async (c) => {
  const site = c.var.site;
  const id = c.req.param('id');
  const auth = c.req.header('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : (c.req.header('x-lead-token') ?? '');
  let row: LeadRow | null;
  try {
    row = /^ld_[0-9a-f]{32}$/.test(id) ? await findLead(dealerDb(c.env, site), id) : null;
  } catch (error) {
    return unavailable(c, error);
  }
  // Another site's lead is answered exactly like a missing one.
  if (!row || row.site_slug !== site.slug) return fail(c, 404, { message: 'Lead not found.', code: 'lead_not_found' });
  if (!token || !sameDigest(await sha256(token), row.token_hash)) {
    return fail(c, 403, { message: 'This lead cannot be changed from here.', code: 'forbidden' });
  }
  if (row.form_completed === 1)
    return fail(c, 409, { message: 'This enquiry was already sent.', code: 'lead_completed' });
  const read = await leadBody(c);
  if (read.refused) return read.refused;
  const body = { data: read.body };
  const completed = isCompletingSave(body.data.lead);
  const { lead_status: _s, form_completed: _f, ...previous } = row.doc;
  const save = checkSave(site, body.data.lead, [], previous);
  if (!save.ok) return invalid(c, save.fields, save.code);
  const lead = save.lead;
  const merged = { ...previous, ...lead };
  // The car was checked when the lead first named it: a later save naming none or the same one keeps it
  // (no look-up — search down or the car hidden mid-form must not strip or block the lead); a new car is checked.
  const checked = keepsStoredCar(lead, previous)
    ? keptLeadCar(save.form, merged, previous)
    : await checkLeadCar(c.env, site, save.form, merged);
  if (!checked.ok) return invalid(c, checked.fields);
  let booking: BookingCheck;
  try {
    booking = await checkBooking(dealerDb(c.env, site), site, merged, lead, id, new Date());
  } catch (error) {
    return unavailable(c, error);
  }
  if ('fields' in booking) return booking.conflict ? seatTaken(c, booking.fields) : invalid(c, booking.fields);
  const status = completed ? COMPLETE_STATUS : INCOMPLETE_LEAD_STATUS;
  // Steps that send no visitor history keep what the first step sent.
  const history = {
    ...body.data,
    visited_pages: body.data.visited_pages.length > 0 ? body.data.visited_pages : stringList(previous.visited_pages),
    linked_query_params:
      Object.keys(body.data.linked_query_params).length > 0
        ? body.data.linked_query_params
        : stringRecord(previous.linked_query_params),
  };
  const doc = { ...enrich(c, checked.lead, history), lead_status: status, form_completed: completed };
  try {
    const changed = await updateLead(dealerDb(c.env, site), {
      id,
      site: site.slug,
      status,
      completed,
      doc,
      event: completed ? leadEvent(doc, save.form, checked.car) : null,
      booking: booking.booking,
      now: new Date().toISOString(),
    });
    if (!changed) return fail(c, 409, { message: 'This enquiry was already sent.', code: 'lead_completed' });
  } catch (error) {
    if (isSeatConflict(error)) return seatTaken(c, { date_time: BOOKING_MESSAGES.taken });
    return unavailable(c, error);
  }
  if (completed) await enqueueDelivery(c.env, id, c.executionCtx);
  return c.json(saved({ id, status, completed }), 200);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const stringList = (v: unknown): string[] => z.array(z.string()).catch([]).parse(v);
const stringRecord = (v: unknown): Record<string, string> => z.record(z.string(), z.string()).catch({}).parse(v);
