import { describe, expect, it } from 'vitest';
import { displayPhone, maskPhone } from './phone-mask.js';

// SPEC §2: "the phone number is masked after the first 5 characters on sites that hide it, until clicked"
describe('maskPhone', () => {
  it.each([
    ['02 9876 5432', '02 98XX XXXX'],
    ['0412345678', '04123XXXXX'],
    ['1300', '1300'],
    ['', ''],
  ])('%s -> %s', (phone, expected) => expect(maskPhone(phone)).toBe(expected));
  it.each([
    [true, false, '02 98XX XXXX'],
    [true, true, '02 9876 5432'],
    [false, false, '02 9876 5432'],
  ])('hide %s revealed %s', (hidePhoneNumbers, revealed, expected) => {
    expect(displayPhone('02 9876 5432', { hidePhoneNumbers, revealed })).toBe(expected);
  });
});
