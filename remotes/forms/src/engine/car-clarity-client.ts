import { apiErrorOf, carClarityCustomerOf, submitFailureMessage } from '@forecourt/contracts';
import type { FormValues } from './rules.js';

export type CarClarityResult = { ok: true } | { ok: false; error: string };

/** The endpoint's field names as the finance form asks them (the name is one field there). */
const FORM_FIELD: Record<string, string> = { first_name: 'name', last_name: 'name', loan_amount: 'vehiclePriceBudget' };
const NAME_NEEDED = 'Please enter your first and last name.';

/**
 * SPEC §7 destination 'car-clarity' (issue 35): the finance form's answers as a Car Clarity customer
 * (contracts carClarityCustomerOf), POSTed to the path the edge gave (/api/carClarityCustomer, or
 * /mock/carClarityCustomer in mock mode). A refusal answers its message — the name's own when the endpoint
 * refused the first or last name (the form asks one full name) — else SPEC §8's unexpected-error text.
 */
export async function sendToCarClarity(
  path: string,
  values: FormValues,
  carId: string | null,
  doFetch: typeof fetch = fetch,
): Promise<CarClarityResult> {
  try {
    const res = await doFetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(carClarityCustomerOf(values, carId)),
    });
    if (res.ok) return { ok: true };
    const err = apiErrorOf(await res.json().catch(() => null));
    const named = Object.keys(err?.fields ?? {}).some((k) => FORM_FIELD[k] === 'name');
    return { ok: false, error: named ? NAME_NEEDED : submitFailureMessage(err?.message, false) };
  } catch {
    return { ok: false, error: submitFailureMessage(null, false) };
  }
}
