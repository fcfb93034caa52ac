import { describe, expect, it } from 'vitest';
import { toE164 } from './e164.js';
import { e164AustralianMessage } from './messages.js';

const AU_ERROR = 'Invalid Australian mobile number format (E.164 required). For example, +61412345678 is valid.';
const US_ERROR = 'Invalid US phone number format (E.164 required). For example, (123) 456-7890 is valid.';

// SPEC §5: "strip non-digits except +; AU numbers starting 04 become +614; US numbers get +1 when 10 digits,
// or + when 11 digits starting with 1; the result must match + then 1-15 digits, else an error."
// SPEC §8: the two messages.
describe('toE164', () => {
  it.each([
    ['0412 345 678', 'AU', { ok: true, phone: '+61412345678' }],
    ['+61 412 345 678', 'AU', { ok: true, phone: '+61412345678' }],
    ['02 9876 5432', 'AU', { ok: false, error: AU_ERROR }],
    ['+1234567890123456', 'AU', { ok: false, error: AU_ERROR }],
    ['+123456789012345', 'AU', { ok: true, phone: '+123456789012345' }],
    ['(212) 555-0100', 'US', { ok: true, phone: '+12125550100' }],
    ['1-212-555-0100', 'US', { ok: true, phone: '+12125550100' }],
    ['+1 212 555 0100', 'US', { ok: true, phone: '+12125550100' }],
    ['555-0100', 'US', { ok: false, error: US_ERROR }],
    ['+64 21 123 4567', 'NZ', { ok: true, phone: '+64211234567' }],
    ['04 123 4567', 'NZ', { ok: false, error: AU_ERROR }],
  ] as const)('%s (%s)', (raw, country, expected) => expect(toE164(raw, country)).toEqual(expected));

  it('puts the example into the Australian message', () => {
    expect(e164AustralianMessage('+61400000000')).toBe(
      'Invalid Australian mobile number format (E.164 required). For example, +61400000000 is valid.',
    );
  });
});
