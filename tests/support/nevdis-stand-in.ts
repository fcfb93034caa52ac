/**
 * A LOCAL STAND-IN for a NEVDIS data broker (never a real service: no network in tests), serving the one
 * call the edge's client makes (edge/src/valuations/nevdis.ts) in the broker interface that client defines:
 * POST /v1/vehicle-history {plate, state} | {vin} → a VehicleHistory without `demo`. It needs
 * `Authorization: Bearer NEVDIS_STAND_IN_KEY` (401 otherwise). Plates steer faults: UNKNOWN… 404,
 * STOLEN… recorded stolen, DOWN… 503 always, BAD… an answer of the wrong shape. GET /_calls returns what it
 * was asked, for the tests.
 */
export const NEVDIS_STAND_IN_KEY = 'nevdis-stand-in-key-42';

export const NEVDIS_STAND_IN = `
const calls = [];
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/_calls') return json(calls);
    const body = request.method === 'POST' ? await request.json().catch(() => null) : null;
    calls.push({ method: request.method, path: url.pathname, auth: request.headers.get('authorization'), body });
    if (request.headers.get('authorization') !== 'Bearer ${NEVDIS_STAND_IN_KEY}') return json({ error: 'unauthorised' }, 401);
    if (url.pathname !== '/v1/vehicle-history' || request.method !== 'POST' || !body) return json({ error: 'no such endpoint' }, 404);
    const plate = body.plate ?? '';
    if (plate.startsWith('UNKNOWN')) return json({ error: 'not found' }, 404);
    if (plate.startsWith('DOWN')) return json({ error: 'busy' }, 503);
    if (plate.startsWith('BAD')) return json({ vehicle: 'nope' });
    return json({
      vehicle: { vin: body.vin ?? 'JM0KF4W7A00123456', make: 'Mazda', model: 'CX-5', year: 2019, colour: 'Soul Red', body_type: 'Wagon' },
      registration: { rego: body.plate ?? null, state: body.state ?? null, status: 'current', expiry: '2027-03-31' },
      stolen: plate.startsWith('STOLEN'),
      written_off: null,
    });
  },
};
`;
