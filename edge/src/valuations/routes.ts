/**
 * POST /api/simple-autograb-lookup (vehicle lookup by rego + state through the lookup provider),
 * POST /api/nevdis (vehicle history, sites with the `nevdis` flag) and POST /api/valuations,
 * PUT /api/valuations/:id (SPEC §7; body shapes in contracts valuations/). A valuation belongs to the
 * site whose host created it; PUT needs the token returned at creation, and a lead it is linked to must
 * be a lead of the same site. Bad input is a 4xx and changes nothing; every call that reaches a provider
 * (a paid lookup) counts against the client's lookup rate limit.
 */
import {
  lookupRequestError,
  phoneCountry,
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
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { withinRateLimit } from '../http/rate-limit.js';
import { randomToken, sameDigest, sha256 } from '../security/tokens.js';
import { historyProvider, lookupProvider } from './lookup.js';
import { LookupUnavailableError } from './provider-call.js';
import { findValuation, insertValuation, updateValuation, type ValuationRow } from './store.js';

const firstIssue = (error: { issues: { message: string; path: PropertyKey[] }[] }) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request.';
};

export const vehicleLookupApi = new Hono<AppContext>();

/** Bodies: a lookup is a rego and a state, a valuation its answers (a few hundred bytes). */
const LOOKUP_BODY = { maxBytes: 1024, maxDepth: 2 };
const VALUATION_BODY = { maxBytes: 4096, maxDepth: 3 };

/** Throws the lookup rate limit's 429 (a counter outage lets the lookup through, logged). */
async function checkLookupLimit(c: Context<AppContext>): Promise<void> {
  if ((await withinRateLimit(c, 'lookup')) !== 'limited') return;
  c.header('Retry-After', '60');
  throw new ApiError('rate_limited', 'Too many vehicle lookups from this device. Please try again in a minute.');
}

/** The D1 failure of a valuation read or write: logged, answered 503. */
const storageFailed = (error: unknown): never => {
  console.error('[valuations] storage failed', error);
  throw new ApiError('storage_unavailable', 'An unexpected error occured');
};

const NOT_FOUND = 'We could not find a vehicle with that registration.';
const LOOKUP_DOWN = 'We cannot look up vehicles right now. Please try again shortly.';

/** Issue 35: the site's country decides what a lookup is (AU rego + state, NZ plate, US VIN or plate + state). */
function checkCountry(c: Context<AppContext>, req: VehicleLookupRequest, code: 'invalid_lookup' | 'invalid_valuation') {
  const wrong = lookupRequestError(req, phoneCountry(c.var.site.locale));
  if (wrong) throw new ApiError(code, wrong);
  // A provider that cannot look this kind of request up (a US plate: no plate-to-VIN provider) says why.
  const refused = lookupProvider(c.env, c.var.site).requestError?.(req);
  if (refused) throw new ApiError(code, refused, { fields: { rego: refused } });
}

/** The site's provider's vehicle (404 when it has none, 503 when it cannot answer, logged). */
async function lookUp(c: Context<AppContext>, req: VehicleLookupRequest, now: Date) {
  let vehicle: Awaited<ReturnType<ReturnType<typeof lookupProvider>['lookup']>>;
  try {
    vehicle = await lookupProvider(c.env, c.var.site).lookup(req, c.var.site, now);
  } catch (error) {
    if (!(error instanceof LookupUnavailableError)) throw error;
    console.error('[valuations] vehicle lookup unavailable', c.var.site.slug, error.message);
    throw new ApiError('lookup_unavailable', LOOKUP_DOWN);
  }
  if (!vehicle) throw new ApiError('vehicle_not_found', NOT_FOUND);
  return vehicle;
}

vehicleLookupApi.post('/', async (c) => {
  const body = VehicleLookupRequestSchema.safeParse(await jsonBody(c, LOOKUP_BODY));
  if (!body.success) throw new ApiError('invalid_lookup', firstIssue(body.error));
  checkCountry(c, body.data, 'invalid_lookup');
  await checkLookupLimit(c);
  return c.json({ vehicle: await lookUp(c, body.data, new Date()) });
});

export const vehicleHistoryApi = new Hono<AppContext>();

vehicleHistoryApi.post('/', async (c) => {
  if (!c.var.site.features.nevdis)
    throw new ApiError('not_offered', 'Vehicle history checks are not offered on this website.');
  const body = VehicleHistoryRequestSchema.safeParse(await jsonBody(c, LOOKUP_BODY));
  if (!body.success) throw new ApiError('invalid_lookup', firstIssue(body.error));
  await checkLookupLimit(c);
  const history = await historyProvider(c.env, c.var.site)(body.data, new Date()).catch((error: unknown) => {
    if (!(error instanceof LookupUnavailableError)) throw error;
    console.error('[nevdis] vehicle history unavailable', c.var.site.slug, error.message);
    throw new ApiError('lookup_unavailable', LOOKUP_DOWN);
  });
  if (!history) throw new ApiError('vehicle_not_found', 'The register has no vehicle with those details.');
  return c.json({ history });
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
  const body = ValuationCreateSchema.safeParse(await jsonBody(c, VALUATION_BODY));
  if (!body.success) throw new ApiError('invalid_valuation', firstIssue(body.error));
  const dealershipId = body.data.dealership_id;
  if (dealershipId !== null && !site.dealerships.some((d) => d.id === dealershipId))
    throw new ApiError('invalid_valuation', 'dealership_id: not a dealership of this site');
  // A trade-in against a car names one of this site's listed cars, never free text or another dealer's.
  // Checked before the (paid) lookup.
  const carId = body.data.car_id;
  if (carId !== null) {
    const car = /^\d{1,12}$/.test(carId)
      ? await findSiteCar(c.env, site, Number(carId)).catch((error: unknown) => {
          console.error('[valuations] car look-up failed', error);
          throw new ApiError('search_unavailable', 'An unexpected error occured');
        })
      : null;
    if (!car) throw new ApiError('invalid_valuation', 'car_id: not a car of this website');
  }
  const { rego, vin, regoState: state } = body.data;
  if ((rego === undefined) === (vin === undefined))
    throw new ApiError('invalid_valuation', 'body: Send a rego or a VIN.');
  checkCountry(c, { rego, vin, state }, 'invalid_valuation');
  await checkLookupLimit(c);
  const now = new Date();
  const vehicle = await lookUp(c, { rego, vin, state }, now);
  const id = randomToken('val_');
  const token = randomToken();
  const row: ValuationRow = {
    id,
    site_slug: site.slug,
    token_hash: await sha256(token),
    rego: rego ?? vin ?? '',
    rego_state: state ?? '',
    vehicle,
    adjustments: body.data.adjustments,
    offer: valuationOffer(vehicle, body.data.adjustments, now.getUTCFullYear()),
    offer_rejected: 0,
    lead_id: null,
    car_id: body.data.car_id,
    dealership_id: dealershipId,
  };
  await insertValuation(c.env.DB, { ...row, now: now.toISOString() }).catch(storageFailed);
  return c.json({ valuation: view(row, token) }, 201);
});

valuationsApi.put('/:id', async (c) => {
  const site = c.var.site;
  const id = c.req.param('id');
  const auth = c.req.header('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  const row = /^val_[0-9a-f]{32}$/.test(id) ? await findValuation(c.env.DB, id).catch(storageFailed) : null;
  if (!row || row.site_slug !== site.slug) throw new ApiError('valuation_not_found', 'Valuation not found.');
  if (!token || !sameDigest(await sha256(token), row.token_hash))
    throw new ApiError('forbidden', 'This valuation cannot be changed from here.');
  const body = ValuationUpdateSchema.safeParse(await jsonBody(c, VALUATION_BODY));
  if (!body.success) throw new ApiError('invalid_valuation', firstIssue(body.error));
  const adjustments = body.data.adjustments ?? row.adjustments;
  const next: ValuationRow = {
    ...row,
    adjustments,
    offer: body.data.adjustments ? valuationOffer(row.vehicle, adjustments, new Date().getUTCFullYear()) : row.offer,
    offer_rejected: body.data.offer_rejected === undefined ? row.offer_rejected : body.data.offer_rejected ? 1 : 0,
    lead_id: body.data.lead_id ?? row.lead_id,
  };
  const linkLead = body.data.lead_id ?? null;
  const changed = await updateValuation(c.env.DB, id, { ...next, now: new Date().toISOString(), linkLead }).catch(
    storageFailed,
  );
  // The row exists (read above): nothing changed only when the lead is not one of this site's.
  if (!changed) throw new ApiError('invalid_valuation', 'lead_id: not a lead of this site');
  return c.json({ valuation: view(next) });
});
