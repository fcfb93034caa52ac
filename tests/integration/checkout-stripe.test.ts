import { createHmac } from 'node:crypto';
import { CAPTCHA_TEST_TOKENS, type Car, CarSchema, reserveBlockers, SiteConfigSchema } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * Checkout with Stripe (issue 12): the Stripe Worker the edge binds (STRIPE) runs the real `stripe` SDK
 * (fetch HTTP client, SubtleCrypto webhook verification). Stripe's servers cannot be reached here, so a LOCAL
 * STAND-IN — not Stripe — answers the two endpoints used (POST /v1/payment_intents, POST /v1/refunds) in Stripe's shapes, and
 * records each request's Idempotency-Key. Webhooks are signed here with Stripe's scheme.
 */
const STANDIN = `
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const key = request.headers.get('idempotency-key') ?? '';
    const form = new URLSearchParams(await request.text());
    const auth = request.headers.get('authorization') ?? '';
    if (auth !== 'Bearer sk_test_standin') return Response.json({ error: { type: 'invalid_request_error', message: 'bad key' } }, { status: 401 });
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const n = Number((await env.LOG.get('creates:' + key)) ?? '0') + 1;
      await env.LOG.put('creates:' + key, String(n));
      const id = 'pi_standin_' + key.replace(/[^a-z0-9]/g, '').slice(-24);
      return Response.json({ id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency'),
        client_secret: id + '_secret_standin', status: 'requires_payment_method', metadata: { hold_id: form.get('metadata[hold_id]') } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      await env.LOG.put('refund:' + form.get('payment_intent'), key);
      return Response.json({ id: 're_standin', object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' });
    }
    return Response.json({ error: { type: 'invalid_request_error', message: 'not in the stand-in' } }, { status: 404 });
  },
};`;

const H = 'harbourside.localhost';
const WHSEC = 'whsec_standin';
let p: Platform;
let free: Car[] = [];
let ip = 0;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside'],
    vars: {
      LEAD_RATE_LIMIT: '1000/60',
      SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_test',
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: 'http://stripe-standin.test',
    },
    edgeOutbound: 'stripe-standin',
    extraWorkers: [
      {
        name: 'stripe-standin',
        modules: true,
        script: STANDIN,
        compatibilityDate: '2026-11-01',
        kvNamespaces: ['LOG'],
      },
    ],
  });
  const site = SiteConfigSchema.parse(JSON.parse((await p.kv.get('site:harbourside')) ?? '{}'));
  expect(site.payment_provider).toBe('stripe');
  const rows = await p.db
    .prepare(
      `SELECT c.doc FROM cars c JOIN dealerships d ON d.id = c.dealership_id
       WHERE d.site_slug = 'harbourside' AND c.show_on_dealer_website = 1 ORDER BY c.id DESC LIMIT 200`,
    )
    .all<{ doc: string }>();
  free = rows.results
    .map((r) => CarSchema.parse(JSON.parse(r.doc)))
    .filter((c) => reserveBlockers(c, site).length === 0);
});
afterAll(() => p?.dispose());

async function call(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const res = await p.get(H, path, {
    method,
    headers: { 'cf-connecting-ip': `10.13.0.${++ip}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const start = (car: Car) =>
  call(
    'POST',
    '/api/checkout/holds',
    JSON.stringify({
      car_id: car.id,
      name: 'Sam Shopper',
      phone: '0412 345 678',
      email: `sam+${++ip}@example.com`,
      captcha_token: CAPTCHA_TEST_TOKENS.pass,
    }),
  );

/** A Stripe webhook: `Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`. */
function stripeWebhook(type: string, intent: string, id: string, secret = WHSEC) {
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: intent, object: 'payment_intent' } },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return call('POST', '/api/checkout/webhooks/stripe', body, { 'stripe-signature': `t=${t},v1=${v1}` });
}

describe('checkout with Stripe (real SDK, local stand-in of the Stripe API)', () => {
  it('creates a PaymentIntent with the hold id as idempotency key; the SDK-verified webhook confirms it', async () => {
    const car = free[0] as Car;
    const hold = await start(car);
    expect(hold.status).toBe(201);
    expect(hold.json.provider).toBe('stripe');
    expect(String(hold.json.client_secret)).toMatch(/^pi_standin_.+_secret_standin$/);
    expect(String(hold.json.publishable_key)).toMatch(/^pk_test_/);
    expect(
      await p.mf.getKVNamespace('LOG', 'stripe-standin').then((kv) => kv.get(`creates:${hold.json.hold_id}`)),
    ).toBe('1');
    const row = await p.db
      .prepare('SELECT payment_ref FROM checkout_holds WHERE id = ?')
      .bind(hold.json.hold_id)
      .first<{ payment_ref: string }>();
    // The sandbox card form is not Stripe's: refused for a Stripe hold.
    const card = await call(
      'POST',
      `/api/checkout/holds/${hold.json.hold_id}/sandbox-payment`,
      JSON.stringify({ card_number: '4242424242424242' }),
      { authorization: `Bearer ${hold.json.token}` },
    );
    expect(card.status).toBe(409);
    expect(
      (await stripeWebhook('payment_intent.succeeded', String(row?.payment_ref), 'evt_1', 'whsec_wrong')).status,
    ).toBe(400);
    const ok = await stripeWebhook('payment_intent.succeeded', String(row?.payment_ref), 'evt_1');
    expect(ok.json).toMatchObject({ received: true, state: 'confirmed' });
    // Issue 34: the journey is told the confirmation (car, deposit, reference), and the email is queued once.
    const view = await call('GET', `/api/checkout/holds/${hold.json.hold_id}`, undefined, {
      authorization: `Bearer ${hold.json.token}`,
    });
    expect(view.json).toMatchObject({
      state: 'confirmed',
      confirmation: {
        reference: `R-${String(hold.json.hold_id).slice(3, 11).toUpperCase()}`,
        deposit: { currency: 'AUD' },
      },
    });
    expect((await stripeWebhook('payment_intent.succeeded', String(row?.payment_ref), 'evt_1')).json.replayed).toBe(
      true,
    );
    expect((await stripeWebhook('charge.updated', String(row?.payment_ref), 'evt_2')).json).toEqual({ received: true });
    const doc = await p.db.prepare('SELECT doc FROM cars WHERE id = ?').bind(car.id).first<{ doc: string }>();
    expect(JSON.parse(String(doc?.doc)).reserved).toBe(true);
  });

  it('a failed payment releases the hold; a late success after another hold took the car is refunded through the SDK', async () => {
    const car = free[1] as Car;
    const first = await start(car);
    const ref = (
      await p.db
        .prepare('SELECT payment_ref FROM checkout_holds WHERE id = ?')
        .bind(first.json.hold_id)
        .first<{ payment_ref: string }>()
    )?.payment_ref;
    expect((await stripeWebhook('payment_intent.payment_failed', String(ref), 'evt_f1')).json.state).toBe('released');
    const second = await start(car);
    expect(second.status).toBe(201);
    expect((await stripeWebhook('payment_intent.succeeded', String(ref), 'evt_late')).json.state).toBe('refunded');
    expect(await p.mf.getKVNamespace('LOG', 'stripe-standin').then((kv) => kv.get(`refund:${ref}`))).toBe(
      `refund:${ref}`,
    );
  });
});

describe('the page policy of a Stripe site', () => {
  it("admits Stripe's origins on checkout pages only (js.stripe.com scripts and frames, api.stripe.com calls)", async () => {
    const car = free[free.length - 1] as Car;
    const checkout = await p.get(H, `/cars/${car.slug}/checkout`);
    expect(checkout.status).toBe(200);
    const csp = checkout.headers.get('content-security-policy') ?? '';
    await checkout.arrayBuffer();
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    for (const path of ['/search', '/buying-online', `/cars/${car.slug}`]) {
      const res = await p.get(H, path);
      expect(res.headers.get('content-security-policy'), path).not.toContain('stripe.com');
      await res.arrayBuffer();
    }
  });
});
