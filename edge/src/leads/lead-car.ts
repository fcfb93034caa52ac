import {
  type FormDefinition,
  fileLeadCar,
  LEAD_CAR_MESSAGES,
  type LeadCar,
  leadCarOf,
  type SiteConfig,
  storedLeadCar,
  UNVERIFIED_CAR_FIELD,
} from '@forecourt/contracts';
import { CAR_ID_PATTERN, findSiteCar } from '../cars/site-car.js';
import type { Env } from '../env.js';

/** A save's fields with its car filed from the car itself, or the car_id message of a 400. */
export type LeadCarCheck =
  | { ok: true; lead: Record<string, unknown>; car: LeadCar | null }
  | { ok: false; fields: Record<string, string> };

/**
 * The car a lead save names (`car_id`), looked up in the site's scope exactly as the form page does
 * (findSiteCar), and the save's fields with that car filed (contracts fileLeadCar: stock number, make,
 * model, type, status and the category come from the car, never from the body).
 * - A car_id that is not a car of this site (another dealer's, hidden, unknown, malformed): 400 on car_id.
 * - Search down: the lead is accepted without car details, `unverified_car_id` naming the car for the
 *   dealer (logged). A lead is never refused or lost because the car could not be checked; the form page
 *   itself falls back to the general form when search is down.
 */
export async function checkLeadCar(
  env: Env,
  site: SiteConfig,
  form: Pick<FormDefinition, 'id' | 'category'>,
  lead: Readonly<Record<string, unknown>>,
): Promise<LeadCarCheck> {
  // A lead kept without car details (search was down) names its car again on each later save.
  const raw = lead.car_id ?? lead[UNVERIFIED_CAR_FIELD];
  if (raw === undefined || raw === null || raw === '')
    return { ok: true, lead: fileLeadCar(form, lead, { car: null }), car: null };
  const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  if (!CAR_ID_PATTERN.test(id)) return { ok: false, fields: { car_id: LEAD_CAR_MESSAGES.unknown } };
  let found: Awaited<ReturnType<typeof findSiteCar>>;
  try {
    found = await findSiteCar(env, site, Number(id));
  } catch (error) {
    console.error('[leads] car look-up failed; lead kept without car details', id, error);
    return { ok: true, lead: fileLeadCar(form, lead, { unverified: id }), car: null };
  }
  if (!found) return { ok: false, fields: { car_id: LEAD_CAR_MESSAGES.unknown } };
  const car = leadCarOf(found);
  return { ok: true, lead: fileLeadCar(form, lead, { car }), car };
}

/**
 * A later save of a lead that keeps its stored car (contracts keepsStoredCar): the save's fields with the
 * car filed as it was stored (contracts storedLeadCar), without looking it up again.
 */
export function keptLeadCar(
  form: Pick<FormDefinition, 'id' | 'category'>,
  lead: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
): LeadCarCheck {
  const finding = storedLeadCar(form, stored);
  return { ok: true, lead: fileLeadCar(form, lead, finding), car: 'car' in finding ? finding.car : null };
}
