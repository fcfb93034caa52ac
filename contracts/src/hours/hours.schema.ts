import * as z from 'zod';

/** SPEC §3 Hours entry. weekday 0..6 with 0 = Sunday; times are 24h "HH:MM". */
export const HoursEntrySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  formated_hours: z.string().optional(),
  open: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable()
    .optional(),
  close: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable()
    .optional(),
});
export type HoursEntry = z.infer<typeof HoursEntrySchema>;

/**
 * SPEC §3 Special hours entry. Either start_hour/end_hour or hours.begin/hours.end carry the times.
 * status is free text from the dashboard: 'Open', 'Closed', or something like 'By appointment only'.
 */
export const SpecialHoursEntrySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  status: z.string().min(1),
  start_hour: z.string().nullable().optional(),
  end_hour: z.string().nullable().optional(),
  hours: z.object({ begin: z.string(), end: z.string() }).nullable().optional(),
  location_id: z.number().int(),
  name: z.string().optional(),
});
export type SpecialHoursEntry = z.infer<typeof SpecialHoursEntrySchema>;
