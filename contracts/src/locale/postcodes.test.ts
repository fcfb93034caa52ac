import { describe, expect, it } from 'vitest';
import { formFieldError } from '../forms/definitions/validate.js';
import { postcodeRule } from './postcodes.js';

// Issue 35 item 1: postcode length/pattern per country (AU/NZ 4 digits, US ZIP or ZIP+4).
describe('postcodeRule', () => {
  const field = { name: 'postcode', type: 'postcode', label: 'Postcode' } as const;
  it.each([
    ['AU', '2000', true],
    ['AU', '20000', false],
    ['NZ', '6011', true],
    ['NZ', '60110', false],
    ['US', '53703', true],
    ['US', '53703-1234', true],
    ['US', '5370', false],
    ['US', '537031234', false],
  ] as const)('%s %s -> %s', (country, value, ok) => {
    expect(postcodeRule(country).pattern.test(value)).toBe(ok);
    expect(formFieldError(field, value, { country }) === null).toBe(ok);
  });
  it('labels and limits the field per country', () => {
    expect(postcodeRule('US')).toMatchObject({ label: 'ZIP code', maxLength: 10 });
    expect(postcodeRule('AU')).toMatchObject({ label: 'Postcode', maxLength: 4 });
    expect(postcodeRule('NZ')).toMatchObject({ label: 'Postcode', maxLength: 4 });
  });
  it('keeps SPEC §5 message on AU sites', () =>
    expect(formFieldError(field, '200', { country: 'AU' })).toBe('Invalid postcode. Please enter a 4-digit number.'));
});
