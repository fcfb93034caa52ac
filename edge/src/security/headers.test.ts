import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_SOURCES, NON_PAGE_CSP, pagePolicy, withSecurityHeaders } from './headers.js';

/** The head's inline scripts' hashes (import map, Speculation Rules). */
const INLINE = INLINE_SCRIPT_SOURCES.join(' ');

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

  it('adds the base headers; keeps a policy already set; JSON gets the non-page policy', () => {
    const json = withSecurityHeaders(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    expect(json.headers.get('content-security-policy')).toBe(NON_PAGE_CSP);
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    const page = withSecurityHeaders(
      new Response('<p>', { headers: { 'content-type': 'text/html' } }),
      'default-src x',
    );
    expect(withSecurityHeaders(page).headers.get('content-security-policy')).toBe('default-src x');
  });
});
