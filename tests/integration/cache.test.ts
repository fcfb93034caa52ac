import { afterEach, describe, expect, it } from 'vitest';
import { throwingRemote } from '../support/faulty-remotes.js';
import { type Platform, startPlatform } from '../support/platform.js';

let p: Platform | undefined;
afterEach(async () => {
  await p?.dispose();
  p = undefined;
});

describe('edge HTML cache', () => {
  it('serves a complete anonymous page from cache on the next request', async () => {
    p = await startPlatform({ tenants: ['harbourside'] });
    const first = await p.get('harbourside.localhost', '/dealerships');
    expect(first.headers.get('x-forecourt-cache')).toBe('MISS');
    const firstHtml = await first.text();
    const second = await p.get('harbourside.localhost', '/dealerships');
    expect(second.headers.get('x-forecourt-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstHtml);
    // browsers are told to revalidate, so a routing change reaches them on the next load
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('keys by host and the query the page reads: another tenant or search is a miss', async () => {
    p = await startPlatform({ tenants: ['harbourside', 'cityhop'] });
    await (await p.get('harbourside.localhost', '/')).text();
    expect((await p.get('cityhop.localhost', '/')).headers.get('x-forecourt-cache')).toBe('MISS');
    expect((await p.get('harbourside.localhost', '/search?make=Kia')).headers.get('x-forecourt-cache')).toBe('MISS');
  });

  it('never caches a degraded page (a fragment fell back)', async () => {
    p = await startPlatform({ tenants: ['harbourside'], slots: { CONTENT_A: { script: throwingRemote } } });
    await (await p.get('harbourside.localhost', '/')).text();
    await new Promise((r) => setTimeout(r, 200));
    const again = await p.get('harbourside.localhost', '/');
    expect(again.headers.get('x-forecourt-cache')).toBe('MISS');
    expect(await again.text()).toContain('data-fallback="error"');
  });

  it('requests with cookies bypass the cache', async () => {
    p = await startPlatform({ tenants: ['harbourside'] });
    await (await p.get('harbourside.localhost', '/')).text();
    const withCookie = await p.get('harbourside.localhost', '/', { headers: { cookie: 'session=1' } });
    expect(withCookie.headers.get('x-forecourt-cache')).toBe('BYPASS');
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store');
  });
});
