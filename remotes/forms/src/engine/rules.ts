import {
  stepLeadFields as contractStepLeadFields,
  formFieldError,
  formStepErrors,
  shownFormFields,
} from '@forecourt/contracts';
import type { FieldDef, FieldOption, FormRules, StepDef } from './types.js';

/**
 * The client's side of contracts' SPEC §5 field rules (formFieldError, the one rule the lead API enforces
 * too): these adapters only turn a file input's FileList into the list of files the rule reads. No zod
 * here: it stays out of the browser bundle (BENCHMARKS.md: 47 → 21 KiB gzip for the FormPage chunk).
 */

/** A form value as react-hook-form holds it. */
export type FormValues = Record<string, unknown>;

/** Files of a file input value (FileList, File[] or nothing). */
export function toFiles(value: unknown): File[] {
  if (!value || typeof value !== 'object') return [];
  if (typeof FileList !== 'undefined' && value instanceof FileList) return Array.from(value);
  if (Array.isArray(value)) return value.filter((v): v is File => typeof File !== 'undefined' && v instanceof File);
  return [];
}

/** The values with every file field of the step as a list of files (what the contracts rule reads). */
function withFiles(step: StepDef, values: FormValues): FormValues {
  const files = step.fields.filter((f) => f.type === 'file');
  if (files.length === 0) return values;
  return { ...values, ...Object.fromEntries(files.map((f) => [f.name, toFiles(values[f.name])])) };
}

/** The SPEC §5 message of one field's value, or null when valid. */
export function fieldError(field: FieldDef, value: unknown, rules: FormRules): string | null {
  return formFieldError(field, field.type === 'file' ? toFiles(value) : value, rules);
}

/** SPEC §5 conditional fields: the fields of a step shown for these values. */
export function shownFields(step: StepDef, values: FormValues, rules: FormRules): FieldDef[] {
  return shownFormFields(step, withFiles(step, values), rules);
}

/** The messages of a step's shown fields (empty when the step is valid). */
export function stepErrors(step: StepDef, values: FormValues, rules: FormRules): Record<string, string> {
  return formStepErrors(step, withFiles(step, values), rules);
}

/** The lead fields of a step (contracts stepLeadFields: the wire form the lead API reads back). */
export function stepLeadFields(step: StepDef, values: FormValues, rules: FormRules): Record<string, unknown> {
  return contractStepLeadFields(step, withFiles(step, values), rules);
}

/**
 * The options a field offers for these values: its own, or those of the chosen value of the field it
 * depends on (the models of the chosen make); none means free text.
 */
export function optionsFor(field: FieldDef, values: FormValues): FieldOption[] | undefined {
  if (!field.optionsFor || !field.dependsOn) return field.options;
  const parent = values[field.dependsOn];
  return typeof parent === 'string' ? field.optionsFor[parent] : undefined;
}

/** Initial values of a form: defaults of every field (checks are booleans, check groups lists). */
export function initialValues(steps: readonly StepDef[]): FormValues {
  const out: FormValues = {};
  for (const step of steps)
    for (const f of step.fields) {
      if (f.type === 'button') continue; // a link: its value is the page it opens, not an answer
      if (f.type === 'check' || f.type === 'opt-in') out[f.name] = f.value === 'true';
      else if (f.type === 'check group') out[f.name] = [];
      else if (f.type === 'file') out[f.name] = undefined;
      else out[f.name] = f.value ?? '';
    }
  return out;
}
