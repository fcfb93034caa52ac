import {
  emailSchema,
  FORM_MESSAGES,
  honeypotSchema,
  isFieldShown,
  leadFileError,
  nameSchema,
  optionalString,
  phoneSchema,
  postcodeSchema,
  requiredString,
  termsSchema,
} from '@forecourt/contracts';
import { z } from 'zod';
import type { FieldDef, FormRules, StepDef } from './types.js';

/** A form value as react-hook-form holds it. */
export type FormValues = Record<string, unknown>;

const fileList = (required: boolean) =>
  z.custom<unknown>().superRefine((value, ctx) => {
    const files = toFiles(value);
    if (files.length === 0) {
      if (required) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.required });
      return;
    }
    for (const f of files) {
      const error = leadFileError(f);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }
  });

/** Files of a file input value (FileList, File[] or nothing). */
export function toFiles(value: unknown): File[] {
  if (!value || typeof value !== 'object') return [];
  if (typeof FileList !== 'undefined' && value instanceof FileList) return Array.from(value);
  if (Array.isArray(value)) return value.filter((v): v is File => typeof File !== 'undefined' && v instanceof File);
  return [];
}

/**
 * The zod rule of one field (contracts schemas: the same rules the lead API enforces). SPEC §5: all
 * fields are required by default; optional fields accept ''.
 */
export function fieldSchema(field: FieldDef, rules: FormRules): z.ZodType {
  const required = field.required !== false;
  if (field.name === 'favourite_color') return honeypotSchema;
  if (field.name === 'terms_conditions') return termsSchema;
  switch (field.type) {
    case 'email':
      return required
        ? emailSchema
        : optionalString().pipe(
            z.string().refine((v) => v === '' || emailSchema.safeParse(v).success, FORM_MESSAGES.email),
          );
    case 'phone':
      return phoneSchema(rules);
    case 'postcode':
      return postcodeSchema;
    case 'full name':
      return requiredString();
    case 'check':
    case 'opt-in':
      return z.boolean().optional();
    case 'check group':
      return z.array(z.string()).optional();
    case 'file':
      return fileList(required);
    case 'hidden':
      return optionalString();
    case 'number':
    case 'currency':
    case 'kilometre': {
      const n = requiredString().pipe(z.string().regex(/^\d+(\.\d+)?$/, 'Please enter a number.'));
      return required ? n : optionalString().pipe(z.string().regex(/^(\d+(\.\d+)?)?$/, 'Please enter a number.'));
    }
    default:
      if (field.name === 'first_name' || field.name === 'last_name') return nameSchema;
      return required ? requiredString() : optionalString();
  }
}

/** SPEC §5 conditional fields: the errors of the fields others depend on. */
function dependencyErrors(step: StepDef, values: FormValues, rules: FormRules): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of new Set(step.fields.map((f) => f.dependsOn).filter((d): d is string => Boolean(d)))) {
    const dep = step.fields.find((f) => f.name === name);
    if (!dep) continue;
    const result = fieldSchema(dep, rules).safeParse(values[name]);
    if (!result.success) errors[name] = result.error.issues[0]?.message ?? FORM_MESSAGES.required;
  }
  return errors;
}

/** The fields of a step shown for these values (SPEC §5: shown only if the other field has a value and no error). */
export function shownFields(step: StepDef, values: FormValues, rules: FormRules): FieldDef[] {
  const errors = dependencyErrors(step, values, rules);
  return step.fields.filter((f) => isFieldShown(f.dependsOn, values, errors));
}

/** The zod schema of a step for these values: only the fields shown are validated. */
export function stepSchema(step: StepDef, values: FormValues, rules: FormRules) {
  return z.object(Object.fromEntries(shownFields(step, values, rules).map((f) => [f.name, fieldSchema(f, rules)])));
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
