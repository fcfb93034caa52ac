import { CAPTCHA_TEST_TOKENS, type Car, CarSchema, reserveBlockers, SiteConfigSchema } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';
import { WINDCAVE_STAND_IN, WINDCAVE_STAND_IN_KEY, WINDCAVE_STAND_IN_USER } from '../support/windcave-stand-in.js';

/**
 * Checkout with Windcave (issue 12) on tasman-motors, the demo's Windcave dealer: the edge's REST client
 * (edge/src/checkout/windcave-provider.ts) against a LOCAL STAND-IN of the Windcave endpoints it uses —
 * not Windcave (tests/support/windcave-stand-in.ts). Windcave's notification is unsigned, so what is
 * tested here is that only the session as Windcave reports it ever confirms a hold.
 */
const T = 'tasman-motors.localhost';
let p: Platform;
let free: Car[] = [];
let ip = 0;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['tasman-motors', 'harbourside'],
    vars: {
      LEAD_RATE_LIMIT: '1000/60',
      SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_test',
      WINDCAVE_API_USER: WINDCAVE_STAND_IN_USER,
      WINDCAVE_API_KEY: WINDCAVE_STAND_IN_KEY,
      WINDCAVE_API_BASE: 'http://windcave-standin.test',
    },
    edgeOutbound: 'windcave-standin',
    extraWorkers: [
      { name: 'windcave-standin', modules: true, script: WINDCAVE_STAND_IN, compatibilityDate: '2026-11-01' },
    ],
  });
  const site = SiteConfigSchema.parse(JSON.parse((await p.kv.get('site:tasman-motors')) ?? '{}'));
  expect(site.payment_provider).toBe('windcave');
  const rows = await p.db
    .prepare(
      `SELECT c.doc FROM cars c JOIN dealerships d ON d.id = c.dealership_id
       WHERE d.site_slug = 'tasman-motors' AND c.show_on_dealer_website = 1 ORDER BY c.id DESC LIMIT 200`,
    )
    .all<{ doc: string }>();
  free = rows.results
    .map((r) => CarSchema.parse(JSON.parse(r.doc)))
    .filter((c) => reserveBlockers(c, site).length === 0);
  expect(free.length).toBeGreaterThan(8);
}, 120_000);
afterAll(() => p?.dispose());

async function call(method: string, path: string, body?: string, headers: Record<string, string> = {}, host = T) {
  const res = await p.get(host, path, {
    method,
    headers: { 'cf-connecting-ip': `10.14.0.${++ip}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}
const start = (car: Car) =>
  call(
    'POST',
    '/api/checkout/holds',
    JSON.stringify({
      car_id: car.id,
      name: 'Sam Shopper',
      phone: '021 345 6789',
      email: `sam+${++ip}@example.com`,
      captcha_token: CAPTCHA_TEST_TOKENS.pass,
    }),
  );
const standIn = async (path: string, method = 'GET') =>
  (await (await p.mf.getWorker('windcave-standin')).fetch(`http://windcave-standin.test${path}`, { method })).json();
/** The shopper pays (or is declined) on the Hosted Payment Page — in the stand-in. */
const payOnHpp = (session: string, outcome: 'approved' | 'declined') =>
  standIn(`/_pay/${session}?outcome=${outcome}`, 'POST');
/** Windcave's notification: a GET to the notificationUrl with the session id. */
const notify = (session: string, host = T) =>
  call('GET', `/api/checkout/webhooks/windcave?sessionId=${encodeURIComponent(session)}`, undefined, {}, host);
const sessionOf = async (holdId: unknown) =>
  String(
    (
      await p.db
        .prepare('SELECT payment_ref FROM checkout_holds WHERE id = ?')
        .bind(holdId)
        .first<{ payment_ref: string }>()
    )?.payment_ref,
  );
const holdRow = (holdId: unknown) =>
  p.db
    .prepare('SELECT state, payment_status, lead_id FROM checkout_holds WHERE id = ?')
    .bind(holdId)
    .first<{ state: string; payment_status: string; lead_id: string | null }>();
type Call = { method: string; path: string; auth: string; body: Record<string, unknown> | null };

describe('checkout with Windcave (REST client, local stand-in of the Windcave API)', () => {
  it('creates a session (Basic auth, amount, merchant reference = hold id, callback and notification URLs) and hands the browser the HPP link', async () => {
    const car = free[0] as Car;
    const hold = await start(car);
    expect(hold.status).toBe(201);
    expect(hold.json).toMatchObject({ provider: 'windcave', client_secret: null });
    expect(String(hold.json.redirect_url)).toMatch(/^https:\/\/windcave-standin\.test\/hpp\/\?SessionId=[a-f0-9]{32}$/);
    const calls = (await standIn('/_calls')) as Call[];
    const create = calls.find((c) => c.method === 'POST' && c.body?.merchantReference === hold.json.hold_id);
    expect(create?.auth).toBe(`Basic ${btoa(`${WINDCAVE_STAND_IN_USER}:${WINDCAVE_STAND_IN_KEY}`)}`);
    expect(create?.body).toMatchObject({
      type: 'purchase',
      amount: (Number((hold.json.deposit as { amount: number }).amount) || 0).toFixed(2),
      currency: 'NZD',
      notificationUrl: 'http://tasman-motors.localhost/api/checkout/webhooks/windcave',
      callbackUrls: { approved: `http://tasman-motors.localhost/checkout-journey?car_id=${car.slug}` },
    });
    // The journey page of a Windcave site admits Windcave's origin (the HPP is a redirect, not a frame).
    const page = await p.get(T, `/cars/${car.slug}/checkout`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('sec.windcave.com');
    await page.arrayBuffer();
  });

  it('a notification confirms only what Windcave reports: not before payment, not a forged id; then confirmed once, replays change nothing', async () => {
    const car = free[1] as Car;
    const hold = await start(car);
    const session = await sessionOf(hold.json.hold_id);
    // Before the shopper pays: the session is not complete, the notification is acknowledged and ignored.
    expect(await notify(session)).toMatchObject({ status: 200, json: { received: true } });
    // A forged POST claiming success is not believed either (only the session query counts).
    const forgedClaim = await call(
      'POST',
      '/api/checkout/webhooks/windcave',
      JSON.stringify({ sessionId: session, authorised: true, state: 'complete' }),
    );
    expect(forgedClaim.json).toEqual({ received: true });
    expect((await holdRow(hold.json.hold_id))?.state).toBe('held');
    // Ids Windcave does not know, or that are not ids at all, are refused and touch nothing.
    expect((await notify('ab'.repeat(16))).status).toBe(400);
    expect((await notify('../sessions/x')).status).toBe(400);
    expect((await call('GET', '/api/checkout/webhooks/windcave')).status).toBe(400);
    // Another dealer's site does not take Windcave notifications (harbourside is not a Windcave site).
    expect((await notify(session, 'harbourside.localhost')).status).toBe(404);

    await payOnHpp(session, 'approved');
    const ok = await notify(session);
    expect(ok.json).toMatchObject({ received: true, replayed: false, state: 'confirmed' });
    const row = await holdRow(hold.json.hold_id);
    expect(row).toMatchObject({ state: 'confirmed', payment_status: 'succeeded' });
    expect(row?.lead_id).toBeTruthy();
    // Windcave retries its notification (GET, or POST with a form body): replays.
    expect((await notify(session)).json.replayed).toBe(true);
    const form = await call('POST', '/api/checkout/webhooks/windcave', `sessionId=${session}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.json.replayed).toBe(true);
    const leads = await p.db
      .prepare("SELECT COUNT(*) AS n FROM leads WHERE json_extract(doc, '$.payment_reference') = ?")
      .bind(session)
      .first<{ n: number }>();
    expect(leads?.n).toBe(1);
    const doc = await p.db.prepare('SELECT doc FROM cars WHERE id = ?').bind(car.id).first<{ doc: string }>();
    expect(JSON.parse(String(doc?.doc)).reserved).toBe(true);
    expect((await start(car)).status).toBe(422);
  });

  it("the shopper's return asks Windcave server-side: confirmed before any notification arrives", async () => {
    const car = free[2] as Car;
    const hold = await start(car);
    const auth = { authorization: `Bearer ${hold.json.token}` };
    expect((await call('GET', `/api/checkout/holds/${hold.json.hold_id}`, undefined, auth)).json.state).toBe('held');
    await payOnHpp(await sessionOf(hold.json.hold_id), 'approved');
    const back = await call('GET', `/api/checkout/holds/${hold.json.hold_id}`, undefined, auth);
    // Issue 34: the confirmation the page shows, in the NZ dealer's currency, and the same words emailed.
    expect(back.json).toMatchObject({
      state: 'confirmed',
      confirmation: {
        reference: `R-${String(hold.json.hold_id).slice(3, 11).toUpperCase()}`,
        car: { id: car.id },
        deposit: { currency: 'NZD' },
      },
    });
    const email = await p.db
      .prepare(
        'SELECT e.body FROM email_outbox e JOIN checkout_holds h ON h.confirmation_email_id = e.id WHERE h.id = ?',
      )
      .bind(hold.json.hold_id)
      .first<{ body: string }>();
    expect(email?.body).toMatch(/Deposit paid: \$[\d,]+ NZD/);
    // The notification that follows is a replay.
    expect((await notify(await sessionOf(hold.json.hold_id))).json.replayed).toBe(true);
  });

  it('a declined payment releases the hold: the car is free again', async () => {
    const car = free[3] as Car;
    const hold = await start(car);
    const session = await sessionOf(hold.json.hold_id);
    await payOnHpp(session, 'declined');
    expect((await notify(session)).json.state).toBe('released');
    expect((await start(car)).status).toBe(201);
  });

  it('a payment completed after its hold ended and another shopper took the car is refunded in full, once', async () => {
    const car = free[4] as Car;
    const first = await start(car);
    const session = await sessionOf(first.json.hold_id);
    // The first shopper gives up (or their hold expires) and a second shopper holds the car …
    await call('DELETE', `/api/checkout/holds/${first.json.hold_id}`, undefined, {
      authorization: `Bearer ${first.json.token}`,
    });
    expect((await start(car)).status).toBe(201);
    // … then the first payment completes on Windcave's page anyway.
    await payOnHpp(session, 'approved');
    expect((await notify(session)).json.state).toBe('refunded');
    const refunds = (await standIn('/_refunds')) as {
      originalTransactionId: string;
      amount: string;
      authorised: boolean;
    }[];
    expect(refunds.filter((r) => r.authorised)).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(((first.json.deposit as { amount: number }).amount ?? 0).toFixed(2));
    expect((await notify(session)).json.replayed).toBe(true);
    expect(((await standIn('/_refunds')) as unknown[]).length).toBe(1);
  });

  it('retries a create after a 503; when Windcave stays down the hold is released and the notification answers 503 (retried later)', async () => {
    const car = free[5] as Car;
    await standIn('/_fail?n=1', 'POST');
    const retried = await start(car);
    expect(retried.status).toBe(201);
    const creates = ((await standIn('/_calls')) as Call[]).filter(
      (c) => c.method === 'POST' && c.path === '/api/v1/sessions' && c.body?.merchantReference === retried.json.hold_id,
    );
    expect(creates).toHaveLength(2);

    const other = free[6] as Car;
    await standIn('/_fail?n=10', 'POST');
    const down = await start(other);
    expect(down.status).toBe(503);
    const session = await sessionOf(retried.json.hold_id);
    expect((await notify(session)).status).toBe(503);
    await standIn('/_fail?n=0', 'POST');
    expect((await start(other)).status).toBe(201);
    expect((await holdRow(retried.json.hold_id))?.state).toBe('held');
  });
});
