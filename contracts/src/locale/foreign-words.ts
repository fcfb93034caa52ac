import type { PhoneCountry } from '../forms/phone.js';

/**
 * Issue 35: words and units that belong to another country and must not show on a country's pages
 * (visible text). One list per country, the one place the per-country e2e walk reads. en-US uses
 * inquiry, gas, color, miles and ZIP codes (SPEC §9); AU and NZ use enquiry, petrol, colour, km, rego
 * and postcodes; NZ asks for a plate number without a state, the US for a VIN or a plate with a US
 * state (contracts COUNTRY_RULES). Matched as whole words, case as written ('km' the unit, 'Gas' the fuel).
 */
const AUSTRALASIAN_FOREIGN = ['Inquiry', 'Inquiries', 'Inquire', 'Gas', 'ZIP', 'miles', 'Color', 'Mileage', 'License'];
/** Australian state codes no US state shares (WA and SA are left out: WA is also Washington). */
const AU_ONLY_STATES = ['NSW', 'QLD', 'VIC', 'TAS', 'ACT'];
const FOREIGN_WORDS: Readonly<Record<PhoneCountry, readonly string[]>> = Object.freeze({
  US: [
    'Enquiry',
    'enquiry',
    'Enquiries',
    'Enquire',
    'enquire',
    'Petrol',
    'Rego',
    'Postcode',
    'postcode',
    'km',
    'Kilometres',
    'Colour',
    'Logbook',
    ...AU_ONLY_STATES,
  ],
  AU: AUSTRALASIAN_FOREIGN,
  // NZ plates are national: no rego and no Australian state list either.
  NZ: [...AUSTRALASIAN_FOREIGN, 'Rego', ...AU_ONLY_STATES],
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
