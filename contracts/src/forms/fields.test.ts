import { describe, expect, it } from 'vitest';
import type { FormField } from './definitions/types.js';
import { type FieldRuleOptions, formFieldError } from './definitions/validate.js';
import { POSTCODE_MAX_LENGTH } from './fields.js';

/** The SPEC §5 field rules by field, as the form and the lead API apply them (formFieldError). */
const AU = { country: 'AU' as const };
const f = (name: string, type: FormField['type'], required?: boolean): FormField => ({
  name,
  type,
  label: name,
  ...(required === undefined ? {} : { required }),
});
const message = (field: FormField, value: unknown, options: FieldRuleOptions = AU) =>
  formFieldError(field, value, options);
const REQUIRED = '*This is a required field.';

// SPEC §5: "All fields are required by default, message '*This is a required field.'"
describe('required text', () => {
  it.each([
    ['', REQUIRED],
    ['  ', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    ['x', null],
  ])('%j -> %s', (value, expected) => expect(message(f('name', 'full name'), value)).toBe(expected));
  it('optional text may be empty', () => expect(message(f('message', 'textarea', false), undefined)).toBeNull());
});

// SPEC §5: "Email: standard email pattern, message 'invalid email address'."
describe('email', () => {
  it.each([
    ['sam@example.com', null],
    ['sam.lee+cars@mail.example.com.au', null],
    ['sam@example', 'invalid email address'],
    ['sam example.com', 'invalid email address'],
    ['@example.com', 'invalid email address'],
    ['', REQUIRED],
  ])('%s -> %s', (value, expected) => expect(message(f('email', 'email'), value)).toBe(expected));
});

// SPEC §5: "First, middle and last name: letters and spaces only, message 'Please use alphabetical
// characters only.' Middle name is optional."
describe('names', () => {
  const ALPHA = 'Please use alphabetical characters only.';
  it.each([
    ['Sam', null],
    ['Mary Ann', null],
    ['Sam3', ALPHA],
    ["O'Brien", ALPHA],
    ['', REQUIRED],
  ])('first name %s -> %s', (value, expected) => expect(message(f('first_name', 'string'), value)).toBe(expected));
  it.each([
    ['', null],
    [undefined, null],
    ['Lee', null],
    ['L3e', ALPHA],
  ])('middle name %j -> %s', (value, expected) =>
    expect(message(f('middle_name', 'string', false), value)).toBe(expected),
  );
});

// SPEC §5: "Postcode: exactly 4 digits, max length 4, message 'Invalid postcode. Please enter a 4-digit number.'"
describe('postcode', () => {
  const BAD = 'Invalid postcode. Please enter a 4-digit number.';
  it.each([
    ['2000', null],
    ['0800', null],
    ['200', BAD],
    ['20000', BAD],
    ['20a0', BAD],
    ['', REQUIRED],
  ])('%s -> %s', (value, expected) => expect(message(f('postcode', 'postcode'), value)).toBe(expected));
  it('has max length 4', () => expect(POSTCODE_MAX_LENGTH).toBe(4));
});

describe('phone', () => {
  it('applies the country rule', () => {
    expect(message(f('phone', 'phone'), '0412 345 678')).toBeNull();
    expect(message(f('phone', 'phone'), '123', { country: 'US' as const })).toBe(
      'Invalid phone number. Must be a US number.',
    );
    expect(message(f('phone', 'phone'), undefined)).toBe(REQUIRED);
  });
});

// SPEC §5: "The honeypot favourite_color must stay empty." / terms / opt-in optional
describe('honeypot, terms and opt-in', () => {
  const honeypot = f('favourite_color', 'hidden', false);
  it('rejects a filled honeypot', () => {
    expect(message(honeypot, '')).toBeNull();
    expect(message(honeypot, undefined)).toBeNull();
    expect(message(honeypot, 'blue')).toBe('This field must be left empty.');
  });
  it("says '* You must agree to the terms of use before submitting the form.'", () => {
    const terms = f('terms_conditions', 'check');
    expect(message(terms, false)).toBe('* You must agree to the terms of use before submitting the form.');
    expect(message(terms, true)).toBeNull();
  });
  it('opt-in is optional', () => expect(message(f('opt_in', 'opt-in', false), undefined)).toBeNull());
});
