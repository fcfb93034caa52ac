import { isCarListed } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

// The HTML cache key and what a render may read from a request (edge/src/routes/page-query.ts): a page
// is rendered and cached with only the query parameters it reads, sorted, never an internal one; the
// cache misses a client asks for spend its render budget (edge/src/routes/page-budget.ts).
const HOST = 'harbourside.localhost';
const NOW = Date.now();
const harbour = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === 'harbourside')!;
const car = harbour.cars.find(
  (c) => c.status === 'in_stock' && isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: null }),
)!;
let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ tenants: ['harbourside'], vars: { KV_MEMO_MS: '0' }, now: NOW });
});
afterAll(() => p?.dispose());

const settle = () => new Promise((r) => setTimeout(r, 150));
const JUNK = '__routing=%22POISONED&utm_source=INJECTED&gclid=INJECTED&zz=INJECTED&__cache=INJECTED';
const JUNK_HEADERS = {
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example',
  'accept-language': 'fr-FR',
  'user-agent': 'INJECTED-agent',
  referer: 'https://evil.example/INJECTED',
  'x-original-url': '/INJECTED',
  'cf-connecting-ip': '10.31.0.1',
};

async function pageKinds(): Promise<string[]> {
  // (a cookie: not stored, so each page's first request below is a miss)
  const home = await (await p.get(HOST, '/dealerships', { headers: { cookie: 'x=1' } })).text();
  const location = /href="(\/our-locations\/[a-z0-9-]+)"/.exec(home)?.[1];
  expect(location).toBeTruthy();
  const news = await (await p.get(HOST, '/news', { headers: { cookie: 'x=1' } })).text();
  const post = /href="(\/news\/[a-z0-9-]+)"/.exec(news)?.[1];
  expect(post).toBeTruthy();
  return [
    '/',
    '/dealerships',
    '/search',
    '/search/used-cars',
    `/cars/${car.slug}`,
    '/contact',
    '/finance',
    '/success',
    '/about-us',
    location as string,
    '/news',
    post as string,
    '/cars',
    '/valuations',
    '/terms-and-conditions',
    '/myharbourside',
    '/special-offers',
    '/buying-online',
    '/current-positions',
    '/favourites',
    '/explore-more-brands',
  ];
}

describe('HTML cache: nothing a client sends reaches a cached body', () => {
  it("every page kind's cached body is byte-identical whatever unknown query, headers and cookies the first request carried", async () => {
    const paths = await pageKinds();
    for (const path of paths) {
      const sep = path.includes('?') ? '&' : '?';
      // A cookie'd request is the shopper's own (BYPASS): never stored, and it must not poison either.
      const cookied = await p.get(HOST, `${path}${sep}${JUNK}`, {
        headers: { ...JUNK_HEADERS, cookie: 'fc_x=INJECTED' },
      });
      expect(cookied.headers.get('x-forecourt-cache'), path).toBe('BYPASS');
      await cookied.text();
      const first = await p.get(HOST, `${path}${sep}${JUNK}`, { headers: JUNK_HEADERS });
      expect(first.status, path).toBe(200);
      expect(first.headers.get('x-forecourt-cache'), path).toBe('MISS');
      await first.text();
      await settle();
      const hit = await p.get(HOST, path, { headers: { 'cf-connecting-ip': '10.31.0.2' } });
      expect(hit.headers.get('x-forecourt-cache'), path).toBe('HIT');
      const cached = await hit.text();
      expect(cached, path).not.toMatch(/INJECTED|POISONED|evil\.example|fr-FR/);
      // A clean render of the same page now (a cookie bypasses the cache) is the same bytes.
      const fresh = await (
        await p.get(HOST, path, { headers: { cookie: 'fc_y=1', 'cf-connecting-ip': '10.31.0.3' } })
      ).text();
      expect(cached, path).toBe(fresh);
    }
  }, 120_000);

  it('robots.txt and sitemap.xml (cacheable downstream) are the same bytes whatever the request carried', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const junk = await p.get(HOST, `${path}?${JUNK}`, { headers: { ...JUNK_HEADERS, cookie: 'fc_x=INJECTED' } });
      expect(junk.status, path).toBe(200);
      const body = await junk.text();
      expect(body, path).not.toMatch(/INJECTED|POISONED|evil\.example/);
      expect(body, path).toBe(await (await p.get(HOST, path)).text());
    }
  });

  it("the issue's repro: GET /?adv=1&__routing=%22POISONED never reaches the render nor the next shopper's page", async () => {
    for (const [poisoned, clean] of [
      ['/dealerships?adv=1&__routing=%22POISONED', '/dealerships?adv=1'],
      ['/search?make=Mazda&__routing=%22POISONED&__x=POISONED', '/search?make=Mazda'],
    ] as const) {
      const first = await p.get(HOST, poisoned, { headers: { 'cf-connecting-ip': '10.31.1.1' } });
      expect(await first.text(), poisoned).not.toContain('POISONED');
      await settle();
      const next = await p.get(HOST, clean, { headers: { 'cf-connecting-ip': '10.31.1.2' } });
      expect(next.headers.get('x-forecourt-cache'), clean).toBe('HIT');
      expect(await next.text(), clean).not.toContain('POISONED');
    }
  });
  // The stale-while-revalidate refresh: cache-stale-refresh.test.ts.
});

describe('HTML cache key: one entry per page', () => {
  it('drops parameters the page does not read and sorts the rest (search filters on the search page only)', async () => {
    const a = await p.get(HOST, '/search?sortBy=price_asc&make=Kia', { headers: { 'cf-connecting-ip': '10.32.0.1' } });
    expect(a.headers.get('x-forecourt-cache')).toBe('MISS');
    await a.text();
    await settle();
    const b = await p.get(HOST, '/search?utm_campaign=x&make=Kia&fbclid=1&sortBy=price_asc&zz=1');
    expect(b.headers.get('x-forecourt-cache')).toBe('HIT');
    await b.text();
    // The home page reads no query at all: a search filter or a cache buster is the same page.
    await (await p.get(HOST, '/dealerships/all')).text();
    await settle();
    const home = await p.get(HOST, '/dealerships/all?make=Kia&page=2&car_id=5&x=1');
    expect(home.headers.get('x-forecourt-cache')).toBe('HIT');
    await home.text();
    // A parameter the page reads is its own entry.
    const other = await p.get(HOST, '/search?make=Kia');
    expect(other.headers.get('x-forecourt-cache')).toBe('MISS');
    await other.text();
  });

  it('HEAD is answered from the cache', async () => {
    await (await p.get(HOST, '/dealerships')).text();
    await settle();
    const head = await p.get(HOST, '/dealerships?utm_source=x', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-forecourt-cache')).toBe('HIT');
  });
});

describe('render budget: cache misses per client', () => {
  it('a client past PAGE_RATE_LIMIT gets 429 for misses (GET and HEAD), still gets hits; another client is served', async () => {
    const q = await startPlatform({ tenants: ['harbourside'], vars: { PAGE_RATE_LIMIT: '3/60' } });
    try {
      const from = (ip: string, path: string, method = 'GET') =>
        q.get(HOST, path, { method, headers: { 'cf-connecting-ip': ip } });
      const statuses: number[] = [];
      for (const path of ['/search?page=1', '/search?page=2', '/search?page=3']) {
        const res = await from('10.33.0.1', path);
        statuses.push(res.status);
        await res.text();
      }
      expect(statuses).toEqual([200, 200, 200]);
      await settle();
      const over = await from('10.33.0.1', '/search?page=4');
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('1');
      expect(over.headers.get('cache-control')).toBe('no-store');
      await over.text();
      expect((await from('10.33.0.1', '/search?page=5', 'HEAD')).status).toBe(429);
      // Random parameters are the same cached page: a hit costs nothing.
      const hit = await from('10.33.0.1', '/search?page=2&cachebust=1');
      expect(hit.status).toBe(200);
      expect(hit.headers.get('x-forecourt-cache')).toBe('HIT');
      await hit.text();
      const other = await from('10.33.0.2', '/search?page=4');
      expect(other.status).toBe(200);
      await other.text();
    } finally {
      await q.dispose();
    }
  }, 60_000);
});
