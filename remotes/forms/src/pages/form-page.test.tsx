import { formLeadFieldNames } from '@forecourt/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormDef, FormPageProps } from '../engine/types.js';
import { request, site } from '../test-fixture.js';
import { FormPage } from './FormPage.js';
import { formPageProps } from './form-props.js';

const props = (path: string, query: Record<string, string> = {}, extra: Record<string, unknown> = {}) => {
  const p = formPageProps(request(path, query, { site, ...extra }));
  return p as FormPageProps;
};
const form = (path: string, query: Record<string, string> = {}) => {
  const p = props(path, query);
  if (p.page !== 'form') throw new Error('not a form');
  return p.form;
};
const field = (f: FormDef, name: string) => f.steps.flatMap((s) => s.fields).find((x) => x.name === name);

describe('/parts/search: the parts form under the parts search', () => {
  it('is titled as a section (h2) and a result names its part in the description', () => {
    const f = form('/parts/search', { part: 'Toyota oil filter (RTY-TOY-01007)' });
    expect(f).toMatchObject({ id: 'parts', title: 'Ask our parts team', secondary: true });
    expect(field(f, 'message')?.value).toBe('I am asking about: Toyota oil filter (RTY-TOY-01007)');
    const html = renderToString(<FormPage {...props('/parts/search')} />);
    expect(html).toContain('<h2 id="parts-title">Ask our parts team</h2>');
    expect(form('/vehicle-parts-and-accessories', { part: 'x' })).toMatchObject({ title: 'Parts and Accessories' });
    expect(field(form('/vehicle-parts-and-accessories', { part: 'x' }), 'message')?.value).toBeUndefined();
  });
});

describe('FormPage props (form by route, site rules, time from req.now)', () => {
  it('contact: category select required with default General Enquiry; dealership select (2 dealerships); message required', () => {
    const f = form('/contact');
    expect(f.steps.map((s) => s.heading)).toEqual(['User Details', 'Your Enquiry']);
    expect(field(f, 'category')).toMatchObject({ type: 'select', value: 'General Enquiry' });
    expect(field(f, 'dealership_slug')?.options?.map((o) => o.value)).toEqual(['fixture-toyota', 'fixture-kia']);
    expect(field(f, 'message')?.required).toBe(true);
    expect(field(f, 'Rego')?.required).toBe(false);
    expect(field(f, 'opt_in')?.required).toBe(false);
    expect(field(f, 'favourite_color')).toBeDefined();
    expect(field(f, 'location_id')?.options?.map((o) => o.label)).toEqual(['Fixture Toyota', 'Fixture Used Cars']);
  });
  it('message optional with the brand flag; no dealership select with one dealership', () => {
    const one = { ...site, enquiry_message_optional: true, dealerships: [site.dealerships[0]] };
    const p = formPageProps(request('/contact', {}, { site: one }));
    const f = p as Extract<FormPageProps, { page: 'form' }>;
    expect(field(f.form, 'message')?.required).toBe(false);
    expect(field(f.form, 'dealership_slug')).toBeUndefined();
  });
  it('/contact-us/{location} preselects that location', () => {
    expect(field(form('/contact-us/fixture-used-cars'), 'location_id')?.value).toBe('12');
  });
  it('Quick Enquiry from a car carries the car fields and maps the success category', () => {
    const f = form('/contact', {
      car_id: 'c1',
      stock_number: 'S1',
      make: 'Kia',
      model: 'Rio',
      car_type: 'used',
      vehicle_status: 'in_stock',
      enquiry: 'quick',
    });
    // Issue 34: the Quick Enquiry names the car it is about.
    expect(f.title).toBe('Quick Enquiry: Kia Rio');
    expect(form('/contact', { car_id: 'c1', car_name: '2021 Kia Rio S', enquiry: 'quick' }).title).toBe(
      'Quick Enquiry: 2021 Kia Rio S',
    );
    expect(f.extra).toEqual({
      car_id: 'c1',
      stock_number: 'S1',
      'Vehicle Make': 'Kia',
      'Vehicle Model': 'Rio',
      car_type: 'used',
      vehicle_status: 'in_stock',
    });
    expect(f.successExtra).toEqual({ car_type: 'used', car_id: 'c1' });
  });
  it('test drive: optional date-time picked from the test-drive slots of the chosen sales yard', () => {
    const f = form('/book-test-drive', { car_id: 'c1', car_type: 'new', test_drive_only: 'true' });
    expect(field(f, 'date_time')).toMatchObject({
      type: 'date-time',
      required: false,
      booking: { kind: 'test_drive', locationField: 'location_id', dealerships: { '11': 1, '12': 1 } },
    });
    expect(field(f, 'location_id')?.options?.map((o) => o.value)).toEqual(['11', '12']);
    expect(f.extra.booking_type).toBe('test_drive');
    expect(f.kind).toBe('test_drive');
    expect(f.testDriveOnly).toBe(true);
  });
  it("test drive from a car: the car's location preselected (issue 34); an unknown one is not", () => {
    expect(field(form('/book-test-drive', { car_id: 'c1', location_id: '12' }), 'location_id')?.value).toBe('12');
    expect(field(form('/book-test-drive', { car_id: 'c1', location_id: '99' }), 'location_id')?.value).toBeUndefined();
    expect(field(form('/book-test-drive', { car_id: 'c1', location_id: 'x' }), 'location_id')?.value).toBeUndefined();
  });
  it('service: required drop-off from the service slots; the only service centre is a hidden location', () => {
    const f = form('/service');
    expect(field(f, 'date_time')).toMatchObject({
      booking: { kind: 'service', dealerships: { '13': 1 } },
    });
    expect(field(f, 'date_time')?.required).toBeUndefined(); // SPEC §5: required by default
    expect(field(f, 'location_id')).toMatchObject({ type: 'hidden', value: '13' });
    expect(f.extra.booking_type).toBe('service');
  });
  it('sell my car: vehicle (photos optional), condition, then User Details; Sell My Car Enquiry, event kind', () => {
    const f = form('/sell-my-car');
    expect(f.title).toBe('Sell My Car');
    expect(f.category).toBe('Sell My Car Enquiry');
    expect(f.kind).toBe('sell_my_car');
    expect(f.steps.map((s) => s.heading)).toEqual(['Your Vehicle', 'Vehicle Condition', 'User Details']);
    expect(field(f, 'photos')).toMatchObject({ type: 'file', required: false, multiple: true });
    expect(field(f, 'Vehicle Make')?.required).toBeUndefined();
    expect(field(f, 'Rego')?.required).toBe(false);
    expect(field(f, 'kilometres')?.type).toBe('kilometre');
    expect(field(f, 'condition')?.options?.length).toBeGreaterThan(1);
    expect(field(f, 'postcode')?.type).toBe('postcode');
  });
  it('finance: #finance-form, query budget and preferred dealership, calculator at 10 %, terms', () => {
    const f = form('/apply-for-finance', {
      vehiclePriceBudget: '25000',
      preferredDealership: 'fixture-kia',
      vin: 'V1',
    });
    expect(f.anchor).toBe('finance-form');
    expect(field(f, 'vehiclePriceBudget')?.value).toBe('25000');
    expect(field(f, 'preferredDealership')?.value).toBe('fixture-kia');
    expect(f.calculator?.ratePercent).toBe(10);
    expect(f.extra.vin).toBe('V1');
    expect(field(f, 'terms_conditions')).toBeDefined();
  });
  it("SPEC §7 destination 'car-clarity': only the finance form of a Car Clarity site carries the edge's path", () => {
    const sent = (path: string) => {
      const p = props(path, {}, { carClarity: '/mock/carClarityCustomer' });
      return p.page === 'form' ? p.form.carClarityPath : undefined;
    };
    expect(sent('/apply-for-finance')).toBe('/mock/carClarityCustomer');
    expect(sent('/contact')).toBeNull();
    expect(form('/apply-for-finance').carClarityPath).toBeNull();
  });
  it('service: three steps with service interval and years up to next year', () => {
    const f = form('/pages/book-a-service');
    expect(f.steps).toHaveLength(3);
    expect(field(f, 'service_interval')?.type).toBe('service interval');
    expect(field(f, 'year')?.options?.[0]?.value).toBe('2027');
  });
  it('careers: CV file on the first step, User Details second; category Careers Enquiry', () => {
    const f = form('/careers');
    expect(f.steps[0]?.fields.some((x) => x.type === 'file')).toBe(true);
    expect(f.steps[1]?.heading).toBe('User Details');
    expect(f.category).toBe('Careers Enquiry');
    expect(f.kind).toBe('career');
  });
  it('careers: an advertised role chooses its position and names the role; an unknown position is ignored', () => {
    const f = form('/careers', { position: 'Service Technician', job: 'Qualified Service Technician' });
    expect(field(f, 'position')?.value).toBe('Service Technician');
    expect(field(f, 'message')?.value).toBe('I am applying for: Qualified Service Technician');
    const odd = form('/careers', { position: 'Astronaut', job: 'x'.repeat(500) });
    expect(field(odd, 'position')?.value).toBeUndefined();
    expect(field(odd, 'message')?.value).toBeUndefined();
  });
  it('valuations: four-step variant and offer rejection from the dealership flags', () => {
    const f = form('/valuations');
    expect(f.steps.map((s) => s.heading)).toEqual([
      'Your Vehicle',
      'Confirm Vehicle',
      'Vehicle Condition',
      'User Details',
    ]);
    expect(f.valuation).toMatchObject({ fourStep: true, offerRejection: true, dealershipId: 1 });
    const plain = { ...site, dealerships: [{ ...site.dealerships[1], id: 1 }] };
    const p = formPageProps(request('/cars/trade-in', { car_id: 'c9' }, { site: plain }));
    const g = p as Extract<FormPageProps, { page: 'form' }>;
    expect(g.form.steps).toHaveLength(3);
    expect(g.form.valuation).toMatchObject({ fourStep: false, offerRejection: false, carId: 'c9' });
  });
  it('captcha: test mode by default, Turnstile when the edge passes a site key', () => {
    expect((props('/fleet') as { captcha: unknown }).captcha).toEqual({ provider: 'test' });
    expect(
      (props('/fleet', {}, { captcha: { provider: 'turnstile', siteKey: 'k' } }) as { captcha: unknown }).captcha,
    ).toEqual({ provider: 'turnstile', siteKey: 'k' });
    expect((props('/fleet', {}, { captcha: { provider: 'off' } }) as { captcha: unknown }).captcha).toEqual({
      provider: 'off',
    });
  });
  it('success page maps categories; a path with no form gets the no-form body (the edge answers its 404)', () => {
    expect(props('/success', { category: 'demo-vehicle-enquiry' })).toMatchObject({
      message: expect.stringContaining('demo vehicle enquiry'),
    });
    expect(formPageProps(request('/nowhere'))).toMatchObject({ page: 'success', heading: 'Page not found' });
  });
  it('props are JSON-safe', () => {
    const p = props('/service');
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});

describe('server HTML', () => {
  it('multi-step card: progress, Step 1 of 2, heading, labels with red asterisks, Continue, no Go Back', () => {
    const html = renderToString(<FormPage {...props('/contact')} />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('Step 1 of 2');
    expect(html).toContain('User Details');
    expect(html).toContain('class="fm-required"');
    expect(html).toContain('Continue');
    expect(html).not.toContain('Go Back');
    expect(html).toMatch(/<label for="contact-phone">Mobile Number/);
  });
  it('one-step view of the last step shows Submit and the captcha', () => {
    const p = props('/fleet') as Extract<FormPageProps, { page: 'form' }>;
    const single = { ...p, form: { ...p.form, steps: [p.form.steps[1]!] } };
    const html = renderToString(<FormPage {...single} />);
    expect(html).toContain('Submit');
    expect(html).toContain('test captcha');
  });
  it('SPEC §5 captcha is on the first step (the create carries its token); none when the dealer turned it off', () => {
    expect(renderToString(<FormPage {...props('/fleet')} />)).toContain('I&#x27;m not a robot (test captcha)');
    const off = renderToString(<FormPage {...props('/fleet', {}, { captcha: { provider: 'off' } })} />);
    expect(off).not.toContain('robot');
    expect(off).not.toContain('cf-turnstile');
  });
  it('the slot picker renders as a labelled group waiting for its slots', () => {
    const p = props('/service') as Extract<FormPageProps, { page: 'form' }>;
    const last = { ...p, form: { ...p.form, steps: [p.form.steps[2]!] } };
    const html = renderToString(<FormPage {...last} />);
    expect(html).toContain('data-testid="slot-picker"');
    expect(html).toMatch(/<legend>Preferred drop-off<span class="fm-required"/);
    expect(html).toContain('Loading available times…');
    const td = props('/book-test-drive') as Extract<FormPageProps, { page: 'form' }>;
    const tdLast = { ...td, form: { ...td.form, steps: [td.form.steps[1]!] } };
    expect(renderToString(<FormPage {...tdLast} />)).toContain('Choose a location first.');
  });
  it('success page', () => {
    expect(renderToString(<FormPage {...props('/success', { category: 'finance' })} />)).toContain('Thank you');
  });
});

describe('every field a route adds is one the lead API keeps (contracts formLeadFieldNames)', () => {
  const car = {
    car_id: '42',
    stock_number: 'S1',
    make: 'Kia',
    model: 'Rio',
    car_type: 'used',
    vehicle_status: 'in_stock',
    vin: 'KNADN512345678901',
    category: 'Service Enquiry',
    position: 'Sales',
    job: 'Sales Consultant',
  };
  const paths = [
    '/contact',
    '/book-test-drive',
    '/finance',
    '/service',
    '/parts/search',
    '/fleet',
    '/careers',
    '/work-experience',
    '/trade-in',
    '/valuations',
    '/sell-my-car',
  ];
  it.each(paths)('%s with a car in the query', (path) => {
    for (const query of [car, { ...car, car_id: '' }]) {
      const f = form(path, query);
      const names = formLeadFieldNames(f);
      expect(Object.keys(f.extra).filter((name) => !names.has(name))).toEqual([]);
      expect(names.has('category')).toBe(true);
    }
  });
});
