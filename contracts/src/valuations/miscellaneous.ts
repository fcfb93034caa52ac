/**
 * SPEC §7 POST /api/miscellaneous: "valuation data plus column_name" — one further answer about a
 * valuation's vehicle, saved under its column. SPEC names neither the columns nor the shape; ours: the
 * valuation (its id, and the token its creation returned as `Authorization: Bearer`), the column from
 * this list and a short value. Answers the valuation's saved columns.
 */
import * as z from 'zod';

/** The columns a valuation keeps beside its adjustments (our choice: what a trade-in appraiser asks next). */
export const MISCELLANEOUS_COLUMNS = [
  'service_history',
  'finance_owing',
  'accident_history',
  'number_of_keys',
  'modifications',
  'colour',
  'comments',
] as const;
export type MiscellaneousColumn = (typeof MISCELLANEOUS_COLUMNS)[number];

export const MISCELLANEOUS_VALUE_MAX = 500;

export const MiscellaneousRequestSchema = z
  .object({
    valuation_id: z.string().regex(/^val_[0-9a-f]{32}$/, 'Not a valuation id'),
    column_name: z.enum(MISCELLANEOUS_COLUMNS, { error: 'Unknown column' }),
    value: z.union([
      z.string().trim().max(MISCELLANEOUS_VALUE_MAX, `At most ${MISCELLANEOUS_VALUE_MAX} characters`),
      z.number().int().min(0).max(1_000_000),
      z.boolean(),
      z.null(),
    ]),
  })
  .strict();
export type MiscellaneousRequest = z.infer<typeof MiscellaneousRequestSchema>;

export type MiscellaneousResponse = {
  valuation_id: string;
  miscellaneous: Partial<Record<MiscellaneousColumn, string | number | boolean | null>>;
};
