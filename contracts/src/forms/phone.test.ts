import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneCountry, phoneError, TEST_PHONE_NUMBER } from './phone.js';

const AU = 'Invalid phone number. Must be an Australian number.';
const AU_MOBILE = 'Invalid phone number. Must be an Australian mobile number.';
const US = 'Invalid phone number. Must be a US number.';
const NZ = 'Invalid phone number. Must be a New Zealand number.';
const TOO_LONG = 'Invalid phone number. Too many characters.';
const REQUIRED = '*This is a required field.';

// SPEC §5: "Phone: spaces, brackets and country prefixes are normalised, then tested per country."
describe('normalisePhone', () => {
  it.each([
    ['+61 412 345 678', 'AU', '0412345678'],
    ['+61 (0)2 9876 5432', 'AU', '0298765432'],
    ['0061 412-345-678', 'AU', '0412345678'],
    ['(02) 9876 5432', 'AU', '0298765432'],
    ['+64 21 123 4567', 'NZ', '0211234567'],
    ['+1 (212) 555-0100', 'US', '12125550100'],
    ['212.555.0100', 'US', '2125550100'],
  ] as const)('%s (%s) -> %s', (raw, country, expected) => expect(normalisePhone(raw, country)).toBe(expected));
});

describe('phoneError', () => {
  // "Australian mobile: 04 plus 8 digits, or +614. Australian landline: 0[2-578] plus 8 digits."
  it.each([
    ['0412 345 678', null],
    ['+61412345678', null],
    ['(02) 9876 5432', null],
    ['03 9876 5432', null],
    ['08 9876 5432', null],
    ['06 9876 5432', AU],
    ['01 9876 5432', AU],
    ['0412 345 67', AU],
    ['0412 345 6789', AU],
    ['', REQUIRED],
    ['   ', REQUIRED],
  ])('AU %s -> %s', (raw, expected) => expect(phoneError(raw, { country: 'AU' })).toBe(expected));

  // "'...Must be an Australian mobile number.' (mobile-only sites)"
  it.each([
    ['0412 345 678', null],
    ['+614 1234 5678', null],
    ['02 9876 5432', AU_MOBILE],
  ])('AU mobile-only %s -> %s', (raw, expected) => {
    expect(phoneError(raw, { country: 'AU', mobileOnly: true })).toBe(expected);
  });

  // "NZ: 0[234679] plus 7-9 digits." "New Zealand sites accept fewer than 15 characters, else 'Invalid
  // phone number. Too many characters.'"
  it.each([
    ['09 123 4567', null],
    ['021 123 4567', null],
    ['0211234567890', NZ],
    ['021234567', null],
    ['02123456', NZ],
    ['05 123 4567', NZ],
    ['+64 21 123 456', null],
    ['021 123 45 6789', TOO_LONG],
    ['021 123 45 67 ', null],
    ['+64 21 1234 567', TOO_LONG],
  ])('NZ %s -> %s', (raw, expected) => expect(phoneError(raw, { country: 'NZ' })).toBe(expected));

  it('NZ length boundary: 14 characters pass the length rule, 15 fail', () => {
    expect('021 1234 56789'.length).toBe(14);
    expect(phoneError('021 1234 56789', { country: 'NZ' })).toBe(NZ);
    expect(phoneError('021 1234 567890', { country: 'NZ' })).toBe(TOO_LONG);
  });

  // "US: 10 digits starting 2-9, or 1 followed by 2-9 and 9 digits."
  it.each([
    ['(212) 555-0100', null],
    ['1 212 555 0100', null],
    ['+1 212 555 0100', null],
    ['112 555 0100', US],
    ['1 112 555 0100', US],
    ['212 555 010', US],
  ])('US %s -> %s', (raw, expected) => expect(phoneError(raw, { country: 'US' })).toBe(expected));

  // "One fixed test number is always accepted."
  it.each(['AU', 'NZ', 'US'] as const)('accepts the test number on %s sites', (country) => {
    expect(phoneError(TEST_PHONE_NUMBER, { country, mobileOnly: true })).toBeNull();
  });

  it('maps locales to countries', () => {
    expect([phoneCountry('en-AU'), phoneCountry('en-NZ'), phoneCountry('en-US')]).toEqual(['AU', 'NZ', 'US']);
  });
});
