import {
  CAPTCHA_TEST_TOKENS,
  type Car,
  carLocations,
  carTitle,
  type FormStep,
  isCarListed,
  isTestDriveOnly,
  LEAD_FORM_FIELD,
  LEAD_STEP_FIELD,
  type LeadFormKind,
  leadEventId,
  stepLeadFields,
  stepLeadStatus,
  successPath,
} from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * Issues 5 and 6: the car page's Enquire / Test Drive links carry only car_id; the forms page looks the
 * car up (edge `formQuery` loader, site scope) and the lead is filed with the car's own stock number,
 * make, model and condition — category, event id and success category follow from the real car.
 */
const NOW = Date.now();
const H = 'harbourside.localhost';
const data = new Map([...iterateTenants({ now: NOW, validate: false })].map((t) => [t.site.slug, t]));
const harbour = data.get('harbourside')!;
const listed = (c: Car) =>
  c.show_on_dealer_website &&
  isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: harbour.site.include_sold_cars_days ?? null });
const forSale = (type: Car['car_type']) =>
  harbour.cars.find((c) => listed(c) && c.car_type === type && c.status === 'in_stock' && !isTestDriveOnly(c))!;
const newCar = forSale('new');
const usedCar = forSale('used');
const hiddenCar = harbour.cars.find((c) => !c.show_on_dealer_website)!;
const otherDealersCar = data.get('ridgeway-toyota')!.cars[0]!;

let p: Platform;
let ip = 0;
beforeAll(async () => {
  p = await startPlatform({ tenants: ['harbourside', 'ridgeway-toyota'], now: NOW });
}, 120_000);
afterAll(() => p?.dispose());

type Field = { name: string; type: string; value?: string; options?: { value: string }[] };
type FormProps = {
  page: 'form';
  form: {
    id: string;
    title: string;
    category: string;
    kind: LeadFormKind;
    extra: Record<string, string>;
    successExtra: Record<string, string>;
    testDriveOnly: boolean;
    steps: { fields: Field[] }[];
  };
};

/** The forms fragment's hydration props, as the browser gets them (the page manifest). */
async function formProps(path: string): Promise<FormProps> {
  const res = await p.get(H, path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const json = html.match(/<script type="application\/json" id="__forecourt">(.*?)<\/script>/s)?.[1];
  const manifest = JSON.parse(json!) as { fragments: { component: string; props: FormProps }[] };
  return manifest.fragments.find((f) => f.component === 'FormPage')!.props;
}

/** What a shopper types into a step: sample text by field type, the first option of a choice, hidden values as given. */
const SAMPLE: Record<string, string> = {
  'full name': 'Sam Lee',
  phone: '0412 345 678',
  email: 'sam@example.com',
  textarea: 'Is it available?',
};
function stepValues(fields: Field[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.type === 'check' || f.type === 'opt-in') values[f.name] = f.value === 'true';
    else if (f.type === 'check group') values[f.name] = [];
    else if (f.type !== 'hidden' && SAMPLE[f.type]) values[f.name] = SAMPLE[f.type];
    else values[f.name] = f.value ?? f.options?.[0]?.value ?? '';
  }
  return values;
}

/** What a tampered client sends on top of the form's own fields (car claims, a lead event id). */
type Tamper = { lead?: Record<string, unknown>; eventId?: number };

/** One save of a lead: a create (with the captcha token) or an update with the lead's token. */
async function save(lead: { id: string; token: string } | null, body: Record<string, unknown>) {
  const res = await p.get(H, lead ? `/api/leads/${lead.id}` : '/api/leads', {
    method: lead ? 'PUT' : 'POST',
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': `10.9.0.${++ip}`,
      ...(lead ? { authorization: `Bearer ${lead.token}` } : {}),
    },
    body: JSON.stringify({ ...body, ...(lead ? {} : { captcha_token: CAPTCHA_TEST_TOKENS.pass }) }),
  });
  return {
    status: res.status,
    json: (await res.json()) as { id: string; token: string; code: string; fields: Record<string, string> },
  };
}
const leadCount = async () => (await p.db.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())!.n;
const storedDoc = async (id: string) =>
  JSON.parse((await p.db.prepare('SELECT doc FROM leads WHERE id = ?').bind(id).first<{ doc: string }>())!.doc);

/** A stored lead row copied into `to` under a new id (doc patched): a lead whose step 1 was saved elsewhere. */
async function copyLead(from: Platform, to: Platform, id: string, patch: Record<string, unknown> = {}) {
  const row = (await from.db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first<Record<string, unknown>>())!;
  const copy = {
    ...row,
    id: `ld_${crypto.randomUUID().replace(/-/g, '')}`,
    doc: JSON.stringify({ ...JSON.parse(String(row.doc)), ...patch }),
  };
  const cols = Object.keys(copy);
  await to.db
    .prepare(`INSERT INTO leads (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
    .bind(...cols.map((k) => copy[k as keyof typeof copy] ?? null))
    .run();
  return copy.id;
}

/** Step 1 of a car's enquiry saved (the car checked): the lead, its token and the step-2 body. */
async function enquiryStep1(carId: number) {
  const props = await formProps(`/contact?car_id=${carId}`);
  const [step1, step2] = props.form.steps as [FormProps['form']['steps'][0], FormProps['form']['steps'][0]];
  const fields = (step: typeof step1) => stepLeadFields(step as FormStep, stepValues(step.fields), { country: 'AU' });
  const created = await save(null, {
    lead: {
      category: props.form.category,
      ...props.form.extra,
      ...fields(step1),
      [LEAD_FORM_FIELD]: props.form.id,
      ...stepLeadStatus(false),
      [LEAD_STEP_FIELD]: 1,
    },
  });
  expect(created.status).toBe(201);
  const step2Body = {
    lead: { ...props.form.extra, ...fields(step2), ...stepLeadStatus(true), [LEAD_STEP_FIELD]: 2 },
    visited_pages: [],
    linked_query_params: {},
  };
  return { lead: created.json, step2Body };
}

/**
 * Sends the form's lead step by step the way the forms client does (create with the captcha token,
 * then updates with the lead's token): category + the form's extra fields + each step's fields, and on
 * the last step the lead event id the client computes from the props (or what `tamper` says instead).
 */
async function submit(props: FormProps, tamper: Tamper = {}) {
  const { form } = props;
  const eventId =
    tamper.eventId ??
    leadEventId(form.kind, (form.extra.car_type ?? null) as Car['car_type'] | null, form.testDriveOnly);
  let lead: { id: string; token: string } | null = null;
  for (const [i, step] of form.steps.entries()) {
    const last = i === form.steps.length - 1;
    const body = {
      lead: {
        category: form.category,
        ...form.extra,
        ...stepLeadFields(step as FormStep, stepValues(step.fields), { country: 'AU' }),
        ...tamper.lead,
        [LEAD_FORM_FIELD]: form.id,
        ...stepLeadStatus(last),
        [LEAD_STEP_FIELD]: i + 1,
      },
      visited_pages: [],
      linked_query_params: {},
      ...(last ? { event_id: eventId } : {}),
    };
    const res = await save(lead, body);
    expect(res.status, JSON.stringify(res.json)).toBe(lead ? 200 : 201);
    lead = lead ?? res.json;
  }
  const row = await p.db
    .prepare('SELECT category, doc FROM leads WHERE id = ?')
    .bind(lead!.id)
    .first<{ category: string; doc: string }>();
  const events = await p.db
    .prepare('SELECT category FROM events WHERE lead_id = ?')
    .bind(lead!.id)
    .all<{ category: number }>();
  return { category: row!.category, doc: JSON.parse(row!.doc), events: events.results.map((e) => e.category) };
}

describe('car-linked forms', () => {
  it('the car page links carry the car id to the enquiry and test-drive forms', async () => {
    const html = await (await p.get(H, `/cars/${newCar.slug}`)).text();
    // harbourside's standard contact link is /dealerships (a page): the car's enquiry still goes to the form.
    expect(html).toContain(`href="/contact?car_id=${newCar.id}"`);
    expect(html).toContain(`href="/book-test-drive?car_id=${newCar.id}"`);
  });

  it('enquiry from a new car: the lead carries car_id, stock_number, make, model, car_type new; New Vehicle Enquiry, event 14', async () => {
    const props = await formProps(`/contact?car_id=${newCar.id}`);
    expect(props.form.id).toBe('vehicle-enquiry');
    expect(props.form.category).toBe('New Vehicle Enquiry');
    // the car page's title: year, make, model, badge, series
    expect(props.form.title).toBe(`Enquire about ${carTitle(newCar)}`);
    const lead = await submit(props);
    expect(lead.category).toBe('New Vehicle Enquiry');
    expect(lead.doc).toMatchObject({
      car_id: String(newCar.id),
      stock_number: newCar.stocknum,
      'Vehicle Make': newCar.make,
      'Vehicle Model': newCar.model,
      car_type: 'new',
      vehicle_status: 'in_stock',
    });
    expect(lead.events).toContain(14);
    // The success page maps the car type (SPEC §4): new-vehicle-enquiry.
    const success = successPath(props.form.category, props.form.successExtra);
    expect(success).toBe(`/success?category=new-vehicle-enquiry&car_id=${newCar.id}`);
    expect(await (await p.get(H, success)).text()).toContain('Thanks for your new vehicle enquiry');
  });

  it('a Quick Enquiry from a search card (car_id + enquiry=quick) is the same vehicle enquiry', async () => {
    const props = await formProps(`/contact?car_id=${usedCar.id}&enquiry=quick`);
    // Issue 34: it names the car it is about.
    expect(props.form.title).toBe(`Quick Enquiry: ${carTitle(usedCar)}`);
    expect(props.form.category).toBe('Used Vehicle Enquiry');
    expect(props.form.extra).toMatchObject({ car_id: String(usedCar.id), stock_number: usedCar.stocknum });
  });

  it('what the URL says about the car is replaced by the car itself', async () => {
    const props = await formProps(`/contact?car_id=${newCar.id}&car_type=used&make=Fake&stock_number=X1`);
    expect(props.form.category).toBe('New Vehicle Enquiry');
    expect(props.form.extra).toMatchObject({
      car_type: 'new',
      'Vehicle Make': newCar.make,
      stock_number: newCar.stocknum,
    });
  });

  it('a test drive from a used car records event 48 and files the car', async () => {
    const props = await formProps(`/book-test-drive?car_id=${usedCar.id}`);
    expect(props.form.kind).toBe('test_drive');
    expect(props.form.testDriveOnly).toBe(false);
    const lead = await submit(props);
    expect(lead.events).toContain(48);
    expect(lead.doc).toMatchObject({ car_id: String(usedCar.id), stock_number: usedCar.stocknum, car_type: 'used' });
  });

  it("a test drive from a car preselects the car's location; another location is refused (400, nothing stored)", async () => {
    const props = await formProps(`/book-test-drive?car_id=${usedCar.id}`);
    const [step1, step2] = props.form.steps as [FormProps['form']['steps'][0], FormProps['form']['steps'][0]];
    const location = step2.fields.find((f) => f.name === 'location_id')!;
    expect(location.value).toBe(String(usedCar.location_id));
    const holding = new Set(carLocations(usedCar, harbour.locations).map((l) => String(l.id)));
    const elsewhere = location.options!.map((o) => o.value).find((v) => !holding.has(v));
    expect(elsewhere, 'harbourside has a test-drive location without this car').toBeTruthy();
    const fields = (step: typeof step1, values: Record<string, unknown> = {}) =>
      stepLeadFields(step as FormStep, { ...stepValues(step.fields), ...values }, { country: 'AU' });
    const base = { category: props.form.category, ...props.form.extra, [LEAD_FORM_FIELD]: props.form.id };
    // A create that names the wrong location at once: 400 on location_id, no lead, no booking.
    const before = await leadCount();
    const bookings = async () =>
      (await p.db.prepare('SELECT COUNT(*) AS n FROM lead_bookings').first<{ n: number }>())!.n;
    const bookingsBefore = await bookings();
    const direct = await save(null, {
      lead: {
        ...base,
        ...fields(step1),
        location_id: elsewhere,
        ...stepLeadStatus(false),
        [LEAD_STEP_FIELD]: 1,
      },
    });
    expect(direct.status).toBe(400);
    expect(direct.json.fields.location_id).toMatch(/^This vehicle is at .+\. Please choose that location/);
    expect(await leadCount()).toBe(before);
    // Step 2 of a lead naming the wrong location: 400, the stored lead unchanged; the right one completes.
    const created = await save(null, {
      lead: { ...base, ...fields(step1), ...stepLeadStatus(false), [LEAD_STEP_FIELD]: 1 },
    });
    expect(created.status).toBe(201);
    const stored = await storedDoc(created.json.id);
    const step2Body = (loc: string) => ({
      lead: {
        ...props.form.extra,
        ...fields(step2, { location_id: loc }),
        ...stepLeadStatus(true),
        [LEAD_STEP_FIELD]: 2,
      },
      visited_pages: [],
      linked_query_params: {},
    });
    const wrong = await save(created.json, step2Body(elsewhere!));
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields.location_id).toBeTruthy();
    expect(await storedDoc(created.json.id)).toEqual(stored);
    expect(await bookings()).toBe(bookingsBefore);
    const right = await save(created.json, step2Body(String(usedCar.location_id)));
    expect(right.status, JSON.stringify(right.json)).toBe(200);
  });

  it('a test-drive-only car: test_drive_only reaches the form (event 17)', async () => {
    const tdo = harbour.cars.find((c) => listed(c) && isTestDriveOnly(c) && c.car_type !== 'new');
    expect(tdo, 'the demo data has a test-drive-only car').toBeTruthy();
    const props = await formProps(`/book-test-drive?car_id=${tdo!.id}`);
    expect(props.form.testDriveOnly).toBe(true);
    expect(leadEventId(props.form.kind, props.form.extra.car_type as Car['car_type'], props.form.testDriveOnly)).toBe(
      17,
    );
  });

  it('an unknown, hidden or other dealer’s car id gives the plain general form, no error', async () => {
    for (const id of ['999999999', String(hiddenCar.id), String(otherDealersCar.id), 'abc']) {
      const props = await formProps(`/contact?car_id=${id}&make=Fake`);
      expect(props.form.id, id).toBe('contact');
      expect(props.form.category, id).toBe('General Enquiry');
      expect(props.form.extra, id).toEqual({});
    }
  });
});

describe('the lead API files the car itself (issue 6: the page is not the guard)', () => {
  /** The vehicle enquiry of a real car with everything a tampered client could claim about it. */
  const claims = (over: Record<string, unknown> = {}) => ({
    stock_number: 'FAKE-1',
    'Vehicle Make': 'Ferrari',
    'Vehicle Model': 'F40',
    car_type: 'new',
    vehicle_status: 'sold',
    category: 'New Vehicle Enquiry',
    ...over,
  });

  it('a faked car_type=new on a used car: filed as the used car, Used Vehicle Enquiry, event 15', async () => {
    const props = await formProps(`/contact?car_id=${usedCar.id}`);
    const lead = await submit(props, { lead: claims(), eventId: 14 });
    expect(lead.category).toBe('Used Vehicle Enquiry');
    expect(lead.doc).toMatchObject({
      car_id: String(usedCar.id),
      stock_number: usedCar.stocknum,
      'Vehicle Make': usedCar.make,
      'Vehicle Model': usedCar.model,
      car_type: 'used',
      vehicle_status: usedCar.status,
      category: 'Used Vehicle Enquiry',
    });
    expect(lead.events).toContain(15);
    expect(lead.events).not.toContain(14);
  });

  it('a test drive of a used car claimed new: filed used, event 48 (not 17)', async () => {
    const props = await formProps(`/book-test-drive?car_id=${usedCar.id}`);
    const lead = await submit(props, { lead: claims(), eventId: 17 });
    expect(lead.doc).toMatchObject({ car_type: 'used', stock_number: usedCar.stocknum });
    expect(lead.category).toBe('Used Vehicle Enquiry');
    expect(lead.events).toContain(48);
    expect(lead.events).not.toContain(17);
  });

  it('another dealer’s, a hidden or an unknown car id: 400 on car_id, nothing stored', async () => {
    const props = await formProps(`/contact?car_id=${usedCar.id}`);
    const step1 = props.form.steps[0]!;
    for (const carId of [otherDealersCar.id, hiddenCar.id, 999999999, 'abc']) {
      const before = await leadCount();
      const res = await save(null, {
        lead: {
          ...props.form.extra,
          car_id: String(carId),
          ...stepLeadFields(step1 as FormStep, stepValues(step1.fields), { country: 'AU' }),
          [LEAD_FORM_FIELD]: props.form.id,
          ...stepLeadStatus(false),
          [LEAD_STEP_FIELD]: 1,
        },
      });
      expect(res.status, String(carId)).toBe(400);
      expect(res.json.fields.car_id, String(carId)).toBe('This vehicle is not available on this website.');
      expect(await leadCount(), String(carId)).toBe(before);
    }
  });

  it('a later step cannot swap in another dealer’s car: 400, the stored lead unchanged', async () => {
    const props = await formProps(`/contact?car_id=${usedCar.id}`);
    const [step1, step2] = props.form.steps as [FormProps['form']['steps'][0], FormProps['form']['steps'][0]];
    const fields = (step: typeof step1) => stepLeadFields(step as FormStep, stepValues(step.fields), { country: 'AU' });
    const created = await save(null, {
      lead: {
        ...props.form.extra,
        ...fields(step1),
        [LEAD_FORM_FIELD]: props.form.id,
        ...stepLeadStatus(false),
        [LEAD_STEP_FIELD]: 1,
      },
    });
    expect(created.status).toBe(201);
    const before = await storedDoc(created.json.id);
    const swapped = await save(created.json, {
      lead: {
        ...props.form.extra,
        car_id: String(otherDealersCar.id),
        ...fields(step2),
        ...stepLeadStatus(true),
        [LEAD_STEP_FIELD]: 2,
      },
    });
    expect(swapped.status).toBe(400);
    expect(swapped.json.fields.car_id).toBeTruthy();
    expect(await storedDoc(created.json.id)).toEqual(before);
  });
  it('a car hidden after step 1: the later step completes with the car as checked (no look-up, no 400)', async () => {
    const { lead, step2Body } = await enquiryStep1(usedCar.id);
    // the stored lead as if step 1 had named the car now hidden (it was shown then)
    const id = await copyLead(p, p, lead.id, {
      car_id: String(hiddenCar.id),
      stock_number: hiddenCar.stocknum,
      'Vehicle Make': hiddenCar.make,
      'Vehicle Model': hiddenCar.model,
      car_type: hiddenCar.car_type,
    });
    const res = await save(
      { id, token: lead.token },
      {
        ...step2Body,
        lead: { ...step2Body.lead, car_id: String(hiddenCar.id) },
      },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await storedDoc(id)).toMatchObject({
      car_id: String(hiddenCar.id),
      stock_number: hiddenCar.stocknum,
      form_completed: true,
    });
  });
});

describe('search down when a lead names its car (issue 6: accept, flagged for the dealer, never lost)', () => {
  let down: Platform;
  beforeAll(async () => {
    // the Meilisearch backend pointed at a closed port: every car look-up fails
    down = await startPlatform({
      tenants: ['harbourside'],
      now: NOW,
      vars: { MEILISEARCH_HOST: 'http://127.0.0.1:9', MEILISEARCH_SEARCH_KEY: 'search-key' },
    });
  }, 120_000);
  afterAll(() => down?.dispose());

  it('the lead is stored without car details, unverified_car_id naming the car; event and category carless', async () => {
    const props = await formProps(`/contact?car_id=${newCar.id}`);
    const { form } = props;
    const lead = {
      category: form.category,
      ...form.extra,
      ...form.steps.reduce(
        (all, step) => Object.assign(all, stepLeadFields(step as FormStep, stepValues(step.fields), { country: 'AU' })),
        {} as Record<string, unknown>,
      ),
      [LEAD_FORM_FIELD]: form.id,
      ...stepLeadStatus(true),
      [LEAD_STEP_FIELD]: form.steps.length,
    };
    const res = await down.get(H, '/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.9.9.1' },
      body: JSON.stringify({ lead, event_id: 14, captcha_token: CAPTCHA_TEST_TOKENS.pass }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await down.db
      .prepare('SELECT category, doc FROM leads WHERE id = ?')
      .bind(id)
      .first<{ category: string; doc: string }>();
    const doc = JSON.parse(row!.doc);
    expect(doc).toMatchObject({ unverified_car_id: String(newCar.id), name: 'Sam Lee', form_completed: true });
    for (const field of ['car_id', 'stock_number', 'Vehicle Make', 'Vehicle Model', 'car_type', 'vehicle_status'])
      expect(doc, field).not.toHaveProperty(field);
    expect(row!.category).toBe('Used Vehicle Enquiry');
    const events = await down.db
      .prepare('SELECT category FROM events WHERE lead_id = ?')
      .bind(id)
      .all<{ category: number }>();
    expect(events.results.map((e) => e.category)).toEqual([22]);
  });

  it('a car checked at step 1, search down at step 2: the stored car, category and event are kept', async () => {
    const { lead, step2Body } = await enquiryStep1(usedCar.id);
    const id = await copyLead(p, down, lead.id);
    const res = await down.get(H, `/api/leads/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lead.token}` },
      body: JSON.stringify(step2Body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const row = await down.db
      .prepare('SELECT category, doc FROM leads WHERE id = ?')
      .bind(id)
      .first<{ category: string; doc: string }>();
    const doc = JSON.parse(row!.doc);
    expect(doc).toMatchObject({
      car_id: String(usedCar.id),
      stock_number: usedCar.stocknum,
      'Vehicle Make': usedCar.make,
      'Vehicle Model': usedCar.model,
      car_type: 'used',
      form_completed: true,
    });
    expect(doc).not.toHaveProperty('unverified_car_id');
    expect(row!.category).toBe('Used Vehicle Enquiry');
    const events = await down.db
      .prepare('SELECT category FROM events WHERE lead_id = ?')
      .bind(id)
      .all<{ category: number }>();
    expect(events.results.map((e) => e.category)).toEqual([15]);
  });
});
