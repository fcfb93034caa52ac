import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailSchema,
  honeypotSchema,
  middleNameSchema,
  nameSchema,
  optInSchema,
  optionalString,
  POSTCODE_MAX_LENGTH,
  phoneSchema,
  postcodeSchema,
  requiredString,
  termsSchema,
} from './fields.js';

const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? null;
const REQUIRED = '*This is a required field.';

// SPEC §5: "All fields are required by default, message '*This is a required field.'"
describe('requiredString', () => {
  it.each([
    ['', REQUIRED],
    ['  ', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    ['x', null],
  ])('%j -> %s', (value, expected) => expect(message(requiredString(), value)).toBe(expected));
  it('trims', () => expect(requiredString().parse(' a ')).toBe('a'));
  it('optional strings default to empty', () => expect(optionalString().parse(undefined)).toBe(''));
});

// SPEC §5: "Email: standard email pattern, message 'invalid email address'."
describe('emailSchema', () => {
  it.each([
    ['sam@example.com', null],
    ['sam.lee+cars@mail.example.com.au', null],
    ['sam@example', 'invalid email address'],
    ['sam example.com', 'invalid email address'],
    ['@example.com', 'invalid email address'],
    ['', REQUIRED],
  ])('%s -> %s', (value, expected) => expect(message(emailSchema, value)).toBe(expected));
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
  ])('name %s -> %s', (value, expected) => expect(message(nameSchema, value)).toBe(expected));
  it.each([
    ['', null],
    [undefined, null],
    ['Lee', null],
    ['L3e', ALPHA],
  ])('middle name %j -> %s', (value, expected) => expect(message(middleNameSchema, value)).toBe(expected));
});

// SPEC §5: "Postcode: exactly 4 digits, max length 4, message 'Invalid postcode. Please enter a 4-digit number.'"
describe('postcodeSchema', () => {
  const BAD = 'Invalid postcode. Please enter a 4-digit number.';
  it.each([
    ['2000', null],
    ['0800', null],
    ['200', BAD],
    ['20000', BAD],
    ['20a0', BAD],
    ['', REQUIRED],
  ])('%s -> %s', (value, expected) => expect(message(postcodeSchema, value)).toBe(expected));
  it('has max length 4', () => expect(POSTCODE_MAX_LENGTH).toBe(4));
});

describe('phoneSchema', () => {
  it('applies the country rule and keeps the value as typed', () => {
    expect(phoneSchema({ country: 'AU' }).parse('0412 345 678')).toBe('0412 345 678');
    expect(message(phoneSchema({ country: 'US' }), '123')).toBe('Invalid phone number. Must be a US number.');
    expect(message(phoneSchema({ country: 'AU' }), undefined)).toBe(REQUIRED);
  });
});

// SPEC §5: "The honeypot favourite_color must stay empty." / terms / opt-in optional
describe('honeypot, terms and opt-in', () => {
  it('rejects a filled honeypot', () => {
    expect(honeypotSchema.safeParse('').success).toBe(true);
    expect(honeypotSchema.safeParse(undefined).success).toBe(true);
    expect(honeypotSchema.safeParse('blue').success).toBe(false);
  });
  it("says '* You must agree to the terms of use before submitting the form.'", () => {
    expect(message(termsSchema, false)).toBe('* You must agree to the terms of use before submitting the form.');
    expect(termsSchema.safeParse(true).success).toBe(true);
  });
  it('opt-in is optional', () => expect(optInSchema.parse(undefined)).toBe(false));
});
