import { describe, expect, it } from 'vitest';
import { GROUP_SITE_FIXTURE } from '../fixtures.js';
import { formDefinition } from '../forms/definitions/registry.js';
import type { FormDefinition } from '../forms/definitions/types.js';
import { phoneError } from '../forms/phone.js';
import { SiteConfigSchema } from '../site/site-config.schema.js';
import { lookupRequestError, VehicleLookupRequestSchema } from '../valuations/valuation.js';
import { COUNTRY_RULES, countryRules, isVin, US_STATES } from './country.js';
import { CURRENCY_BY_LOCALE } from './money.js';

const site = (locale: 'en-AU' | 'en-NZ' | 'en-US', state = 'QLD') =>
  SiteConfigSchema.parse({ ...GROUP_SITE_FIXTURE, locale, state });
const fields = (f: FormDefinition) => f.steps.flatMap((s) => s.fields);
const field = (f: FormDefinition, name: string) => fields(f).find((x) => x.name === name);

describe('COUNTRY_RULES (issue 35)', () => {
  it('one row per country: currency by locale, unit, plate, regions', () => {
    for (const rules of Object.values(COUNTRY_RULES)) expect(rules.currency).toBe(CURRENCY_BY_LOCALE[rules.locale]);
    expect(countryRules('en-US')).toMatchObject({
      distanceUnit: 'mi',
      plateLabel: 'License plate',
    });
    expect(countryRules('en-NZ')).toMatchObject({ distanceUnit: 'km', plateLabel: 'Plate number', regions: [] });
    expect(countryRules('en-AU')).toMatchObject({ plateLabel: 'Rego', defaultRegion: 'QLD' });
    expect(US_STATES).toHaveLength(51);
  });

  it("each country's phone example passes its own phone rule", () => {
    for (const r of Object.values(COUNTRY_RULES))
      expect(phoneError(r.phonePlaceholder, { country: r.country })).toBeNull();
  });

  it('VINs: 17 characters without I, O, Q', () => {
    expect(isVin('1G1ZD5ST0LF012345')).toBe(true);
    expect(isVin('1G1ZD5ST0LF01234O')).toBe(false);
    expect(isVin('ABC123')).toBe(false);
  });
});

describe('forms in the country of the site (countryForm)', () => {
  it('AU keeps Rego, the eight states from QLD and km', () => {
    const v = formDefinition('valuation', site('en-AU'));
    expect(field(v, 'rego')?.label).toBe('Rego');
    expect(field(v, 'regoState')).toMatchObject({ value: 'QLD' });
    expect(field(v, 'regoState')?.options).toHaveLength(8);
    expect(field(v, 'km')?.label).toBe('Odometer (km)');
  });

  it('NZ: a plate number and no state on every form; km', () => {
    const nz = site('en-NZ');
    for (const id of ['valuation', 'sell-my-car', 'service', 'contact'] as const) {
      const f = formDefinition(id, nz);
      expect(field(f, 'regoState')).toBeUndefined();
      for (const x of fields(f).filter((x) => x.type === 'rego')) expect(x.label).toMatch(/^Plate number/);
    }
    expect(field(formDefinition('service', nz), 'kilometres')?.label).toBe('Odometer (km)');
  });

  it("US: VIN or plate with a US state starting on the site's own, Mileage, intervals in miles, a US phone example", () => {
    const us = { ...site('en-US', 'WI'), vehicle_lookup: 'demo' as const };
    const v = formDefinition('valuation', us);
    expect(field(v, 'rego')?.label).toBe('VIN or license plate');
    expect(field(v, 'regoState')).toMatchObject({ value: 'WI', required: false });
    expect(field(v, 'regoState')?.options).toHaveLength(51);
    expect(field(v, 'km')?.label).toBe('Mileage');
    const service = formDefinition('service', us);
    expect(field(service, 'Rego')?.label).toBe('License plate');
    expect(field(service, 'service_interval')?.options?.map((o) => o.value)).toContain('15,000 miles');
    expect(field(service, 'phone')?.placeholder).toBe('(608) 555-0123');
    const shown = fields(formDefinition('sell-my-car', us)).flatMap((x) => [
      x.label,
      ...(x.options ?? []).map((o) => o.label),
    ]);
    expect(shown.join(' ')).not.toMatch(/\bkm\b|Rego|NSW|QLD/);
    expect(field(formDefinition('sell-my-car', us), 'regoState')?.label).toBe('State (optional)');
  });

  it('US on the real provider (vPIC + MarketCheck): the lookup asks for the VIN only; other forms keep plate and state', () => {
    const real = site('en-US', 'WI');
    const v = formDefinition('valuation', real);
    expect(field(v, 'rego')?.label).toBe('VIN');
    expect(field(v, 'regoState')).toBeUndefined();
    expect(v.steps[0]?.description).toMatch(/17-character VIN/);
    expect(field(formDefinition('sell-my-car', real), 'regoState')?.label).toBe('State (optional)');
  });
});

describe('lookupRequestError: what a lookup is per country', () => {
  const req = (body: unknown) => VehicleLookupRequestSchema.parse(body);
  it.each([
    [{ rego: 'ABC123', state: 'NSW' }, 'AU', null],
    [{ rego: 'ABC123' }, 'AU', /state/],
    [{ rego: 'ABC123', state: 'WI' }, 'AU', /state/],
    [{ vin: '1G1ZD5ST0LF012345' }, 'AU', /registration/],
    [{ rego: 'ABC123' }, 'NZ', null],
    [{ rego: 'ABC123', state: 'NSW' }, 'NZ', /no state/],
    [{ vin: '1G1ZD5ST0LF012345' }, 'US', null],
    [{ rego: '7ABC123', state: 'WI' }, 'US', null],
    [{ rego: '7ABC123', state: 'NSW' }, 'US', /state/],
  ] as const)('%j on %s', (body, country, expected) => {
    const error = lookupRequestError(req(body), country);
    if (expected === null) expect(error).toBeNull();
    else expect(error).toMatch(expected);
  });

  it('a rego and a VIN together, or neither, are refused', () => {
    expect(VehicleLookupRequestSchema.safeParse({ rego: 'A1', vin: '1G1ZD5ST0LF012345' }).success).toBe(false);
    expect(VehicleLookupRequestSchema.safeParse({ state: 'NSW' }).success).toBe(false);
  });
});
