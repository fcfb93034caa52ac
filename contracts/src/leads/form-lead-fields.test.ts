import { describe, expect, it } from 'vitest';
import { GROUP_SITE_FIXTURE } from '../fixtures.js';
import { formDefinition } from '../forms/definitions/registry.js';
import { FORM_IDS } from '../forms/definitions/types.js';
import { SiteConfigSchema } from '../site/site-config.schema.js';
import { confirmLeadFields, lookupLeadFields, offerLeadFields } from '../valuations/valuation-lead-fields.js';
import { formLeadFieldNames, keepFormLeadFields } from './form-lead-fields.js';
import { stepLeadFields } from './lead-step.js';

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const vehicle = {
  rego: 'ABC123',
  state: 'NSW' as const,
  year: 2019,
  make: 'Kia',
  model: 'Rio',
  badge: 'S',
  average_market_price: 12000,
  vehicle_id: 'demo:1',
};

describe('formLeadFieldNames: every field a save of the form may carry', () => {
  it('every field each step sends (check groups as their options), its extra and the save protocol', () => {
    for (const id of FORM_IDS) {
      const form = formDefinition(id, site);
      const names = formLeadFieldNames(form);
      for (const step of form.steps) {
        const values = Object.fromEntries(step.fields.map((f) => [f.name, f.options?.[0]?.value ?? 'x']));
        for (const name of Object.keys(stepLeadFields(step, values, { country: 'AU' }))) expect(names).toContain(name);
      }
      for (const name of [...Object.keys(form.extra), 'form_id', 'step_number', 'lead_status', 'form_completed'])
        expect(names).toContain(name);
    }
  });
  it('the valuation form takes what its steps’ look-up and offer add; other forms do not', () => {
    const added = [
      ...Object.keys(lookupLeadFields(vehicle)),
      ...Object.keys(confirmLeadFields()),
      ...Object.keys(offerLeadFields({ id: 'v1', offer: 1 }, 1)),
    ];
    const fourStep = { ...site, dealerships: site.dealerships.map((d) => ({ ...d, four_step_valuation_form: true })) };
    for (const name of added) expect(formLeadFieldNames(formDefinition('valuation', fourStep))).toContain(name);
    expect(formLeadFieldNames(formDefinition('contact', site)).has('valuation_offer')).toBe(false);
  });
  it('car fields on forms a car opens; car_id on every form', () => {
    expect(formLeadFieldNames(formDefinition('vehicle-enquiry', site))).toContain('stock_number');
    expect(formLeadFieldNames(formDefinition('finance', site))).toContain('vin');
    expect(formLeadFieldNames(formDefinition('careers', site)).has('stock_number')).toBe(false);
    expect(formLeadFieldNames(formDefinition('careers', site))).toContain('car_id');
  });
});

describe('keepFormLeadFields', () => {
  it('keeps the defined fields and names the dropped ones', () => {
    const form = formDefinition('contact', site);
    expect(
      keepFormLeadFields(form, { name: 'Sam', tracking_blob: ['a'], Tyres_check_option: true, first_name: 'Sam' }),
    ).toEqual({ kept: { name: 'Sam', first_name: 'Sam' }, dropped: ['tracking_blob', 'Tyres_check_option'] });
  });
});
