import {
  ROUTING_KEY,
  type RoutingTable,
  RoutingTableSchema,
  rollbackRemoteOverride,
  setRemoteOverride,
} from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_VERSION_CURRENT, CONTENT_VERSION_PREVIOUS } from '../support/artifacts.js';
import { type Platform, startPlatform } from '../support/platform.js';

let p: Platform;
beforeAll(async () => {
  // HTML cache on: a routing change must still show on the very next request.
  p = await startPlatform({ tenants: ['harbourside', 'ridgeway-toyota', 'cityhop'] });
});
afterAll(() => p?.dispose());

const versionOf = async (host: string, path = '/') => {
  const html = await (await p.get(host, path)).text();
  return /data-fragment="content\/[A-Za-z]+" data-version="([^"]+)"/.exec(html)?.[1];
};
const table = async () => RoutingTableSchema.parse(JSON.parse((await p.kv.get(ROUTING_KEY))!));
const save = async (t: RoutingTable) => {
  await p.kv.put(ROUTING_KEY, JSON.stringify(t));
  await p.afterKvChange();
};

describe('per-dealer remote routing', () => {
  it('two versions of one remote are live at once, one dealer on each', async () => {
    expect(await versionOf('harbourside.localhost')).toBe(CONTENT_VERSION_CURRENT);
    expect(await versionOf('ridgeway-toyota.localhost')).toBe(CONTENT_VERSION_CURRENT);

    await save(
      setRemoteOverride(await table(), 'harbourside', 'content', CONTENT_VERSION_PREVIOUS, new Date().toISOString()),
    );

    // the next request obeys (once the edge's 1 s KV memo has passed), although the previous answer was cached
    expect(await versionOf('harbourside.localhost')).toBe(CONTENT_VERSION_PREVIOUS);
    expect(await versionOf('harbourside.localhost', '/dealerships')).toBe(CONTENT_VERSION_PREVIOUS);
    expect(await versionOf('ridgeway-toyota.localhost')).toBe(CONTENT_VERSION_CURRENT);
    expect(await versionOf('cityhop.localhost')).toBe(CONTENT_VERSION_CURRENT);

    // each page points the browser at the client build of the version that rendered it
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain(`"base":"/_remotes/content/${CONTENT_VERSION_PREVIOUS}/"`);
    expect(html).toContain(
      `<link rel="modulepreload" href="/_remotes/content/${CONTENT_VERSION_PREVIOUS}/HomePage.js">`,
    );
    const older = await p.get('harbourside.localhost', `/_remotes/content/${CONTENT_VERSION_PREVIOUS}/HomePage.js`);
    const newer = await p.get('harbourside.localhost', `/_remotes/content/${CONTENT_VERSION_CURRENT}/HomePage.js`);
    expect(older.status).toBe(200);
    expect(newer.status).toBe(200);
    // each version's page module imports its chunks relatively, so they load from that version's base
    for (const res of [older, newer]) expect(await res.text()).not.toMatch(/from\s*["']\/_remotes\//);
  });

  it('rollback puts the dealer back on the default', async () => {
    const rolled = rollbackRemoteOverride(await table(), 'harbourside', 'content', new Date().toISOString());
    expect(rolled).not.toBeNull();
    await save(rolled!);
    expect(await versionOf('harbourside.localhost')).toBe(CONTENT_VERSION_CURRENT);
  });

  it('a dealer routed to a version no slot runs gets the default version, never a 404', async () => {
    await save(setRemoteOverride(await table(), 'cityhop', 'content', '7.7.7', new Date().toISOString()));
    const res = await p.get('cityhop.localhost', '/');
    expect(res.status).toBe(200);
    expect(await versionOf('cityhop.localhost')).toBe(CONTENT_VERSION_CURRENT);
    expect(await versionOf('cityhop.localhost', '/dealerships')).toBe(CONTENT_VERSION_CURRENT);
    expect(await versionOf('harbourside.localhost')).toBe(CONTENT_VERSION_CURRENT);
  });

  it('when neither the routed nor the default version runs, the page degrades (200, fallback), never a 404', async () => {
    const t = await table();
    await save({ ...t, revision: t.revision + 1, defaults: { ...t.defaults, content: '8.8.8' } });
    try {
      const res = await p.get('cityhop.localhost', '/dealerships');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('data-fallback="error"');
      expect(html).toContain('</footer>');
      expect(html).toMatch(/"mode":"retry","version":null/);
      // and the browser's retry is told plainly that the fragment is unavailable
      const retry = await p.get('cityhop.localhost', '/_fragment/content-dealerships?page=%2Fdealerships');
      expect(retry.status).toBe(503);
    } finally {
      await save({ ...(await table()), revision: t.revision + 2, defaults: t.defaults });
    }
  });

  it('client files of a version that is not deployed are 404', async () => {
    expect((await p.get('harbourside.localhost', '/_remotes/content/7.7.7/HomePage.js')).status).toBe(404);
    expect((await p.get('harbourside.localhost', '/_remotes/nope/1.0.0/HomePage.js')).status).toBe(404);
  });
});

describe('search API budget per client and site (default SEARCH_RATE_LIMIT 40/2)', () => {
  const from = (ip: string, host = 'harbourside.localhost') =>
    p.get(host, '/api/search/indexes/cars/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify({ q: '', limit: 1 }),
    });

  it('a burst of 40, then 429 too_many_requests with Retry-After; another client and another site still served', async () => {
    const ip = '192.0.2.10';
    // Twenty at a time (within the site's turns): one by one on a slow machine, the 20-a-second refill
    // could keep up with them. At most ten rounds, until one is refused.
    const answers: Response[] = [];
    for (let round = 0; round < 10 && !answers.some((r) => r.status === 429); round++)
      answers.push(...(await Promise.all(Array.from({ length: 20 }, () => from(ip)))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(40);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const refused = answers.find((r) => r.status === 429) as Response;
    expect(refused).toBeDefined();
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { code: string }).code).toBe('too_many_requests');
    expect((await from('192.0.2.99')).status).toBe(200);
    expect((await from(ip, 'ridgeway-toyota.localhost')).status).toBe(200);
  });

  it('a multi-search pays one search of the budget for each query it carries', async () => {
    const multi = (ip: string, n: number) =>
      p.get('harbourside.localhost', '/api/search/multi-search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
        body: JSON.stringify({ queries: Array.from({ length: n }, () => ({ indexUid: 'cars', q: '', limit: 1 })) }),
      });
    const ip = '192.0.2.20';
    // 20 + 20 of the burst of 40 (a moment's refill may add a query or two): the third is refused.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await multi(ip, 20)).status);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses).toContain(429);
    // a shopper's page (one hits query and a few facet queries) from another device is served
    expect((await multi('192.0.2.21', 4)).status).toBe(200);
  });
});

describe('security headers (issue 17 item 4)', () => {
  const base = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-frame-options': 'DENY',
  };
  const expectBase = (res: Response) => {
    for (const [name, value] of Object.entries(base)) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  };

  it('a page: same-origin scripts only, no framing, on a page and a not-found page of two tenants', async () => {
    for (const host of ['harbourside.localhost', 'cityhop.localhost']) {
      for (const path of ['/', '/contact', '/no-such-page']) {
        const res = await p.get(host, path);
        expectBase(res);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp, `${host}${path}`).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toContain('unsafe-eval');
        await res.arrayBuffer();
      }
    }
  });

  it('APIs, assets and XML: nothing may run or frame them; no CORS allowance, preflight included', async () => {
    const api = await p.get('harbourside.localhost', '/api/search/health', {
      headers: { origin: 'https://evil.example' },
    });
    expectBase(api);
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await p.get('harbourside.localhost', '/api/leads', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    const sitemap = await p.get('harbourside.localhost', '/robots.txt');
    expectBase(sitemap);
    await sitemap.arrayBuffer();
    const page = await (await p.get('harbourside.localhost', '/')).text();
    const shell = page.match(/src="(\/_shell\/assets\/[^"]+\.js)"/)?.[1];
    const asset = await p.get('harbourside.localhost', shell as string);
    expect(asset.status).toBe(200);
    expectBase(asset);
    await asset.arrayBuffer();
  });
});
