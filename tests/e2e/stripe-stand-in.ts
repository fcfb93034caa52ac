import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.js';

/**
 * The browser side of Stripe in the e2e, as LOCAL STAND-INS (never Stripe: no network here):
 * - https://js.stripe.com/** is answered with tests/support/stripe-js-stand-in.js (the part of Stripe.js used);
 * - its confirm call (POST https://api.stripe.com/v1/payment_intents/{id}/confirm) is answered here, and on
 *   success the signed `payment_intent.succeeded` webhook is sent to the edge, as Stripe would;
 * the server's calls go to tests/support/stripe-api-stand-in.mjs (started by e2e-server.sh).
 */
export const STRIPE_E2E_WEBHOOK_SECRET = 'whsec_e2e_standin';
/** Stripe's test card that is declined. */
export const STRIPE_DECLINED_CARD = '4000000000000002';
const STRIPE_JS = readFileSync(new URL('../support/stripe-js-stand-in.js', import.meta.url), 'utf8');

/** POSTs a Stripe-signed webhook (`t=…,v1=HMAC-SHA256(secret, "t.payload")`) to the edge for a site. */
export function sendStripeWebhook(site: string, type: string, intent: string): Promise<number> {
  const body = JSON.stringify({
    id: `evt_e2e_${intent}_${type}`,
    object: 'event',
    type,
    data: { object: { id: intent, object: 'payment_intent' } },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', STRIPE_E2E_WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        path: '/api/checkout/webhooks/stripe',
        method: 'POST',
        headers: {
          host: `${site}.localhost:${E2E_PORT}`,
          'content-type': 'application/json',
          'stripe-signature': `t=${t},v1=${v1}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Routes Stripe.js and its confirm call to the stand-ins for this page. */
export async function standInStripe(page: Page, site: string): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/v1/payment_intents/*/confirm', async (route) => {
    const intent = new URL(route.request().url()).pathname.split('/')[3] ?? '';
    const form = new URLSearchParams(route.request().postData() ?? '');
    const headers = { 'access-control-allow-origin': '*' };
    if (form.get('payment_method_data[card][number]') === STRIPE_DECLINED_CARD)
      return route.fulfill({
        status: 402,
        headers,
        json: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
      });
    // Stripe tells the dealer's server by webhook; the edge confirms only on that (verified) webhook.
    const status = await sendStripeWebhook(site, 'payment_intent.succeeded', intent);
    if (status !== 200) throw new Error(`the edge answered the webhook with ${status}`);
    return route.fulfill({ status: 200, headers, json: { id: intent, object: 'payment_intent', status: 'succeeded' } });
  });
}
