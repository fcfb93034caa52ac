/**
 * SPEC §7's last three calls through the edge (issue 35 item 3): POST /api/carClarityCustomer against a
 * LOCAL STAND-IN of Car Clarity (tests/support/car-clarity-stand-in.ts) and its mock twin /mock/…,
 * POST /api/miscellaneous on a valuation, GET /manufacturers/{slug}.json?website_id=. Each with the
 * house error body and what an attacker would try (oversized, nested, unknown fields, another site's ids).
 * And the nearest dealership by distance from a postcode on /dealerships (SPEC §9).
 */
import { carClarityCustomerOf } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_CLARITY_STAND_IN, CAR_CLARITY_STAND_IN_KEY } from '../support/car-clarity-stand-in.js';
import { type Platform, startPlatform } from '../support/platform.js';

let p: Platform;
const R = 'harbourside.localhost';
const T = 'tasman-motors.localhost';
let harbourId: number;
let tasmanId: number;
let carId: number;
let tasmanCarId: number;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'tasman-motors'],
    vars: {
      KV_MEMO_MS: '0',
      LEAD_RATE_LIMIT: '1000/60',
      LOOKUP_RATE_LIMIT: '1000/60',
      CAR_CLARITY_API_KEY: CAR_CLARITY_STAND_IN_KEY,
      CAR_CLARITY_API_URL: 'http://car-clarity.stand-in',
      CAR_CLARITY_MOCK: 'true',
    },
    edgeOutbound: 'car-clarity-stand-in',
    extraWorkers: [
      { name: 'car-clarity-stand-in', modules: true, script: CAR_CLARITY_STAND_IN, compatibilityDate: '2026-11-01' },
    ],
  });
  const site = JSON.parse((await p.kv.get('site:harbourside'))!);
  harbourId = site.id;
  tasmanId = JSON.parse((await p.kv.get('site:tasman-motors'))!).id;
  await p.kv.put('site:harbourside', JSON.stringify({ ...site, features: { ...site.features, car_clarity: true } }));
  const hit = async (host: string) =>
    (await (await post(host, '/api/search/indexes/cars/search', { limit: 1, filter: 'sold = false' })).body).hits[0].id;
  carId = await hit(R);
  tasmanCarId = await hit(T);
}, 120_000);
afterAll(() => p?.dispose());

async function post(host: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await p.get(host, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test helper
  return { status: res.status, body: (await res.json()) as any };
}
// biome-ignore lint/suspicious/noExplicitAny: test helper
type Call = any;
const calls = async (): Promise<Call[]> => {
  const standIn = await p.mf.getWorker('car-clarity-stand-in');
  return (await (await standIn.fetch('http://car-clarity.stand-in/_calls')).json()) as Call[];
};

const customer = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '0412 345 678' };

describe('POST /api/carClarityCustomer', () => {
  it('creates the customer at Car Clarity (stand-in) with the key, the dealer and the car', async () => {
    const res = await post(R, '/api/carClarityCustomer', { ...customer, car_id: String(carId), loan_amount: 25000 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^cc-\d+$/), destination: 'car-clarity' });
    const last = (await calls()).at(-1);
    expect(last.key).toBe(`Bearer ${CAR_CLARITY_STAND_IN_KEY}`);
    expect(last.body).toMatchObject({ ...customer, loan_amount: 25000, dealer: { slug: 'harbourside' } });
    expect(last.body.vehicle.id).toBe(carId);
  });

  it('a lost first answer is retried with the same Idempotency-Key; a broker that stays down is 503', async () => {
    const flaky = await post(R, '/api/carClarityCustomer', { ...customer, first_name: 'Flaky' });
    expect(flaky.status).toBe(201);
    const tries = (await calls()).filter((c) => c.body?.first_name === 'Flaky');
    expect(tries).toHaveLength(2);
    expect(tries[0].idem).toBe(tries[1].idem);
    const down = await post(R, '/api/carClarityCustomer', { ...customer, first_name: 'Down' });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: 'provider_unavailable', error: expect.any(String) });
  });

  it('refuses bad fields, unknown fields, another site’s car and a site without Car Clarity, calling nobody', async () => {
    const before = (await calls()).length;
    const bad = await post(R, '/api/carClarityCustomer', { ...customer, email: 'nope', phone: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_customer');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email']);
    const phone = await post(R, '/api/carClarityCustomer', { ...customer, phone: '12' });
    expect(phone.body.fields).toEqual({ phone: expect.stringMatching(/Invalid/) });
    const extra = await post(R, '/api/carClarityCustomer', { ...customer, dealership_slug: 'tasman-motors' });
    expect(extra.body).toMatchObject({ code: 'invalid_customer', fields: { dealership_slug: 'Unknown field' } });
    const other = await post(R, '/api/carClarityCustomer', { ...customer, car_id: String(tasmanCarId) });
    expect(other.body).toMatchObject({ code: 'invalid_customer', fields: { car_id: 'Not a car of this website' } });
    const off = await post(T, '/api/carClarityCustomer', { ...customer, phone: '021 234 5678' });
    expect(off).toMatchObject({ status: 404, body: { code: 'not_offered' } });
    const nested = await post(R, '/api/carClarityCustomer', { ...customer, first_name: { a: { b: 1 } } });
    expect(nested).toMatchObject({ status: 400, body: { code: 'payload_too_deep' } });
    const big = await post(R, '/api/carClarityCustomer', { ...customer, last_name: 'x'.repeat(5000) });
    expect(big).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    const form = await p.get(R, '/api/carClarityCustomer', { method: 'POST', body: 'first_name=a' });
    expect(form.status).toBe(415);
    expect((await calls()).length).toBe(before);
  });

  it('mock mode: /mock/carClarityCustomer answers as the broker would, checks the same, calls nobody', async () => {
    const before = (await calls()).length;
    const res = await post(R, '/mock/carClarityCustomer', customer);
    expect(res).toMatchObject({ status: 201, body: { destination: 'car-clarity', mock: true } });
    expect(res.body.id).toMatch(/^mock_/);
    expect((await post(R, '/mock/carClarityCustomer', { ...customer, email: 'x' })).body.code).toBe('invalid_customer');
    expect((await post(R, '/mock/leads', {})).status).toBe(404);
    expect((await calls()).length).toBe(before);
  });
});

describe("the finance form's destination 'car-clarity' (SPEC §7, issue 35)", () => {
  it("a Car Clarity site's finance form is given the mock path (mock mode on here); a site without it is not", async () => {
    const html = await (await p.get(R, '/apply-for-finance')).text();
    expect(html).toContain('"carClarityPath":"/mock/carClarityCustomer"');
    const other = await (await p.get(T, '/apply-for-finance')).text();
    expect(other).toContain('"carClarityPath":null');
  });

  it('the customer the form builds from its answers is accepted by the broker path (stand-in) and the mock', async () => {
    const answers = {
      name: 'Sam Lee',
      phone: '0412 345 678',
      email: 'sam@example.com',
      postcode: '2000',
      vehiclePriceBudget: '30000',
      deposit: '5000',
      loan_term: '60',
    };
    const body = carClarityCustomerOf(answers, String(carId));
    expect((await post(R, '/mock/carClarityCustomer', body)).status).toBe(201);
    expect((await post(R, '/api/carClarityCustomer', body)).status).toBe(201);
    expect((await calls()).at(-1).body).toMatchObject({
      first_name: 'Sam',
      last_name: 'Lee',
      postcode: '2000',
      loan_amount: 25000,
      dealer: { slug: 'harbourside' },
    });
  });
});

describe('POST /api/miscellaneous', () => {
  const valuation = async (host: string) =>
    (
      await post(host, '/api/valuations', {
        rego: 'MISC01',
        regoState: 'NSW',
        adjustments: { km: 50000, condition: 'Good' },
      })
    ).body.valuation as { id: string; token: string };

  it('saves a column of the valuation with its token and answers every saved column', async () => {
    const v = await valuation(R);
    const auth = { authorization: `Bearer ${v.token}` };
    const a = await post(
      R,
      '/api/miscellaneous',
      { valuation_id: v.id, column_name: 'number_of_keys', value: 2 },
      auth,
    );
    expect(a).toEqual({ status: 200, body: { valuation_id: v.id, miscellaneous: { number_of_keys: 2 } } });
    const b = await post(
      R,
      '/api/miscellaneous',
      { valuation_id: v.id, column_name: 'comments', value: " it's 'fine' " },
      auth,
    );
    expect(b.body.miscellaneous).toEqual({ number_of_keys: 2, comments: "it's 'fine'" });
    const row = await p.db
      .prepare('SELECT miscellaneous FROM valuations WHERE id = ?')
      .bind(v.id)
      .first<{ miscellaneous: string }>();
    expect(JSON.parse(row!.miscellaneous)).toEqual({ number_of_keys: 2, comments: "it's 'fine'" });
  });

  it("refuses a wrong token, another site's valuation, unknown columns and fields, and changes nothing", async () => {
    const v = await valuation(R);
    const mine = { authorization: `Bearer ${v.token}` };
    const body = { valuation_id: v.id, column_name: 'colour', value: 'Red' };
    expect(await post(R, '/api/miscellaneous', body, { authorization: 'Bearer nope' })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await post(R, '/api/miscellaneous', body)).toMatchObject({ status: 403 });
    // Through another dealer's host, even with the right token: not found.
    expect(await post(T, '/api/miscellaneous', body, mine)).toMatchObject({
      status: 404,
      body: { code: 'valuation_not_found' },
    });
    for (const wrong of [
      { ...body, column_name: "colour') || 1; --" },
      { ...body, column_name: 'token_hash' },
      { ...body, site_slug: 'tasman-motors' },
      { ...body, value: 'x'.repeat(501) },
      { ...body, valuation_id: 'val_1' },
    ])
      expect((await post(R, '/api/miscellaneous', wrong, mine)).body.code).toBe('invalid_valuation');
    expect((await post(R, '/api/miscellaneous', { ...body, value: { a: 1 } }, mine)).body.code).toBe(
      'payload_too_deep',
    );
    expect((await post(R, '/api/miscellaneous', { ...body, value: 'x'.repeat(2000) }, mine)).status).toBe(413);
    const row = await p.db
      .prepare('SELECT miscellaneous FROM valuations WHERE id = ?')
      .bind(v.id)
      .first<{ miscellaneous: string }>();
    expect(row!.miscellaneous).toBe('{}');
  });
});

describe('GET /manufacturers/{slug}.json', () => {
  const get = async (host: string, path: string) => {
    const res = await p.get(host, path);
    // biome-ignore lint/suspicious/noExplicitAny: test helper
    return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as any };
  };

  it("the site's make: its models and count from the stock", async () => {
    const res = await get(R, `/manufacturers/toyota.json?website_id=${harbourId}`);
    expect(res.status).toBe(200);
    expect(res.cache).toBe('public, max-age=300');
    const m = res.body.manufacturer;
    expect(m).toMatchObject({ website_id: harbourId, name: 'Toyota', slug: 'toyota' });
    expect(m.count).toBeGreaterThan(0);
    expect(m.models.reduce((n: number, x: { count: number }) => n + x.count, 0)).toBe(m.count);
    const search = await post(R, '/api/search/indexes/cars/search', { limit: 0, filter: 'make = "Toyota"' });
    expect(search.status).toBe(200);
  });

  it("another site's id, a make not sold, bad slugs: 404; website_id missing or malformed: 400", async () => {
    for (const path of [
      `/manufacturers/toyota.json?website_id=${tasmanId}`,
      `/manufacturers/lamborghini.json?website_id=${harbourId}`,
      `/manufacturers/Toyota.json?website_id=${harbourId}`,
      `/manufacturers/..%2Ftoyota.json?website_id=${harbourId}`,
      `/manufacturers/${'a'.repeat(3000)}.json?website_id=${harbourId}`,
    ])
      expect((await get(R, path)).body.code).toBe('manufacturer_not_found');
    for (const q of ['', '?website_id=', '?website_id=abc', `?website_id=${harbourId}&website_id=${tasmanId}`])
      expect(await get(R, `/manufacturers/toyota.json${q}`)).toMatchObject({
        status: 400,
        body: { code: 'invalid_query' },
      });
  });
});

describe('/dealerships?postcode=: the nearest dealership (SPEC §9 distance search)', () => {
  const page = async (host: string, path: string) => {
    const res = await p.get(host, path);
    return { status: res.status, html: await res.text() };
  };
  const order = (html: string) =>
    [
      ...html.matchAll(
        /<p class="ct-finder__distance">([^<]+) away<\/p>[\s\S]*?<h3[^>]*><a href="\/our-locations\/([^"]+)"/g,
      ),
    ].map((m) => [m[2], m[1]]);

  it('a postcode lists every location nearest first with its distance; another postcode, another order', async () => {
    const manly = await page(R, '/dealerships?postcode=2095');
    expect(manly.status).toBe(200);
    const a = order(manly.html);
    expect(a.length).toBeGreaterThan(3);
    expect(a[0]?.[0]).toMatch(/brookvale/);
    expect(manly.html).toMatch(/Nearest to 2095: <strong>Harbourside Hyundai Brookvale/);
    const km = a.map(([, d]) => Number.parseFloat(d ?? ''));
    expect(km).toEqual([...km].sort((x, y) => x - y));
    const all3175 = (await page(R, '/dealerships/all?postcode=3175')).html;
    // The headline names the nearest sales location; the closer service centre still leads the list.
    expect(all3175).toMatch(/Nearest to 3175: <strong>Harbourside Ford Dandenong<\/strong>/);
    const dandenong = order(all3175);
    expect(dandenong[0]?.[0]).toMatch(/dandenong/);
    expect(dandenong.map(([s]) => s).sort()).toEqual(a.map(([s]) => s).sort());
  });

  it('a bad or unknown postcode keeps the grouped list and says why under the field; NZ sites have no finder', async () => {
    const bad = await page(R, '/dealerships?postcode=12a');
    expect(bad.status).toBe(200);
    expect(bad.html).toContain('Invalid postcode. Please enter a 4-digit number.');
    expect(bad.html).toContain('aria-invalid="true"');
    expect(bad.html).toContain('Main dealership');
    expect((await page(R, '/dealerships?postcode=0000')).html).toContain(
      'id="ct-finder-error" class="ct-finder__error">Invalid postcode<',
    );
    expect((await page(R, `/dealerships?postcode=${'9'.repeat(5000)}`)).status).toBe(200);
    const nz = await page(T, '/dealerships?postcode=2095');
    expect(nz.status).toBe(200);
    expect(nz.html).not.toContain('Find your nearest dealership');
  });
});
