import * as z from 'zod';
import { honeypot, postcode } from '../forms/definitions/fields.js';
import { formDefinition, isFormId, siteOffersForm } from '../forms/definitions/registry.js';
import type { FormContext, FormDefinition, FormField, FormSite, FormStep } from '../forms/definitions/types.js';
import {
  type FieldRuleOptions,
  type FileInfo,
  type FormValues,
  filesOf,
  formFieldError,
  formStepErrors,
  shownFormFields,
} from '../forms/definitions/validate.js';
import { GROUP_PAGE_FIELD } from '../forms/group-form.js';
import type { SiteConfig } from '../site/site-config.schema.js';
import { CHECK_OPTION_SUFFIX, isYes } from './lead-fields.js';

/**
 * Which form and step a lead save belongs to, and the server's check of that save against the form's
 * definition (SPEC §5: the server enforces every field rule with the same definitions the form renders).
 */

/** The lead field naming the form of a save (`FormId`); sent by the forms remote with every save. */
export const LEAD_FORM_FIELD = 'form_id';
/** The lead field with the 1-based step of a save. */
export const LEAD_STEP_FIELD = 'step_number';

/** Messages of a save that does not fit its form (ours; SPEC has none). */
export const LEAD_STEP_MESSAGES = {
  unknownForm: 'Unknown form.',
  notOffered: 'This website does not offer this form.',
  otherForm: 'This enquiry was started on another form.',
  unknownStep: 'Unknown step of this form.',
  notLastStep: 'This form has more steps to complete.',
} as const;

/**
 * SPEC §5 rules of the known lead fields (SPEC §3 lead payload), checked wherever a save carries one that
 * its form does not ask for, so no field slips in unchecked: names, email, phone, postcode, the honeypot
 * and the terms of use. Fields of the form are checked by the form's own definition.
 */
export const KNOWN_LEAD_FIELDS: readonly FormField[] = [
  { name: 'name', type: 'full name', label: 'Full Name' },
  { name: 'first_name', type: 'string', label: 'First Name' },
  { name: 'middle_name', type: 'string', label: 'Middle Name', required: false },
  { name: 'last_name', type: 'string', label: 'Last Name' },
  { name: 'email', type: 'email', label: 'Email Address' },
  { name: 'phone', type: 'phone', label: 'Mobile Number' },
  postcode,
  honeypot,
  { name: 'terms_conditions', type: 'check', label: 'I agree to the terms of use and privacy policy' },
  // SPEC §7 group-site submission: the form page's path (forms/group-form.ts checks it by name).
  { name: GROUP_PAGE_FIELD, type: 'hidden', label: 'Page', required: false },
];

/** The site configuration a lead save is checked against (its forms' variations and the forms it offers). */
export type LeadStepSite = FormSite & Pick<SiteConfig, 'lead_forms'>;

const StepNumberSchema = z
  .union([z.number(), z.string().regex(/^\d{1,3}$/)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(100));

/**
 * The lead fields of a step as the forms remote sends them: shown fields only, files left out (they go
 * as multipart), check groups expanded into `<option>_check_option` fields (SPEC §5: collapsed into
 * additional_services by the lead rules), text trimmed.
 *
 * @example
 * stepLeadFields(step, { name: ' Sam ', extras: ['Tyres'] }, { country: 'AU' }); // { name: 'Sam', Tyres_check_option: true, … }
 */
export function stepLeadFields(step: FormStep, values: FormValues, options: FieldRuleOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of shownFormFields(step, values, options)) {
    const v = values[f.name];
    if (f.type === 'file' || f.type === 'button') continue;
    if (f.type === 'check group') {
      for (const o of f.options ?? [])
        out[`${o.value}_${CHECK_OPTION_SUFFIX}`] = Array.isArray(v) && v.includes(o.value);
      continue;
    }
    out[f.name] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/**
 * The values of a step read back from a saved lead's fields (the reverse of stepLeadFields): check groups
 * from their `_check_option` fields, file fields from the files of the save.
 *
 * @example
 * leadStepValues(step, { Tyres_check_option: true }, []); // { extras: ['Tyres'], … }
 */
export function leadStepValues(
  step: FormStep,
  lead: Readonly<Record<string, unknown>>,
  files: readonly FileInfo[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of step.fields) {
    if (f.type === 'file') out[f.name] = [...files];
    else if (f.type === 'check group')
      out[f.name] = (f.options ?? [])
        .filter((o) => isYes(lead[`${o.value}_${CHECK_OPTION_SUFFIX}`]))
        .map((o) => o.value);
    else if (f.name in lead) out[f.name] = lead[f.name];
  }
  return out;
}

/** One lead save as the lead API received it. */
export type LeadStepInput = {
  /** The fields of this save. */
  lead: Readonly<Record<string, unknown>>;
  /** Files uploaded with this save (multipart create). */
  files: readonly FileInfo[];
  /** Whether this save completes the lead (isCompletingSave). */
  completing: boolean;
  /** The stored lead on an update (its form_id, step_number and files), null on a create. */
  previous: Readonly<Record<string, unknown>> | null;
};

export type LeadStepResult =
  | { ok: true; form: FormDefinition; step: number }
  | { ok: false; code: 'unknown_form' | 'invalid_lead'; fields: Record<string, string> };

const fail = (code: 'unknown_form' | 'invalid_lead', fields: Record<string, string>): LeadStepResult => ({
  ok: false,
  code,
  fields,
});

/**
 * Checks one lead save against its form's definition on the site (SPEC §4 lead flow, §5 rules) — the
 * lead API's only field rules:
 * - `form_id` must name a form the site offers (siteOffersForm; else `unknown_form`) when the lead is
 *   created; an update keeps the form it was created on (even if lead_forms changed since);
 * - `step_number` (1-based; a create without one is step 1) must be a step of the form, and only the
 *   last step may complete the lead;
 * - every step not saved before, up to this one, must pass the rules of its shown fields (required,
 *   formats, options) — a create at step N carries steps 1..N; the forms remote saves one step at a time;
 * - fields of the form's other steps sent with this save must pass their rules too (a later step cannot
 *   overwrite an earlier answer with a bad one);
 * - known lead fields the form does not ask for (KNOWN_LEAD_FIELDS: a first name, the honeypot, …) must
 *   pass their SPEC §5 rule too.
 * Returns the field messages of the 400 when the save does not fit.
 *
 * @example
 * validateLeadStep(site, { country: 'AU' }, { lead: { form_id: 'contact', name: 'Sam' }, files: [], completing: false, previous: null });
 * // { ok: false, code: 'invalid_lead', fields: { phone: '*This is a required field.', email: '*This is a required field.' } }
 */
export function validateLeadStep(
  site: LeadStepSite,
  options: FieldRuleOptions,
  input: LeadStepInput,
  ctx: FormContext = {},
): LeadStepResult {
  const { lead, previous } = input;
  const storedForm = previous?.[LEAD_FORM_FIELD];
  const formId = lead[LEAD_FORM_FIELD] ?? storedForm;
  if (!isFormId(formId)) return fail('unknown_form', { [LEAD_FORM_FIELD]: LEAD_STEP_MESSAGES.unknownForm });
  // Only a create is checked against the forms offered now: a lead begun on a form the site offered
  // then may finish after the site's lead_forms changed.
  if (previous === null && !siteOffersForm(site, formId))
    return fail('unknown_form', { [LEAD_FORM_FIELD]: LEAD_STEP_MESSAGES.notOffered });
  if (isFormId(storedForm) && storedForm !== formId)
    return fail('invalid_lead', { [LEAD_FORM_FIELD]: LEAD_STEP_MESSAGES.otherForm });
  const form = formDefinition(formId, site, ctx);
  const sent = lead[LEAD_STEP_FIELD];
  const parsed = StepNumberSchema.safeParse(sent === undefined && previous === null ? 1 : sent);
  if (!parsed.success || parsed.data > form.steps.length)
    return fail('invalid_lead', { [LEAD_STEP_FIELD]: LEAD_STEP_MESSAGES.unknownStep });
  const step = parsed.data;
  if (input.completing && step !== form.steps.length)
    return fail('invalid_lead', { [LEAD_STEP_FIELD]: LEAD_STEP_MESSAGES.notLastStep });

  const saved = previous === null ? 0 : (StepNumberSchema.safeParse(previous[LEAD_STEP_FIELD]).data ?? 0);
  const files = input.files.length > 0 ? input.files : filesOf(previous?.files);
  const fields: Record<string, string> = {};
  const checked = new Set<string>();
  for (let k = Math.min(step, saved + 1); k <= step; k++) {
    const def = form.steps[k - 1] as FormStep;
    Object.assign(fields, formStepErrors(def, leadStepValues(def, lead, files), options));
    for (const f of def.fields) checked.add(f.name);
  }
  const formFields = form.steps.flatMap((s) => s.fields);
  const named = new Set(formFields.map((f) => f.name));
  const others = [...formFields, ...KNOWN_LEAD_FIELDS.filter((f) => !named.has(f.name))];
  for (const f of others) {
    if (checked.has(f.name) || !(f.name in lead) || f.type === 'file' || f.type === 'check group') continue;
    const error = formFieldError(f, lead[f.name], options);
    if (error && !fields[f.name]) fields[f.name] = error;
  }
  return Object.keys(fields).length > 0 ? fail('invalid_lead', fields) : { ok: true, form, step };
}
