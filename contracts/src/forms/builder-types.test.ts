import { describe, expect, it } from 'vitest';
import { BuilderFieldSchema } from './builder-fields.schema.js';
import { luhnValid, BUILDER_FIELD_MESSAGES as M, maskCardNumber } from './builder-types.js';
import type { FormField } from './definitions/types.js';
import { formFieldError } from './definitions/validate.js';

const now = new Date('2026-11-28T00:00:00Z');
const err = (type: FormField['type'], v: unknown, extra: Partial<FormField> = {}) =>
  formFieldError({ name: 'f', type, label: 'F', ...extra }, v, { country: 'AU', now });

describe('SPEC §5 builder field types (our rules)', () => {
  it('tyres: a size as on the tyre wall; with options, one of them', () => {
    for (const ok of ['205/55R16', '265/70 R17', '245/40ZR18', '205 / 55 r16']) expect(err('tyres', ok)).toBeNull();
    for (const bad of ['205/55', 'big', '2055516']) expect(err('tyres', bad)).toBe(M.tyres);
    const options = [{ value: '4 tyres', label: '4 tyres' }];
    expect(err('tyres', '4 tyres', { options })).toBeNull();
    expect(err('tyres', '205/55R16', { options })).toBe('Please choose one of the options.');
  });

  it('card number: 12-19 digits with a Luhn check digit; only the last 4 are kept', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(err('card number', '4242 4242 4242 4242')).toBeNull();
    expect(err('card number', '5555-5555-5555-4444')).toBeNull();
    for (const bad of ['4242 4242 4242 4241', '4242', 'abcd efgh ijkl mnop'])
      expect(err('card number', bad)).toBe(M.cardNumber);
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('•••• 4242');
  });

  it('card expiry: MM/YY or MM/YYYY, not before this month', () => {
    expect(err('card expiry', '11/26')).toBeNull();
    expect(err('card expiry', '01/2030')).toBeNull();
    expect(err('card expiry', '10/26')).toBe(M.cardExpiryPast);
    for (const bad of ['13/27', '1227', 'soon']) expect(err('card expiry', bad)).toBe(M.cardExpiryFormat);
  });

  it('licence number: 4-15 letters and digits with a digit', () => {
    for (const ok of ['12345678', 'AB123456', 'S123 4567 8901']) expect(err('licence number', ok)).toBeNull();
    for (const bad of ['ABCDEFG', '12', 'AB-12345', '1234567890123456'])
      expect(err('licence number', bad)).toBe(M.licence);
  });

  it('distance: a whole number within the bounds', () => {
    expect(err('distance', '15,000')).toBeNull();
    expect(err('distance', '12.5')).toBe(M.distance);
    expect(err('distance', '3000', { max: '2000' })).toBe('Please enter a distance from 0 to 2000.');
  });

  it('button: no answer, never an error; empty optional fields pass', () => {
    expect(err('button', 'anything')).toBeNull();
    expect(err('card number', '', { required: false })).toBeNull();
    expect(err('card number', '')).toBe('*This is a required field.');
  });

  it('site config: a builder field is one of the shapes (button links a path of the site)', () => {
    const button = { name: 'go', type: 'button', label: 'Go' };
    expect(BuilderFieldSchema.safeParse({ ...button, value: '/finance' }).success).toBe(true);
    for (const value of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', undefined])
      expect(BuilderFieldSchema.safeParse({ ...button, value }).success).toBe(false);
    expect(BuilderFieldSchema.safeParse({ name: 'Name', type: 'tyres', label: 'T' }).success).toBe(false);
    expect(BuilderFieldSchema.safeParse({ name: 'x1', type: 'email', label: 'T' }).success).toBe(false);
    expect(BuilderFieldSchema.safeParse({ name: 'x1', type: 'tyres', label: 'T', onclick: 'x' }).success).toBe(false);
  });
});
