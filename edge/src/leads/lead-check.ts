/**
 * What a lead save is checked against before anything is stored: its form on this site, the postcode
 * (Australia), its files (SPEC §5 limits, contents matching their declared type) and its booking slot.
 */
import {
  FORM_MESSAGES,
  type FormDefinition,
  fieldRuleOptions,
  isCompletingSave,
  keepFormLeadFields,
  LEAD_FILE_LIMITS,
  leadFileContentMatches,
  leadFileError,
  normalizeLeadFileName,
  type SiteConfig,
  validateLeadStep,
} from '@forecourt/contracts';
import { checkBooking } from '../bookings/slots.js';
import { auPostcodePoint } from '../postcodes/au-postcodes.js';
import { invalidLead, seatTaken, storageFailed } from './refusals.js';

export type CheckedSave = { form: FormDefinition; lead: Record<string, unknown> };

/**
 * One save checked against its form on this site (validateLeadStep): the form and the fields it defines
 * (keepFormLeadFields — a field no form defines is dropped, not refused: a lead is never lost over an extra
 * field, and nothing undefined is stored), or the 400's messages.
 */
export function checkSave(
  site: SiteConfig,
  lead: Record<string, unknown>,
  files: readonly File[],
  previous: Record<string, unknown> | null,
): ({ ok: true } & CheckedSave) | { ok: false; fields: Record<string, string>; code: 'unknown_form' | 'invalid_lead' } {
  const completing = isCompletingSave(lead);
  const step = validateLeadStep(site, fieldRuleOptions(site), { lead, files, completing, previous });
  if (!step.ok) return { ok: false, fields: step.fields, code: step.code };
  // SPEC §5/§8 geocoding (Australia only): a well-formed postcode that is no Australian postcode.
  const postcode = lead.postcode;
  if (
    fieldRuleOptions(site).country === 'AU' &&
    typeof postcode === 'string' &&
    postcode !== '' &&
    !auPostcodePoint(postcode)
  )
    return { ok: false, fields: { postcode: FORM_MESSAGES.geocodePostcode }, code: 'invalid_lead' };
  const { kept, dropped } = keepFormLeadFields(step.form, lead);
  if (dropped.length > 0)
    console.warn('[leads] dropped fields the form does not define', step.form.id, dropped.length, dropped.slice(0, 5));
  return { ok: true, form: step.form, lead: kept };
}

/** A file whose bytes are not its declared type (an HTML page named cv.png): the field's message. */
async function contentMismatch(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  return leadFileContentMatches(file.type, head)
    ? null
    : `${normalizeLeadFileName(file.name)}: the file's contents do not match its type.`;
}

/** A create's save and files checked together: every message at once (400), or the checked save. */
export async function checkCreate(
  site: SiteConfig,
  lead: Record<string, unknown>,
  files: readonly File[],
): Promise<CheckedSave> {
  const save = checkSave(site, lead, files, null);
  if (!save.ok && save.code === 'unknown_form') throw invalidLead(save.fields, save.code);
  const fields = save.ok ? {} : { ...save.fields };
  for (const [i, file] of files.entries()) {
    const error = leadFileError(file) ?? (await contentMismatch(file));
    if (error) fields[`files.${i}`] = error;
  }
  if (files.length > LEAD_FILE_LIMITS.maxFiles) fields.files = `At most ${LEAD_FILE_LIMITS.maxFiles} files.`;
  if (!save.ok || Object.keys(fields).length > 0) throw invalidLead(fields);
  return save;
}

/** The save's booking (SPEC §5 slots) checked against the slot's seats: the booking to store, or the 400/409. */
export async function checkLeadBooking(
  db: D1Database,
  site: SiteConfig,
  merged: Record<string, unknown>,
  lead: Record<string, unknown>,
  leadId: string | null,
) {
  const booking = await checkBooking(db, site, merged, lead, leadId, new Date()).catch(storageFailed);
  if ('fields' in booking) throw booking.conflict ? seatTaken(booking.fields) : invalidLead(booking.fields);
  return booking.booking;
}
