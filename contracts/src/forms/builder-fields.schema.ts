import * as z from 'zod';
import { FORM_IDS } from './definitions/form-ids.js';
import { isSitePath } from './site-path.js';

/**
 * A dealer's form-builder fields (site configuration `form_builder_fields`): per form, fields of the SPEC §5
 * builder types added to the form's last step. The lead API validates them as the page does (the form's
 * definition carries them), so a field is only ever one of these shapes.
 */
export const BUILDER_CONFIG_TYPES = [
  'tyres',
  'card number',
  'card expiry',
  'licence number',
  'distance',
  'button',
] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const whole = z.string().regex(/^\d{1,7}$/);

export const BuilderFieldSchema = z
  .object({
    /** Lead field name: lower case, digits and _; never one of the form's own fields (those win). */
    name: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/),
    type: z.enum(BUILDER_CONFIG_TYPES),
    label: text(80),
    required: z.boolean().default(true),
    help: text(160).optional(),
    placeholder: text(40).optional(),
    /** tyres: a choice of these sizes instead of a typed size. */
    options: z
      .array(z.object({ value: text(40), label: text(80) }))
      .max(30)
      .optional(),
    /** distance: bounds (whole numbers). */
    min: whole.optional(),
    max: whole.optional(),
    /** button: the page it links to (a path of the site). */
    value: z.string().refine(isSitePath, 'a path of the site, e.g. /finance').optional(),
  })
  .strict()
  .refine((f) => f.type !== 'button' || f.value !== undefined, { message: 'a button needs its value (a path)' });
export type BuilderField = z.infer<typeof BuilderFieldSchema>;

export const FormBuilderFieldsSchema = z
  .partialRecord(z.enum(FORM_IDS), z.array(BuilderFieldSchema).max(10))
  .default({});
