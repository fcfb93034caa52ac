import type { PhoneCountry } from '../forms/phone.js';

/**
 * Issue 35: words and units that belong to another country and must not show on a country's pages
 * (visible text). One list per country, the one place the per-country e2e walk reads. en-US uses
 * inquiry, gas, color, miles and ZIP codes (SPEC §9); AU and NZ use enquiry, petrol, colour, km, rego
 * and postcodes. Matched as whole words, case as written ('km' the unit, 'Gas' the fuel).
 */
const AUSTRALASIAN_FOREIGN = ['Inquiry', 'Inquiries', 'Inquire', 'Gas', 'ZIP', 'miles', 'Color'] as const;
const FOREIGN_WORDS: Readonly<Record<PhoneCountry, readonly string[]>> = Object.freeze({
  US: [
    'Enquiry',
    'enquiry',
    'Enquiries',
    'Enquire',
    'Petrol',
    'Rego',
    'Postcode',
    'postcode',
    'km',
    'Kilometres',
    'Colour',
  ],
  AU: AUSTRALASIAN_FOREIGN,
  NZ: AUSTRALASIAN_FOREIGN,
});

/**
 * The other countries' words found in a text (each once, in list order).
 *
 * @example
 * foreignWords('US', 'Make an Enquiry (12 km)'); // ['Enquiry', 'km']
 * foreignWords('NZ', 'Quick Enquiry'); // []
 */
export function foreignWords(country: PhoneCountry, text: string): string[] {
  return FOREIGN_WORDS[country].filter((w) => new RegExp(`(^|[^A-Za-z])${w}(?![A-Za-z])`).test(text));
}
