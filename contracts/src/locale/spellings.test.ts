import { describe, expect, it } from 'vitest';
import { localizeText, spell } from './spellings.js';

// SPEC §9: "US spellings color, inquiry, gas"
describe('spell', () => {
  it.each([
    ['en-AU', 'colour', 'colour'],
    ['en-NZ', 'enquiry', 'enquiry'],
    ['en-US', 'colour', 'color'],
    ['en-US', 'enquiry', 'inquiry'],
    ['en-US', 'petrol', 'gas'],
    ['en-US', 'Enquiry', 'Inquiry'],
    ['en-AU', 'Petrol', 'Petrol'],
    ['en-US', 'Enquire', 'Inquire'],
    ['en-NZ', 'Enquire', 'Enquire'],
  ] as const)('%s %s -> %s', (locale, word, expected) => expect(spell(locale, word)).toBe(expected));
});

describe('localizeText', () => {
  it('rewrites whole words for en-US only', () => {
    expect(localizeText('en-US', 'Make an Enquiry about this colour (petrol)')).toBe(
      'Make an Inquiry about this color (gas)',
    );
    expect(localizeText('en-AU', 'Make an Enquiry')).toBe('Make an Enquiry');
    expect(localizeText('en-US', 'Enquire Now about Enquiries')).toBe('Inquire Now about Inquiries');
    expect(localizeText('en-NZ', 'Quick Enquiry')).toBe('Quick Enquiry');
    expect(localizeText('en-US', 'Colourful')).toBe('Colourful');
  });
});
