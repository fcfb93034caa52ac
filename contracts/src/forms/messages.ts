/** SPEC §5/§8 form messages, word for word. */
export const FORM_MESSAGES = {
  required: '*This is a required field.',
  email: 'invalid email address',
  alphabetical: 'Please use alphabetical characters only.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  phoneAU: 'Invalid phone number. Must be an Australian number.',
  phoneAUMobile: 'Invalid phone number. Must be an Australian mobile number.',
  phoneUS: 'Invalid phone number. Must be a US number.',
  phoneNZ: 'Invalid phone number. Must be a New Zealand number.',
  phoneTooLong: 'Invalid phone number. Too many characters.',
  terms: '* You must agree to the terms of use before submitting the form.',
  e164US: 'Invalid US phone number format (E.164 required). For example, (123) 456-7890 is valid.',
  geocodePostcode: 'Invalid postcode',
  honeypot: 'This field must be left empty.',
  // Not worded by SPEC (its §5 gives no message for these types): ours.
  number: 'Please enter a number.',
  option: 'Please choose one of the options.',
  year: 'Please enter a year, e.g. 2019.',
  date: 'Please enter a valid date.',
} as const;

/**
 * The message of a number outside a field's bounds (ours; SPEC §5 gives none).
 *
 * @example
 * numberRangeMessage('1', '100'); // 'Please enter a number from 1 to 100.'
 */
export function numberRangeMessage(min: string | undefined, max: string | undefined): string {
  if (min !== undefined && max !== undefined) return `Please enter a number from ${min} to ${max}.`;
  return min !== undefined ? `Please enter a number of at least ${min}.` : `Please enter a number up to ${max}.`;
}

/**
 * The message of too many files for one lead (LEAD_FILE_LIMITS.maxFiles).
 *
 * @example
 * tooManyFilesMessage(3); // 'At most 3 files.'
 */
export function tooManyFilesMessage(max: number): string {
  return `At most ${max} files.`;
}

/** SPEC §8: the Australian E.164 message template; {phone} is an example of a valid number. */
export const E164_AU_MESSAGE_TEMPLATE =
  'Invalid Australian mobile number format (E.164 required). For example, {phone} is valid.';
/** The example number put in the Australian E.164 message. */
export const E164_AU_EXAMPLE = '+61412345678';

/**
 * SPEC §8 Australian E.164 error message with its example number.
 *
 * @example
 * e164AustralianMessage(); // 'Invalid Australian mobile number format (E.164 required). For example, +61412345678 is valid.'
 */
export function e164AustralianMessage(example: string = E164_AU_EXAMPLE): string {
  return E164_AU_MESSAGE_TEMPLATE.replace('{phone}', example);
}

/** SPEC §2 multi-step form button labels (defaults). */
export const FORM_BUTTON_LABELS = {
  back: 'Go Back',
  continue: 'Continue',
  submit: 'Submit',
  loading: 'Loading',
} as const;
/** SPEC §8: error texts of failed submissions (spelling as in SPEC). */
export const SUBMIT_ERROR_MESSAGES = {
  lead: 'An unexpected error occured',
  groupForm: 'An error occurred when submitting this form',
  http: 'An unexpected error occurred',
} as const;
