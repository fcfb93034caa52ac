/**
 * GET /api/postcodes/{postcode} with GOOGLE_MAPS_API_KEY set: SPEC §7's maps geocoding call (components
 * postal_code + country AU; results[0].geometry.location) against a LOCAL STAND-IN of the Google
 * Geocoding API (tests/support/google-geocode-stand-in.ts) reached by the edge's outbound fetch. Each
 * postcode costs one call per cache period (KV); a failing service falls back to the package table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEOCODE_STAND_IN, GEOCODE_STAND_IN_KEY, GEOCODE_STAND_IN_POINTS } from '../support/google-geocode-stand-in.js';
import { type Platform, startPlatform } from '../support/platform.js';

let p: Platform;
const HOST = 'harbourside.localhost';

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside'],
    vars: { GOOGLE_MAPS_API_KEY: GEOCODE_STAND_IN_KEY, GOOGLE_MAPS_API_URL: 'http://geocode.stand-in' },
    edgeOutbound: 'geocode-stand-in',
    extraWorkers: [
      { name: 'geocode-stand-in', modules: true, script: GEOCODE_STAND_IN, compatibilityDate: '2026-11-01' },
    ],
  });
});
afterAll(() => p?.dispose());

const get = async (postcode: string) => {
  const res = await p.get(HOST, `/api/postcodes/${postcode}`);
  // biome-ignore lint/suspicious/noExplicitAny: test helper
  return { status: res.status, body: (await res.json()) as any };
};
type Call = { method: string; path: string; query: Record<string, string> };
const calls = async () =>
  (await (await (await p.mf.getWorker('geocode-stand-in')).fetch('http://geocode.stand-in/_calls')).json()) as Call[];
const callsFor = async (pc: string) =>
  (await calls()).filter((c) => c.query.components === `postal_code:${pc}|country:AU`);

describe('postcode geocoding through the maps API (key set)', () => {
  it('asks with components postal_code + country AU and the key; answers its results[0] point; the next ask is cached', async () => {
    const first = await get('2095');
    expect(first.status).toBe(200);
    expect({ lat: first.body.lat, lng: first.body.lng }).toEqual(GEOCODE_STAND_IN_POINTS['2095']);
    expect(first.body.locations.length).toBeGreaterThan(0);
    const asked = await callsFor('2095');
    expect(asked).toEqual([
      {
        method: 'GET',
        path: '/maps/api/geocode/json',
        query: { components: 'postal_code:2095|country:AU', key: GEOCODE_STAND_IN_KEY },
      },
    ]);
    // One paid call per postcode per period: the second answer comes from KV.
    const again = await get('2095');
    expect(again.body.lat).toBe(GEOCODE_STAND_IN_POINTS['2095']?.lat);
    expect(await callsFor('2095')).toHaveLength(1);
    expect(await p.kv.get('geocode:v1:AU:2095')).toBe(JSON.stringify(GEOCODE_STAND_IN_POINTS['2095']));
  });

  it("ZERO_RESULTS → 404 'Invalid postcode' (cached too); a bare-country partial match is no postcode either", async () => {
    for (const pc of ['0000', '0999']) {
      const res = await get(pc);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Invalid postcode');
    }
    await get('0000');
    expect(await callsFor('0000')).toHaveLength(1);
  });

  it('a 500 (retried once) or a timeout: the package table answers, uncached (the next ask tries the service)', async () => {
    const failed = await get('4000'); // Brisbane
    expect(await callsFor('4000')).toHaveLength(2);
    expect(failed.status).toBe(200);
    expect(failed.body.lat).toBeCloseTo(-27.47, 1);
    expect(failed.body.lng).toBeCloseTo(153.02, 1);
    expect(await p.kv.get('geocode:v1:AU:4000')).toBeNull();
    const t0 = Date.now();
    const slow = await get('6000'); // Perth: two 1.5 s attempts, then the table
    expect(Date.now() - t0).toBeLessThan(4500);
    expect(slow.status).toBe(200);
    expect(slow.body.lat).toBeCloseTo(-31.95, 1);
    expect(await p.kv.get('geocode:v1:AU:6000')).toBeNull();
  });

  it('not 4 digits → 400 before any call', async () => {
    const before = (await calls()).length;
    expect((await get('20000')).status).toBe(400);
    expect((await get('abcd')).status).toBe(400);
    expect((await calls()).length).toBe(before);
  });
});
