import { maskCardNumber } from '../forms/builder-types.js';
import type { FormDefinition, FormId } from '../forms/definitions/types.js';
import { VALUATION_ACTION_FIELDS } from '../valuations/valuation-lead-fields.js';
import { LEAD_CAR_FIELDS, UNVERIFIED_CAR_FIELD } from './lead-car.js';
import { CHECK_OPTION_SUFFIX } from './lead-fields.js';
import { KNOWN_LEAD_FIELDS, LEAD_FORM_FIELD, LEAD_STEP_FIELD } from './lead-step.js';

/**
 * Which fields a save of a form may carry: the lead API keeps these and drops the rest (a field no form
 * defines is never stored — issue 17). Derived from the form's definition, never listed by hand:
 * - the fields of its steps (a check group as its `<option>_check_option` fields, as stepLeadFields sends
 *   them) and the definition's `extra`;
 * - the fields its steps' server actions add (valuations: VALUATION_ACTION_FIELDS);
 * - the car a form opened from a car carries (SPEC §3 car fields; the lead API files them from the car),
 *   and car_id on every form;
 * - the known SPEC §3 lead fields (checked by their §5 rule wherever they appear) and the save protocol
 *   (form id, step, status, category, page url).
 */

/** Fields every save may carry: the protocol of a save and the page it was sent from. */
const SAVE_FIELDS = [LEAD_FORM_FIELD, LEAD_STEP_FIELD, 'lead_status', 'form_completed', 'category', 'url', 'has_files'];

/** Forms a car page opens with the car in the query (the forms remote adds its fields, and finance the VIN). */
const CAR_QUERY_FORMS: ReadonlySet<FormId> = new Set<FormId>(['contact', 'vehicle-enquiry', 'test-drive', 'finance']);
const CAR_QUERY_FIELDS = [...LEAD_CAR_FIELDS, 'vin'];

/**
 * The names of every field a save of this form may carry.
 *
 * @example
 * formLeadFieldNames(contactForm).has('message'); // true
 * formLeadFieldNames(contactForm).has('tracking_blob'); // false
 */
export function formLeadFieldNames(form: Pick<FormDefinition, 'id' | 'steps' | 'extra'>): ReadonlySet<string> {
  const names = new Set<string>([
    ...SAVE_FIELDS,
    ...KNOWN_LEAD_FIELDS.map((f) => f.name),
    'car_id',
    UNVERIFIED_CAR_FIELD,
  ]);
  for (const step of form.steps) {
    for (const f of step.fields) {
      if (f.type === 'check group') for (const o of f.options ?? []) names.add(`${o.value}_${CHECK_OPTION_SUFFIX}`);
      else if (f.type !== 'button') names.add(f.name); // a button holds no answer
    }
    if (step.action) for (const name of VALUATION_ACTION_FIELDS[step.action]) names.add(name);
  }
  for (const name of Object.keys(form.extra)) names.add(name);
  if (CAR_QUERY_FORMS.has(form.id)) for (const name of CAR_QUERY_FIELDS) names.add(name);
  return names;
}

/**
 * A save's fields split into the ones its form defines (kept) and the names of the others (dropped).
 *
 * @example
 * keepFormLeadFields(contactForm, { name: 'Sam', tracking_blob: 'x' }); // { kept: { name: 'Sam' }, dropped: ['tracking_blob'] }
 */
export function keepFormLeadFields(
  form: Pick<FormDefinition, 'id' | 'steps' | 'extra'>,
  lead: Readonly<Record<string, unknown>>,
): { kept: Record<string, unknown>; dropped: string[] } {
  const names = formLeadFieldNames(form);
  // Only a card number's last four digits are kept (forms/builder-types.ts: the platform keeps no card data).
  const cards = new Set(form.steps.flatMap((s) => s.fields.filter((f) => f.type === 'card number').map((f) => f.name)));
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(lead)) {
    if (!names.has(name)) dropped.push(name);
    else kept[name] = cards.has(name) && typeof value === 'string' && value !== '' ? maskCardNumber(value) : value;
  }
  return { kept, dropped };
}
