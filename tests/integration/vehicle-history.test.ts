/**
 * SPEC §7 POST /api/nevdis, the vehicle history check, on a site with the `nevdis` flag: through the
 * NEVDIS broker client against a LOCAL STAND-IN (tests/support/nevdis-stand-in.ts) reached by the edge's
 * outbound fetch; demo sites answer an invented history marked demo; sites without the flag do not offer
 * it. Every lookup that reaches a provider counts against the client's lookup rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEVDIS_STAND_IN, NEVDIS_STAND_IN_KEY } from '../support/nevdis-stand-in.js';
import { type Platform, startPlatform } from '../support/platform.js';
import { withinOneRateWindow } from '../support/rate-window.js';

let p: Platform;
const REAL = 'harbourside.localhost';
const DEMO = 'ridgeway-toyota.localhost';
const OFF = 'tasman-motors.localhost';

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'ridgeway-toyota', 'tasman-motors'],
    vars: {
      KV_MEMO_MS: '0',
      NEVDIS_API_KEY: NEVDIS_STAND_IN_KEY,
      NEVDIS_API_URL: 'http://nevdis.stand-in',
      LOOKUP_RATE_LIMIT: '8/60',
    },
    edgeOutbound: 'nevdis-stand-in',
    extraWorkers: [
      { name: 'nevdis-stand-in', modules: true, script: NEVDIS_STAND_IN, compatibilityDate: '2026-11-01' },
    ],
  });
  for (const [slug, lookup] of [
    ['harbourside', 'autograb'],
    ['ridgeway-toyota', 'demo'],
  ] as const) {
    const site = JSON.parse((await p.kv.get(`site:${slug}`))!);
    await p.kv.put(
      `site:${slug}`,
      JSON.stringify({ ...site, vehicle_lookup: lookup, features: { ...site.features, nevdis: true } }),
    );
  }
});
afterAll(() => p?.dispose());

const post = async (host: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await p.get(host, '/api/nevdis', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test helper
  return { status: res.status, body: (await res.json()) as any };
};
const calls = async () =>
  (await (await (await p.mf.getWorker('nevdis-stand-in')).fetch('http://nevdis.stand-in/_calls')).json()) as {
    auth: string;
    body: unknown;
  }[];

describe('POST /api/nevdis', () => {
  it('asks the broker with the key, by rego + state or by VIN, and answers its history', async () => {
    const byRego = await post(REAL, { rego: 'abc 123', state: 'NSW' }, { 'cf-connecting-ip': '203.0.113.1' });
    expect(byRego.status).toBe(200);
    expect(byRego.body.history).toMatchObject({
      vehicle: { make: 'Mazda', model: 'CX-5', year: 2019 },
      registration: { rego: 'ABC123', state: 'NSW', status: 'current', expiry: '2027-03-31' },
      stolen: false,
      written_off: null,
      demo: false,
    });
    const byVin = await post(REAL, { vin: 'jm0kf4w7a00123456' }, { 'cf-connecting-ip': '203.0.113.1' });
    expect(byVin.body.history.vehicle.vin).toBe('JM0KF4W7A00123456');
    const asked = await calls();
    expect(asked.map((c) => c.body)).toEqual([{ plate: 'ABC123', state: 'NSW' }, { vin: 'JM0KF4W7A00123456' }]);
    expect(asked.every((c) => c.auth === `Bearer ${NEVDIS_STAND_IN_KEY}`)).toBe(true);
  });

  it('unknown is 404; a broker down or answering nonsense is 503, never invented', async () => {
    const ip = { 'cf-connecting-ip': '203.0.113.2' };
    expect((await post(REAL, { rego: 'UNKNOWN1', state: 'VIC' }, ip)).body.code).toBe('vehicle_not_found');
    const down = await post(REAL, { rego: 'DOWN1', state: 'VIC' }, ip);
    expect(down).toMatchObject({ status: 503, body: { code: 'lookup_unavailable' } });
    expect((await post(REAL, { rego: 'BAD1', state: 'VIC' }, ip)).status).toBe(503);
  });

  it('bad bodies are refused before any provider call: shape, unknown fields, size, depth, media type', async () => {
    const before = (await calls()).length;
    const ip = { 'cf-connecting-ip': '203.0.113.3' };
    for (const body of [
      { rego: 'ABC123' },
      { vin: 'JM0KF4W7A0012345O' },
      { rego: 'ABC123', state: 'NSW', note: 'x' },
      { rego: 'ABC123', state: 'NSW', vin: 'JM0KF4W7A00123456' },
    ])
      expect((await post(REAL, body, ip)).status, JSON.stringify(body)).toBe(400);
    expect((await post(REAL, { rego: 'A'.repeat(5000), state: 'NSW' }, ip)).status).toBe(413);
    expect((await post(REAL, `${'['.repeat(50)}${']'.repeat(50)}`, ip)).status).toBe(400);
    const plain = await p.get(REAL, '/api/nevdis', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ rego: 'ABC123', state: 'NSW' }),
    });
    expect(plain.status).toBe(415);
    expect((await calls()).length).toBe(before);
  });

  it('a demo site answers an invented history marked demo without calling the broker; a site without the flag does not offer it', async () => {
    const before = (await calls()).length;
    const demo = await post(DEMO, { rego: 'STOLEN1', state: 'QLD' }, { 'cf-connecting-ip': '203.0.113.4' });
    expect(demo.status).toBe(200);
    expect(demo.body.history).toMatchObject({ demo: true, stolen: true });
    const off = await post(OFF, { rego: 'ABC123', state: 'NSW' }, { 'cf-connecting-ip': '203.0.113.4' });
    expect(off).toMatchObject({ status: 404, body: { code: 'not_offered' } });
    expect((await calls()).length).toBe(before);
  });

  it('lookups are rate-limited per client and site (LOOKUP_RATE_LIMIT), shared with the rego lookup: 429 without a provider call', async () => {
    await withinOneRateWindow(60);
    const ip = { 'cf-connecting-ip': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(REAL, { rego: `ABC${i}`, state: 'NSW' }, ip)).status);
    for (let i = 0; i < 2; i++) {
      const res = await p.get(REAL, '/api/simple-autograb-lookup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ip },
        body: JSON.stringify({ rego: 'ABC123', state: 'NSW' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const before = (await calls()).length;
    const over = await post(REAL, { rego: 'ABC9', state: 'NSW' }, ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect((await calls()).length).toBe(before);
    // Another client, and the same client on another site, are not limited.
    expect((await post(REAL, { rego: 'ABC9', state: 'NSW' }, { 'cf-connecting-ip': '203.0.113.10' })).status).toBe(200);
    expect((await post(DEMO, { rego: 'ABC9', state: 'NSW' }, ip)).status).toBe(200);
  });
});
