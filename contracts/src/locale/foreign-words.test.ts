import { describe, expect, it } from 'vitest';
import { foreignWords } from './foreign-words.js';

// Issue 35 item 1: one list per country of words that must not show on its pages.
describe('foreignWords', () => {
  it('finds Australian words on US pages', () =>
    expect(foreignWords('US', 'Make an Enquiry about this Petrol car (12 km)')).toEqual(['Enquiry', 'Petrol', 'km']));
  it('finds US words on AU/NZ pages', () => {
    expect(foreignWords('AU', 'Quick Inquiry, 45,000 miles')).toEqual(['Inquiry', 'miles']);
    expect(foreignWords('NZ', 'ZIP code')).toEqual(['ZIP']);
  });
  it('matches whole words only', () => {
    expect(foreignWords('US', 'Inquiry, 5 mi, kmh, Regorous')).toEqual([]);
    expect(foreignWords('AU', 'Gasket, Colorado, Enquiry, 12 km')).toEqual([]);
  });
});
