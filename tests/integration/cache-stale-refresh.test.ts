import { isCarListed } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

// Issue 30 item 3 through the stale-while-revalidate refresh: a STALE entry is served and re-rendered in
// the background (edge/src/routes/page-handler.ts). That render must take nothing from the request that
// found it stale — neither its query nor its headers — or the next shopper's HIT carries them.
// HTML_FRESH_S shortens freshness to 5 s, so the entry goes stale without a 30 s wait.
const HOST = 'harbourside.localhost';
const FRESH_S = 5;
const NOW = Date.now();
const harbour = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === 'harbourside')!;
const car = harbour.cars.find(
  (c) => c.status === 'in_stock' && isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: null }),
)!;
const PATHS = ['/', '/search', '/search/used-cars', `/cars/${car.slug}`, '/contact', '/about-us'];
const JUNK = '__routing=%22POISONED&utm_source=INJECTED&zz=INJECTED&__cache=INJECTED';
const JUNK_HEADERS = {
  'x-forwarded-host': 'evil.example',
  forwarded: 'host=evil.example',
  'accept-language': 'fr-FR',
  'user-agent': 'INJECTED-agent',
  referer: 'https://evil.example/INJECTED',
  'x-original-url': '/INJECTED',
};

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ tenants: ['harbourside'], vars: { HTML_FRESH_S: String(FRESH_S) }, now: NOW });
});
afterAll(() => p?.dispose());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const from = (ip: string, path: string, headers: Record<string, string> = {}) =>
  p.get(HOST, path, { headers: { 'cf-connecting-ip': ip, ...headers } });

describe('HTML cache: the background refresh of a stale page', () => {
  it('never takes a query parameter, header or cookie of the request that found it stale into the stored body', async () => {
    const stored: Record<string, string> = {};
    for (const path of PATHS) {
      const res = await from('10.34.0.1', path);
      expect(res.headers.get('x-forecourt-cache'), path).toBe('MISS');
      stored[path] = await res.text();
    }
    await sleep(FRESH_S * 1000 + 200);
    // Each page is stale now: a junk request gets the stored body and starts the background render.
    const staleAt = Date.now();
    await Promise.all(
      PATHS.map(async (path) => {
        const res = await from('10.34.0.2', `${path}?${JUNK}`, JUNK_HEADERS);
        expect(res.headers.get('x-forecourt-cache'), path).toBe('STALE');
        expect(await res.text(), path).toBe(stored[path]);
      }),
    );
    // A cookie'd request bypasses the cache: it neither refreshes nor stores.
    const cookied = await from('10.34.0.2', `/?${JUNK}`, { ...JUNK_HEADERS, cookie: 'fc_x=INJECTED' });
    expect(cookied.headers.get('x-forecourt-cache')).toBe('BYPASS');
    await cookied.text();
    await sleep(2500);
    expect(Date.now() - staleAt, 'the probes come while the refreshed entries are fresh').toBeLessThan(FRESH_S * 1000);
    const probes = await Promise.all(
      PATHS.map(async (path) => {
        const res = await from('10.34.0.3', path);
        return { path, state: res.headers.get('x-forecourt-cache'), body: await res.text() };
      }),
    );
    for (const { path, state, body } of probes) {
      // HIT (not STALE) proves the entry is the one the junk request's background render stored.
      expect(state, path).toBe('HIT');
      expect(body, path).not.toMatch(/INJECTED|POISONED|evil\.example|fr-FR/);
      // The same bytes as a clean render now (a cookie bypasses the cache).
      const fresh = await (await from('10.34.0.4', path, { cookie: 'fc_y=1' })).text();
      expect(body, path).toBe(fresh);
    }
  }, 60_000);
});
