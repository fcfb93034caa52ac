/**
 * A LOCAL STAND-IN for the two Stripe API endpoints the edge's `stripe` SDK calls — never Stripe (there is
 * no network here). infra/scripts/e2e-server.sh starts it for the browser tests and points the edge at it
 * (STRIPE_API_BASE); it exits when that script's process goes. Endpoints, in Stripe's shapes:
 * - POST /v1/payment_intents (form body; Idempotency-Key: the same key returns the same PaymentIntent)
 * - POST /v1/refunds {payment_intent}
 * Every call needs `Authorization: Bearer <STRIPE_STAND_IN_KEY>` (401 otherwise).
 *   node tests/support/stripe-api-stand-in.mjs <port>
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const key = process.env.STRIPE_STAND_IN_KEY ?? 'sk_test_standin';
const byIdempotencyKey = new Map();
const hex = (n) => randomBytes(n).toString('hex');

const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_standin_${hex(6)}` });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${key}`)
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key (stand-in)' } });
    const form = new URLSearchParams(raw);
    const idem = String(req.headers['idempotency-key'] ?? '');
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      const known = idem && byIdempotencyKey.get(idem);
      if (known) return send(200, known);
      const id = `pi_standin_${hex(12)}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${hex(12)}`,
        metadata: { hold_id: form.get('metadata[hold_id]'), site: form.get('metadata[site]') },
      };
      if (idem) byIdempotencyKey.set(idem, intent);
      return send(200, intent);
    }
    if (req.method === 'POST' && req.url === '/v1/refunds')
      return send(200, {
        id: `re_standin_${hex(8)}`,
        object: 'refund',
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      });
    return send(404, { error: { type: 'invalid_request_error', message: 'Not in the stand-in' } });
  });
});
server.listen(port, '127.0.0.1');

// Leave with the server script that started it (its parent), however that one ends.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 2000).unref();
