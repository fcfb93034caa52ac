import { POSTCODE_MAX_LENGTH } from '../forms/fields.js';
import type { PhoneCountry } from '../forms/phone.js';

/**
 * SPEC §5/§9 postcode rules per country (issue 35): AU and NZ postcodes are exactly 4 digits
 * (SPEC §5's rule and its message); a US ZIP code is 5 digits or ZIP+4 (12345-6789), labelled
 * "ZIP code" as US dealer sites do. The form field (label, maxlength, inputmode, pattern) and the
 * lead API's check (formFieldError) both read this table, so the browser and the edge agree.
 * inputMode is 'numeric' everywhere: ZIP+4's hyphen is optional to type on a phone keypad, the
 * 5-digit ZIP is what shoppers enter.
 */
export type PostcodeRule = {
  /** The field's label. */
  label: string;
  /** The input's maxlength. */
  maxLength: number;
  /** The whole-value rule. */
  pattern: RegExp;
  /** The same rule for the input's HTML pattern attribute (anchored by the browser). */
  htmlPattern: string;
  inputMode: 'numeric';
  /** The message for a value that does not match. */
  message: string;
};

const FOUR_DIGITS: PostcodeRule = Object.freeze({
  label: 'Postcode',
  maxLength: POSTCODE_MAX_LENGTH,
  pattern: /^\d{4}$/,
  htmlPattern: '\\d{4}',
  inputMode: 'numeric',
  message: 'Invalid postcode. Please enter a 4-digit number.',
});

const POSTCODE_RULES: Readonly<Record<PhoneCountry, PostcodeRule>> = Object.freeze({
  AU: FOUR_DIGITS,
  NZ: FOUR_DIGITS,
  US: Object.freeze({
    label: 'ZIP code',
    maxLength: 10,
    pattern: /^\d{5}(-\d{4})?$/,
    htmlPattern: '\\d{5}(-\\d{4})?',
    inputMode: 'numeric',
    message: 'Invalid ZIP code. Please enter 5 digits (or ZIP+4, e.g. 53703-1234).',
  }),
});

/**
 * The postcode rule of a country.
 *
 * @example
 * postcodeRule('US').pattern.test('53703'); // true
 * postcodeRule('AU').maxLength; // 4
 */
export function postcodeRule(country: PhoneCountry): PostcodeRule {
  return POSTCODE_RULES[country];
}
