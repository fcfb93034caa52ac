import { FORM_MESSAGES, formDefinition, SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { fieldError, initialValues, optionsFor, shownFields, stepErrors, stepLeadFields, toFiles } from './rules.js';
import type { StepDef } from './types.js';

const AU = { country: 'AU' as const, mobileOnly: false };
const site = SiteConfigSchema.parse({
  ...GROUP_SITE_FIXTURE,
  stock_summary: {
    ...GROUP_SITE_FIXTURE.stock_summary,
    models: [
      { make: 'Toyota', name: 'RAV4', count: 1 },
      { make: 'Toyota', name: 'Corolla', count: 1 },
    ],
  },
});

describe('client adapters of the contracts field rules', () => {
  it('file inputs: the files of the value (File[]; anything else is none) reach the rule', () => {
    const careers = formDefinition('careers', site).steps[0] as StepDef;
    const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const exe = new File(['MZ'], 'cv.exe', { type: 'application/x-msdownload' });
    expect(toFiles([cv, 'x'])).toEqual([cv]);
    expect(toFiles('x')).toEqual([]);
    expect(toFiles({})).toEqual([]);
    expect(stepErrors(careers, { position: 'Sales Consultant', cv: undefined }, AU)).toEqual({
      cv: FORM_MESSAGES.required,
    });
    expect(stepErrors(careers, { position: 'Sales Consultant', cv: [cv] }, AU)).toEqual({});
    expect(fieldError(careers.fields[1]!, [exe], AU)).toContain('not accepted');
    expect(fieldError(careers.fields[0]!, 'Astronaut', AU)).toBe(FORM_MESSAGES.option);
    expect(stepLeadFields(careers, { position: 'Sales Consultant', cv: [cv], message: ' hi ' }, AU)).toEqual({
      position: 'Sales Consultant',
      message: 'hi',
    });
  });
  it('the model offers the models of the chosen make (stock summary), free text for other makes', () => {
    const vehicle = formDefinition('service', site).steps[1] as StepDef;
    const model = vehicle.fields.find((f) => f.name === 'model')!;
    expect(optionsFor(model, { make: 'Toyota' })?.map((o) => o.value)).toEqual(['Corolla', 'RAV4']);
    expect(optionsFor(model, { make: 'Land Rover' })).toBeUndefined();
    expect(optionsFor(model, {})).toBeUndefined();
    const make = vehicle.fields.find((f) => f.name === 'make')!;
    expect(optionsFor(make, {})).toBe(make.options);
    expect(shownFields(vehicle, { make: 'Toyota' }, AU).map((f) => f.name)).toContain('model');
    expect(shownFields(vehicle, { make: '' }, AU).map((f) => f.name)).not.toContain('model');
  });
  it('initial values: checks are booleans, check groups lists, files none, defaults kept', () => {
    expect(
      initialValues([
        {
          heading: 'x',
          fields: [
            { name: 'c', type: 'check', label: '', value: 'true' },
            { name: 'o', type: 'opt-in', label: '' },
            { name: 'g', type: 'check group', label: '' },
            { name: 'f', type: 'file', label: '' },
            { name: 'h', type: 'hidden', label: '', value: '{primary_location_id}' },
            { name: 's', type: 'string', label: '' },
          ],
        },
      ]),
    ).toEqual({ c: true, o: false, g: [], f: undefined, h: '{primary_location_id}', s: '' });
  });
});
