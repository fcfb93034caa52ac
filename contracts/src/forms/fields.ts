import { POSTCODE_LENGTH } from '../constants/limits.js';

/**
 * SPEC §5 field patterns. The field rules themselves are one function, formFieldError
 * (definitions/validate.ts): the forms remote runs it in the browser and the lead API on every save.
 */

/** SPEC §5 standard email pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5 names: letters and spaces only. */
export const NAME_PATTERN = /^[A-Za-z ]+$/;
/** SPEC §5 postcode: exactly 4 digits. */
export const POSTCODE_PATTERN = new RegExp(`^\\d{${POSTCODE_LENGTH}}$`);
/** SPEC §5: postcode inputs have max length 4. */
export const POSTCODE_MAX_LENGTH = POSTCODE_LENGTH;
