import { createHmac } from 'node:crypto';
import {
  CAPTCHA_TEST_TOKENS,
  type Car,
  CarSchema,
  reserveBlockers,
  type SiteConfig,
  SiteConfigSchema,
} from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * The checkout API (issue 12) against real workerd and D1 with the offline SANDBOX provider: holds taken
 * atomically, confirmed only by a verified webhook, replays idempotent, the late-webhook rule, the
 * reserve-car lead filed and delivered through the lead path, and the car RESERVED for search and pages.
 */
const H = 'harbourside.localhost';
const R = 'ridgeway-toyota.localhost';
const SECRET = 'whsec_sandbox_test';
let p: Platform;
let ip = 0;
let site: SiteConfig;
let free: Car[] = [];
let blocked: Car;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'ridgeway-toyota'],
    vars: { LEAD_RATE_LIMIT: '1000/60', KV_MEMO_MS: '0', SANDBOX_WEBHOOK_SECRET: SECRET, SEARCH_INDEX_TTL_MS: '0' },
  });
  site = SiteConfigSchema.parse(JSON.parse((await p.kv.get('site:harbourside')) ?? '{}'));
  const rows = await p.db
    .prepare(
      `SELECT c.doc FROM cars c JOIN dealerships d ON d.id = c.dealership_id
       WHERE d.site_slug = 'harbourside' AND c.show_on_dealer_website = 1 ORDER BY c.id LIMIT 400`,
    )
    .all<{ doc: string }>();
  const cars = rows.results.map((r) => CarSchema.parse(JSON.parse(r.doc)));
  free = cars.filter((c) => reserveBlockers(c, site).length === 0);
  blocked =
    cars.find((c) => c.status !== 'sold' && reserveBlockers(c, site).includes('price_too_low')) ??
    (cars.find((c) => c.status === 'in_stock' && reserveBlockers(c, site).length > 0) as Car);
});
afterAll(() => p?.dispose());

let next = 0;
/** A reservable car no other test has used. */
const freshCar = () => {
  const car = free[next++];
  if (!car) throw new Error('out of reservable demo cars');
  return car;
};

type Answer = { status: number; json: Record<string, unknown> };
async function call(
  method: string,
  path: string,
  body?: unknown,
  opts: { host?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await p.get(opts.host ?? H, path, {
    method,
    headers: {
      'cf-connecting-ip': `10.12.0.${++ip % 250}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const details = { name: 'Sam Shopper', phone: '0412 345 678', email: 'sam@example.com' };
let shopper = 0;
/** A hold start by a new shopper each time (a new address and email: one live hold per client and email), captcha passed. */
const start = (
  car: Car | number,
  extra: Record<string, unknown> = {},
  host = H,
  headers: Record<string, string> = {},
) =>
  call(
    'POST',
    '/api/checkout/holds',
    {
      car_id: typeof car === 'number' ? car : car.id,
      ...details,
      email: `sam+${++shopper}@example.com`,
      captcha_token: CAPTCHA_TEST_TOKENS.pass,
      ...extra,
    },
    { host, headers },
  );
/** The sandbox card form: a test card, a future expiry and a CVC (issue 34: the three fields it asks for). */
const pay = (hold: Record<string, unknown>, card: string, rest: { expiry?: string; cvc?: string } = {}) =>
  call(
    'POST',
    `/api/checkout/holds/${hold.hold_id}/sandbox-payment`,
    { card_number: card, expiry: '12/39', cvc: '123', ...rest },
    { token: String(hold.token) },
  );
const holdRow = (id: unknown) =>
  p.db.prepare('SELECT * FROM checkout_holds WHERE id = ?').bind(id).first<Record<string, unknown>>();
const carDoc = async (id: number) =>
  CarSchema.parse(
    JSON.parse(
      (await p.db.prepare('SELECT doc FROM cars WHERE id = ?').bind(id).first<{ doc: string }>())?.doc ?? '{}',
    ),
  );

/** A sandbox webhook as the provider sends it: HMAC-SHA256 over `${t}.${body}` with the shared secret. */
function webhook(
  event: { id: string; type: string; reference: string },
  secret = SECRET,
  t = Math.floor(Date.now() / 1000),
  host = H,
) {
  const body = JSON.stringify({ id: event.id, type: event.type, data: { reference: event.reference } });
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return call('POST', '/api/checkout/webhooks/sandbox', body, {
    host,
    headers: { 'sandbox-signature': `t=${t},v1=${v1}` },
  });
}

describe('checkout API with the sandbox provider', () => {
  it('has reservable and unreservable demo cars to work with', () => {
    expect(free.length).toBeGreaterThan(8);
    expect(blocked).toBeTruthy();
  });

  it('success: hold, test card 4242, confirmed by the signed webhook; car reserved; one reserve-car lead (event 40) carrying the payment reference, delivered', async () => {
    const car = freshCar();
    const eligible = await call('GET', `/api/checkout/cars/${car.id}`);
    expect(eligible.json).toMatchObject({ eligible: true, blockers: [] });
    const hold = await start(car, {
      url: `http://${H}/checkout-journey?car_id=${car.slug}`,
      visited_pages: [`http://${H}/?utm_source=google`, `http://${H}/cars/${car.slug}`],
      linked_query_params: { utm_source: 'google' },
    });
    expect(hold.status).toBe(201);
    expect(hold.json).toMatchObject({ state: 'held', provider: 'sandbox' });
    const paid = await pay(hold.json, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(paid.json.state).toBe('confirmed');
    // Issue 34: the answer carries the confirmation the page shows — car, deposit, dealership, reference, next.
    const confirmation = paid.json.confirmation as Record<string, unknown>;
    const reference = `R-${String(hold.json.hold_id).slice(3, 11).toUpperCase()}`;
    expect(confirmation).toMatchObject({
      reference,
      car: { id: car.id, stock: car.stocknum },
      deposit: { amount: 200, currency: 'AUD', text: '$200' },
      dealership: { name: site.dealerships.find((d) => d.id === car.dealership_id)?.name },
      email: hold.json.email ?? expect.stringMatching(/^sam\+\d+@example\.com$/),
    });
    expect((confirmation.next as string[])[0]).toMatch(/will contact you within one business day/);
    expect((await carDoc(car.id)).reserved).toBe(true);
    const row = await holdRow(hold.json.hold_id);
    // … the shopper's email through the outbox, once, saying the same …
    const emails = await p.db
      .prepare("SELECT to_email, subject, body FROM email_outbox WHERE kind = 'reservation-confirmed' AND id = ?")
      .bind(row?.confirmation_email_id ?? -1)
      .all<{ to_email: string; subject: string; body: string }>();
    expect(emails.results).toHaveLength(1);
    expect(emails.results[0]?.to_email).toBe(confirmation.email);
    expect(emails.results[0]?.subject).toContain(reference);
    for (const words of [
      `reference ${reference}`,
      'Deposit paid: $200 AUD',
      `stock ${car.stocknum}`,
      'What happens next',
    ])
      expect(emails.results[0]?.body).toContain(words);
    const lead = await p.db
      .prepare('SELECT * FROM leads WHERE id = ?')
      .bind(row?.lead_id)
      .first<Record<string, unknown>>();
    const doc = JSON.parse(String(lead?.doc));
    expect(doc).toMatchObject({
      category: 'Reserve Car',
      car_id: String(car.id),
      payment_reference: row?.payment_ref,
      // … and the dealer's lead says the same words.
      reservation_reference: reference,
      message: expect.stringContaining('Deposit paid: $200 AUD'),
      name: 'Sam Shopper',
      lead_status: 'Complete',
      // SPEC §4: the reserve lead carries the visitor history like every lead.
      visited_pages: [`http://${H}/?utm_source=google`, `http://${H}/cars/${car.slug}`],
      linked_query_params: { utm_source: 'google' },
    });
    const event = await p.db
      .prepare('SELECT category FROM events WHERE lead_id = ?')
      .bind(row?.lead_id)
      .first<{ category: number }>();
    expect(event?.category).toBe(40);
    // RESERVED everywhere: the API, the search (index refreshed from D1) and the next hold.
    expect((await call('GET', `/api/checkout/cars/${car.id}`)).json).toMatchObject({ eligible: false });
    const again = await start(car);
    expect([409, 422]).toContain(again.status);
    // The embedded index refreshes from D1 in the background (TTL 0 here): the next searches see it.
    let hit: Record<string, unknown> | undefined;
    for (let i = 0; i < 20 && hit?.reserved !== true; i++) {
      const search = await call('POST', '/api/search/multi-search', {
        queries: [{ indexUid: 'cars', filter: `id = ${car.id}`, limit: 1 }],
      });
      hit = ((search.json.results as { hits: Record<string, unknown>[] }[] | undefined)?.[0]?.hits ?? [])[0];
      if (hit?.reserved !== true) await new Promise((r) => setTimeout(r, 100));
    }
    expect(hit?.reserved).toBe(true);
    // … and Meilisearch through the outbox the sync reads (migration 0008's trigger).
    const outbox = await p.db
      .prepare('SELECT COUNT(*) AS n FROM search_outbox WHERE car_id = ?')
      .bind(car.id)
      .first<{ n: number }>();
    expect(outbox?.n).toBeGreaterThan(0);
    // Delivered like every lead (the queue consumer marks it).
    for (let i = 0; i < 50; i++) {
      const d = await p.db
        .prepare('SELECT delivery_status FROM leads WHERE id = ?')
        .bind(row?.lead_id)
        .first<{ delivery_status: string }>();
      if (d?.delivery_status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const delivered = await p.db
      .prepare('SELECT delivery_status FROM leads WHERE id = ?')
      .bind(row?.lead_id)
      .first<{ delivery_status: string }>();
    expect(delivered?.delivery_status).not.toBe('pending');
  });

  it('decline and insufficient funds: 402, no payment, the hold released and the car free again', async () => {
    const car = freshCar();
    for (const [card, code] of [
      ['4000000000000002', 'payment_declined'],
      ['4000000000009995', 'payment_insufficient_funds'],
    ] as const) {
      const hold = await start(car);
      expect(hold.status).toBe(201);
      const paid = await pay(hold.json, card);
      expect(paid.status).toBe(402);
      expect(paid.json.code).toBe(code);
      expect((await holdRow(hold.json.hold_id))?.state).toBe('released');
      expect((await carDoc(car.id)).reserved).toBe(false);
    }
    expect(
      (
        await p.db
          .prepare('SELECT COUNT(*) AS n FROM leads WHERE doc LIKE ?')
          .bind(`%"car_id":"${car.id}"%`)
          .first<{ n: number }>()
      )?.n,
    ).toBe(0);
  });

  it('3-D Secure: the card asks for authentication (202); approving confirms, failing releases', async () => {
    const car = freshCar();
    const hold = await start(car);
    const paid = await pay(hold.json, '4000002760003184');
    expect(paid.status).toBe(202);
    expect(paid.json.payment_status).toBe('requires_action');
    expect((await carDoc(car.id)).reserved).toBe(false);
    const failed = await call(
      'POST',
      `/api/checkout/holds/${hold.json.hold_id}/sandbox-authentication`,
      { approve: false },
      { token: String(hold.json.token) },
    );
    expect(failed.status).toBe(402);
    expect((await holdRow(hold.json.hold_id))?.state).toBe('released');
    const second = await start(car);
    await pay(second.json, '4000002760003184');
    const ok = await call(
      'POST',
      `/api/checkout/holds/${second.json.hold_id}/sandbox-authentication`,
      { approve: true },
      { token: String(second.json.token) },
    );
    expect(ok.status).toBe(200);
    expect(ok.json.state).toBe('confirmed');
    expect((await carDoc(car.id)).reserved).toBe(true);
  });

  it('an ineligible car: 422 with the SPEC §5 reasons, no hold', async () => {
    const answer = await start(blocked);
    expect(answer.status).toBe(422);
    expect(answer.json.code).toBe('not_reservable');
    expect((answer.json.blockers as unknown[]).length).toBeGreaterThan(0);
    const n = await p.db
      .prepare('SELECT COUNT(*) AS n FROM checkout_holds WHERE car_id = ?')
      .bind(blocked.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it("another dealer's car is answered like an unknown one; another site's hold is 404; a wrong token 403", async () => {
    const car = freshCar();
    expect((await start(car, {}, R)).status).toBe(404);
    expect((await call('GET', `/api/checkout/cars/${car.id}`, undefined, { host: R })).status).toBe(404);
    const hold = await start(car);
    const path = `/api/checkout/holds/${hold.json.hold_id}`;
    expect((await call('GET', path, undefined, { host: R, token: String(hold.json.token) })).status).toBe(404);
    expect((await call('GET', path, undefined, { token: 'f'.repeat(32) })).status).toBe(403);
    expect((await call('GET', path)).status).toBe(403);
    expect((await call('DELETE', path, undefined, { token: String(hold.json.token) })).json.state).toBe('released');
  });

  it('bad input: 4xx and nothing stored (unknown fields, bad details, wrong media type, oversized, deep, unknown card)', async () => {
    const car = freshCar();
    const count = async () =>
      (await p.db.prepare('SELECT COUNT(*) AS n FROM checkout_holds').first<{ n: number }>())?.n;
    const before = await count();
    expect((await start(car, { admin: true })).status).toBe(400);
    const badDetails = await call('POST', '/api/checkout/holds', {
      car_id: car.id,
      name: '',
      phone: '12',
      email: 'no',
    });
    expect(badDetails.status).toBe(400);
    expect(Object.keys(badDetails.json.fields as object).sort()).toEqual(['email', 'name', 'phone']);
    expect(
      (await call('POST', '/api/checkout/holds', 'car_id=1', { headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(415);
    expect(
      (await call('POST', '/api/checkout/holds', { car_id: car.id, ...details, name: 'a'.repeat(70_000) })).status,
    ).toBe(413);
    // The visitor history a start carries has the lead body's caps.
    expect((await start(car, { visited_pages: Array.from({ length: 51 }, (_, i) => `/p${i}`) })).status).toBe(400);
    expect((await start(car, { visited_pages: ['/'.repeat(2001)] })).status).toBe(400);
    expect((await start(car, { linked_query_params: { utm_source: { nested: 'x' } } })).status).toBe(400);
    expect((await start(car, { linked_query_params: { utm_source: 'x'.repeat(501) } })).status).toBe(400);
    expect((await call('POST', '/api/checkout/holds', { car_id: { a: { b: { c: 1 } } }, ...details })).status).toBe(
      400,
    );
    expect((await start(Number.MAX_SAFE_INTEGER)).status).toBe(400);
    expect(await count()).toBe(before);
    const hold = await start(car);
    const unknown = await pay(hold.json, '5555555555554444');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json.fields as object)).toEqual(['card_number']);
    // The expiry and CVC the form asks for are checked too (a past month, MM/YY, 3–4 digits), each by field.
    const card = '4242424242424242';
    for (const [rest, field] of [
      [{ expiry: '01/20' }, 'expiry'],
      [{ expiry: '13/30' }, 'expiry'],
      [{ expiry: '' }, 'expiry'],
      [{ cvc: '12' }, 'cvc'],
      [{ cvc: '<script>' }, 'cvc'],
    ] as const) {
      const refused = await pay(hold.json, card, rest);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.json.fields as object)).toEqual([field]);
    }
    const missing = await call(
      'POST',
      `/api/checkout/holds/${hold.json.hold_id}/sandbox-payment`,
      { card_number: card },
      { token: String(hold.json.token) },
    );
    expect(missing.status).toBe(400);
    expect((await holdRow(hold.json.hold_id))?.state).toBe('held');
    expect((await holdRow(hold.json.hold_id))?.payment_status).toBe('created');
    await call('DELETE', `/api/checkout/holds/${hold.json.hold_id}`, undefined, { token: String(hold.json.token) });
  });

  it('20 parallel attempts on one car: exactly one hold, the others a clear 409 and no payment', async () => {
    const car = freshCar();
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(car)));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.json.code).toBe('car_held');
      expect(String(a.json.message)).toMatch(/Someone else is reserving/);
    }
    const rows = await p.db
      .prepare('SELECT COUNT(*) AS n FROM checkout_holds WHERE car_id = ?')
      .bind(car.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("hold squatting: no hold without the site's captcha; a refused one is a 400 and stores nothing (issue 30 item 7)", async () => {
    const car = freshCar();
    const holds = async () =>
      (await p.db.prepare('SELECT COUNT(*) AS n FROM checkout_holds').first<{ n: number }>())?.n;
    const before = await holds();
    const missing = await start(car, { captcha_token: undefined });
    expect([missing.status, missing.json.code]).toEqual([400, 'captcha_required']);
    expect(Object.keys(missing.json.fields as object)).toEqual(['captcha']);
    for (const token of [CAPTCHA_TEST_TOKENS.fail, '', 'x'.repeat(4096)]) {
      const refused = await start(car, { captcha_token: token });
      expect(refused.status).toBe(400);
      expect(['captcha_failed', 'captcha_required']).toContain(refused.json.code);
    }
    expect((await start(car, { captcha_token: 'x'.repeat(4097) })).json.code).toBe('invalid_body');
    expect(await holds()).toBe(before);
    // The car was never held: a shopper with the captcha takes it.
    expect((await start(car)).status).toBe(201);
  });

  it('hold squatting: one live hold per client and per email on a site; free again once released (issue 30 item 7)', async () => {
    const [a, b, c2] = [freshCar(), freshCar(), freshCar()];
    const client = { 'cf-connecting-ip': '10.30.7.1' };
    const first = await start(a, { email: 'squatter@example.com' }, H, client);
    expect(first.status).toBe(201);
    // The same client with another email, and the same email from another client: refused, no hold, no payment.
    const sameClient = await start(b, { email: 'other@example.com' }, H, client);
    expect(sameClient.status).toBe(409);
    expect(sameClient.json.code).toBe('hold_in_progress');
    const sameEmail = await start(b, { email: ' Squatter@Example.com' }, H, { 'cf-connecting-ip': '10.30.7.2' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.code).toBe('hold_in_progress');
    // Parallel starts by one client: exactly one wins.
    const burst = await Promise.all(
      [b, c2].map((car, i) => start(car, { email: `burst${i}@example.com` }, H, { 'cf-connecting-ip': '10.30.7.3' })),
    );
    expect(burst.filter((x) => x.status === 201)).toHaveLength(1);
    const won = burst.find((x) => x.status === 201) as Answer;
    // Another dealer's site is a separate budget.
    expect((await start(a, { email: 'squatter@example.com' }, R, client)).status).not.toBe(409);
    // Released: the shopper may start again.
    await call('DELETE', `/api/checkout/holds/${first.json.hold_id}`, undefined, { token: String(first.json.token) });
    await call('DELETE', `/api/checkout/holds/${won.json.hold_id}`, undefined, { token: String(won.json.token) });
    expect((await start(b, { email: 'squatter@example.com' }, H, client)).status).toBe(201);
  });

  it('a webhook with a bad signature (or none, or a stale one) is refused and changes nothing', async () => {
    const car = freshCar();
    const hold = await start(car);
    const reference = String((await holdRow(hold.json.hold_id))?.payment_ref);
    const event = { id: 'evt_bad_signature_1', type: 'payment.succeeded', reference };
    expect((await webhook(event, 'whsec_wrong')).status).toBe(400);
    expect((await webhook(event, SECRET, Math.floor(Date.now() / 1000) - 3600)).status).toBe(400);
    expect((await call('POST', '/api/checkout/webhooks/sandbox', JSON.stringify(event))).status).toBe(400);
    expect((await call('POST', '/api/checkout/webhooks/stripe', '{}')).status).toBe(404);
    expect((await holdRow(hold.json.hold_id))?.state).toBe('held');
    expect((await carDoc(car.id)).reserved).toBe(false);
  });

  it('a replayed webhook is idempotent: one confirmation, one lead', async () => {
    const car = freshCar();
    const hold = await start(car);
    const reference = String((await holdRow(hold.json.hold_id))?.payment_ref);
    const event = { id: `evt_replay_${car.id}`, type: 'payment.succeeded', reference };
    const first = await webhook(event);
    expect(first.json).toMatchObject({ received: true, replayed: false, state: 'confirmed' });
    const second = await webhook(event);
    expect(second.json).toMatchObject({ received: true, replayed: true });
    // A different event id for the same payment (a provider resend) changes nothing either.
    expect((await webhook({ ...event, id: `evt_replay_${car.id}_b` })).json.state).toBe('confirmed');
    const leads = await p.db
      .prepare('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ?')
      .bind(`checkout:${hold.json.hold_id}`)
      .first<{ n: number }>();
    expect(leads?.n).toBe(1);
    // … and one confirmation email.
    const emails = await p.db
      .prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE kind = 'reservation-confirmed' AND subject LIKE ?")
      .bind(`%R-${String(hold.json.hold_id).slice(3, 11).toUpperCase()}%`)
      .first<{ n: number }>();
    expect(emails?.n).toBe(1);
  });

  it("a signed event delivered first through another dealer's host is not burned: the real delivery still confirms (issue 30 item 2)", async () => {
    const car = freshCar();
    const hold = await start(car);
    const reference = String((await holdRow(hold.json.hold_id))?.payment_ref);
    const event = { id: `evt_cross_host_${car.id}`, type: 'payment.succeeded', reference };
    // Through ridgeway-toyota (another dealer on the same deployment, same sandbox secret): acknowledged, no effect.
    const elsewhere = await webhook(event, SECRET, undefined, R);
    expect(elsewhere.json).toMatchObject({ received: true, replayed: false, state: null });
    expect((await holdRow(hold.json.hold_id))?.state).toBe('held');
    // The real delivery through harbourside applies it.
    const real = await webhook(event);
    expect(real.json).toMatchObject({ received: true, replayed: false, state: 'confirmed' });
    expect((await holdRow(hold.json.hold_id))?.state).toBe('confirmed');
    // … and only then is it a replay, on either host.
    expect((await webhook(event)).json.replayed).toBe(true);
  });

  it('late webhook: confirms when the car is still free after the hold expired, refunds when another hold took it', async () => {
    // Still free: the hold expired unpaid, then the payment's success arrives.
    const car = freshCar();
    const hold = await start(car);
    await p.db
      .prepare('UPDATE checkout_holds SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1000, hold.json.hold_id)
      .run();
    const ref = String((await holdRow(hold.json.hold_id))?.payment_ref);
    expect((await webhook({ id: `evt_late_${car.id}`, type: 'payment.succeeded', reference: ref })).json.state).toBe(
      'confirmed',
    );
    expect((await carDoc(car.id)).reserved).toBe(true);

    // Taken: the hold expired, another shopper held the car, then the first payment's success arrives.
    const other = freshCar();
    const first = await start(other);
    await p.db
      .prepare('UPDATE checkout_holds SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1000, first.json.hold_id)
      .run();
    const second = await start(other);
    expect(second.status).toBe(201);
    const firstRef = String((await holdRow(first.json.hold_id))?.payment_ref);
    expect(
      (await webhook({ id: `evt_late_taken_${other.id}`, type: 'payment.succeeded', reference: firstRef })).json.state,
    ).toBe('refunded');
    expect((await holdRow(second.json.hold_id))?.state).toBe('held');
    expect((await carDoc(other.id)).reserved).toBe(false);
    const paid = await pay(second.json, '4242424242424242');
    expect(paid.json.state).toBe('confirmed');
    expect(
      (
        await p.db
          .prepare(`SELECT COUNT(*) AS n FROM checkout_holds WHERE car_id = ? AND state = 'confirmed'`)
          .bind(other.id)
          .first<{ n: number }>()
      )?.n,
    ).toBe(1);
  });

  it('an expired hold cannot be paid', async () => {
    const car = freshCar();
    const hold = await start(car);
    await p.db
      .prepare('UPDATE checkout_holds SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, hold.json.hold_id)
      .run();
    const paid = await pay(hold.json, '4242424242424242');
    expect(paid.status).toBe(409);
    expect(paid.json.code).toBe('hold_expired');
    expect((await start(car)).status).toBe(201);
  });
});

describe('checkout pages (the checkout remote through the edge)', () => {
  const page = async (path: string, host = H) => {
    const res = await p.get(host, path);
    return { status: res.status, html: await res.text(), cache: res.headers.get('cache-control') };
  };
  it('{vehicles}/:slug/checkout, /buy-online and /checkout-journey?car_id= render the journey, noindex', async () => {
    const car = freshCar();
    for (const path of [
      `/cars/${car.slug}/checkout`,
      `/cars/${car.slug}/buy-online`,
      `/checkout-journey?car_id=${car.slug}`,
    ]) {
      const { status, html, cache } = await page(path);
      expect(status, path).toBe(200);
      // Live availability: never served from the HTML cache.
      expect(cache).toBe('private, no-store');
      expect(html).toContain('Reserve this vehicle');
      expect(html).toContain('Step 1 of 4');
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    }
  });
  it('an ineligible car shows why with Enquire and Find Me Something Similar; an unknown car is 404', async () => {
    const { status, html } = await page(`/cars/${blocked.slug}/checkout`);
    expect(status).toBe(200);
    expect(html).toContain('cannot be reserved online');
    expect(html).toContain('Find Me Something Similar');
    expect(html).not.toContain('Card number');
    expect((await page('/cars/no-such-car-1/checkout')).status).toBe(404);
    expect((await page('/checkout-journey')).status).toBe(404);
  });
  it('/buying-online explains the steps, deposit, refunds and accepted cards', async () => {
    const { status, html } = await page('/buying-online');
    expect(status).toBe(200);
    expect(html).toContain('How it works');
    expect(html).toContain('Apple Pay');
  });
});
