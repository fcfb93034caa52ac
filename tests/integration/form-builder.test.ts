import { CAPTCHA_TEST_TOKENS, type FormField, formDefinition, SiteConfigSchema } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * Issue 35 item 3, the form side: a group site's form submission (SPEC §7: page_id; the failure text is
 * in e2e form-builder.spec.ts), 'Where did you hear about us?' (SPEC §9), the form builder's remaining
 * field types (SPEC §5: tyres, card number/expiry, licence number, distance, button) rendered by the forms
 * remote and enforced by the lead API, and the shared filter variants (SPEC §9) in the search scope.
 */
let p: Platform;
let ip = 0;
beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'cityhop', 'lakeside-auto'],
    vars: { KV_MEMO_MS: '0', LEAD_RATE_LIMIT: '50/60' },
  });
});
afterAll(() => p?.dispose());

type Saved = { id: string; code: string; fields: Record<string, string> };
async function post(host: string, lead: Record<string, unknown>) {
  const res = await p.get(host, '/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.9.0.${++ip}` },
    body: JSON.stringify({ lead, captcha_token: CAPTCHA_TEST_TOKENS.pass }),
  });
  return { status: res.status, json: (await res.json()) as Saved };
}
const stored = async (id: string) =>
  JSON.parse((await p.db.prepare('SELECT doc FROM leads WHERE id = ?').bind(id).first<{ doc: string }>())!.doc);
const site = async (slug: string) => SiteConfigSchema.parse(JSON.parse((await p.kv.get(`site:${slug}`))!));
const html = async (host: string, path: string) => (await p.get(host, path)).text();
const user = { name: 'Sam Lee', email: 'sam@example.com', phone: '0412 345 678' };

/** The value of a form's field on a site: its first option (or the hidden field's value). */
async function firstOption(slug: string, form: 'contact' | 'service', name: string) {
  const fields = formDefinition(form, await site(slug)).steps.flatMap((s) => s.fields);
  const field = fields.find((f) => f.name === name);
  return field?.options?.[0]?.value ?? field?.value;
}
const locationOf = (slug: string, form: 'contact' | 'service') => firstOption(slug, form, 'location_id');
/** A complete contact enquiry in one save (both steps) at a site's first location (and dealership). */
async function contact(slug: string, extra: Record<string, unknown>) {
  const lead = { form_id: 'contact', step_number: 2, ...user, category: 'General Enquiry', message: 'Hi' };
  const dealership = await firstOption(slug, 'contact', 'dealership_slug');
  const where = {
    location_id: await locationOf(slug, 'contact'),
    ...(dealership ? { dealership_slug: dealership } : {}),
  };
  return post(`${slug}.localhost`, { ...lead, ...where, ...extra });
}
/** The fields of the form a page hydrates (the forms remote's props): what it renders, step by step. */
async function pageFields(host: string, path: string): Promise<FormField[]> {
  const page = await html(host, path);
  const manifest = JSON.parse(/<script type="application\/json" id="__forecourt">(.*?)<\/script>/s.exec(page)![1]!);
  return manifest.fragments[0].props.form.steps.flatMap((s: { fields: FormField[] }) => s.fields);
}

describe('group site (harbourside): SPEC §7 page_id and §9 Where did you hear about us?', () => {
  it('stores the page the form was sent from and the answer; refuses what is neither', async () => {
    const ok = await contact('harbourside', { page_id: '/contact', hear_about_us: 'Google' });
    expect(ok.status).toBe(201);
    expect(await stored(ok.json.id)).toMatchObject({ page_id: '/contact', hear_about_us: 'Google' });
    const bad = await contact('harbourside', { page_id: 'https://evil.example/', hear_about_us: 'Myspace' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(['hear_about_us', 'page_id']);
  });

  it('asks it on the last step of its forms, and the service form takes a tyre size', async () => {
    const service = await pageFields('harbourside.localhost', '/service');
    expect(service.slice(-2).map((f) => [f.name, f.type, f.required])).toEqual([
      ['hear_about_us', 'select', false],
      ['tyre_size', 'tyres', false],
    ]);
    const elsewhere = await pageFields('lakeside-auto.localhost', '/contact');
    expect(elsewhere.map((f) => f.name)).not.toContain('hear_about_us');
    const bad = await post('harbourside.localhost', {
      form_id: 'service',
      step_number: 3,
      tyre_size: 'big ones',
      location_id: await locationOf('harbourside', 'service'),
    });
    expect(bad.json.fields.tyre_size).toBe('Enter the tyre size as printed on the tyre, e.g. 205/55R16.');
  });
});

describe('form builder types on a rental (cityhop) and a US site (lakeside-auto)', () => {
  it("the rental's enquiry form carries each builder type (rendered in e2e form-builder.spec.ts)", async () => {
    const fields = await pageFields('cityhop.localhost', '/contact');
    expect(fields.slice(-6).map((f) => f.type)).toEqual([
      'select',
      'licence number',
      'card number',
      'card expiry',
      'distance',
      'button',
    ]);
    expect(fields.at(-1)).toMatchObject({ label: 'See our rental cars', value: '/find/rental-cars' });
  });

  it('keeps only the last 4 card digits, never the button, and refuses bad values by field', async () => {
    const good = {
      licence_number: 'NSW 1234 5678',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/30',
      daily_distance: '250',
      rental_cars: '/elsewhere',
    };
    const ok = await contact('cityhop', good);
    expect(ok.status).toBe(201);
    const doc = await stored(ok.json.id);
    expect(doc).toMatchObject({ card_number: '•••• 4242', card_expiry: '12/30', daily_distance: '250' });
    expect(JSON.stringify(doc)).not.toContain('4242 4242');
    expect(doc).not.toHaveProperty('rental_cars');
    const bad = await contact('cityhop', {
      licence_number: 'NO-DIGITS',
      card_number: '4242 4242 4242 4241',
      card_expiry: '01/20',
      daily_distance: '9000',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      licence_number: 'Invalid licence number. Use 4 to 15 letters and digits.',
      card_number: 'Invalid card number. Please check the digits.',
      card_expiry: 'This card has expired. Enter a future expiry date.',
      daily_distance: 'Please enter a distance from 0 to 2000.',
    });
  });

  it("a site's builder fields come from its config: a US site adds a distance to its fleet form", async () => {
    const raw = (await p.kv.get('site:lakeside-auto'))!;
    const fields = {
      fleet: [{ name: 'annual_distance', type: 'distance', label: 'Distance a year', required: false }],
    };
    await p.kv.put('site:lakeside-auto', JSON.stringify({ ...JSON.parse(raw), form_builder_fields: fields }));
    await p.afterKvChange();
    try {
      const fleet = await pageFields('lakeside-auto.localhost', '/fleet');
      expect(fleet.at(-1)).toMatchObject({ name: 'annual_distance', type: 'distance', label: 'Distance a year' });
    } finally {
      await p.kv.put('site:lakeside-auto', raw);
      await p.afterKvChange();
    }
  });
});

describe('SPEC §9 shared filter variants in the search scope', () => {
  type Result = { estimatedTotalHits: number; facetDistribution: { car_type: Record<string, number> } };
  const search = async () => {
    const res = await p.get('harbourside.localhost', '/api/search/indexes/cars/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.9.1.${++ip}` },
      body: JSON.stringify({ q: '', facets: ['car_type'], limit: 1 }),
    });
    return (await res.json()) as Result;
  };

  it('variant 1 (used only) narrows every search of the site to its used cars', async () => {
    const before = await search();
    expect(Object.keys(before.facetDistribution.car_type).length).toBeGreaterThan(1);
    const raw = (await p.kv.get('site:harbourside'))!;
    await p.kv.put('site:harbourside', JSON.stringify({ ...JSON.parse(raw), search_filter_variant: 1 }));
    await p.afterKvChange();
    try {
      const after = await search();
      expect(after.facetDistribution.car_type).toEqual({ used: before.facetDistribution.car_type.used });
      expect(after.estimatedTotalHits).toBe(before.facetDistribution.car_type.used);
    } finally {
      await p.kv.put('site:harbourside', raw);
      await p.afterKvChange();
    }
  });
});
