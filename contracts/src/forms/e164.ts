import { e164AustralianMessage, FORM_MESSAGES } from './messages.js';
import type { PhoneCountry } from './phone.js';

/** Result of E.164 normalisation. */
export type E164Result = { ok: true; phone: string } | { ok: false; error: string };

/** + then 1-15 digits. */
export const E164_PATTERN = /^\+\d{1,15}$/;

/**
 * SPEC §5 phone normalisation for chat/lead tracking (E.164): strip non-digits except +; AU numbers starting
 * 04 become +614; US numbers get +1 when 10 digits, or + when 11 digits starting with 1; the result must
 * match + then 1-15 digits, else the SPEC §8 error (US message for US, the Australian one otherwise).
 * NZ numbers get no prefix rule (SPEC gives none; NZ 04 numbers are Wellington landlines, not AU mobiles).
 *
 * @example
 * toE164('0412 345 678', 'AU'); // { ok: true, phone: '+61412345678' }
 * toE164('(212) 555-0100', 'US'); // { ok: true, phone: '+12125550100' }
 * toE164('555', 'US'); // { ok: false, error: 'Invalid US phone number format (E.164 required). …' }
 */
export function toE164(raw: string, country: PhoneCountry): E164Result {
  let phone = raw.replace(/[^\d+]/g, '');
  if (country === 'US') {
    if (/^\d{10}$/.test(phone)) phone = `+1${phone}`;
    else if (/^1\d{10}$/.test(phone)) phone = `+${phone}`;
  } else if (country === 'AU' && phone.startsWith('04')) {
    phone = `+614${phone.slice(2)}`;
  }
  if (E164_PATTERN.test(phone)) return { ok: true, phone };
  return { ok: false, error: country === 'US' ? FORM_MESSAGES.e164US : e164AustralianMessage() };
}
