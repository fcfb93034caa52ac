import {
  confirmLeadFields,
  httpErrorMessage,
  isVin,
  lookupLeadFields,
  offerLeadFields,
  SUBMIT_ERROR_MESSAGES,
  type VehicleLookup,
} from '@forecourt/contracts';
import type { FormValues } from './rules.js';
import type { StepDef, ValuationConfig } from './types.js';

export type SavedValuation = { id: string; token: string; offer: number };
export type ValuationState = { vehicle: VehicleLookup | null; valuation: SavedValuation | null; rejected: boolean };

type ActionResult =
  | { ok: true; state: ValuationState; leadFields: Record<string, unknown> }
  | { ok: false; error: string };

type Fetch = typeof fetch;
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** SPEC §8 fetch helper: a non-OK answer's body error, else 'An unexpected error occurred' + status text. */
async function call(doFetch: Fetch, path: string, method: string, body: unknown, token?: string) {
  try {
    const res = await doFetch(path, {
      method,
      headers: token ? { ...JSON_HEADERS, Authorization: `Bearer ${token}` } : JSON_HEADERS,
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) return { ok: false as const, error: httpErrorMessage(res, json) };
    return { ok: true as const, json: json ?? {} };
  } catch {
    return { ok: false as const, error: SUBMIT_ERROR_MESSAGES.http };
  }
}

/**
 * Issue 35: what identifies the vehicle — a VIN (US: one field takes a VIN or a plate), else the plate
 * with its state where the form asks one (none in NZ).
 */
function vehicleId(values: FormValues): { vin: string } | { rego: unknown; state: unknown } {
  const typed = typeof values.rego === 'string' ? values.rego : '';
  if (isVin(typed)) return { vin: typed };
  return { rego: values.rego, state: values.regoState || null };
}

/** The vehicle as POST /api/valuations names it (regoState, not state). */
const createId = (id: ReturnType<typeof vehicleId>) =>
  'vin' in id ? { vin: id.vin, regoState: null } : { rego: id.rego, regoState: id.state };

/**
 * The server actions of the valuation steps: 'lookup' (rego + state → POST /api/simple-autograb-lookup),
 * 'confirm' (nothing to call), 'valuation' (adjustment answers → POST /api/valuations, or PUT when the
 * valuation exists). Returns the lead fields the step adds.
 */
export async function valuationAction(
  action: NonNullable<StepDef['action']>,
  values: FormValues,
  config: ValuationConfig,
  state: ValuationState,
  doFetch: Fetch = fetch,
): Promise<ActionResult> {
  if (action === 'lookup') {
    const res = await call(doFetch, '/api/simple-autograb-lookup', 'POST', vehicleId(values));
    if (!res.ok) return res;
    const vehicle = res.json.vehicle as VehicleLookup;
    return {
      ok: true,
      state: { ...state, vehicle },
      leadFields: lookupLeadFields(vehicle),
    };
  }
  if (action === 'confirm') return { ok: true, state, leadFields: confirmLeadFields() };
  const adjustments = {
    km: values.km,
    condition: values.condition,
    accident_history: values.accident_history === true,
    service_history: values.service_history === true,
  };
  const res = state.valuation
    ? await call(doFetch, `/api/valuations/${state.valuation.id}`, 'PUT', { adjustments }, state.valuation.token)
    : await call(doFetch, '/api/valuations', 'POST', {
        ...createId(vehicleId(values)),
        adjustments,
        car_id: config.carId,
        dealership_id: config.dealershipId,
      });
  if (!res.ok) return res;
  const v = res.json.valuation as { id: string; token?: string; offer: number };
  const valuation = { id: v.id, token: v.token ?? state.valuation?.token ?? '', offer: v.offer };
  return {
    ok: true,
    state: { ...state, valuation },
    leadFields: offerLeadFields(v, values.km),
  };
}

/** Offer rejection (dealership flag enable_valuation_offer_rejection): PUT offer_rejected. */
export async function rejectOffer(state: ValuationState, doFetch: Fetch = fetch): Promise<ValuationState | string> {
  if (!state.valuation) return state;
  const res = await call(
    doFetch,
    `/api/valuations/${state.valuation.id}`,
    'PUT',
    { offer_rejected: true },
    state.valuation.token,
  );
  return res.ok ? { ...state, rejected: true } : res.error;
}

/** Links the completed lead to its valuation. SPEC §8: a valuation save failure is only logged. */
export async function linkValuation(state: ValuationState, leadId: string, doFetch: Fetch = fetch): Promise<void> {
  if (!state.valuation) return;
  const res = await call(
    doFetch,
    `/api/valuations/${state.valuation.id}`,
    'PUT',
    { lead_id: leadId },
    state.valuation.token,
  );
  if (!res.ok) console.error('[forms] valuation save failed', res.error);
}
