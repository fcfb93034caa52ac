import type { FormField } from './definitions/types.js';
import type { PhoneCountry } from './phone.js';

export { isSitePath } from './site-path.js';

/**
 * The form builder's remaining SPEC §5 field types. SPEC names them only; their meaning, rules and
 * messages are ours (docs/SPEC-COVERAGE.md, "Form builder"):
 * - tyres: a tyre size as printed on the tyre wall, width/profile R rim (205/55R16, 265/70 ZR17); with
 *   options it is a choice of them instead (a select, one of the options);
 * - card number: 12–19 digits (spaces or hyphens between groups), Luhn check digit. Only the last four
 *   digits are ever stored or delivered (maskCardNumber at the lead API): a dealer's lead is no place
 *   for a card number, and the platform keeps no card data;
 * - card expiry: MM/YY (or MM/YYYY), not before the current month;
 * - licence number: a driver licence number, 4–15 letters and digits (spaces ignored), at least one
 *   digit (AU state licences 6–10 characters, NZ 2 letters + 6 digits, US states up to 13);
 * - distance: a whole distance in the site's unit (km, miles on en-US sites), within the field's bounds;
 * - button: a link to another page of the site shown as a button (its `value`: a path starting with a
 *   single '/'); it holds no answer, so it is never validated, sent or stored.
 */

/** Messages of the builder types (ours: SPEC §5 words none). */
export const BUILDER_FIELD_MESSAGES = {
  tyres: 'Enter the tyre size as printed on the tyre, e.g. 205/55R16.',
  cardNumber: 'Invalid card number. Please check the digits.',
  cardExpiryFormat: 'Enter the expiry date as MM/YY.',
  cardExpiryPast: 'This card has expired. Enter a future expiry date.',
  licence: 'Invalid licence number. Use 4 to 15 letters and digits.',
  distance: 'Please enter a whole distance, e.g. 15000.',
} as const;

const TYRE_SIZE = /^\d{3}\s?\/\s?\d{2}\s?Z?R\s?\d{2}(\.\d)?$/i;
const CARD_DIGITS = /^\d{12,19}$/;
const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;
const LICENCE = /^(?=[A-Z]*\d)[A-Z0-9]{4,15}$/i;
const WHOLE = /^\d{1,7}$/;

/** The digits of a card number as typed (spaces and hyphens between groups removed). */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * Whether a digit string passes the Luhn check (the last digit of every payment card number).
 *
 * @example
 * luhnValid('4242424242424242'); // true
 * luhnValid('4242424242424241'); // false
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * What is stored of a card number: its last four digits only.
 *
 * @example
 * maskCardNumber('4242 4242 4242 4242'); // '•••• 4242'
 */
export function maskCardNumber(value: string): string {
  return `•••• ${cardDigits(value).slice(-4)}`;
}

function expiryError(v: string, now: Date): string | null {
  const m = EXPIRY.exec(v);
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) return BUILDER_FIELD_MESSAGES.cardExpiryFormat;
  const year = (m[2] as string).length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
    ? BUILDER_FIELD_MESSAGES.cardExpiryPast
    : null;
}

function distanceError(field: FormField, v: string): string | null {
  const n = Number(v.replace(/,/g, ''));
  if (!WHOLE.test(v.replace(/,/g, ''))) return BUILDER_FIELD_MESSAGES.distance;
  const below = field.min !== undefined && n < Number(field.min);
  const above = field.max !== undefined && n > Number(field.max);
  if (below || above) return `Please enter a distance from ${field.min ?? 0} to ${field.max ?? 'any'}.`;
  return null;
}

/**
 * The message of a non-empty value of a builder type, or null when valid (undefined: not a builder type).
 *
 * @example
 * builderFieldError({ name: 't', type: 'tyres', label: 'Tyre size' }, '205/55R16', new Date()); // null
 * builderFieldError({ name: 'c', type: 'card number', label: 'Card' }, '4242 4242 4242 4241', new Date()); // 'Invalid card number. …'
 */
export function builderFieldError(field: FormField, v: string, now: Date): string | null | undefined {
  switch (field.type) {
    case 'tyres':
      // with options it is a closed choice (the common rule checks it)
      return field.options?.length ? undefined : TYRE_SIZE.test(v) ? null : BUILDER_FIELD_MESSAGES.tyres;
    case 'card number': {
      const digits = cardDigits(v);
      return CARD_DIGITS.test(digits) && luhnValid(digits) ? null : BUILDER_FIELD_MESSAGES.cardNumber;
    }
    case 'card expiry':
      return expiryError(v, now);
    case 'licence number':
      return LICENCE.test(v.replace(/\s/g, '')) ? null : BUILDER_FIELD_MESSAGES.licence;
    case 'distance':
      return distanceError(field, v);
    default:
      return undefined;
  }
}

/**
 * The unit a distance field is entered in on a site of this country (SPEC §9: miles on US sites).
 *
 * @example
 * distanceFieldUnit('US'); // 'miles'
 */
export function distanceFieldUnit(country: PhoneCountry): 'km' | 'miles' {
  return country === 'US' ? 'miles' : 'km';
}
