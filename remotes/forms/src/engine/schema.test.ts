import { FORM_MESSAGES } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { fieldError, initialValues, shownFields, stepErrors, stepLeadFields } from './rules.js';
import { fieldSchema, stepSchema } from './schema.zod.js';
import type { StepDef } from './types.js';

const AU = { country: 'AU' as const, mobileOnly: false };
const step: StepDef = {
  heading: 'User Details',
  fields: [
    { name: 'name', type: 'full name', label: 'Full Name' },
    { name: 'phone', type: 'phone', label: 'Mobile Number' },
    { name: 'email', type: 'email', label: 'Email Address' },
    { name: 'postcode', type: 'postcode', label: 'Postcode' },
    { name: 'make', type: 'make', label: 'Make', options: [{ value: 'Kia', label: 'Kia' }] },
    { name: 'model', type: 'model', label: 'Model', dependsOn: 'make' },
    { name: 'message', type: 'textarea', label: 'Message', required: false },
    {
      name: 'services',
      type: 'check group',
      label: 'Extras',
      required: false,
      options: [
        { value: 'Tyres', label: 'Tyres' },
        { value: 'Car Wash', label: 'Car Wash' },
      ],
    },
    { name: 'favourite_color', type: 'hidden', label: 'hp', required: false },
    { name: 'terms_conditions', type: 'check', label: 'Terms' },
  ],
};
/** The client rules' messages; every call also checks the zod schemas of contracts agree (parity). */
const messages = (values: Record<string, unknown>) => {
  const r = stepSchema(step, values, AU).safeParse(values);
  const zod = r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  const client = stepErrors(step, values, AU);
  expect(client).toEqual(zod);
  return client;
};

describe('step schema (SPEC §5 shared field rules, exact messages)', () => {
  it('required by default, email, phone, postcode, terms', () => {
    expect(messages({ name: '', phone: '123', email: 'a@b', postcode: '20', terms_conditions: false })).toEqual({
      name: FORM_MESSAGES.required,
      phone: 'Invalid phone number. Must be an Australian number.',
      email: 'invalid email address',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      make: FORM_MESSAGES.required,
      terms_conditions: '* You must agree to the terms of use before submitting the form.',
    });
  });
  it('honeypot must stay empty; optional message may be empty', () => {
    const ok = {
      name: 'Sam',
      phone: '0412345678',
      email: 's@x.co',
      postcode: '2000',
      make: 'Kia',
      model: 'Rio',
      terms_conditions: true,
    };
    expect(messages(ok)).toEqual({});
    expect(Object.keys(messages({ ...ok, favourite_color: 'blue' }))).toEqual(['favourite_color']);
  });
  it('conditional field: model only when make has a value and no error', () => {
    expect(shownFields(step, { make: '' }, AU).map((f) => f.name)).not.toContain('model');
    expect(shownFields(step, { make: 'Kia' }, AU).map((f) => f.name)).toContain('model');
    expect(messages({ make: '' }).model).toBeUndefined();
    expect(messages({ make: 'Kia' }).model).toBe(FORM_MESSAGES.required);
  });
  it('phone rules per country: NZ accepted / AU refused on NZ; US', () => {
    const nz = fieldSchema({ name: 'phone', type: 'phone', label: '' }, { country: 'NZ', mobileOnly: false });
    expect(nz.safeParse('021 123 4567').success).toBe(true);
    expect(nz.safeParse('+61412345678').error?.issues[0]?.message).toBe(
      'Invalid phone number. Must be a New Zealand number.',
    );
    const us = fieldSchema({ name: 'phone', type: 'phone', label: '' }, { country: 'US', mobileOnly: false });
    expect(us.safeParse('(212) 555-0100').success).toBe(true);
    expect(us.safeParse('0412345678').error?.issues[0]?.message).toBe('Invalid phone number. Must be a US number.');
  });
  it('lead fields: check group options become *_check_option fields; hidden conditional fields are left out', () => {
    const fields = stepLeadFields(step, { ...initialValues([step]), name: ' Sam ', services: ['Tyres'] }, AU);
    expect(fields.name).toBe('Sam');
    expect(fields.Tyres_check_option).toBe(true);
    expect(fields['Car Wash_check_option']).toBe(false);
    expect('model' in fields).toBe(false);
  });
  it('initial values: checks false, check groups empty, defaults kept', () => {
    expect(
      initialValues([
        {
          heading: 'x',
          fields: [
            { name: 'c', type: 'check', label: '', value: 'true' },
            { name: 'h', type: 'hidden', label: '', value: '{primary_location_id}' },
          ],
        },
      ]),
    ).toEqual({ c: true, h: '{primary_location_id}' });
  });
});

describe('client rules = contracts zod schemas (parity over a table of inputs)', () => {
  const fields = [
    { name: 'email', type: 'email', label: '' },
    { name: 'alt_email', type: 'email', label: '', required: false },
    { name: 'phone', type: 'phone', label: '' },
    { name: 'postcode', type: 'postcode', label: '' },
    { name: 'first_name', type: 'string', label: '' },
    { name: 'name', type: 'full name', label: '' },
    { name: 'km', type: 'kilometre', label: '' },
    { name: 'budget', type: 'currency', label: '', required: false },
    { name: 'favourite_color', type: 'hidden', label: '' },
    { name: 'terms_conditions', type: 'check', label: '' },
    { name: 'message', type: 'textarea', label: '', required: false },
  ] as const;
  const inputs: unknown[] = [
    '',
    '  ',
    'a@b',
    'a@b.co',
    '0412345678',
    '+61412345678',
    '021 123 4567',
    '(212) 555-0100',
    '2000',
    '20000',
    'Jo3',
    'Jo Lee',
    '12.5',
    'x',
    true,
    false,
    undefined,
  ];
  for (const country of ['AU', 'NZ', 'US'] as const)
    for (const mobileOnly of [false, true])
      it(`${country}${mobileOnly ? ' mobile-only' : ''}`, () => {
        for (const f of fields)
          for (const input of inputs) {
            if (typeof input === 'boolean' && f.name !== 'terms_conditions') continue;
            const r = fieldSchema(f, { country, mobileOnly }).safeParse(input);
            const zod = r.success ? null : (r.error.issues[0]?.message ?? null);
            expect([f.name, input, fieldError(f, input, { country, mobileOnly })]).toEqual([f.name, input, zod]);
          }
      });
});
