/**
 * POST /api/simple-autograb-lookup (vehicle lookup by rego + state through the lookup provider),
 * POST /api/nevdis (vehicle history, sites with the `nevdis` flag) and POST /api/valuations,
 * PUT /api/valuations/:id (SPEC §7; body shapes in contracts valuations/). A valuation belongs to the
 * site whose host created it; PUT needs the token returned at creation, and a lead it is linked to must
 * be a lead of the same site. Bad input is a 4xx and changes nothing; every call that reaches a provider
 * (a paid lookup) counts against the client's lookup rate limit.
 */
import {
  type Valuation,
  ValuationCreateSchema,
  ValuationUpdateSchema,
  VehicleHistoryRequestSchema,
  type VehicleLookupRequest,
  VehicleLookupRequestSchema,
  valuationOffer,
} from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import { findSiteCar } from '../cars/site-car.js';
import type { AppContext } from '../env.js';
import { jsonBodyOrRefusal } from '../http/json-body.js';
import { withinRateLimit } from '../http/rate-limit.js';
import { randomToken, sameDigest, sha256 } from '../security/tokens.js';
import { historyProvider, lookupProvider } from './lookup.js';
import { LookupUnavailableError } from './provider-call.js';
import { findValuation, insertValuation, updateValuation, type ValuationRow } from './store.js';

type Status = 400 | 403 | 404 | 429 | 503;
const fail = (c: Context<AppContext>, status: Status, message: string, code: string) =>
  c.json({ error: message, message, code }, status);

const firstIssue = (error: { issues: { message: string; path: PropertyKey[] }[] }) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request.';
};

export const vehicleLookupApi = new Hono<AppContext>();

/** Bodies: a lookup is a rego and a state, a valuation its answers (a few hundred bytes). */
const LOOKUP_BODY = { maxBytes: 1024, maxDepth: 2 };
const VALUATION_BODY = { maxBytes: 4096, maxDepth: 3 };

/** The lookup rate limit's 429, or null within it (a counter outage lets the lookup through, logged). */
async function overLookupLimit(c: Context<AppContext>): Promise<Response | null> {
  if ((await withinRateLimit(c, 'lookup')) !== 'limited') return null;
  c.header('Retry-After', '60');
  return fail(c, 429, 'Too many vehicle lookups from this device. Please try again in a minute.', 'rate_limited');
}

const NOT_FOUND = 'We could not find a vehicle with that registration.';
const LOOKUP_DOWN = 'We cannot look up vehicles right now. Please try again shortly.';

/** The site's provider's answer, or null when it cannot answer (logged; the caller answers 503). */
async function lookUp(c: Context<AppContext>, req: { rego: string; state: VehicleLookupRequest['state'] }, now: Date) {
  try {
    return { vehicle: await lookupProvider(c.env, c.var.site).lookup(req, c.var.site, now) };
  } catch (error) {
    if (!(error instanceof LookupUnavailableError)) throw error;
    console.error('[valuations] vehicle lookup unavailable', c.var.site.slug, error.message);
    return null;
  }
}

vehicleLookupApi.post('/', async (c) => {
  const read = await jsonBodyOrRefusal(c, LOOKUP_BODY);
  if ('refused' in read) return read.refused;
  const body = VehicleLookupRequestSchema.safeParse(read.body);
  if (!body.success) return fail(c, 400, firstIssue(body.error), 'invalid_lookup');
  const limited = await overLookupLimit(c);
  if (limited) return limited;
  const found = await lookUp(c, body.data, new Date());
  if (!found) return fail(c, 503, LOOKUP_DOWN, 'lookup_unavailable');
  if (!found.vehicle) return fail(c, 404, NOT_FOUND, 'vehicle_not_found');
  return c.json({ vehicle: found.vehicle });
});

export const vehicleHistoryApi = new Hono<AppContext>();

vehicleHistoryApi.post('/', async (c) => {
  if (!c.var.site.features.nevdis)
    return fail(c, 404, 'Vehicle history checks are not offered on this website.', 'not_offered');
  const read = await jsonBodyOrRefusal(c, LOOKUP_BODY);
  if ('refused' in read) return read.refused;
  const body = VehicleHistoryRequestSchema.safeParse(read.body);
  if (!body.success) return fail(c, 400, firstIssue(body.error), 'invalid_lookup');
  const limited = await overLookupLimit(c);
  if (limited) return limited;
  try {
    const history = await historyProvider(c.env, c.var.site)(body.data, new Date());
    if (!history) return fail(c, 404, 'The register has no vehicle with those details.', 'vehicle_not_found');
    return c.json({ history });
  } catch (error) {
    if (!(error instanceof LookupUnavailableError)) throw error;
    console.error('[nevdis] vehicle history unavailable', c.var.site.slug, error.message);
    return fail(c, 503, LOOKUP_DOWN, 'lookup_unavailable');
  }
});

export const valuationsApi = new Hono<AppContext>();

const view = (row: ValuationRow, token?: string): Valuation => ({
  id: row.id,
  ...(token ? { token } : {}),
  rego: row.rego,
  regoState: row.vehicle.state,
  vehicle: row.vehicle,
  adjustments: row.adjustments,
  offer: row.offer,
  offer_rejected: row.offer_rejected === 1,
  lead_id: row.lead_id,
});

valuationsApi.post('/', async (c) => {
  const site = c.var.site;
  const read = await jsonBodyOrRefusal(c, VALUATION_BODY);
  if ('refused' in read) return read.refused;
  const body = ValuationCreateSchema.safeParse(read.body);
  if (!body.success) return fail(c, 400, firstIssue(body.error), 'invalid_valuation');
  const dealershipId = body.data.dealership_id;
  if (dealershipId !== null && !site.dealerships.some((d) => d.id === dealershipId)) {
    return fail(c, 400, 'dealership_id: not a dealership of this site', 'invalid_valuation');
  }
  // A trade-in against a car names one of this site's listed cars, never free text or another dealer's.
  // Checked before the (paid) lookup.
  const carId = body.data.car_id;
  if (carId !== null) {
    let car: Awaited<ReturnType<typeof findSiteCar>> = null;
    try {
      car = /^\d{1,12}$/.test(carId) ? await findSiteCar(c.env, site, Number(carId)) : null;
    } catch (error) {
      console.error('[valuations] car look-up failed', error);
      return fail(c, 503, 'An unexpected error occured', 'search_unavailable');
    }
    if (!car) return fail(c, 400, 'car_id: not a car of this website', 'invalid_valuation');
  }
  const limited = await overLookupLimit(c);
  if (limited) return limited;
  const now = new Date();
  const found = await lookUp(c, { rego: body.data.rego, state: body.data.regoState }, now);
  if (!found) return fail(c, 503, LOOKUP_DOWN, 'lookup_unavailable');
  const vehicle = found.vehicle;
  if (!vehicle) return fail(c, 404, NOT_FOUND, 'vehicle_not_found');
  const id = randomToken('val_');
  const token = randomToken();
  const row: ValuationRow = {
    id,
    site_slug: site.slug,
    token_hash: await sha256(token),
    rego: body.data.rego,
    rego_state: body.data.regoState,
    vehicle,
    adjustments: body.data.adjustments,
    offer: valuationOffer(vehicle, body.data.adjustments, now.getUTCFullYear()),
    offer_rejected: 0,
    lead_id: null,
    car_id: body.data.car_id,
    dealership_id: dealershipId,
  };
  try {
    await insertValuation(c.env.DB, { ...row, now: now.toISOString() });
  } catch (error) {
    console.error('[valuations] storage failed', error);
    return fail(c, 503, 'An unexpected error occured', 'storage_unavailable');
  }
  return c.json({ valuation: view(row, token) }, 201);
});

valuationsApi.put('/:id', async (c) => {
  const site = c.var.site;
  const id = c.req.param('id');
  const auth = c.req.header('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  let row: ValuationRow | null;
  try {
    row = /^val_[0-9a-f]{32}$/.test(id) ? await findValuation(c.env.DB, id) : null;
  } catch (error) {
    console.error('[valuations] storage failed', error);
    return fail(c, 503, 'An unexpected error occured', 'storage_unavailable');
  }
  if (!row || row.site_slug !== site.slug) return fail(c, 404, 'Valuation not found.', 'valuation_not_found');
  if (!token || !sameDigest(await sha256(token), row.token_hash)) {
    return fail(c, 403, 'This valuation cannot be changed from here.', 'forbidden');
  }
  const read = await jsonBodyOrRefusal(c, VALUATION_BODY);
  if ('refused' in read) return read.refused;
  const body = ValuationUpdateSchema.safeParse(read.body);
  if (!body.success) return fail(c, 400, firstIssue(body.error), 'invalid_valuation');
  const adjustments = body.data.adjustments ?? row.adjustments;
  const next: ValuationRow = {
    ...row,
    adjustments,
    offer: body.data.adjustments ? valuationOffer(row.vehicle, adjustments, new Date().getUTCFullYear()) : row.offer,
    offer_rejected: body.data.offer_rejected === undefined ? row.offer_rejected : body.data.offer_rejected ? 1 : 0,
    lead_id: body.data.lead_id ?? row.lead_id,
  };
  let changed: boolean;
  try {
    const linkLead = body.data.lead_id ?? null;
    changed = await updateValuation(c.env.DB, id, { ...next, now: new Date().toISOString(), linkLead });
  } catch (error) {
    console.error('[valuations] storage failed', error);
    return fail(c, 503, 'An unexpected error occured', 'storage_unavailable');
  }
  // The row exists (read above): nothing changed only when the lead is not one of this site's.
  if (!changed) return fail(c, 400, 'lead_id: not a lead of this site', 'invalid_valuation');
  return c.json({ valuation: view(next) });
});
