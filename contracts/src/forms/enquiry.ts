import { z } from 'zod';
import {
  emailSchema,
  honeypotSchema,
  optInSchema,
  optionalString,
  phoneSchema,
  requiredString,
  termsSchema,
} from './fields.js';
import type { PhoneCountry } from './phone.js';

/** SPEC §5: the category selector defaults to General Enquiry. */
export const DEFAULT_ENQUIRY_CATEGORY = 'General Enquiry';

/** SPEC §3 enquiry type of the sell-my-car form (lead event 28, see leadEventId). */
export const SELL_MY_CAR_CATEGORY = 'Sell My Car Enquiry';

/** What shapes an enquiry form on a site. */
export type EnquiryFormOptions = {
  country: PhoneCountry;
  /** Site `mobile_only_phones`. */
  mobileOnly?: boolean;
  /** Site `enquiry_message_optional` (the brand flag that relaxes the message). */
  messageOptional?: boolean;
  /** The location select is shown. */
  showLocation?: boolean;
  /** The dealership select is shown (see showDealershipSelect). */
  showDealership?: boolean;
  /** The form is tied to a terms-of-use rule. */
  requireTerms?: boolean;
};

/**
 * SPEC §5: the dealership select shows only when the group has more than one dealership.
 *
 * @example
 * showDealershipSelect(1); // false
 */
export function showDealershipSelect(dealershipCount: number): boolean {
  return dealershipCount > 1;
}

/**
 * SPEC §5 enquiry form: name, phone, email required; message required unless relaxed; category required
 * (default General Enquiry); location and dealership required when shown; opt-in and rego optional;
 * honeypot favourite_color empty; terms when the form has a terms rule.
 *
 * @example
 * enquiryFormSchema({ country: 'AU' }).safeParse({ name: 'Sam Lee', phone: '0412345678', email: 'sam@x.com', message: 'Hi' }).success; // true
 */
export function enquiryFormSchema(options: EnquiryFormOptions) {
  const optional = optionalString();
  return z.object({
    name: requiredString(),
    phone: phoneSchema(options),
    email: emailSchema,
    message: options.messageOptional ? optional : requiredString(),
    category: z.preprocess((v) => (v === undefined ? DEFAULT_ENQUIRY_CATEGORY : v), requiredString()),
    location: options.showLocation ? requiredString() : optional,
    dealership_slug: options.showDealership ? requiredString() : optional,
    opt_in: optInSchema,
    Rego: optional,
    favourite_color: honeypotSchema,
    terms_conditions: options.requireTerms ? termsSchema : z.boolean().optional(),
  });
}
export type EnquiryForm = z.infer<ReturnType<typeof enquiryFormSchema>>;
