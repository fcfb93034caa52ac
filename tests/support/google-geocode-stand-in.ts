/**
 * A LOCAL STAND-IN for the Google Geocoding API (never Google: no network in tests), serving the one call
 * the edge's client makes (edge/src/postcodes/google-geocode.ts): GET /maps/api/geocode/json?components=
 * postal_code:NNNN|country:AU&key=… in Google's answer shape. It needs key=GEOCODE_STAND_IN_KEY
 * (REQUEST_DENIED otherwise, as Google does). Postcodes steer it: those in POINTS answer their point
 * (deliberately not the package table's, so a test can tell who answered); 0999 answers a bare
 * "Australia" partial match; 6000 (Perth) is slow (4 s); 4000 (Brisbane) answers 500; any other ZERO_RESULTS.
 * GET /_calls returns what it was asked, for the tests.
 */
export const GEOCODE_STAND_IN_KEY = 'geocode-stand-in-key-7';

/** The stand-in's points (Manly 2095, Dandenong 3175): a few metres off the table's on purpose. */
export const GEOCODE_STAND_IN_POINTS: Record<string, { lat: number; lng: number }> = {
  '2095': { lat: -33.797123, lng: 151.284567 },
  '3175': { lat: -37.987654, lng: 145.214321 },
};

export const GEOCODE_STAND_IN = `
const calls = [];
const POINTS = ${JSON.stringify(GEOCODE_STAND_IN_POINTS)};
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/_calls') return json(calls);
    const q = Object.fromEntries(url.searchParams);
    calls.push({ method: request.method, path: url.pathname, query: q });
    if (url.pathname !== '/maps/api/geocode/json' || request.method !== 'GET') return json({ error: 'no such endpoint' }, 404);
    if (q.key !== '${GEOCODE_STAND_IN_KEY}')
      return json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] });
    const m = /^postal_code:(\\d{4})\\|country:AU$/.exec(q.components ?? '');
    if (!m) return json({ status: 'INVALID_REQUEST', results: [] });
    const pc = m[1];
    if (pc === '6000') await new Promise((r) => setTimeout(r, 4000));
    if (pc === '4000') return json({ error: 'backend error' }, 500);
    if (pc === '0999')
      return json({ status: 'OK', results: [{ types: ['country', 'political'], partial_match: true, formatted_address: 'Australia',
        geometry: { location: { lat: -25.274398, lng: 133.775136 } } }] });
    const point = POINTS[pc];
    if (!point) return json({ status: 'ZERO_RESULTS', results: [] });
    return json({ status: 'OK', results: [{ types: ['postal_code'], formatted_address: 'NSW ' + pc + ', Australia',
      geometry: { location: point, location_type: 'APPROXIMATE' } }] });
  },
};
`;
