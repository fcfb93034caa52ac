/**
 * SPEC §7 vehicle lookup through the real provider path: a site configured `vehicle_lookup: 'autograb'`
 * asks AutoGrab — here a LOCAL STAND-IN of its API (tests/support/autograb-stand-in.ts), reached through the
 * edge's outbound fetch — with the deployment's key; demo sites answer invented vehicles marked as demo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOGRAB_STAND_IN, STAND_IN_KEY } from '../support/autograb-stand-in.js';
import { type Platform, startPlatform } from '../support/platform.js';
import { MARKETCHECK_STAND_IN_KEY, US_VEHICLE_STAND_IN, US_VINS } from '../support/us-vehicle-stand-in.js';

let p: Platform;
const REAL = 'harbourside.localhost';
const DEMO = 'ridgeway-toyota.localhost';

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'ridgeway-toyota', 'tasman-motors', 'lakeside-auto'],
    vars: {
      KV_MEMO_MS: '0',
      AUTOGRAB_API_KEY: STAND_IN_KEY,
      AUTOGRAB_API_URL: 'http://autograb.stand-in',
      MARKETCHECK_API_KEY: MARKETCHECK_STAND_IN_KEY,
      MARKETCHECK_API_URL: 'http://marketcheck.stand-in',
      VPIC_API_URL: 'http://vpic.stand-in',
    },
    edgeOutbound: 'stand-ins',
    extraWorkers: [
      { name: 'autograb-stand-in', modules: true, script: AUTOGRAB_STAND_IN, compatibilityDate: '2026-11-01' },
      { name: 'us-vehicle-stand-in', modules: true, script: US_VEHICLE_STAND_IN, compatibilityDate: '2026-11-01' },
      // The edge's outbound fetches, to the stand-in of the host asked.
      {
        name: 'stand-ins',
        modules: true,
        compatibilityDate: '2026-11-01',
        serviceBindings: { AUTOGRAB: 'autograb-stand-in', US: 'us-vehicle-stand-in' },
        script: `export default { fetch: (req, env) => (new URL(req.url).hostname === 'autograb.stand-in' ? env.AUTOGRAB : env.US).fetch(req) };`,
      },
    ],
  });
  const site = JSON.parse((await p.kv.get('site:harbourside'))!);
  await p.kv.put('site:harbourside', JSON.stringify({ ...site, vehicle_lookup: 'autograb' }));
  const nz = JSON.parse((await p.kv.get('site:tasman-motors'))!);
  await p.kv.put('site:tasman-motors', JSON.stringify({ ...nz, vehicle_lookup: 'autograb' }));
});
const NZ = 'tasman-motors.localhost';
const US = 'lakeside-auto.localhost';
afterAll(() => p?.dispose());

const post = async (host: string, path: string, body: unknown) => {
  const res = await p.get(host, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test helper
  return { status: res.status, body: (await res.json()) as any };
};
const calls = async () =>
  (await (await (await p.mf.getWorker('autograb-stand-in')).fetch('http://autograb.stand-in/_calls')).json()) as {
    method: string;
    path: string;
    key: string;
  }[];
const valuationCount = async () =>
  (await p.db.prepare('SELECT COUNT(*) AS n FROM valuations').first<{ n: number }>())?.n ?? 0;

describe('vehicle lookup: AutoGrab (stand-in) where the site is configured for it', () => {
  it('looks the rego up with the key, then prices the vehicle', async () => {
    const res = await post(REAL, '/api/simple-autograb-lookup', { rego: 'abc 123', state: 'NSW' });
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toEqual({
      rego: 'ABC123',
      state: 'NSW',
      year: 2019,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx Sport',
      average_market_price: 27450,
      vehicle_id: 'ag:88123',
    });
    const asked = await calls();
    expect(asked.slice(-2)).toEqual([
      { method: 'GET', path: '/v2/vehicles/registrations/ABC123?region=au&state=nsw', key: STAND_IN_KEY },
      { method: 'POST', path: '/v2/valuations/predict', key: STAND_IN_KEY },
    ]);
  });

  it('an unknown rego is 404; a 503 is retried; a provider that stays down or too slow is 503, never invented', async () => {
    expect((await post(REAL, '/api/simple-autograb-lookup', { rego: 'UNKNOWN1', state: 'VIC' })).status).toBe(404);
    const flaky = await post(REAL, '/api/simple-autograb-lookup', { rego: 'FLAKY1', state: 'VIC' });
    expect(flaky.status).toBe(200);
    expect((await calls()).filter((c) => c.path.includes('FLAKY1'))).toHaveLength(2);
    const down = await post(REAL, '/api/simple-autograb-lookup', { rego: 'DOWN1', state: 'VIC' });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('lookup_unavailable');
    // three attempts (two retries), then the answer
    expect((await calls()).filter((c) => c.path.includes('DOWN1'))).toHaveLength(3);
    const before = await valuationCount();
    const slow = await post(REAL, '/api/valuations', {
      rego: 'SLOW1',
      regoState: 'QLD',
      adjustments: { km: 80000, condition: 'Good' },
    });
    expect(slow.status).toBe(503);
    expect(await valuationCount()).toBe(before);
  }, 60_000);

  it('a valuation is priced from the AutoGrab vehicle', async () => {
    const created = await post(REAL, '/api/valuations', {
      rego: 'XYZ987',
      regoState: 'VIC',
      adjustments: { km: 60000, condition: 'Good' },
    });
    expect(created.status).toBe(201);
    expect(created.body.valuation.vehicle).toMatchObject({ vehicle_id: 'ag:88123', average_market_price: 27450 });
    expect(created.body.valuation.offer).toBeGreaterThan(0);
  });

  it('the lookup body is bounded and JSON only', async () => {
    expect((await post(REAL, '/api/simple-autograb-lookup', { rego: 'A'.repeat(5000), state: 'NSW' })).status).toBe(
      413,
    );
    const plain = await p.get(REAL, '/api/simple-autograb-lookup', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ rego: 'ABC123', state: 'NSW' }),
    });
    expect(plain.status).toBe(415);
  });
});

describe('vehicle lookup: the demo provider only where the configuration says so', () => {
  it('a demo site invents a vehicle marked demo, without calling AutoGrab', async () => {
    const before = (await calls()).length;
    const res = await post(DEMO, '/api/simple-autograb-lookup', { rego: 'ABC123', state: 'NSW' });
    expect(res.status).toBe(200);
    expect(res.body.vehicle.vehicle_id).toMatch(/^demo:/);
    expect((await calls()).length).toBe(before);
  });
});

describe("vehicle lookup in the site's country (issue 35)", () => {
  it('NZ: a plate with no state, looked up in AutoGrab region nz; a state is refused and nothing is asked or stored', async () => {
    const res = await post(NZ, '/api/simple-autograb-lookup', { rego: 'abc123' });
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toMatchObject({ rego: 'ABC123', state: null, vehicle_id: 'ag:88123' });
    expect((await calls()).at(-2)?.path).toBe('/v2/vehicles/registrations/ABC123?region=nz');
    const before = [(await calls()).length, await valuationCount()];
    const withState = await post(NZ, '/api/valuations', {
      rego: 'ABC123',
      regoState: 'NSW',
      adjustments: { km: 1, condition: 'Good' },
    });
    expect([withState.status, withState.body.message]).toEqual([400, 'state: New Zealand plates have no state.']);
    expect([(await calls()).length, await valuationCount()]).toEqual(before);
  });

  it('US: a VIN, or a plate with a US state; an Australian state or none is refused', async () => {
    const vin = await post(US, '/api/simple-autograb-lookup', { vin: '1g1zd5st0lf012345' });
    expect(vin.status).toBe(200);
    expect(vin.body.vehicle).toMatchObject({ rego: '', vin: '1G1ZD5ST0LF012345', state: null });
    const plate = await post(US, '/api/valuations', {
      rego: '7ABC123',
      regoState: 'WI',
      adjustments: { km: 30000, condition: 'Good' },
    });
    expect(plate.status).toBe(201);
    expect(plate.body.valuation).toMatchObject({ rego: '7ABC123', regoState: 'WI' });
    for (const body of [{ rego: '7ABC123', state: 'NSW' }, { rego: '7ABC123' }, { vin: 'TOO-SHORT' }])
      expect((await post(US, '/api/simple-autograb-lookup', body)).status).toBe(400);
    expect((await post(REAL, '/api/simple-autograb-lookup', { vin: '1G1ZD5ST0LF012345' })).status).toBe(400);
  });
});

describe('vehicle lookup: a US site on the real provider — NHTSA vPIC + MarketCheck (stand-ins)', () => {
  const usCalls = async () =>
    (await (await (await p.mf.getWorker('us-vehicle-stand-in')).fetch('http://x/_calls')).json()) as {
      host: string;
      path: string;
      key: string | null;
      miles: string | null;
      zip: string | null;
    }[];
  const lookup = (body: unknown) => post(US, '/api/simple-autograb-lookup', body);

  it('a VIN is decoded by vPIC and priced by MarketCheck near the dealer; a plate asks for the VIN; faults are 404/503', async () => {
    const us = JSON.parse((await p.kv.get('site:lakeside-auto'))!);
    await p.kv.put('site:lakeside-auto', JSON.stringify({ ...us, vehicle_lookup: 'autograb' }));
    const zip = us.locations[0].address.postcode;
    const found = await lookup({ vin: US_VINS.known.toLowerCase() });
    expect(found.status).toBe(200);
    expect(found.body.vehicle).toEqual({
      rego: '',
      vin: US_VINS.known,
      state: null,
      year: 2020,
      make: 'Chevrolet',
      model: 'Malibu',
      badge: 'LT',
      average_market_price: 18235,
      vehicle_id: `vin:${US_VINS.known}`,
    });
    const age = new Date().getUTCFullYear() - 2020;
    expect((await usCalls()).slice(-2)).toEqual([
      {
        host: 'vpic.stand-in',
        path: `/api/vehicles/DecodeVinValues/${US_VINS.known}`,
        key: null,
        miles: null,
        zip: null,
      },
      {
        host: 'marketcheck.stand-in',
        path: '/v2/predict/car/us/marketcheck_price',
        key: MARKETCHECK_STAND_IN_KEY,
        miles: String(Math.round((age * 15_000) / 1.609344)),
        zip,
      },
    ]);
    // A US plate: no plate-to-VIN provider — 400 asking for the VIN, nobody asked, nothing stored.
    const before = [(await usCalls()).length, await valuationCount()];
    const plate = await post(US, '/api/valuations', {
      rego: '7ABC123',
      regoState: 'WI',
      adjustments: { km: 30000, condition: 'Good' },
    });
    expect([plate.status, plate.body.code]).toEqual([400, 'invalid_valuation']);
    expect(plate.body.message).toMatch(/17-character VIN/);
    expect((await lookup({ rego: '7ABC123', state: 'WI' })).status).toBe(400);
    expect([(await usCalls()).length, await valuationCount()]).toEqual(before);
    // Unknown to vPIC, or no MarketCheck price: 404; MarketCheck down: 503 after its retries, never invented.
    expect((await lookup({ vin: US_VINS.unknown })).status).toBe(404);
    expect((await lookup({ vin: US_VINS.unpriced })).status).toBe(404);
    const down = await lookup({ vin: US_VINS.priceDown });
    expect([down.status, down.body.code]).toEqual([503, 'lookup_unavailable']);
    expect((await usCalls()).filter((c) => c.host === 'marketcheck.stand-in').length).toBeGreaterThanOrEqual(5);
    // A valuation priced from MarketCheck.
    const created = await post(US, '/api/valuations', {
      vin: US_VINS.known,
      adjustments: { km: 40000, condition: 'Good' },
    });
    expect(created.status).toBe(201);
    expect(created.body.valuation.vehicle).toMatchObject({ make: 'Chevrolet', average_market_price: 18235 });
  }, 60_000);
});
