/**
 * A LOCAL STAND-IN for Car Clarity's customer API (never the real service: no network in tests), serving
 * the one call the edge's client makes (edge/src/finance/car-clarity-client.ts): POST /v1/customers with
 * `Authorization: Bearer CAR_CLARITY_STAND_IN_KEY` → 201 {id}. A first name steers faults: Down… 503 always,
 * Flaky… 503 on its first call then 201. The same Idempotency-Key gets the same id. GET /_calls returns
 * what it was asked (path, key, idempotency key and body), for the tests.
 */
export const CAR_CLARITY_STAND_IN_KEY = 'cc-stand-in-key-0123456789';

export const CAR_CLARITY_STAND_IN = `
const calls = [];
const ids = new Map();
const seen = new Map();
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/_calls') return json(calls);
    const body = request.method === 'POST' ? await request.json() : null;
    const idem = request.headers.get('idempotency-key');
    calls.push({ path: url.pathname, key: request.headers.get('authorization'), idem, body });
    if (request.headers.get('authorization') !== 'Bearer ${CAR_CLARITY_STAND_IN_KEY}') return json({ error: 'unauthorised' }, 401);
    if (url.pathname !== '/v1/customers' || request.method !== 'POST') return json({ error: 'no such endpoint' }, 404);
    const n = (seen.get(body.first_name) ?? 0) + 1;
    seen.set(body.first_name, n);
    if (body.first_name.startsWith('Down') || (body.first_name.startsWith('Flaky') && n === 1)) return json({ error: 'busy' }, 503);
    if (!ids.has(idem)) ids.set(idem, 'cc-' + (ids.size + 1));
    return json({ id: ids.get(idem) }, 201);
  },
};
`;
