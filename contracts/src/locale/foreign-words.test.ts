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
  it('a rego or an Australian state list on NZ pages; AU states and a logbook on US pages (not WA: Washington)', () => {
    expect(foreignWords('NZ', 'Rego State NSW QLD')).toEqual(['Rego', 'NSW', 'QLD']);
    expect(foreignWords('US', 'Logbook service; State WA WI NSW')).toEqual(['Logbook', 'NSW']);
    expect(foreignWords('NZ', 'Mileage, License plate')).toEqual(['Mileage', 'License']);
  });
  it('matches whole words only', () => {
    expect(foreignWords('US', 'Inquiry, 5 mi, kmh, Regorous')).toEqual([]);
    expect(foreignWords('AU', 'Gasket, Colorado, Enquiry, 12 km')).toEqual([]);
  });
});
