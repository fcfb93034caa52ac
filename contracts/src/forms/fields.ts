import { z } from 'zod';
import { POSTCODE_LENGTH } from '../constants/limits.js';
import { FORM_MESSAGES } from './messages.js';
import { type PhoneCountry, phoneError } from './phone.js';

/** SPEC §5 standard email pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5 names: letters and spaces only. */
export const NAME_PATTERN = /^[A-Za-z ]+$/;
/** SPEC §5 postcode: exactly 4 digits. */
export const POSTCODE_PATTERN = new RegExp(`^\\d{${POSTCODE_LENGTH}}$`);
/** SPEC §5: postcode inputs have max length 4. */
export const POSTCODE_MAX_LENGTH = POSTCODE_LENGTH;

const text = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string());

/**
 * SPEC §5: all fields are required by default, message '*This is a required field.' (blank counts as empty).
 *
 * @example
 * requiredString().safeParse('  ').error?.issues[0]?.message; // '*This is a required field.'
 */
export function requiredString() {
  return text.pipe(z.string().trim().min(1, FORM_MESSAGES.required));
}

/**
 * An optional text field: '' when absent.
 *
 * @example
 * optionalString().parse(undefined); // ''
 */
export function optionalString() {
  return text.pipe(z.string().trim());
}

/**
 * SPEC §5 email: required, standard email pattern, message 'invalid email address'.
 *
 * @example
 * emailSchema.safeParse('a@b').success; // false
 */
export const emailSchema = requiredString().pipe(z.string().regex(EMAIL_PATTERN, FORM_MESSAGES.email));

/**
 * SPEC §5 first and last name: required, letters and spaces only.
 *
 * @example
 * nameSchema.safeParse('Jo3').error?.issues[0]?.message; // 'Please use alphabetical characters only.'
 */
export const nameSchema = requiredString().pipe(z.string().regex(NAME_PATTERN, FORM_MESSAGES.alphabetical));

/**
 * SPEC §5 middle name: optional, letters and spaces only when given.
 *
 * @example
 * middleNameSchema.parse(''); // ''
 */
export const middleNameSchema = optionalString().pipe(
  z.string().refine((v) => v === '' || NAME_PATTERN.test(v), FORM_MESSAGES.alphabetical),
);

/**
 * SPEC §5 postcode: exactly 4 digits, message 'Invalid postcode. Please enter a 4-digit number.'
 *
 * @example
 * postcodeSchema.safeParse('2000').success; // true
 */
export const postcodeSchema = requiredString().pipe(z.string().regex(POSTCODE_PATTERN, FORM_MESSAGES.postcode));

/**
 * SPEC §5 phone field for a country (AU, AU mobile-only, NZ, US); the value is kept as typed.
 *
 * @example
 * phoneSchema({ country: 'NZ' }).safeParse('021 123 4567').success; // true
 */
export function phoneSchema(options: { country: PhoneCountry; mobileOnly?: boolean }) {
  return text.pipe(
    z.string().superRefine((value, ctx) => {
      const message = phoneError(value, options);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/**
 * SPEC §5: the honeypot favourite_color must stay empty.
 *
 * @example
 * honeypotSchema.safeParse('blue').success; // false
 */
export const honeypotSchema = text.pipe(z.string().max(0, FORM_MESSAGES.honeypot));

/**
 * SPEC §5: '* You must agree to the terms of use before submitting the form.'
 *
 * @example
 * termsSchema.safeParse(false).success; // false
 */
export const termsSchema = z.literal(true, { error: FORM_MESSAGES.terms });

/**
 * SPEC §5: opt-in is optional (absent means false).
 *
 * @example
 * optInSchema.parse(undefined); // false
 */
export const optInSchema = z.boolean().default(false);
