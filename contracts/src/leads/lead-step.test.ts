import { describe, expect, it } from 'vitest';
import { GROUP_SITE_FIXTURE } from '../fixtures.js';
import { formDefinition } from '../forms/definitions/registry.js';
import type { FormStep } from '../forms/definitions/types.js';
import { SiteConfigSchema } from '../site/site-config.schema.js';
import { LEAD_STEP_MESSAGES, leadStepValues, stepLeadFields, validateLeadStep } from './lead-step.js';

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const AU = { country: 'AU' as const };
const REQUIRED = '*This is a required field.';
const user = { name: 'Sam Lee', phone: '0412 345 678', email: 'sam@example.com' };
const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 100 };
const check = (
  lead: Record<string, unknown>,
  over: { previous?: Record<string, unknown> | null; completing?: boolean; files?: (typeof pdf)[] } = {},
) =>
  validateLeadStep(site, AU, {
    lead,
    files: over.files ?? [],
    completing: over.completing ?? false,
    previous: over.previous ?? null,
  });
const fieldsOf = (r: ReturnType<typeof validateLeadStep>) => (r.ok ? {} : r.fields);

describe('validateLeadStep: which form and step', () => {
  it('an unknown or missing form id is refused (unknown_form)', () => {
    for (const form_id of [undefined, 'nope', 3])
      expect(check({ ...user, form_id })).toEqual({
        ok: false,
        code: 'unknown_form',
        fields: { form_id: LEAD_STEP_MESSAGES.unknownForm },
      });
  });
  it('a form the site does not offer is refused like an unknown one (site config lead_forms)', () => {
    const narrow = SiteConfigSchema.parse({ ...GROUP_SITE_FIXTURE, lead_forms: ['contact', 'vehicle-enquiry'] });
    const save = (form_id: string, previous: Record<string, unknown> | null = null) =>
      validateLeadStep(narrow, AU, { lead: { ...user, form_id }, files: [], completing: false, previous });
    for (const form_id of ['fleet', 'careers', 'valuation'])
      expect(save(form_id)).toEqual({
        ok: false,
        code: 'unknown_form',
        fields: { form_id: LEAD_STEP_MESSAGES.notOffered },
      });
    expect(save('contact')).toMatchObject({ ok: true });
    // the offer is checked on create only: a lead begun before the site stopped offering its form goes on
    expect(save('fleet', { form_id: 'fleet', step_number: 1 })).not.toMatchObject({ code: 'unknown_form' });
    expect(
      validateLeadStep(narrow, AU, {
        lead: { step_number: 2, message: 'Hi' },
        files: [],
        completing: false,
        previous: { form_id: 'careers', step_number: 1 },
      }),
    ).not.toMatchObject({ code: 'unknown_form' });
  });
  it('a create without a step number is step 1; a step outside the form is refused', () => {
    expect(check({ ...user, form_id: 'contact' })).toMatchObject({ ok: true, step: 1 });
    expect(check({ ...user, form_id: 'contact', step_number: '1' })).toMatchObject({ ok: true, step: 1 });
    for (const step_number of [0, 3, 'two', 1.5, null])
      expect(fieldsOf(check({ ...user, form_id: 'contact', step_number }))).toEqual({
        step_number: LEAD_STEP_MESSAGES.unknownStep,
      });
  });
  it('only the last step completes the lead', () => {
    expect(fieldsOf(check({ ...user, form_id: 'fleet', step_number: 1 }, { completing: true }))).toEqual({
      step_number: LEAD_STEP_MESSAGES.notLastStep,
    });
  });
  it('an update keeps the form it was created on and must say its step', () => {
    const previous = { form_id: 'fleet', step_number: 1 };
    expect(fieldsOf(check({ form_id: 'contact', step_number: 2 }, { previous }))).toEqual({
      form_id: LEAD_STEP_MESSAGES.otherForm,
    });
    expect(fieldsOf(check({ company_name: 'Acme' }, { previous }))).toEqual({
      step_number: LEAD_STEP_MESSAGES.unknownStep,
    });
    const step2 = { step_number: 2, company_name: 'Acme', fleet_size: '12', message: 'Hi' };
    expect(check(step2, { previous, completing: true })).toMatchObject({ ok: true, step: 2 });
  });
});

describe('validateLeadStep: the fields of the steps', () => {
  it('a create at step 1 needs every required field of step 1 (the issue: name, email, phone no longer complete any form)', () => {
    expect(fieldsOf(check({ form_id: 'contact', name: 'Sam' }))).toEqual({ phone: REQUIRED, email: REQUIRED });
    expect(fieldsOf(check({ ...user, form_id: 'contact', step_number: 2 }, { completing: true }))).toEqual({
      category: REQUIRED,
      location_id: REQUIRED,
      message: REQUIRED,
    });
  });
  it('a create at step N carries steps 1..N; an update the steps after the stored one', () => {
    const step2 = { category: 'General Enquiry', location_id: '12', message: 'Hi' };
    expect(check({ ...user, ...step2, form_id: 'contact', step_number: 2 }, { completing: true }).ok).toBe(true);
    const previous = { form_id: 'contact', step_number: 1 };
    expect(check({ ...step2, step_number: 2 }, { previous, completing: true }).ok).toBe(true);
    // going back: a step saved again is checked again
    expect(fieldsOf(check({ name: 'Sam', step_number: 1 }, { previous: { ...previous, step_number: 2 } }))).toEqual({
      phone: REQUIRED,
      email: REQUIRED,
    });
    // a lead stored without a step (created before steps were recorded) is checked from step 1
    expect(fieldsOf(check({ ...step2, step_number: 2 }, { previous: { form_id: 'contact' } }))).toMatchObject({
      name: REQUIRED,
    });
  });
  it('closed choices: a location or category that is not an option is refused', () => {
    const bad = { ...user, form_id: 'contact', step_number: 2, category: 'Bribe', location_id: '99', message: 'Hi' };
    expect(fieldsOf(check(bad))).toEqual({
      category: 'Please choose one of the options.',
      location_id: 'Please choose one of the options.',
    });
  });
  it("fields of the form's other steps sent with a save must pass their rules", () => {
    const previous = { form_id: 'contact', step_number: 1 };
    expect(
      fieldsOf(
        check(
          { step_number: 2, category: 'General Enquiry', location_id: '12', message: 'x', email: 'bad' },
          { previous },
        ),
      ),
    ).toEqual({
      email: 'invalid email address',
    });
    expect(check({ ...user, form_id: 'contact', category: 'Service Enquiry' }).ok).toBe(true);
  });
  it('finance: terms of use on the last step even when the field is left out', () => {
    const previous = { form_id: 'finance', step_number: 1 };
    const step2 = { step_number: 2, vehiclePriceBudget: '30000', loan_term: '60', employment_status: 'Full time' };
    expect(fieldsOf(check(step2, { previous, completing: true }))).toEqual({
      terms_conditions: '* You must agree to the terms of use before submitting the form.',
    });
    expect(check({ ...step2, terms_conditions: true }, { previous, completing: true }).ok).toBe(true);
  });
  it('careers: the CV comes with the create, or from the stored lead on a later save of its step', () => {
    const step1 = { form_id: 'careers', position: 'Sales Consultant' };
    expect(fieldsOf(check(step1))).toEqual({ cv: REQUIRED });
    expect(check(step1, { files: [pdf] }).ok).toBe(true);
    const previous = { form_id: 'careers', step_number: 1, files: [pdf] };
    expect(check({ ...step1, step_number: 1 }, { previous }).ok).toBe(true);
  });
  it('service: the model shows (and is required) once a make is chosen; the drop-off is required', () => {
    const previous = { form_id: 'service', step_number: 1 };
    const vehicle = { step_number: 2, Rego: 'ABC123', year: '2019', kilometres: '45000' };
    expect(fieldsOf(check({ ...vehicle, make: 'Toyota' }, { previous }))).toEqual({ model: REQUIRED });
    expect(fieldsOf(check({ ...vehicle, make: '' }, { previous }))).toEqual({ make: REQUIRED });
    expect(check({ ...vehicle, make: 'Toyota', model: 'Corolla' }, { previous }).ok).toBe(true);
    const last = { step_number: 3, service_interval: 'Logbook service', location_id: '13' };
    expect(fieldsOf(check(last, { previous: { ...previous, step_number: 2 }, completing: true }))).toEqual({
      date_time: REQUIRED,
    });
  });
});

describe('validateLeadStep: known lead fields the form does not ask for (SPEC §5 rules wherever they appear)', () => {
  const fleet = { ...user, form_id: 'fleet', step_number: 1 };
  it.each([
    ['first_name', 'Sam3', 'Please use alphabetical characters only.'],
    ['last_name', '', REQUIRED],
    ['middle_name', 'J1', 'Please use alphabetical characters only.'],
    ['postcode', '200', 'Invalid postcode. Please enter a 4-digit number.'],
    ['favourite_color', 'blue', 'This field must be left empty.'],
    ['terms_conditions', false, '* You must agree to the terms of use before submitting the form.'],
  ])('%s %j -> %s', (name, value, message) =>
    expect(fieldsOf(check({ ...fleet, [name]: value }))).toEqual({ [name]: message }),
  );
  it('pass when valid; an optional middle name may be empty', () => {
    const ok = { first_name: 'Sam', middle_name: '', last_name: 'Lee', postcode: '2000', terms_conditions: true };
    expect(check({ ...fleet, ...ok, favourite_color: '' }).ok).toBe(true);
  });
});

describe('stepLeadFields / leadStepValues: the wire form of a step, both ways', () => {
  const step: FormStep = formDefinition('service', site).steps[2] as FormStep;
  it('check groups travel as <option>_check_option fields; files stay out; text is trimmed', () => {
    const values = {
      service_interval: 'Other',
      location_id: '13',
      date_time: ' 2026-12-01T09:00 ',
      additional_services: ['Tyres'],
      message: '',
    };
    const wire = stepLeadFields(step, values, AU);
    expect(wire).toMatchObject({
      date_time: '2026-12-01T09:00',
      Tyres_check_option: true,
      'Car Wash_check_option': false,
    });
    expect('additional_services' in wire).toBe(false);
    expect(leadStepValues(step, wire, [])).toMatchObject({
      additional_services: ['Tyres'],
      date_time: '2026-12-01T09:00',
    });
    const careers = formDefinition('careers', site).steps[0] as FormStep;
    expect(stepLeadFields(careers, { position: 'Sales Consultant', cv: [pdf] }, AU)).toEqual({
      position: 'Sales Consultant',
      message: undefined,
    });
    expect(leadStepValues(careers, {}, [pdf])).toEqual({ cv: [pdf] });
  });
});
