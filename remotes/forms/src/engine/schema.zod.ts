import {
  emailSchema,
  FORM_MESSAGES,
  honeypotSchema,
  leadFileError,
  nameSchema,
  optionalString,
  phoneSchema,
  postcodeSchema,
  requiredString,
  termsSchema,
} from '@forecourt/contracts';
import { z } from 'zod';
import { type FormValues, NUMBER_MESSAGE, shownFields, toFiles } from './rules.js';
import type { FieldDef, FormRules, StepDef } from './types.js';

/**
 * The zod schema of each field, from contracts' schemas (what the lead API enforces). The browser
 * validates with rules.ts (same contracts rules, no zod); the parity test proves both agree.
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
    case 'check':
    case 'opt-in':
      return z.boolean().optional();
    case 'check group':
      return z.array(z.string()).optional();
    case 'file':
      return z.custom<unknown>().superRefine((value, ctx) => {
        const files = toFiles(value);
        if (files.length === 0 && required) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.required });
        for (const f of files) {
          const error = leadFileError(f);
          if (error) ctx.addIssue({ code: 'custom', message: error });
        }
      });
    case 'hidden':
      return optionalString();
    case 'number':
    case 'currency':
    case 'kilometre':
      return required
        ? requiredString().pipe(z.string().regex(/^\d+(\.\d+)?$/, NUMBER_MESSAGE))
        : optionalString().pipe(z.string().regex(/^(\d+(\.\d+)?)?$/, NUMBER_MESSAGE));
    default:
      if (field.name === 'first_name' || field.name === 'last_name') return nameSchema;
      return required ? requiredString() : optionalString();
  }
}

/** The zod schema of a step for these values: only the fields shown are validated. */
export function stepSchema(step: StepDef, values: FormValues, rules: FormRules) {
  return z.object(Object.fromEntries(shownFields(step, values, rules).map((f) => [f.name, fieldSchema(f, rules)])));
}
