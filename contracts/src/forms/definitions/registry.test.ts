import { describe, expect, it } from 'vitest';
import { GROUP_SITE_FIXTURE, makeLocationInput } from '../../fixtures.js';
import { SiteConfigSchema } from '../../site/site-config.schema.js';
import { ENQUIRY_CATEGORIES } from './contact.js';
import { formDefinition, formIdForPath, isFormId, siteOffersForm } from './registry.js';
import { FORM_IDS, type FormDefinition, type FormSite } from './types.js';
import { valuationDealership } from './valuation.js';

const group = SiteConfigSchema.parse({
  ...GROUP_SITE_FIXTURE,
  dealerships: [
    { id: 1, name: 'Fixture Toyota', slug: 'fixture-toyota', four_step_valuation_form: true },
    { id: 2, name: 'Fixture Kia', slug: 'fixture-kia' },
  ],
  stock_summary: {
    ...GROUP_SITE_FIXTURE.stock_summary,
    models: [
      { make: 'Toyota', name: 'RAV4', count: 3 },
      { make: 'Toyota', name: 'Corolla', count: 9 },
      { make: 'Land Rover', name: 'Defender', count: 1 },
    ],
  },
});
/** A one-dealership site with one sales yard and no stock summary. */
const single: FormSite = SiteConfigSchema.parse({
  ...GROUP_SITE_FIXTURE,
  locations: [makeLocationInput(21, 'Solo Motors', 'sales', true)],
  enquiry_message_optional: true,
  stock_summary: { count: 0, makes: [], models: [], car_types: [] },
});
const field = (f: FormDefinition, name: string) => f.steps.flatMap((s) => s.fields).find((x) => x.name === name);

describe('formDefinition: every form, its steps and the site variations', () => {
  it.each(FORM_IDS)('%s: JSON-safe, User Details somewhere, every field named once', (id) => {
    const f = formDefinition(id, group, { currentYear: 2026 });
    expect(f.id).toBe(id);
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
    expect(f.steps.some((s) => s.heading === 'User Details')).toBe(true);
    const names = f.steps.flatMap((s) => s.fields.map((x) => x.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('contact (SPEC §5 enquiry form): category select (default General Enquiry), location and dealership selects, message required', () => {
    const f = formDefinition('contact', group);
    expect(f.steps.map((s) => s.heading)).toEqual(['User Details', 'Your Enquiry']);
    expect(f.steps[0]?.fields.map((x) => [x.name, x.type])).toEqual([
      ['name', 'full name'],
      ['phone', 'phone'],
      ['email', 'email'],
    ]);
    expect(field(f, 'category')).toMatchObject({ type: 'select', value: 'General Enquiry' });
    expect(field(f, 'category')?.options?.map((o) => o.value)).toEqual([...ENQUIRY_CATEGORIES]);
    expect(field(f, 'location_id')).toMatchObject({ type: 'location select' });
    expect(field(f, 'location_id')?.options?.map((o) => o.label)).toEqual(['Fixture Toyota', 'Fixture Used Cars']);
    expect(field(f, 'dealership_slug')?.options?.map((o) => o.value)).toEqual(['fixture-toyota', 'fixture-kia']);
    expect(field(f, 'message')?.required).toBe(true);
    expect(field(f, 'Rego')?.required).toBe(false);
    expect(field(f, 'opt_in')?.required).toBe(false);
    expect(field(f, 'favourite_color')?.type).toBe('hidden');
  });

  it('one dealership and one yard: no dealership select, the yard as a hidden location; brand flag relaxes the message', () => {
    const f = formDefinition('contact', single);
    expect(field(f, 'dealership_slug')).toBeUndefined();
    expect(field(f, 'location_id')).toMatchObject({ type: 'hidden', value: '21' });
    expect(field(f, 'message')?.required).toBe(false);
    const none = formDefinition('contact', { ...single, locations: [] });
    expect(field(none, 'location_id')).toMatchObject({ type: 'hidden', value: '{primary_location_id}' });
  });

  it('vehicle enquiry: the category is fixed by the car (hidden)', () => {
    const f = formDefinition('vehicle-enquiry', group);
    expect(field(f, 'category')).toMatchObject({ type: 'hidden', value: 'Used Vehicle Enquiry' });
    expect(field(f, 'message')?.required).toBe(true);
  });

  it('test drive: optional date-time from the test-drive slots of the sales yards', () => {
    const f = formDefinition('test-drive', group);
    expect(field(f, 'date_time')).toMatchObject({
      type: 'date-time',
      required: false,
      booking: { kind: 'test_drive', locationField: 'location_id', dealerships: { '11': 1, '12': 1 } },
    });
    expect(f.extra).toEqual({ subcategory: 'Test Drive', booking_type: 'test_drive' });
  });

  it('service: required drop-off; the only service centre is a hidden location; makes and models from stock', () => {
    const f = formDefinition('service', group, { currentYear: 2026 });
    expect(f.steps).toHaveLength(3);
    expect(field(f, 'date_time')?.required).toBeUndefined();
    expect(field(f, 'date_time')?.booking).toMatchObject({ kind: 'service', dealerships: { '13': 1 } });
    expect(field(f, 'location_id')).toMatchObject({ type: 'hidden', value: '13' });
    expect(field(f, 'make')?.options?.map((o) => o.value)).toEqual(['Toyota', 'Land Rover']);
    expect(field(f, 'model')).toMatchObject({ type: 'model', dependsOn: 'make' });
    expect(field(f, 'model')?.optionsFor?.Toyota?.map((o) => o.value)).toEqual(['Corolla', 'RAV4']);
    expect(field(f, 'year')?.options?.[0]?.value).toBe('2027');
    expect(field(f, 'year')?.options).toHaveLength(31);
    expect(field(f, 'additional_services')).toMatchObject({ type: 'check group', required: false });
    expect(f.extra).toEqual({ booking_type: 'service' });
  });

  it('without a stock summary or a year: make, model and year are free text', () => {
    const f = formDefinition('parts', single);
    expect(field(f, 'make')?.options).toBeUndefined();
    expect(field(f, 'model')?.optionsFor).toBeUndefined();
    expect(field(f, 'year')?.options).toBeUndefined();
    expect(field(f, 'location_id')).toMatchObject({ type: 'hidden', value: '21' });
  });

  it('without service centres the booking location is every visible location (or the primary placeholder)', () => {
    expect(field(formDefinition('service', single), 'location_id')).toMatchObject({ type: 'hidden', value: '21' });
    const empty = formDefinition('service', { ...single, locations: [] });
    expect(field(empty, 'location_id')).toMatchObject({ value: '{primary_location_id}' });
    expect(field(empty, 'date_time')?.booking?.dealerships).toEqual({});
  });

  it('finance: postcode, currency budget, loan term, employment, preferred dealership, terms', () => {
    const f = formDefinition('finance', group);
    expect(f.anchor).toBe('finance-form');
    expect(f.steps[0]?.fields.map((x) => x.name)).toEqual(['name', 'phone', 'email', 'postcode']);
    expect(field(f, 'vehiclePriceBudget')?.type).toBe('currency');
    expect(field(f, 'preferredDealership')?.type).toBe('select');
    expect(field(f, 'terms_conditions')?.type).toBe('check');
    expect(field(formDefinition('finance', single), 'preferredDealership')).toBeUndefined();
  });

  it('fleet, parts, careers, sell my car', () => {
    expect(field(formDefinition('fleet', group), 'fleet_size')).toMatchObject({ type: 'number', min: '1' });
    expect(field(formDefinition('fleet', single), 'message')?.required).toBe(false);
    expect(field(formDefinition('parts', group), 'location_id')).toMatchObject({ type: 'hidden', value: '14' });
    const careers = formDefinition('careers', group);
    expect(careers.steps.map((s) => s.heading)).toEqual(['Your Application', 'User Details']);
    expect(field(careers, 'cv')).toMatchObject({ type: 'file' });
    expect(careers.kind).toBe('career');
    const sell = formDefinition('sell-my-car', group);
    expect(sell.steps.map((s) => s.heading)).toEqual(['Your Vehicle', 'Vehicle Condition', 'User Details']);
    expect(field(sell, 'photos')).toMatchObject({ type: 'file', required: false, multiple: true });
    expect(field(sell, 'regoState')?.value).toBe('QLD');
  });

  it('valuation: four steps by the dealership flag, else three', () => {
    expect(formDefinition('valuation', group).steps.map((s) => s.action ?? s.heading)).toEqual([
      'lookup',
      'confirm',
      'valuation',
      'User Details',
    ]);
    expect(formDefinition('valuation', single).steps).toHaveLength(3);
    expect(valuationDealership({ dealerships: group.dealerships, dealership_id: 42 })?.id).toBe(1);
  });
});

describe('isFormId, formIdForPath', () => {
  it.each([
    ['finance', true],
    ['valuation', true],
    ['Finance', false],
    ['', false],
    [7, false],
    [undefined, false],
  ])('isFormId(%j) -> %s', (v, expected) => expect(isFormId(v)).toBe(expected));
  it.each([
    ['/contact', {}, 'contact'],
    ['/contact/', { car_id: '7' }, 'vehicle-enquiry'],
    ['/contact-us/parramatta', {}, 'contact'],
    ['/book-test-drive', {}, 'test-drive'],
    ['/finance-enquiry', {}, 'finance'],
    ['/pages/book-a-service', {}, 'service'],
    ['/parts/search', {}, 'parts'],
    ['/fleet', {}, 'fleet'],
    ['/work-experience', {}, 'careers'],
    ['/cars/trade-in', {}, 'valuation'],
    ['/valuations', {}, 'valuation'],
    ['/sell-my-car', {}, 'sell-my-car'],
    ['/', {}, null],
    ['/success', {}, null],
  ] as const)('%s %j -> %s', (path, query, expected) => expect(formIdForPath(path, query)).toBe(expected));
});

describe('siteOffersForm: the forms a site offers (site config lead_forms)', () => {
  it('every form by default; only the listed ones when configured', () => {
    for (const id of FORM_IDS) expect(siteOffersForm(group, id)).toBe(true);
    const narrow = SiteConfigSchema.parse({ ...GROUP_SITE_FIXTURE, lead_forms: ['contact', 'finance'] });
    expect(FORM_IDS.filter((id) => siteOffersForm(narrow, id))).toEqual(['contact', 'finance']);
  });
  it('the configuration takes form ids only', () =>
    expect(SiteConfigSchema.safeParse({ ...GROUP_SITE_FIXTURE, lead_forms: ['nope'] }).success).toBe(false));
});

describe('SPEC §5: every form asks for name, phone and email, required (a completed lead always has them)', () => {
  it.each(FORM_IDS)('%s', (id) => {
    const fields = formDefinition(id, group).steps.flatMap((s) => s.fields);
    for (const name of ['name', 'phone', 'email'])
      expect(fields.find((f) => f.name === name)?.required, `${id} ${name}`).not.toBe(false);
    for (const name of ['name', 'phone', 'email'])
      expect(
        fields.some((f) => f.name === name),
        `${id} ${name}`,
      ).toBe(true);
  });
});
