import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldDef, FormPageProps } from '../engine/types.js';
import { FormPage } from '../pages/FormPage.js';
import { formPageProps } from '../pages/form-props.js';
import { request } from '../test-fixture.js';

/** The server HTML of a one-step form holding these fields (on the fleet form's frame). */
function html(fields: FieldDef[], country: 'AU' | 'US' = 'AU'): string {
  const p = formPageProps(request('/fleet')) as Extract<FormPageProps, { page: 'form' }>;
  const form = { ...p.form, steps: [{ heading: 'Field types', fields }] };
  const rules = { ...p.rules, country };
  return renderToString(<FormPage {...p} form={form} rules={rules} captcha={{ provider: 'off' }} />);
}

// SPEC §5 builder types (contracts forms/builder-types.ts): labelled controls with their keyboard and autofill.
describe('SSR of the form builder types', () => {
  it('tyres: a text input with the size format as placeholder; with options, a select', () => {
    expect(html([{ name: 'tyre', type: 'tyres', label: 'Tyre size' }])).toMatch(
      /<input id="fleet-tyre" type="text" autoComplete="off" placeholder="e.g. 205\/55R16"/,
    );
    const options = [{ value: '4', label: 'Four tyres' }];
    expect(html([{ name: 'tyre', type: 'tyres', label: 'Tyres', options }])).toContain('<select id="fleet-tyre"');
  });
  it('card number and expiry: numeric keyboard and the cc-number / cc-exp autofill', () => {
    const out = html([
      { name: 'card', type: 'card number', label: 'Card' },
      { name: 'exp', type: 'card expiry', label: 'Expiry' },
    ]);
    expect(out).toMatch(/<input id="fleet-card" type="text" inputMode="numeric" autoComplete="cc-number"/);
    expect(out).toMatch(
      /<input id="fleet-exp" type="text" inputMode="numeric" autoComplete="cc-exp" placeholder="MM\/YY"/,
    );
  });
  it('licence number: a text input without autofill', () => {
    expect(html([{ name: 'lic', type: 'licence number', label: 'Licence' }])).toMatch(
      /<label for="fleet-lic">Licence<span class="fm-required"[\s\S]*<input id="fleet-lic" type="text" autoComplete="off"/,
    );
  });
  it("distance: a numeric input whose label names the site's unit (miles on US sites)", () => {
    const field: FieldDef = { name: 'dist', type: 'distance', label: 'Distance per day' };
    expect(html([field])).toContain('Distance per day<!-- --> (km)');
    expect(html([field], 'US')).toContain('Distance per day<!-- --> (miles)');
    expect(html([field])).toMatch(/<input id="fleet-dist" type="text" inputMode="numeric"/);
  });
  it('button: a link to a page of the site, never to another host', () => {
    const button: FieldDef = { name: 'go', type: 'button', label: 'See our cars', value: '/search' };
    expect(html([button])).toContain('<a class="fm-link-button" href="/search">See our cars</a>');
    expect(html([{ ...button, value: '//evil.example' }])).not.toContain('evil.example');
  });
});
