import { PHONE_VISIBLE_CHARACTERS } from '../constants/limits.js';

/**
 * SPEC §2: the phone number is masked after the first 5 characters (digits become 'X', spacing is kept).
 *
 * @example
 * maskPhone('02 9876 5432'); // '02 98XX XXXX'
 */
export function maskPhone(phone: string): string {
  return phone.slice(0, PHONE_VISIBLE_CHARACTERS) + phone.slice(PHONE_VISIBLE_CHARACTERS).replace(/[0-9]/g, 'X');
}

/**
 * The phone text to show: masked on sites that hide phone numbers until the visitor clicks.
 *
 * @example
 * displayPhone('02 9876 5432', { hidePhoneNumbers: true, revealed: false }); // '02 98XX XXXX'
 */
export function displayPhone(phone: string, options: { hidePhoneNumbers: boolean; revealed: boolean }): string {
  return options.hidePhoneNumbers && !options.revealed ? maskPhone(phone) : phone;
}
