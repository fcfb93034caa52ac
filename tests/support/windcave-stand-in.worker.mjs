/**
 * A LOCAL STAND-IN for Windcave's REST API (never Windcave: no network in tests), serving the calls the
 * edge's client makes (edge/src/checkout/windcave-provider.ts) in the shapes it reads:
 * - POST /api/v1/sessions {type, amount "200.00", currency, merchantReference, callbackUrls, notificationUrl}
 *   → 202 {id, state: 'init', links: [{rel: 'hpp', href}, {rel: 'self'}]}
 * - GET /api/v1/sessions/{id} → 200 the session: state, merchantReference, transactions[] ({id, type,
 *   authorised, amount, currency, responseText}); 404 for an unknown id
 * - POST /api/v1/transactions {type: 'refund', amount, currency, originalTransactionId} → 201 the refund
 *   (authorised false once the refunds would exceed the purchase)
 * Every call needs HTTP Basic `STAND_IN_USER:STAND_IN_KEY` (401 otherwise). Test controls, not Windcave's:
 * POST /_pay/{id}?outcome=approved|declined plays the shopper paying on the Hosted Payment Page;
 * POST /_fail?n=N answers the next N API calls 503; GET /_calls lists what the edge asked.
 * A Worker module (Miniflare runs it in the integration tests) that Node can serve too (stand-in-server.mjs,
 * for the browser tests' e2e server).
 */
// Also in windcave-stand-in.ts and e2e-server.sh (a Worker module exports only its handler).
const WINDCAVE_STAND_IN_USER = 'ForecourtStandIn';
const WINDCAVE_STAND_IN_KEY = 'wc-stand-in-key-0123456789';

const sessions = new Map();
const refunds = [];
const calls = [];
let failNext = 0;
let n = 0;
const json = (body, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const hex = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const view = (s) => ({
  ...s,
  links: [
    { href: `https://windcave-standin.test/hpp/?SessionId=${s.id}`, rel: 'hpp', method: 'REDIRECT' },
    { href: `https://windcave-standin.test/api/v1/sessions/${s.id}`, rel: 'self', method: 'GET' },
  ],
});
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/_calls') return json(calls);
    if (url.pathname === '/_refunds') return json(refunds);
    if (url.pathname === '/_fail') {
      failNext = Number(url.searchParams.get('n') ?? '0');
      return json({ failNext });
    }
    const pay = url.pathname.match(/^\/_pay\/([a-f0-9]+)$/);
    if (pay) {
      const s = sessions.get(pay[1]);
      if (!s) return json({ error: 'no session' }, 404);
      const ok = url.searchParams.get('outcome') === 'approved';
      s.state = 'complete';
      s.transactions = [
        {
          id: String(++n).padStart(16, '0'),
          type: 'purchase',
          authorised: ok,
          amount: s.amount,
          currency: s.currency,
          responseText: ok ? 'APPROVED' : 'DECLINED',
        },
      ];
      return json(view(s));
    }
    const body = request.method === 'POST' ? await request.json().catch(() => null) : null;
    calls.push({ method: request.method, path: url.pathname, auth: request.headers.get('authorization'), body });
    if (request.headers.get('authorization') !== `Basic ${btoa(`${WINDCAVE_STAND_IN_USER}:${WINDCAVE_STAND_IN_KEY}`)}`)
      return json({ errors: [{ message: 'Unauthorised' }] }, 401);
    if (failNext > 0) {
      failNext--;
      return json({ errors: [{ message: 'busy' }] }, 503);
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/sessions') {
      if (
        body?.type !== 'purchase' ||
        !/^\d+\.\d{2}$/.test(body.amount) ||
        !/^[A-Z]{3}$/.test(body.currency) ||
        !body.merchantReference
      )
        return json({ errors: [{ message: 'Invalid request' }] }, 400);
      const s = {
        id: hex(),
        state: 'init',
        type: 'purchase',
        amount: body.amount,
        currency: body.currency,
        merchantReference: body.merchantReference,
        callbackUrls: body.callbackUrls,
        notificationUrl: body.notificationUrl,
      };
      sessions.set(s.id, s);
      return json(view(s), 202);
    }
    const get = url.pathname.match(/^\/api\/v1\/sessions\/([^/]+)$/);
    if (request.method === 'GET' && get) {
      const s = sessions.get(get[1]);
      return s ? json(view(s)) : json({ errors: [{ message: 'Session not found' }] }, 404);
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/transactions' && body?.type === 'refund') {
      const purchase = [...sessions.values()]
        .flatMap((s) => s.transactions ?? [])
        .find((t) => t.id === body.originalTransactionId && t.authorised);
      const already = refunds
        .filter((r) => r.originalTransactionId === body.originalTransactionId && r.authorised)
        .reduce((sum, r) => sum + Number(r.amount), 0);
      const authorised = !!purchase && already + Number(body.amount) <= Number(purchase.amount);
      const refund = {
        id: String(++n).padStart(16, '0'),
        type: 'refund',
        authorised,
        amount: body.amount,
        currency: body.currency,
        originalTransactionId: body.originalTransactionId,
        responseText: authorised ? 'APPROVED' : 'DECLINED',
      };
      refunds.push(refund);
      return json(refund, 201);
    }
    return json({ errors: [{ message: 'not in the stand-in' }] }, 404);
  },
};
