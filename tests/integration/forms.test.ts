import { CAPTCHA_TEST_TOKENS } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/** The forms remote through the edge (server HTML of every form route) and the valuations API. */
const H = 'harbourside.localhost';
let p: Platform;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'tasman-motors', 'lakeside-auto'],
    vars: { KV_MEMO_MS: '0', LOOKUP_RATE_LIMIT: '100/60' },
  });
});
afterAll(() => p?.dispose());

const html = async (host: string, path: string) => {
  const res = await p.get(host, path);
  return { status: res.status, text: await res.text() };
};
const json = async (
  host: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await p.get(host, path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test helper
  return { status: res.status, body: (await res.json()) as any };
};

describe('form pages (server HTML from the forms remote)', () => {
  const routes: [string, string][] = [
    ['/contact', 'Contact Us'],
    ['/contact-us/harbourside-toyota-parramatta', 'Contact'],
    ['/book-test-drive', 'Book a Test Drive'],
    ['/finance', 'Apply for Finance'],
    ['/finance-enquiry', 'Apply for Finance'],
    ['/apply-for-finance?vehiclePriceBudget=25000', 'Apply for Finance'],
    ['/service', 'Book a Service'],
    ['/pages/book-a-service', 'Book a Service'],
    ['/vehicle-parts-and-accessories', 'Parts and Accessories'],
    ['/parts/search', 'Ask our parts team'], // under the parts search (search-api.test.ts)
    ['/fleet', 'Fleet'],
    ['/careers', 'Careers'],
    ['/work-experience', 'Work Experience'],
    ['/trade-in', 'Trade-in Valuation'],
    ['/valuations', 'Value My Car'],
    ['/cars/trade-in?car_id=abc', 'Trade-in Valuation'],
    ['/sell-my-car', 'Sell My Car'],
  ];
  for (const [path, title] of routes) {
    it(`${path} renders the multi-step card`, async () => {
      const { status, text } = await html(H, path);
      expect(status).toBe(200);
      expect(text).toContain(title);
      expect(text).toContain('Step 1 of');
      expect(text).toContain('/_remotes/forms/');
    });
  }

  it('contact: category select defaults to General Enquiry; dealership select on a multi-dealership group', async () => {
    const { text } = await html(H, '/contact');
    expect(text).toContain('User Details');
    expect(text).toMatch(/"category":"General Enquiry"/);
    expect(text).toContain('Dealership');
  });

  it('finance: #finance-form anchor and the query budget in the props', async () => {
    const { text } = await html(H, '/apply-for-finance?vehiclePriceBudget=25000&car_type=used');
    expect(text).toContain('id="finance-form"');
    expect(text).toContain('"value":"25000"');
    expect(text).toContain('"car_type":"used"');
  });

  it('success page shows the mapped category', async () => {
    const { status, text } = await html(H, '/success?category=used-vehicle-enquiry&car_id=1');
    expect(status).toBe(200);
    expect(text).toContain('Thanks for your used vehicle enquiry');
  });

  it('/success is noindex (the page plan owns the head); a form page is not', async () => {
    const success = (await html(H, '/success?category=finance')).text;
    expect(success).toContain('<meta name="robots" content="noindex">');
    expect((await html(H, '/contact')).text).not.toContain('noindex');
  });

  it('SPEC §5 captcha on by default: the local test captcha on the first step (no Turnstile keys configured)', async () => {
    const { text } = await html(H, '/contact');
    expect(text).toContain('"captcha":{"provider":"test"}');
    expect(text).toContain('(test captcha)');
  });

  it('test drive and service: the date-time is a slot picker fed by the dealership slots API', async () => {
    const td = (await html(H, '/book-test-drive')).text;
    expect(td).toContain('"booking_type":"test_drive"');
    expect(td).toMatch(/"booking":\{"kind":"test_drive","locationField":"location_id","dealerships":\{"\d+":\d+/);
    const service = (await html(H, '/service')).text;
    expect(service).toContain('"booking_type":"service"');
    expect(service).toMatch(/"booking":\{"kind":"service"/);
  });

  it('sell my car: three steps, Sell My Car Enquiry, photos optional', async () => {
    const { text } = await html(H, '/sell-my-car');
    expect(text).toContain('Step 1 of 3');
    expect(text).toContain('"category":"Sell My Car Enquiry"');
    expect(text).toContain('"kind":"sell_my_car"');
    expect(text).toContain('Photos (optional)');
  });

  it('forms render the contracts definitions: the form id the lead API checks, models of the make in stock', async () => {
    expect((await html(H, '/fleet')).text).toContain('"id":"fleet"');
    const service = (await html(H, '/service')).text;
    expect(service).toContain('"id":"service"');
    // SPEC §5 'model': a select of the chosen make's models from the site's stock summary
    expect(service).toMatch(
      /"name":"model","type":"model","label":"Model","dependsOn":"make","optionsFor":\{"[^"]+":\[\{"value":/,
    );
  });

  it('SPEC §2 button labels: defaults, or the site configuration (form_button_labels)', async () => {
    expect((await html(H, '/fleet')).text).toContain('>Continue</button>');
    const raw = (await p.kv.get('site:tasman-motors'))!;
    const labels = { continue: 'Next', submit: 'Send enquiry' };
    await p.kv.put('site:tasman-motors', JSON.stringify({ ...JSON.parse(raw), form_button_labels: labels }));
    await p.afterKvChange();
    try {
      const { text } = await html('tasman-motors.localhost', '/fleet?labels=custom');
      expect(text).toContain('>Next</button>');
      expect(text).toContain(
        '"labels":{"back":"Go Back","continue":"Next","submit":"Send enquiry","loading":"Loading"}',
      );
    } finally {
      await p.kv.put('site:tasman-motors', raw);
      await p.afterKvChange();
    }
  });

  it('NZ and US sites carry their phone country', async () => {
    expect((await html('tasman-motors.localhost', '/contact')).text).toContain('"country":"NZ"');
    expect((await html('lakeside-auto.localhost', '/contact')).text).toContain('"country":"US"');
  });
});

/** A lead of the host's site (the local captcha's pass token). */
async function createLead(host: string): Promise<string> {
  const res = await json(host, 'POST', '/api/leads', {
    // a complete fleet enquiry in one save (form_id + its last step)
    lead: {
      form_id: 'fleet',
      step_number: 2,
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: host === H ? '0412345678' : '021 123 4567',
      company_name: 'Acme Ltd',
      fleet_size: '3',
      message: 'Hi',
      category: 'General Enquiry',
    },
    captcha_token: CAPTCHA_TEST_TOKENS.pass,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('vehicle lookup and valuations API', () => {
  it('lookup is deterministic per rego and state; bad input 400; unknown rego 404', async () => {
    const a = await json(H, 'POST', '/api/simple-autograb-lookup', { rego: 'abc 123', state: 'NSW' });
    expect(a.status).toBe(200);
    expect(a.body.vehicle.rego).toBe('ABC123');
    const b = await json(H, 'POST', '/api/simple-autograb-lookup', { rego: 'ABC123', state: 'NSW' });
    expect(b.body.vehicle).toEqual(a.body.vehicle);
    expect((await json(H, 'POST', '/api/simple-autograb-lookup', { rego: '!!', state: 'NSW' })).status).toBe(400);
    expect((await json(H, 'POST', '/api/simple-autograb-lookup', { rego: 'ABC', state: 'ZZ' })).status).toBe(400);
    expect((await json(H, 'POST', '/api/simple-autograb-lookup', { rego: 'NOTFOUND1', state: 'NSW' })).status).toBe(
      404,
    );
  });

  it('POST creates a valuation with an offer; PUT needs the token and the same site', async () => {
    const created = await json(H, 'POST', '/api/valuations', {
      rego: 'XYZ987',
      regoState: 'VIC',
      adjustments: { km: 80000, condition: 'Good' },
    });
    expect(created.status).toBe(201);
    const v = created.body.valuation;
    expect(v.offer).toBeGreaterThan(0);
    expect(v.token).toMatch(/^[0-9a-f]+$/);
    const row = await p.db.prepare('SELECT offer, site_slug FROM valuations WHERE id = ?').bind(v.id).first();
    expect(row).toEqual({ offer: v.offer, site_slug: 'harbourside' });

    expect((await json(H, 'PUT', `/api/valuations/${v.id}`, { offer_rejected: true })).status).toBe(403);
    const other = await json(
      'tasman-motors.localhost',
      'PUT',
      `/api/valuations/${v.id}`,
      { offer_rejected: true },
      {
        authorization: `Bearer ${v.token}`,
      },
    );
    expect(other.status).toBe(404);
    const bad = await json(
      H,
      'PUT',
      `/api/valuations/${v.id}`,
      { adjustments: { km: -1, condition: 'Good' } },
      {
        authorization: `Bearer ${v.token}`,
      },
    );
    expect(bad.status).toBe(400);
    const lead = await createLead(H);
    const ok = await json(
      H,
      'PUT',
      `/api/valuations/${v.id}`,
      { offer_rejected: true, lead_id: lead },
      {
        authorization: `Bearer ${v.token}`,
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.valuation).toMatchObject({ offer_rejected: true, lead_id: lead, offer: v.offer });
  });

  it("linking another site's lead (or an unknown one) is a 400 and changes nothing", async () => {
    const created = await json(H, 'POST', '/api/valuations', {
      rego: 'LNK123',
      regoState: 'NSW',
      adjustments: { km: 50000, condition: 'Good' },
    });
    const v = created.body.valuation;
    const auth = { authorization: `Bearer ${v.token}` };
    const row = () => p.db.prepare('SELECT * FROM valuations WHERE id = ?').bind(v.id).first();
    const before = await row();
    const foreign = await createLead('tasman-motors.localhost');
    for (const lead_id of [foreign, 'ld_00000000000000000000000000000000']) {
      const res = await json(H, 'PUT', `/api/valuations/${v.id}`, { offer_rejected: true, lead_id }, auth);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_valuation', error: 'lead_id: not a lead of this site' });
    }
    expect(await row()).toEqual(before);
  });

  it("a valuation's car_id must be a car this site lists: free text and another dealer's car are refused", async () => {
    const count = async () => (await p.db.prepare('SELECT COUNT(*) AS n FROM valuations').first<{ n: number }>())?.n;
    const before = await count();
    const base = { rego: 'CAR123', regoState: 'NSW', adjustments: { km: 50000, condition: 'Good' } };
    const own = await p.db
      .prepare(
        "SELECT c.id FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE d.site_slug = 'harbourside' AND c.status = 'in_stock' AND c.show_on_dealer_website = 1 LIMIT 1",
      )
      .first<{ id: number }>();
    const foreign = await p.db
      .prepare(
        "SELECT c.id FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE d.site_slug = 'tasman-motors' LIMIT 1",
      )
      .first<{ id: number }>();
    for (const car_id of ['<script>alert(1)</script>', 'x'.repeat(100), String(foreign!.id), '999999999']) {
      const res = await json(H, 'POST', '/api/valuations', { ...base, car_id });
      expect(res.status, car_id).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_valuation', error: 'car_id: not a car of this website' });
    }
    expect(await count()).toBe(before);
    const ok = await json(H, 'POST', '/api/valuations', { ...base, car_id: String(own!.id) });
    expect(ok.status).toBe(201);
  });

  it('bad valuation body is a 400 and stores nothing', async () => {
    const before = await p.db.prepare('SELECT COUNT(*) AS n FROM valuations').first<{ n: number }>();
    const res = await json(H, 'POST', '/api/valuations', { rego: 'A1', regoState: 'NSW', adjustments: { km: 'x' } });
    expect(res.status).toBe(400);
    const after = await p.db.prepare('SELECT COUNT(*) AS n FROM valuations').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
