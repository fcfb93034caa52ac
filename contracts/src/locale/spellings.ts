import type { Locale } from '../site/site-config.schema.js';

/** SPEC §9: words spelled per locale (US: color, inquiry, gas). */
export const SPELLINGS = {
  colour: { 'en-AU': 'colour', 'en-NZ': 'colour', 'en-US': 'color' },
  enquiry: { 'en-AU': 'enquiry', 'en-NZ': 'enquiry', 'en-US': 'inquiry' },
  enquiries: { 'en-AU': 'enquiries', 'en-NZ': 'enquiries', 'en-US': 'inquiries' },
  enquire: { 'en-AU': 'enquire', 'en-NZ': 'enquire', 'en-US': 'inquire' },
  petrol: { 'en-AU': 'petrol', 'en-NZ': 'petrol', 'en-US': 'gas' },
  kilometres: { 'en-AU': 'kilometres', 'en-NZ': 'kilometres', 'en-US': 'miles' },
} as const satisfies Record<string, Record<Locale, string>>;
export type SpellingKey = keyof typeof SPELLINGS;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The locale's spelling of a word; a capitalised key gives a capitalised word.
 *
 * @example
 * spell('en-US', 'colour'); // 'color'
 * spell('en-US', 'Enquiry'); // 'Inquiry'
 */
export function spell(locale: Locale, word: SpellingKey | Capitalize<SpellingKey>): string {
  const key = word.toLowerCase() as SpellingKey;
  const out = SPELLINGS[key][locale];
  return word === key ? out : capitalise(out);
}

/**
 * Replaces every Australian spelling in a text with the locale's spelling (whole words, case kept
 * for the first letter).
 *
 * @example
 * localizeText('en-US', 'Make an Enquiry about this colour'); // 'Make an Inquiry about this color'
 */
export function localizeText(locale: Locale, text: string): string {
  if (locale !== 'en-US') return text;
  return text.replace(/\b(colour|enquiry|enquiries|enquire|petrol|kilometres)\b/gi, (match) =>
    spell(locale, match as SpellingKey | Capitalize<SpellingKey>),
  );
}
