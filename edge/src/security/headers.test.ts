import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  defaultPolicy,
  INLINE_SCRIPT_SOURCES,
  NON_PAGE_CSP,
  pagePolicy,
  securityHeaders,
  withPolicy,
} from './headers.js';

/** The head's inline scripts' hashes (import map, Speculation Rules). */
const INLINE = INLINE_SCRIPT_SOURCES.join(' ');

/** The app's two header middlewares (as index.ts mounts them) around a few answers. */
const app = new Hono()
  .use('*', securityHeaders())
  .use('*', defaultPolicy())
  .get('/json', (c) => c.json({}))
  .get('/html', (c) => c.html('<p>'))
  .get('/page', () => withPolicy(new Response('<p>', { headers: { 'content-type': 'text/html' } }), 'default-src x'))
  // A redirect's headers are immutable (as a fetched or cached response's are in workerd).
  .get('/frozen', () => Response.redirect('https://x.example/', 302))
  .get('/boom', () => {
    throw new Error('boom');
  });

describe('security headers', () => {
  it("a page's policy allows Turnstile and a search host only when the site uses them", () => {
    const plain = pagePolicy({ turnstile: false, connect: [] });
    expect(plain).toContain(`script-src 'self' 'inline-speculation-rules' ${INLINE};`);
    expect(plain).toContain("frame-src 'none'");
    expect(plain).not.toContain('challenges.cloudflare.com');
    const full = pagePolicy({ turnstile: true, connect: ['https://search.example'] });
    expect(full).toContain(`script-src 'self' 'inline-speculation-rules' ${INLINE} https://challenges.cloudflare.com;`);
    expect(full).toContain('frame-src https://challenges.cloudflare.com');
    expect(full).toContain("connect-src 'self' https://search.example");
  });

  it('every answer gets the base headers (immutable ones and errors too) and only those of secureHeaders', async () => {
    for (const path of ['/json', '/html', '/page', '/frozen', '/boom']) {
      const res = await app.request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('permissions-policy')).toBe(
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()',
      );
      for (const off of ['cross-origin-resource-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control'])
        expect(res.headers.get(off), off).toBeNull();
    }
  });

  it('keeps a page its own policy; other HTML gets the plain page policy, the rest the non-page one', async () => {
    expect((await app.request('/page')).headers.get('content-security-policy')).toBe('default-src x');
    expect((await app.request('/html')).headers.get('content-security-policy')).toBe(
      pagePolicy({ turnstile: false, connect: [] }),
    );
    expect((await app.request('/json')).headers.get('content-security-policy')).toBe(NON_PAGE_CSP);
    expect((await app.request('/frozen')).headers.get('content-security-policy')).toBe(NON_PAGE_CSP);
  });
});
