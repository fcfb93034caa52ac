/**
 * The lead API's refusals (ApiError: http/errors.ts writes the body). A refused save changes nothing.
 */
import { type ApiErrorCode, CAPTCHA_MESSAGES, SUBMIT_ERROR_MESSAGES } from '@forecourt/contracts';
import type { Context } from 'hono';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { captchaVerifierFor } from './captcha.js';

/** A save with field messages (400); a filled honeypot is `rejected`, whatever else was wrong. */
export const invalidLead = (fields: Record<string, string>, code: ApiErrorCode = 'invalid_lead') =>
  new ApiError('favourite_color' in fields ? 'rejected' : code, Object.values(fields)[0] ?? 'Invalid lead.', {
    fields,
  });

/** A slot seat lost to a concurrent booking (409): nothing stored, the visitor picks another time. */
export const seatTaken = (fields: Record<string, string>) =>
  new ApiError('slot_taken', Object.values(fields)[0] ?? 'Taken.', { fields });

/** D1 (or R2) failed: logged, answered 503 with SPEC §8's lead message. */
export function storageFailed(error: unknown): never {
  console.error('[leads] storage failed', error);
  throw new ApiError('storage_unavailable', SUBMIT_ERROR_MESSAGES.lead);
}

/** The captcha check of a create: passes (or the site has none), else throws the 400/503. */
export async function checkCaptcha(c: Context<AppContext>, token: string | undefined): Promise<void> {
  const verifier = captchaVerifierFor(c.env, c.var.site);
  if (!verifier) return;
  const result = await verifier.verify(token, c.req.header('cf-connecting-ip') ?? null, c.var.host);
  if (result.ok) return;
  if (result.reason === 'unavailable') {
    console.error('[leads] captcha check unavailable', result.codes);
    throw new ApiError('captcha_unavailable', CAPTCHA_MESSAGES.unavailable);
  }
  const message = result.reason === 'missing' ? CAPTCHA_MESSAGES.required : CAPTCHA_MESSAGES.failed;
  const code = result.reason === 'missing' ? 'captcha_required' : 'captcha_failed';
  throw new ApiError(code, message, { fields: { captcha: message } });
}
