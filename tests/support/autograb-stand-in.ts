/**
 * A LOCAL STAND-IN for AutoGrab's API (never the real service: no network in tests), serving the two calls
 * the edge's client makes (edge/src/valuations/autograb.ts) in the shapes that client reads:
 * - GET /v2/vehicles/registrations/{plate}?region=au&state=… → {vehicle:{id, year, make, model, badge}}
 * - POST /v2/valuations/predict {vehicle_id, kms, …} → {prediction:{retail_price}}
 * Both need the `ApiKey` header to be STAND_IN_KEY (401 otherwise). Plates steer faults: UNKNOWN… 404,
 * FLAKY… a 503 on its first call then 200, SLOW… never answers within the client's timeout, DOWN… 503
 * always. GET /_calls returns what it was asked (path and ApiKey), for the tests.
 */
export const STAND_IN_KEY = 'stand-in-key-0123456789';

export const AUTOGRAB_STAND_IN = `
const calls = [];
const seen = new Map();
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/_calls') return json(calls);
    calls.push({ method: request.method, path: url.pathname + url.search, key: request.headers.get('apikey') });
    if (request.headers.get('apikey') !== '${STAND_IN_KEY}') return json({ error: 'unauthorised' }, 401);
    const reg = url.pathname.match(/^\\/v2\\/vehicles\\/registrations\\/([^/]+)$/);
    if (reg && request.method === 'GET') {
      const plate = decodeURIComponent(reg[1]);
      const n = (seen.get(plate) ?? 0) + 1;
      seen.set(plate, n);
      if (plate.startsWith('UNKNOWN')) return json({ error: 'not found' }, 404);
      if (plate.startsWith('DOWN') || (plate.startsWith('FLAKY') && n === 1)) return json({ error: 'busy' }, 503);
      if (plate.startsWith('SLOW')) await new Promise((r) => setTimeout(r, 30000));
      return json({ success: true, vehicle: { id: 88123, year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport' } });
    }
    if (url.pathname === '/v2/valuations/predict' && request.method === 'POST') {
      const body = await request.json();
      return json({ success: true, prediction: { retail_price: body.vehicle_id === '88123' ? 27450.4 : 0 } });
    }
    return json({ error: 'no such endpoint' }, 404);
  },
};
`;
