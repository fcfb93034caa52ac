import { userDetails } from '../forms/definitions/fields.js';
import type { FormStep } from '../forms/definitions/types.js';

/**
 * The checkout's "Your details" step: the forms' SPEC §2/§8 User Details (Full Name, Mobile Number,
 * Email Address), checked by the same field rule (formFieldError) in the browser and on the server.
 *
 * @example
 * checkoutDetailsStep().fields.map((f) => f.name); // ['name', 'phone', 'email']
 */
export function checkoutDetailsStep(): FormStep {
  return userDetails();
}
