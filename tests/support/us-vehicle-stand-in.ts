/**
 * A LOCAL STAND-IN for the two US vehicle data services the edge's US lookup calls (never the real services:
 * no network in tests), one Worker answering both by host, in the shapes the clients read
 * (edge/src/valuations/vpic.ts, marketcheck.ts), told apart by path (so one port serves both in e2e runs):
 * - vPIC: GET /api/vehicles/DecodeVinValues/{vin}?format=json → {Count, Message, Results:[{ModelYear,
 *   Make, Model, Trim, Series, ErrorCode, ErrorText}]} (keyless, like vPIC; an unknown VIN is a 200 row without
 *   make or model, ErrorCode '7', as vPIC answers);
 * - MarketCheck: GET /v2/predict/car/us/marketcheck_price?api_key=…&vin=…&miles=…&zip=… →
 *   {marketcheck_price, msrp} (401 without MARKETCHECK_STAND_IN_KEY).
 * VINs steer: US_VINS.known decodes and prices, unknown is not in vPIC, unpriced is a MarketCheck 404,
 * priceDown a MarketCheck 503 always. GET /_calls returns what was asked (host, path, key, miles, zip).
 */
export const MARKETCHECK_STAND_IN_KEY = 'mc-stand-in-key-0123456789';

export const US_VINS = {
  known: '1G1ZD5ST0LF012345',
  unknown: 'ZZZZZZZZZZZZZZZZZ',
  unpriced: '1FTEW1EP5MFA00001',
  priceDown: '5YJ3E1EA7KF000001',
} as const;

export const US_VEHICLE_STAND_IN = `
const VINS = ${JSON.stringify(US_VINS)};
const calls = [];
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const row = (vin) => vin === VINS.unknown
  ? { VIN: vin, ModelYear: '', Make: '', Model: '', Trim: '', Series: '', ErrorCode: '7', ErrorText: '7 - Manufacturer is not registered with NHTSA' }
  : vin === VINS.known
    ? { VIN: vin, ModelYear: '2020', Make: 'CHEVROLET', Model: 'Malibu', Trim: 'LT', Series: '', ErrorCode: '0', ErrorText: '0 - VIN decoded clean' }
    : { VIN: vin, ModelYear: '2021', Make: 'FORD', Model: 'F-150', Trim: '', Series: 'XLT', ErrorCode: '0', ErrorText: '0 - VIN decoded clean' };
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/_calls') return json(calls);
    calls.push({ host: url.hostname, path: url.pathname, key: url.searchParams.get('api_key'), miles: url.searchParams.get('miles'), zip: url.searchParams.get('zip') });
    const decode = url.pathname.match(/^\\/api\\/vehicles\\/DecodeVinValues\\/([^/]+)$/);
    if (decode && url.searchParams.get('format') === 'json') {
      const vin = decodeURIComponent(decode[1]);
      return json({ Count: 1, Message: 'Results returned successfully', SearchCriteria: 'VIN:' + vin, Results: [row(vin)] });
    }
    if (url.pathname === '/v2/predict/car/us/marketcheck_price') {
      if (url.searchParams.get('api_key') !== '${MARKETCHECK_STAND_IN_KEY}') return json({ code: 401, message: 'Invalid api_key' }, 401);
      const vin = url.searchParams.get('vin');
      if (vin === VINS.unpriced) return json({ code: 404, message: 'No price for this VIN' }, 404);
      if (vin === VINS.priceDown) return json({ code: 503, message: 'busy' }, 503);
      return json({ marketcheck_price: 18234.6, msrp: 25100 });
    }
    return json({ error: 'no such endpoint' }, 404);
  },
};
`;
