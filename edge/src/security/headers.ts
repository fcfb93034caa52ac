/**
 * Security headers of every response. Pages get a Content-Security-Policy built from what the site
 * actually loads: today only same-origin scripts (the shell and the remotes' page modules, no inline
 * code — the manifest and JSON-LD are data blocks; the Speculation Rules set is allowed by
 * 'inline-speculation-rules' and its sha256, the import map by its sha256), Turnstile where the site's captcha is
 * Turnstile, and Meilisearch's public host where browsers search it with tenant tokens. Tags, chat
 * and payment providers join these allow-lists when the product loads them (issues 12 and 15); a
 * nonce is needed only once a page carries an inline script. Nothing frames a dealer site: its lead
 * forms cannot be put in another site's frame (frame-ancestors 'none', X-Frame-Options DENY).
 * APIs are same-origin only: no CORS allowance is ever sent.
 */

import { createHash } from 'node:crypto';
import { IMPORT_MAP_CSP_SOURCE } from '@forecourt/shell/import-map';
import { SPECULATION_RULES_SCRIPT } from '@forecourt/shell/server';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const TURNSTILE = 'https://challenges.cloudflare.com';

/**
 * The page's two inline scripts, allowed by hash (both texts are fixed per build: computed once per
 * isolate, never per request). The import map's hash comes with the shell build; the Speculation Rules
 * set needs its own, since Chromium ignores 'inline-speculation-rules' once script-src holds a hash.
 */
export const INLINE_SCRIPT_SOURCES = [
  IMPORT_MAP_CSP_SOURCE,
  `'sha256-${createHash('sha256').update(SPECULATION_RULES_SCRIPT).digest('base64')}'`,
];

/**
 * The headers every response carries, through Hono's secureHeaders with our values (its defaults differ:
 * SAMEORIGIN, no-referrer, a shorter HSTS). Its other defaults stay off: Cross-Origin-Resource-Policy would
 * stop car photos loading in watchlist emails and other sites' embeds, Cross-Origin-Opener-Policy has not
 * been tried with the payment providers' windows, X-DNS-Prefetch-Control: off would slow the search host
 * and photo look-ups, and the rest are for browsers the sites do not support. Permissions-Policy: nothing
 * in the product uses these; payment stays open to the page itself for card payments (issue 12).
 */
export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      accelerometer: [],
      camera: [],
      geolocation: [],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      payment: ['self'],
      usb: [],
    },
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

/**
 * Responses that are not pages (JSON, assets, XML): nothing may run, load or frame them. connect-src
 * 'self' changes nothing for them (no script runs there) but lets a debugging console opened on an
 * API answer call the same API.
 */
export const NON_PAGE_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** What a third party a page loads needs of its policy. */
export type ThirdPartyOrigins = { script?: readonly string[]; frame?: readonly string[]; connect?: readonly string[] };

/**
 * The origins of each payment provider's browser library (SPEC §3 payment_provider), for the pages that
 * load one (checkout, issue 12): Stripe.js and its frames; Windcave's drop-in; the sandbox is our own.
 */
export const PAYMENT_PROVIDER_ORIGINS: Readonly<Record<'stripe' | 'windcave' | 'sandbox', ThirdPartyOrigins>> = {
  stripe: {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  },
  windcave: {
    script: ['https://sec.windcave.com'],
    frame: ['https://sec.windcave.com'],
    connect: ['https://sec.windcave.com'],
  },
  sandbox: {},
};

export type PagePolicyInput = {
  /** The site's captcha is Cloudflare Turnstile (its script and its frame). */
  turnstile: boolean;
  /** Other origins the page's scripts call (Meilisearch's public host with tenant tokens). */
  connect: readonly string[];
  /** Third parties the page loads (a payment provider's library). */
  thirdParties?: readonly ThirdPartyOrigins[];
};

const list = (base: readonly string[], extra: readonly string[]) => [...new Set([...base, ...extra])].join(' ');

/** The Content-Security-Policy of a page. */
export function pagePolicy({ turnstile, connect, thirdParties = [] }: PagePolicyInput): string {
  const of = (kind: keyof ThirdPartyOrigins) => thirdParties.flatMap((t) => t[kind] ?? []);
  const frames = [...(turnstile ? [TURNSTILE] : []), ...of('frame')];
  return [
    "default-src 'self'",
    // 'inline-speculation-rules' and the hashes: the head's <script type="speculationrules"> (a JSON
    // rule set, no code) and <script type="importmap">.
    `script-src ${list(["'self'", "'inline-speculation-rules'", ...INLINE_SCRIPT_SOURCES, ...(turnstile ? [TURNSTILE] : [])], of('script'))}`,
    // React style attributes and the frame's inline <style>.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${list(["'self'", ...connect], of('connect'))}`,
    `frame-src ${frames.length > 0 ? list([], frames) : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Every response's Content-Security-Policy when its handler set none: an HTML answer (error pages, the
 * unsubscribe page) the plain page policy, anything else NON_PAGE_CSP. Not secureHeaders' CSP option: a
 * page's policy depends on its site (captcha, search host, payment provider: withPolicy) and the default
 * on the answer's type, while secureHeaders fixes one policy per app before the handler runs.
 */
export const defaultPolicy = (): MiddlewareHandler => async (c, next) => {
  await next();
  // Responses from other Workers or the cache may have immutable headers: copy once, so headers can be set.
  c.res = new Response(c.res.body, c.res);
  if (c.res.headers.has('content-security-policy')) return;
  const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
  c.res.headers.set('content-security-policy', html ? pagePolicy({ turnstile: false, connect: [] }) : NON_PAGE_CSP);
};

/** `res` with the page's own policy. */
export function withPolicy(res: Response, policy: string): Response {
  const out = new Response(res.body, res);
  out.headers.set('content-security-policy', policy);
  return out;
}
