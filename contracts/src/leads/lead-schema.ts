import * as z from 'zod';
import { AnalyticsEventIdSchema } from '../constants/event-id-schema.js';

/** The most fields one lead may carry (a boundary limit, not a SPEC rule). */
export const LEAD_MAX_FIELDS = 120;
/** The most items of a list field, and the most linked query params (SPEC §4 keeps 50 visited pages). */
export const LEAD_MAX_LIST_ITEMS = 50;
/**
 * The most bytes of a lead save's JSON (the `lead` part of a multipart create too): with the caps above
 * no stored lead nears D1's row limit, whatever a client sends.
 */
export const LEAD_MAX_BODY_BYTES = 64 * 1024;

/** A lead field value: what forms send (text, numbers, booleans, short lists of text). */
const leadValue = z.union([
  z.string().max(10_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(500)).max(LEAD_MAX_LIST_ITEMS),
]);

/**
 * SPEC §3/§7 visitor history a lead carries (contracts leadAttributes cuts a stored history to these caps):
 * the lead body's and the checkout start's.
 */
export const LeadHistoryShape = {
  visited_pages: z.array(z.string().max(2000)).max(50).default([]),
  linked_query_params: z
    .record(z.string().max(100), z.string().max(500))
    .refine((v) => Object.keys(v).length <= LEAD_MAX_LIST_ITEMS, `At most ${LEAD_MAX_LIST_ITEMS} query params`)
    .default({}),
};

/**
 * The {lead:{...}} request body of POST/PUT /api/leads (SPEC §7): field values plus the visitor history
 * the client keeps (visited_pages, linked_query_params) and the step's lead event id. The boundary parse of
 * the body's shape; the field rules are the form's (validateLeadStep).
 */
export const LeadBodySchema = z.object({
  lead: z
    .record(z.string().min(1).max(100), leadValue)
    .refine((v) => Object.keys(v).length <= LEAD_MAX_FIELDS, `At most ${LEAD_MAX_FIELDS} fields`),
  ...LeadHistoryShape,
  /** The captcha token of a create (SPEC §5 captcha; see captcha.ts). Never stored. */
  captcha_token: z.string().max(4096).optional(),
  /**
   * SPEC §7 "customEvent eventId" as the client computes it. Not trusted: the lead API records the event
   * its form and verified car imply (leadFormEventId).
   */
  event_id: AnalyticsEventIdSchema.optional(),
});
export type LeadBody = z.infer<typeof LeadBodySchema>;

/**
 * Whether a save completes the lead: SPEC §4 steps before the last are saved with lead_status Incomplete
 * and form_completed false; anything else (the last step, a one-step form) completes it.
 *
 * @example
 * isCompletingSave({ lead_status: 'Incomplete', form_completed: false }); // false
 * isCompletingSave({ form_completed: true }); // true
 */
export function isCompletingSave(lead: Readonly<Record<string, unknown>>): boolean {
  return !(lead.form_completed === false || lead.form_completed === 'false' || lead.lead_status === 'Incomplete');
}

/** Response of a lead save: the capability `token` is returned by the create only. */
export const LeadSavedSchema = z.object({
  id: z.string(),
  lead_id: z.string(),
  token: z.string().optional(),
  lead_status: z.string(),
  form_completed: z.boolean(),
});
export type LeadSaved = z.infer<typeof LeadSavedSchema>;

/** A failed lead save: SPEC §3 "otherwise it carries an error", with the field messages. */
export const LeadErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type LeadError = z.infer<typeof LeadErrorSchema>;

/** Files sent with a lead (POST /api/leads/with-files): per-file size, count and types. */
export const LEAD_FILE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 3,
  types: {
    'application/pdf': 'pdf',
    'application/msword': 'doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    'text/plain': 'txt',
    'image/jpeg': 'jpg',
    'image/png': 'png',
  } as Readonly<Record<string, string>>,
} as const;

/**
 * The error of one uploaded file, or null when it is within the limits.
 *
 * @example
 * leadFileError({ name: 'cv.exe', type: 'application/x-msdownload', size: 10 }); // 'cv.exe: this file type is not accepted (PDF, Word, text, JPEG or PNG).'
 */
export function leadFileError(file: { name: string; type: string; size: number }): string | null {
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(type in LEAD_FILE_LIMITS.types)) {
    return `${file.name}: this file type is not accepted (PDF, Word, text, JPEG or PNG).`;
  }
  if (file.size > LEAD_FILE_LIMITS.maxBytes) return `${file.name}: the file is larger than 5 MB.`;
  if (file.size === 0) return `${file.name}: the file is empty.`;
  return null;
}

/** SPEC §3 analytics event as posted to /api/events ({event:{...}}). */
export const AnalyticsEventBodySchema = z.object({
  event: z.object({
    website_slug: z.string().max(100).optional(),
    url: z.string().max(2000).default(''),
    category: AnalyticsEventIdSchema,
    lead_id: z.string().max(100).nullable().default(null),
    anon_id: z.string().max(100).nullable().default(null),
    session_id: z.string().max(100).nullable().default(null),
    error_message: z.string().max(2000).nullable().default(null),
    event_properties: z.record(z.string().max(100), z.unknown()).default({}),
  }),
});
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBodySchema>;
