import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldDef, FormPageProps } from '../engine/types.js';
import { FormPage } from '../pages/FormPage.js';
import { formPageProps } from '../pages/form-props.js';
import { request, site } from '../test-fixture.js';

/** The server HTML of a one-step form holding these fields (on the fleet form's frame). */
function html(fields: FieldDef[]): string {
  const p = formPageProps(request('/fleet')) as Extract<FormPageProps, { page: 'form' }>;
  const form = { ...p.form, steps: [{ heading: 'Field types', fields }] };
  return renderToString(<FormPage {...p} form={form} captcha={{ provider: 'off' }} />);
}

// SPEC §5 field types offered; each renders labelled, with its required asterisk (SPEC §5), keyboard-usable.
describe('SSR of the field types no demo form uses', () => {
  it('address: a labelled text input with street-address autocomplete', () => {
    const out = html([{ name: 'address', type: 'address', label: 'Street address' }]);
    expect(out).toMatch(/<label for="fleet-address">Street address<span class="fm-required"/);
    expect(out).toMatch(/<input id="fleet-address" type="text" autoComplete="street-address"[^>]*aria-required="true"/);
  });
  it('dob: a labelled date input with birthday autocomplete; optional without the asterisk', () => {
    const out = html([{ name: 'dob', type: 'dob', label: 'Date of birth', required: false }]);
    expect(out).toContain('<label for="fleet-dob">Date of birth</label>');
    expect(out).toMatch(/<input id="fleet-dob" type="date" autoComplete="bday"/);
    expect(out).not.toContain('fm-required');
  });
  it('radio: a fieldset with a legend and one labelled radio per option, all of one name', () => {
    const out = html([
      {
        name: 'contact_time',
        type: 'radio',
        label: 'Best time to call',
        options: [
          { value: 'am', label: 'Morning' },
          { value: 'pm', label: 'Afternoon' },
        ],
      },
    ]);
    expect(out).toMatch(/<fieldset class="fm-field fm-group"><legend>Best time to call<span class="fm-required"/);
    expect(out).toMatch(
      /<label class="fm-option" for="fleet-contact_time-0"><input id="fleet-contact_time-0" type="radio" name="contact_time" value="am"\/>Morning<\/label>/,
    );
    expect(out).toMatch(
      /for="fleet-contact_time-1"><input id="fleet-contact_time-1" type="radio" name="contact_time" value="pm"\/>Afternoon/,
    );
  });
  it('star rating: five radios 1 to 5 in a labelled group', () => {
    const out = html([{ name: 'rating', type: 'star rating', label: 'Your rating' }]);
    expect(out).toContain('<legend>Your rating');
    for (const n of [1, 2, 3, 4, 5]) expect(out).toContain(`type="radio" name="rating" value="${n}"/>${n} ★`);
    expect(out.match(/type="radio"/g)).toHaveLength(5);
  });
  it('model: a select of the models of the chosen make when the stock summary has them, else free text', () => {
    const model: FieldDef = {
      name: 'model',
      type: 'model',
      label: 'Model',
      optionsFor: { Toyota: [{ value: 'Corolla', label: 'Corolla' }] },
    };
    // no make chosen on the server: free text
    expect(html([model])).toMatch(/<input id="fleet-model" type="text"/);
    expect(html([{ ...model, options: [{ value: 'Corolla', label: 'Corolla' }] }])).toMatch(
      /<select id="fleet-model"[^>]*><option value="">Please select<\/option><option value="Corolla">Corolla<\/option>/,
    );
  });
});

describe('SPEC §2 button labels overridable by site configuration', () => {
  it('the site config form_button_labels name the buttons; defaults Continue / Go Back / Submit', () => {
    const labels = { back: 'Previous', continue: 'Next step', submit: 'Send enquiry', loading: 'Sending' };
    const custom = formPageProps(request('/fleet', {}, { site: { ...site, form_button_labels: labels } })) as Extract<
      FormPageProps,
      { page: 'form' }
    >;
    expect(custom.form.labels).toEqual(labels);
    expect(renderToString(<FormPage {...custom} />)).toContain('Next step');
    const last = { ...custom, form: { ...custom.form, steps: [custom.form.steps[1]!, custom.form.steps[1]!] } };
    const defaults = formPageProps(request('/fleet')) as Extract<FormPageProps, { page: 'form' }>;
    expect(defaults.form.labels).toEqual({
      back: 'Go Back',
      continue: 'Continue',
      submit: 'Submit',
      loading: 'Loading',
    });
    expect(renderToString(<FormPage {...defaults} />)).toContain('Continue');
    expect(last.form.labels.submit).toBe('Send enquiry');
  });
});
