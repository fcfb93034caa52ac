import {
  EMAIL_PATTERN,
  FORM_MESSAGES,
  isFieldShown,
  LEAD_FILE_LIMITS,
  leadFileError,
  NAME_PATTERN,
  POSTCODE_PATTERN,
  phoneError,
} from '@forecourt/contracts';
import type { FieldDef, FormRules, StepDef } from './types.js';

/**
 * The client's field rules: contracts' pure SPEC §5 rules (the same functions and messages the zod
 * schemas of contracts are built from, see schema.zod.ts and its parity test), so zod stays out of
 * the browser bundle (BENCHMARKS.md: 47 → 21 KiB gzip for the FormPage chunk).
 */

/** A form value as react-hook-form holds it. */
export type FormValues = Record<string, unknown>;

export const NUMBER_MESSAGE = 'Please enter a number.';
const NUMBER = /^\d+(\.\d+)?$/;

/** Files of a file input value (FileList, File[] or nothing). */
export function toFiles(value: unknown): File[] {
  if (!value || typeof value !== 'object') return [];
  if (typeof FileList !== 'undefined' && value instanceof FileList) return Array.from(value);
  if (Array.isArray(value)) return value.filter((v): v is File => typeof File !== 'undefined' && v instanceof File);
  return [];
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v)).trim();

/** The SPEC §5 message of one field's value, or null when valid. All fields are required by default. */
export function fieldError(field: FieldDef, value: unknown, rules: FormRules): string | null {
  const required = field.required !== false;
  const v = text(value);
  if (field.name === 'favourite_color')
    return value === undefined || value === null || value === '' ? null : FORM_MESSAGES.honeypot;
  if (field.name === 'terms_conditions') return value === true ? null : FORM_MESSAGES.terms;
  switch (field.type) {
    case 'check':
    case 'opt-in':
    case 'check group':
    case 'hidden':
      return null;
    case 'phone':
      return phoneError(value === undefined || value === null ? '' : String(value), rules);
    case 'file': {
      const files = toFiles(value);
      if (files.length === 0) return required ? FORM_MESSAGES.required : null;
      if (files.length > LEAD_FILE_LIMITS.maxFiles) return `At most ${LEAD_FILE_LIMITS.maxFiles} files.`;
      for (const f of files) {
        const error = leadFileError(f);
        if (error) return error;
      }
      return null;
    }
  }
  if (v === '') return required || field.type === 'postcode' ? FORM_MESSAGES.required : null;
  switch (field.type) {
    case 'email':
      return EMAIL_PATTERN.test(v) ? null : FORM_MESSAGES.email;
    case 'postcode':
      return POSTCODE_PATTERN.test(v) ? null : FORM_MESSAGES.postcode;
    case 'number':
    case 'currency':
    case 'kilometre':
      return NUMBER.test(v) ? null : NUMBER_MESSAGE;
  }
  if (field.name === 'first_name' || field.name === 'last_name')
    return NAME_PATTERN.test(v) ? null : FORM_MESSAGES.alphabetical;
  return null;
}

/** SPEC §5 conditional fields: the fields of a step shown for these values (dependency has a value and no error). */
export function shownFields(step: StepDef, values: FormValues, rules: FormRules): FieldDef[] {
  const errors: Record<string, string | null> = {};
  for (const f of step.fields)
    if (step.fields.some((o) => o.dependsOn === f.name)) errors[f.name] = fieldError(f, values[f.name], rules);
  return step.fields.filter((f) => isFieldShown(f.dependsOn, values, errors));
}

/** The messages of a step's shown fields (empty when the step is valid). */
export function stepErrors(step: StepDef, values: FormValues, rules: FormRules): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of shownFields(step, values, rules)) {
    const error = fieldError(f, values[f.name], rules);
    if (error) out[f.name] = error;
  }
  return out;
}

/** Initial values of a form: defaults of every field (checks are booleans, check groups lists). */
export function initialValues(steps: readonly StepDef[]): FormValues {
  const out: FormValues = {};
  for (const step of steps)
    for (const f of step.fields) {
      if (f.type === 'check' || f.type === 'opt-in') out[f.name] = f.value === 'true';
      else if (f.type === 'check group') out[f.name] = [];
      else if (f.type === 'file') out[f.name] = undefined;
      else out[f.name] = f.value ?? '';
    }
  return out;
}

/**
 * The lead fields of a step: shown fields only, files left out (sent as multipart), check groups
 * expanded into `<option>_check_option` fields (SPEC §5: collapsed into additional_services by the
 * lead rules).
 */
export function stepLeadFields(step: StepDef, values: FormValues, rules: FormRules): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of shownFields(step, values, rules)) {
    const v = values[f.name];
    if (f.type === 'file') continue;
    if (f.type === 'check group') {
      for (const o of f.options ?? []) out[`${o.value}_check_option`] = Array.isArray(v) && v.includes(o.value);
      continue;
    }
    out[f.name] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}
