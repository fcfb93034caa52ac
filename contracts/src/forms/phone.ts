import { NZ_PHONE_MAX_LENGTH } from '../constants/limits.js';
import type { Locale } from '../site/site-config.schema.js';
import { FORM_MESSAGES } from './messages.js';

/** Countries with phone rules. */
export type PhoneCountry = 'AU' | 'NZ' | 'US';

/** SPEC §5: the one fixed test number that is always accepted. */
export const TEST_PHONE_NUMBER = '0400000000';

/** SPEC §5 phone patterns, applied after normalisation. */
export const PHONE_PATTERNS = {
  /** 04 plus 8 digits (+614 normalises to 04). */
  auMobile: /^04\d{8}$/,
  /** 0[2-578] plus 8 digits (includes mobiles). */
  auAny: /^0[2-578]\d{8}$/,
  /** 0[234679] plus 7-9 digits. */
  nz: /^0[234679]\d{7,9}$/,
  /** 10 digits starting 2-9, or 1 followed by 2-9 and 9 digits. */
  us: /^1?[2-9]\d{9}$/,
} as const;

/**
 * The phone country of a locale.
 *
 * @example
 * phoneCountry('en-NZ'); // 'NZ'
 */
export function phoneCountry(locale: Locale): PhoneCountry {
  return locale === 'en-NZ' ? 'NZ' : locale === 'en-US' ? 'US' : 'AU';
}

/**
 * SPEC §5: normalises spaces, brackets, hyphens and country prefixes (+61/0061 → 0, +64/0064 → 0, +1 → 1).
 *
 * @example
 * normalisePhone('+61 (4) 1234-5678', 'AU'); // '0412345678'
 * normalisePhone('+1 (212) 555-0100', 'US'); // '12125550100'
 */
export function normalisePhone(raw: string, country: PhoneCountry): string {
  const compact = raw.replace(/[\s()\-.]/g, '');
  if (country === 'AU') return compact.replace(/^(?:\+|00)610?/, '0');
  if (country === 'NZ') return compact.replace(/^(?:\+|00)640?/, '0');
  return compact.replace(/^(?:\+|00)1/, '1');
}

/**
 * SPEC §5 phone rule: the error message for a phone value, or null when valid. Empty → required message;
 * NZ values of 15 or more characters → 'Too many characters'; the fixed test number always passes.
 *
 * @example
 * phoneError('0412 345 678', { country: 'AU' }); // null
 * phoneError('02 9876 5432', { country: 'AU', mobileOnly: true }); // 'Invalid phone number. Must be an Australian mobile number.'
 */
export function phoneError(raw: string, options: { country: PhoneCountry; mobileOnly?: boolean }): string | null {
  if (raw.trim() === '') return FORM_MESSAGES.required;
  const { country } = options;
  const phone = normalisePhone(raw, country);
  if (phone === TEST_PHONE_NUMBER) return null;
  if (country === 'NZ') {
    if (raw.length >= NZ_PHONE_MAX_LENGTH) return FORM_MESSAGES.phoneTooLong;
    return PHONE_PATTERNS.nz.test(phone) ? null : FORM_MESSAGES.phoneNZ;
  }
  if (country === 'US') return PHONE_PATTERNS.us.test(phone) ? null : FORM_MESSAGES.phoneUS;
  if (options.mobileOnly) return PHONE_PATTERNS.auMobile.test(phone) ? null : FORM_MESSAGES.phoneAUMobile;
  return PHONE_PATTERNS.auAny.test(phone) ? null : FORM_MESSAGES.phoneAU;
}
