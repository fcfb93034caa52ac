import { API_ERROR_STATUS, type ApiErrorCode, MEILI_ERROR_CODES } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * One error body (issue 31 part 3, docs/API-ERRORS.md): one refusal of each route family answers the
 * platform's `{ error, message, code }` (the search API Meilisearch's `{ message, code, type, link }`),
 * with the status its code is listed with in contracts and the security headers of every response.
 */
const H = 'harbourside.localhost';
const NON_PAGE_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";
let p: Platform;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside'],
    vars: {
      DASHBOARD_URL: 'https://dashboard.invalid',
      DASHBOARD_API_KEY: 'test-key',
      DASHBOARD_WEBHOOK_SECRET: 'test-webhook-secret',
    },
  });
}, 120_000);
afterAll(() => p?.dispose());

type Case = { name: string; path: string; init?: RequestInit; host?: string; code: ApiErrorCode; fields?: boolean };

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.31.3.1', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const CASES: Case[] = [
  {
    name: 'leads: a field refused',
    path: '/api/leads',
    init: json({ lead: { form_id: 'nope' } }),
    code: 'unknown_form',
  },
  {
    name: 'leads: an unknown lead',
    path: `/api/leads/ld_${'0'.repeat(32)}`,
    init: { ...json({ lead: {} }), method: 'PUT' },
    code: 'lead_not_found',
  },
  {
    name: 'bookings: an unknown dealership',
    path: '/api/dealerships/999999/available_appointment_bookings.json',
    code: 'dealership_not_found',
  },
  { name: 'checkout: an unknown car', path: '/api/checkout/cars/abc', code: 'car_not_found' },
  { name: 'checkout: details refused', path: '/api/checkout/holds', init: json({}), code: 'invalid_body' },
  { name: 'garage: signed out', path: '/api/auth/watchlist/merge', init: json({ car_ids: [] }), code: 'signed_out' },
  { name: 'valuations: a bad lookup', path: '/api/simple-autograb-lookup', init: json({}), code: 'invalid_lookup' },
  {
    name: 'valuations: an unknown valuation',
    path: `/api/valuations/val_${'0'.repeat(32)}`,
    init: { ...json({}), method: 'PUT' },
    code: 'valuation_not_found',
  },
  { name: 'events: an invalid event', path: '/api/events', init: json({ event: {} }), code: 'invalid_event' },
  {
    name: 'dashboard webhook: a bad signature',
    path: '/_dashboard/webhook',
    init: json({ event: 'site.updated', website_id: 1 }),
    code: 'bad_signature',
  },
  { name: 'media: a bad image request', path: '/cdn/image?w=abc', code: 'invalid_image_request' },
  { name: 'media: an unknown drawing', path: '/media/logos/NOPE.svg', code: 'not_found' },
  { name: 'postcodes: not 4 digits', path: '/api/postcodes/12', code: 'invalid_postcode' },
  { name: 'fragments: no page', path: '/_fragment/content-home', code: 'bad_request' },
  { name: 'an unknown API path', path: '/api/nothing-here', code: 'not_found' },
  { name: 'an unknown method', path: '/api/leads', init: { method: 'DELETE' }, code: 'not_found' },
  { name: 'an unknown host', path: '/api/leads', init: json({}), host: 'nobody.localhost', code: 'unknown_site' },
  {
    name: 'an oversized body',
    path: '/api/events',
    init: json({ event: { category: 1, pad: 'x'.repeat(20_000) } }),
    code: 'payload_too_large',
  },
  { name: 'bad JSON', path: '/api/events', init: json('{"event":'), code: 'malformed_payload' },
  {
    name: 'not JSON',
    path: '/api/events',
    init: { ...json('{}'), headers: { 'content-type': 'text/plain' } },
    code: 'bad_content_type',
  },
];

/** The headers every response carries (security/headers.ts), API answers with the non-page policy. */
function expectSecurityHeaders(res: Response, name: string) {
  expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), name).toBe('DENY');
  expect(res.headers.get('strict-transport-security'), name).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy'), name).toContain('camera=()');
  expect(res.headers.get('content-security-policy'), name).toBe(NON_PAGE_CSP);
  expect(res.headers.get('content-type'), name).toContain('application/json');
}

describe('one error body for every API (issue 31 part 3)', () => {
  it.each(CASES)('$name: $code in { error, message, code } with its status and the security headers', async (c) => {
    const res = await p.get(c.host ?? H, c.path, c.init);
    expectSecurityHeaders(res, c.name);
    const body = (await res.json()) as Record<string, unknown>;
    expect({ status: res.status, code: body.code }).toEqual({ status: API_ERROR_STATUS[c.code], code: c.code });
    expect(typeof body.message).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
    expect(body.error).toBe(body.message);
    // Nothing of another shape: only the documented keys and a family's context (fields, blockers, state).
    for (const key of Object.keys(body))
      expect(['error', 'message', 'code', 'fields', 'blockers', 'state'], key).toContain(key);
  });

  it("the search API answers Meilisearch's { message, code, type, link }, a bad body too", async () => {
    for (const [path, init, status, code] of [
      ['/api/search/indexes/boats/search', json({}), 404, 'index_not_found'],
      ['/api/search/indexes/cars/search', json({ q: 7 }), 400, 'invalid_search_q'],
      ['/api/search/multi-search', json('{"queries":'), 400, 'malformed_payload'],
      ['/api/search/nowhere', { method: 'GET' }, 404, 'bad_request'],
    ] as const) {
      const res = await p.get(H, path, init);
      expectSecurityHeaders(res, path);
      expect(res.status, path).toBe(status);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'link', 'message', 'type']);
      expect(body).toMatchObject({
        code,
        type: 'invalid_request',
        link: `https://docs.meilisearch.com/errors#${code}`,
      });
      expect(MEILI_ERROR_CODES).toContain(body.code);
    }
  });
});
