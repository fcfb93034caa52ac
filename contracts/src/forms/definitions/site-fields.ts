import { HEAR_ABOUT_US_OPTIONS } from '../../constants/options.js';
import { LEAD_CAR_FIELDS } from '../../leads/lead-car.js';
import { GROUP_PAGE_FIELD } from '../group-form.js';
import { opts } from './fields.js';
import type { FormDefinition, FormField, FormSite } from './types.js';

/** Names a builder field may not take: the save protocol, SPEC §3 lead and car fields (lead-step.ts, lead-car.ts). */
const RESERVED = [
  'form_id',
  'step_number',
  'lead_status',
  'form_completed',
  'category',
  'url',
  'has_files',
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'favourite_color',
  'terms_conditions',
  'vin',
  GROUP_PAGE_FIELD,
  ...LEAD_CAR_FIELDS,
];

/** SPEC §9 'Where did you hear about us?': a select of its options, optional (it never blocks a lead). */
export const HEAR_ABOUT_US_FIELD: FormField = {
  name: 'hear_about_us',
  type: 'select',
  label: 'Where did you hear about us?',
  required: false,
  options: opts(HEAR_ABOUT_US_OPTIONS),
};

/**
 * The fields a site adds to a form's last step: 'Where did you hear about us?' on brands that ask it
 * (site `hear_about_us`; SPEC names no form, so every form asks it once, on its last step — the lead is
 * one answer per visit), then the dealer's form-builder fields for this form (site `form_builder_fields`),
 * except one named like a field the form or the lead already has (the form's own wins).
 *
 * @example
 * withSiteFields(contactForm(site), { ...site, hear_about_us: true }).steps.at(-1)?.fields.at(-1)?.name; // 'hear_about_us'
 */
export function withSiteFields(form: FormDefinition, site: FormSite): FormDefinition {
  const added: FormField[] = [
    ...(site.hear_about_us ? [HEAR_ABOUT_US_FIELD] : []),
    ...(site.form_builder_fields?.[form.id] ?? []),
  ];
  const last = form.steps.at(-1);
  if (added.length === 0 || !last) return form;
  const taken = new Set([...form.steps.flatMap((s) => s.fields.map((f) => f.name)), ...RESERVED]);
  const fresh = added.filter((f) => !taken.has(f.name));
  return { ...form, steps: [...form.steps.slice(0, -1), { ...last, fields: [...last.fields, ...fresh] }] };
}
