import { describe, expect, it } from 'vitest';
import { enquiryFormSchema, showDealershipSelect } from './enquiry.js';

const valid = { name: 'Sam Lee', phone: '0412 345 678', email: 'sam@example.com', message: 'Is it available?' };
const errors = (options: Parameters<typeof enquiryFormSchema>[0], input: Record<string, unknown>) =>
  Object.fromEntries(
    (enquiryFormSchema(options).safeParse(input).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );

// SPEC §5 Enquiry form: "Fields: name (full name), phone (Mobile Number), email (Email Address). The message
// is required unless a brand flag relaxes it. The category selector (default General Enquiry) is required.
// Location and dealership selects are required when shown. ... Opt-in is optional; rego is optional."
describe('enquiryFormSchema', () => {
  it('accepts a complete enquiry with defaults', () => {
    const parsed = enquiryFormSchema({ country: 'AU' }).parse(valid);
    expect(parsed).toMatchObject({ category: 'General Enquiry', opt_in: false, Rego: '', favourite_color: '' });
  });
  it('requires name, phone, email and message', () => {
    expect(errors({ country: 'AU' }, {})).toEqual({
      name: '*This is a required field.',
      phone: '*This is a required field.',
      email: '*This is a required field.',
      message: '*This is a required field.',
    });
  });
  it('relaxes the message with the brand flag', () => {
    expect(errors({ country: 'AU', messageOptional: true }, { ...valid, message: '' })).toEqual({});
  });
  it('requires category, location, dealership and terms when shown', () => {
    const options = { country: 'AU' as const, showLocation: true, showDealership: true, requireTerms: true };
    expect(errors(options, { ...valid, category: '' })).toEqual({
      category: '*This is a required field.',
      location: '*This is a required field.',
      dealership_slug: '*This is a required field.',
      terms_conditions: '* You must agree to the terms of use before submitting the form.',
    });
  });
  it('uses the mobile-only and honeypot rules', () => {
    expect(
      errors({ country: 'AU', mobileOnly: true }, { ...valid, phone: '02 9876 5432', favourite_color: 'red' }),
    ).toEqual({
      phone: 'Invalid phone number. Must be an Australian mobile number.',
      favourite_color: 'This field must be left empty.',
    });
  });
});

// "The dealership select shows only when the group has more than one dealership."
it.each([
  [0, false],
  [1, false],
  [2, true],
])('showDealershipSelect(%i) -> %s', (count, expected) => expect(showDealershipSelect(count)).toBe(expected));
