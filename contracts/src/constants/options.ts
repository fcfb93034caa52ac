/** SPEC §9: finance is flagged for these manufacturer ids. */
export const FINANCE_MANUFACTURER_IDS: readonly number[] = Object.freeze([8, 9, 27]);

/**
 * True when the manufacturer id is one flagged for finance (SPEC §9: 8, 9 and 27).
 *
 * @example
 * isFinanceManufacturer(9); // true
 * isFinanceManufacturer(null); // false
 */
export function isFinanceManufacturer(manufacturerId: number | null | undefined): boolean {
  return manufacturerId != null && FINANCE_MANUFACTURER_IDS.includes(manufacturerId);
}

/** SPEC §9 'Where did you hear about us?' options on some brands. */
export const HEAR_ABOUT_US_OPTIONS = [
  'Facebook Marketplace',
  'Facebook',
  'Instagram',
  'Google',
  'Word of Mouth',
  'Car Sales',
  'Repeat Customer',
  'Other',
] as const;
export type HearAboutUsOption = (typeof HEAR_ABOUT_US_OPTIONS)[number];

/** SPEC §2: accepted cards shown as payment-method logos. */
export const ACCEPTED_PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;

/** SPEC §3 enquiry types. */
export const ENQUIRY_TYPES = [
  'General',
  'Service',
  'Parts',
  'New Vehicle',
  'Used Vehicle',
  'Fleet',
  'Finance',
  'Careers',
  'Sell My Car Enquiry',
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];
