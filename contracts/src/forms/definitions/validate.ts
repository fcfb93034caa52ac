import { LEAD_FILE_LIMITS, leadFileError } from '../../leads/lead-schema.js';
import { postcodeRule } from '../../locale/postcodes.js';
import type { SiteConfig } from '../../site/site-config.schema.js';
import { builderFieldError } from '../builder-types.js';
import { isFieldShown } from '../field-rules.js';
import { EMAIL_PATTERN, NAME_PATTERN } from '../fields.js';
import { GROUP_PAGE_FIELD, groupPageIdError } from '../group-form.js';
import { FORM_MESSAGES, numberRangeMessage, tooManyFilesMessage } from '../messages.js';
import { type PhoneCountry, phoneCountry, phoneError } from '../phone.js';
import type { FormField, FormStep } from './types.js';

/**
 * SPEC §5 field rules of a form field, as one pure function: the forms remote's resolver runs it in the
 * browser (zod stays out of the bundle) and the lead API runs it on every save (validateLeadStep) — the
 * only field rules there are. zod parses the lead body's shape at the API boundary (LeadBodySchema).
 */

/** What shapes the rules on a site (SiteConfig locale → country, mobile_only_phones). */
export type FieldRuleOptions = {
  country: PhoneCountry;
  mobileOnly?: boolean;
  /** The instant a card expiry is checked against (default: now). */
  now?: Date;
};

/**
 * A site's field-rule options — one place, so the browser (forms remote) and the lead API validate alike.
 * @example fieldRuleOptions(site) // { country: 'NZ', mobileOnly: false } on an en-NZ site
 */
export function fieldRuleOptions(
  site: Pick<SiteConfig, 'locale' | 'mobile_only_phones'>,
): Required<Omit<FieldRuleOptions, 'now'>> {
  return { country: phoneCountry(site.locale), mobileOnly: site.mobile_only_phones };
}
/** A file value as the rules see it (a browser File, or an upload's name/type/size). */
export type FileInfo = { name: string; type: string; size: number };
/** Field values of a step by field name (file fields: a list of FileInfo). */
export type FormValues = Readonly<Record<string, unknown>>;

/** Choice types whose value must be one of the field's options. Makes, models and years stay open (stock changes). */
const CLOSED_CHOICES = new Set<FormField['type']>([
  'select',
  'location select',
  'radio',
  'radio group',
  'service interval',
  'tyres',
]);
const STAR_RATINGS = ['1', '2', '3', '4', '5'];
const NUMBER = /^\d+(\.\d+)?$/;
const YEAR = /^\d{4}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v)).trim();
const isFileInfo = (v: unknown): v is FileInfo =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FileInfo).name === 'string' &&
  typeof (v as FileInfo).size === 'number';

/** The files of a file field's value (a list of FileInfo; anything else is no file). */
export function filesOf(value: unknown): FileInfo[] {
  return Array.isArray(value) ? value.filter(isFileInfo) : [];
}

function validDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function numberError(field: FormField, v: string): string | null {
  if (!NUMBER.test(v)) return FORM_MESSAGES.number;
  const n = Number(v);
  const below = field.min !== undefined && n < Number(field.min);
  const above = field.max !== undefined && n > Number(field.max);
  return below || above ? numberRangeMessage(field.min, field.max) : null;
}

function filesError(field: FormField, value: unknown): string | null {
  const files = filesOf(value);
  if (files.length === 0) return field.required === false ? null : FORM_MESSAGES.required;
  if (files.length > LEAD_FILE_LIMITS.maxFiles) return tooManyFilesMessage(LEAD_FILE_LIMITS.maxFiles);
  for (const f of files) {
    const error = leadFileError(f);
    if (error) return error;
  }
  return null;
}

/**
 * The SPEC §5 message of one field's value, or null when valid. All fields are required by default.
 *
 * @example
 * formFieldError({ name: 'email', type: 'email', label: 'Email' }, 'a@b', { country: 'AU' }); // 'invalid email address'
 * formFieldError({ name: 'message', type: 'textarea', label: 'Message' }, ' ', { country: 'AU' }); // '*This is a required field.'
 */
export function formFieldError(field: FormField, value: unknown, options: FieldRuleOptions): string | null {
  const required = field.required !== false;
  const v = text(value);
  if (field.name === 'favourite_color')
    return value === undefined || value === null || value === '' ? null : FORM_MESSAGES.honeypot;
  if (field.name === 'terms_conditions') return value === true ? null : FORM_MESSAGES.terms;
  if (field.name === GROUP_PAGE_FIELD) return groupPageIdError(value);
  if (field.type === 'button') return null; // a link: it holds no answer (builder-types.ts)
  if (field.type === 'check' || field.type === 'opt-in' || field.type === 'check group' || field.type === 'hidden')
    return null;
  if (field.type === 'file') return filesError(field, value);
  if (v === '') return required ? FORM_MESSAGES.required : null;
  switch (field.type) {
    case 'phone':
      // as typed: SPEC §5's NZ length rule counts the characters entered
      return phoneError(String(value), options);
    case 'email':
      return EMAIL_PATTERN.test(v) ? null : FORM_MESSAGES.email;
    case 'postcode':
      // issue 35: the country's rule (AU/NZ 4 digits, US ZIP or ZIP+4), never a truncated ZIP
      return postcodeRule(options.country).pattern.test(v) ? null : postcodeRule(options.country).message;
    case 'number':
    case 'currency':
    case 'kilometre':
      return numberError(field, v);
    case 'year':
      return YEAR.test(v) ? null : FORM_MESSAGES.year;
    case 'dob':
      return validDate(v) ? null : FORM_MESSAGES.date;
    case 'star rating':
      return STAR_RATINGS.includes(v) ? null : FORM_MESSAGES.option;
  }
  const builder = builderFieldError(field, v, options.now ?? new Date());
  if (builder !== undefined) return builder;
  if (CLOSED_CHOICES.has(field.type) && field.options && !field.options.some((o) => o.value === v))
    return FORM_MESSAGES.option;
  if (['first_name', 'middle_name', 'last_name'].includes(field.name))
    return NAME_PATTERN.test(v) ? null : FORM_MESSAGES.alphabetical;
  return null;
}

/**
 * SPEC §5 conditional fields: the fields of a step shown for these values (a field with `dependsOn` only
 * when that field has a value and no error).
 *
 * @example
 * shownFormFields(step, { make: '' }, { country: 'AU' }); // every field but the model
 */
export function shownFormFields(step: FormStep, values: FormValues, options: FieldRuleOptions): FormField[] {
  const errors: Record<string, string | null> = {};
  for (const f of step.fields)
    if (step.fields.some((o) => o.dependsOn === f.name)) errors[f.name] = formFieldError(f, values[f.name], options);
  return step.fields.filter((f) => isFieldShown(f.dependsOn, values, errors));
}

/**
 * The messages of a step's shown fields, by field name (empty when the step is valid).
 *
 * @example
 * formStepErrors(userDetailsStep, { name: 'Sam', phone: '0412345678', email: 'x' }, { country: 'AU' }); // { email: 'invalid email address' }
 */
export function formStepErrors(step: FormStep, values: FormValues, options: FieldRuleOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of shownFormFields(step, values, options)) {
    const error = formFieldError(f, values[f.name], options);
    if (error) out[f.name] = error;
  }
  return out;
}
