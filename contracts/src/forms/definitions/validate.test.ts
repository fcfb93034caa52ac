import { describe, expect, it } from 'vitest';
import { GROUP_SITE_FIXTURE } from '../../fixtures.js';
import { SiteConfigSchema } from '../../site/site-config.schema.js';
import { FORM_MESSAGES } from '../messages.js';
import { formDefinition } from './registry.js';
import type { FormField, FormStep } from './types.js';
import { fieldRuleOptions, filesOf, formFieldError, formStepErrors, shownFormFields } from './validate.js';

const AU = { country: 'AU' as const };
const REQUIRED = '*This is a required field.';
const f = (type: FormField['type'], over: Partial<FormField> = {}): FormField => ({
  name: 'x',
  type,
  label: 'X',
  ...over,
});
const err = (field: FormField, value: unknown) => formFieldError(field, value, AU);

describe('formFieldError: SPEC §5 shared field rules by field type', () => {
  it('all fields are required by default; optional ones may be empty', () => {
    for (const type of ['string', 'textarea', 'select', 'make', 'model', 'rego', 'address', 'date-time'] as const) {
      expect(err(f(type), ''), type).toBe(REQUIRED);
      expect(err(f(type), '  '), type).toBe(REQUIRED);
      expect(err(f(type), undefined), type).toBe(REQUIRED);
      expect(err(f(type, { required: false }), ''), type).toBeNull();
    }
  });
  it('email, postcode, phone per country', () => {
    expect(err(f('email'), 'a@b')).toBe('invalid email address');
    expect(err(f('email'), 'a@b.co')).toBeNull();
    expect(err(f('email', { required: false }), '')).toBeNull();
    expect(err(f('postcode'), '200')).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(err(f('phone'), '212 555 0100')).toBe('Invalid phone number. Must be an Australian number.');
    expect(formFieldError(f('phone'), '02 9876 5432', { country: 'AU', mobileOnly: true })).toBe(
      'Invalid phone number. Must be an Australian mobile number.',
    );
    expect(formFieldError(f('phone'), '021 123 4567', { country: 'NZ' })).toBeNull();
    expect(err(f('phone', { required: false }), '')).toBeNull();
  });
  it('names: letters and spaces only (first, middle, last)', () => {
    for (const name of ['first_name', 'middle_name', 'last_name'])
      expect(err(f('string', { name }), 'Jo3')).toBe(FORM_MESSAGES.alphabetical);
    expect(err(f('full name', { name: 'name' }), "Jo O'Brien 3")).toBeNull();
  });
  it('numbers, currency, kilometres, bounds', () => {
    expect(err(f('number'), 'ten')).toBe('Please enter a number.');
    expect(err(f('currency'), '12.50')).toBeNull();
    expect(err(f('kilometre'), 84000)).toBeNull();
    expect(err(f('kilometre'), '-5')).toBe('Please enter a number.');
    const bounded = f('number', { min: '1', max: '100' });
    expect(err(bounded, '0')).toBe('Please enter a number from 1 to 100.');
    expect(err(bounded, '101')).toBe('Please enter a number from 1 to 100.');
    expect(err(bounded, '100')).toBeNull();
    expect(err(f('number', { min: '5' }), '4')).toBe('Please enter a number of at least 5.');
    expect(err(f('number', { max: '5' }), '6')).toBe('Please enter a number up to 5.');
  });
  it('year, date of birth, star rating', () => {
    expect(err(f('year'), '2019')).toBeNull();
    expect(err(f('year'), '19')).toBe(FORM_MESSAGES.year);
    expect(err(f('dob'), '1990-02-28')).toBeNull();
    expect(err(f('dob'), '1990-02-30')).toBe(FORM_MESSAGES.date);
    expect(err(f('dob'), '1899-01-01')).toBe(FORM_MESSAGES.date);
    expect(err(f('dob'), '28/02/1990')).toBe(FORM_MESSAGES.date);
    expect(err(f('star rating'), '5')).toBeNull();
    expect(err(f('star rating'), '6')).toBe(FORM_MESSAGES.option);
  });
  it('closed choices must be one of the options; makes and models stay open', () => {
    const options = [{ value: 'a', label: 'A' }];
    for (const type of ['select', 'location select', 'radio', 'radio group', 'service interval'] as const) {
      expect(err(f(type, { options }), 'a'), type).toBeNull();
      expect(err(f(type, { options }), 'b'), type).toBe(FORM_MESSAGES.option);
    }
    expect(err(f('make', { options }), 'Other make')).toBeNull();
    expect(err(f('select'), 'anything')).toBeNull();
  });
  it('checks, opt-in, check groups and hidden fields pass; terms must be true; honeypot empty', () => {
    for (const type of ['check', 'opt-in', 'check group', 'hidden'] as const)
      expect(err(f(type), undefined)).toBeNull();
    expect(err(f('check', { name: 'terms_conditions' }), false)).toBe(FORM_MESSAGES.terms);
    expect(err(f('check', { name: 'terms_conditions' }), undefined)).toBe(FORM_MESSAGES.terms);
    expect(err(f('check', { name: 'terms_conditions' }), true)).toBeNull();
    expect(err(f('hidden', { name: 'favourite_color' }), 'blue')).toBe(FORM_MESSAGES.honeypot);
    expect(err(f('hidden', { name: 'favourite_color' }), undefined)).toBeNull();
  });
  it('files: required unless optional, at most 3, type and size limits', () => {
    const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 10 };
    expect(err(f('file'), [])).toBe(REQUIRED);
    expect(err(f('file'), 'not files')).toBe(REQUIRED);
    expect(err(f('file', { required: false }), undefined)).toBeNull();
    expect(err(f('file'), [pdf])).toBeNull();
    expect(err(f('file'), [pdf, pdf, pdf, pdf])).toBe('At most 3 files.');
    expect(err(f('file'), [{ ...pdf, name: 'cv.exe', type: 'application/x-msdownload' }])).toContain('not accepted');
    expect(filesOf([pdf, { name: 1 }, null])).toEqual([pdf]);
  });
});

describe('shownFormFields / formStepErrors', () => {
  const step: FormStep = {
    heading: 'Your Vehicle',
    fields: [
      { name: 'make', type: 'make', label: 'Make', options: [{ value: 'Kia', label: 'Kia' }] },
      { name: 'model', type: 'model', label: 'Model', dependsOn: 'make' },
      { name: 'message', type: 'textarea', label: 'Message', required: false },
    ],
  };
  it('SPEC §5: a field shows only when its dependency has a value and no error', () => {
    expect(shownFormFields(step, { make: '' }, AU).map((x) => x.name)).toEqual(['make', 'message']);
    expect(shownFormFields(step, { make: 'Kia' }, AU).map((x) => x.name)).toEqual(['make', 'model', 'message']);
    expect(formStepErrors(step, {}, AU)).toEqual({ make: REQUIRED });
    expect(formStepErrors(step, { make: 'Kia' }, AU)).toEqual({ model: REQUIRED });
    expect(formStepErrors(step, { make: 'Kia', model: 'Rio' }, AU)).toEqual({});
  });
});

// SPEC §5 Enquiry form, on the contact form definition of a group site (two dealerships, two yards).
describe('SPEC §5 enquiry form rules on the contact definition', () => {
  const site = SiteConfigSchema.parse({
    ...GROUP_SITE_FIXTURE,
    dealerships: [
      { id: 1, name: 'A', slug: 'a' },
      { id: 2, name: 'B', slug: 'b' },
    ],
  });
  const [user, enquiry] = formDefinition('contact', site).steps as [FormStep, FormStep];
  it('name, phone and email are required', () => {
    expect(formStepErrors(user, {}, AU)).toEqual({ name: REQUIRED, phone: REQUIRED, email: REQUIRED });
  });
  it('category, location, dealership (shown) and message are required; opt-in and rego optional', () => {
    expect(formStepErrors(enquiry, {}, AU)).toEqual({
      category: REQUIRED,
      location_id: REQUIRED,
      dealership_slug: REQUIRED,
      message: REQUIRED,
    });
    expect(
      formStepErrors(
        enquiry,
        { category: 'General Enquiry', location_id: '11', dealership_slug: 'b', message: 'Hi' },
        AU,
      ),
    ).toEqual({});
  });
  it('the brand flag relaxes the message', () => {
    const relaxed = formDefinition('contact', { ...site, enquiry_message_optional: true }).steps[1] as FormStep;
    expect(
      formStepErrors(relaxed, { category: 'General Enquiry', location_id: '11', dealership_slug: 'b' }, AU),
    ).toEqual({});
  });
});

it("a site's rule options: its locale's phone country and its mobile-only flag (browser and lead API alike)", () => {
  expect(fieldRuleOptions({ locale: 'en-NZ', mobile_only_phones: false })).toEqual({
    country: 'NZ',
    mobileOnly: false,
  });
  expect(fieldRuleOptions({ locale: 'en-AU', mobile_only_phones: true })).toEqual({ country: 'AU', mobileOnly: true });
  expect(fieldRuleOptions({ locale: 'en-US', mobile_only_phones: false }).country).toBe('US');
});
