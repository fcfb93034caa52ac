import { SiteConfigSchema } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../test-fixtures.js';
import { redirectFor } from './redirects.js';

const site = (over: Record<string, unknown> = {}) => SiteConfigSchema.parse({ ...siteFixture, ...over });
const location = (s: ReturnType<typeof site>, path: string) =>
  redirectFor(s, new URL(`http://x.localhost${path}`))?.headers.get('location') ?? null;

describe('incoming link handling (SPEC §2)', () => {
  it('"/blog is rewritten to /news" on a site configured so, query kept', () => {
    const s = site({ link_rewrites: [{ from: '/blog', to: '/news' }] });
    expect(location(s, '/blog/new-rav4?utm_source=x')).toBe('/news/new-rav4?utm_source=x');
    expect(location(site(), '/blog/new-rav4')).toBeNull();
  });

  it('"/finance-pre-approval redirects to /finance on sites where that feature is off"', () => {
    expect(location(site(), '/finance-pre-approval')).toBe('/finance');
    expect(location(site({ features: { finance_pre_approval: true } }), '/finance-pre-approval')).toBeNull();
  });

  it('"/pages/ is stripped … from any path when the site does not use a pages path"', () => {
    expect(location(site(), '/pages/book-a-service')).toBe('/book-a-service');
    expect(location(site({ uses_pages_path: true }), '/pages/book-a-service')).toBeNull();
    expect(location(site({ uses_pages_path: true }), '/pages/privacy-policy')).toBe('/privacy-policy');
  });

  it('a canonical path is not redirected and the answer is permanent', () => {
    expect(redirectFor(site(), new URL('http://x.localhost/dealerships'))).toBeNull();
    expect(redirectFor(site(), new URL('http://x.localhost/finance-pre-approval'))?.status).toBe(301);
  });

  it('/favicon.ico goes to the site icon (never a 404 for a document without an icon link)', () => {
    const s = site({ favicon_url: '/media/logos/fav.png' });
    const res = redirectFor(s, new URL('http://x.localhost/favicon.ico'));
    expect(res?.status).toBe(302);
    expect(res?.headers.get('location')).toBe('/media/logos/fav.png');
    expect(location(site({ favicon_url: null }), '/favicon.ico')).toBe(site().logo.thumb ?? site().logo.url);
    // A site whose icon IS /favicon.ico gets no redirect loop.
    expect(redirectFor(site({ favicon_url: '/favicon.ico' }), new URL('http://x.localhost/favicon.ico'))).toBeNull();
  });
});
