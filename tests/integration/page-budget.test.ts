/**
 * Issue 30 (abuse bench): every page request, a cache hit too, spends its client's page views, and every
 * /cdn/image variant not yet computed spends its new variants (edge/src/routes/page-budget.ts). Past
 * either, a held 429 with Retry-After and the security headers; another client, another tenant, the
 * page's assets and stored variants are served as before.
 */
import { iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const HOST = 'harbourside.localhost';
const OTHER_TENANT = 'ridgeway-toyota.localhost';
const NOW = Date.now();
const harbour = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === 'harbourside')!;
const SRC = harbour.cars.find((c) => c.primary_image_url?.startsWith('/media/photos/'))!.primary_image_url!;
const cdn = (w: number) => `/cdn/image?src=${encodeURIComponent(SRC)}&w=${w}&q=75&fm=jpeg`;

let p: Platform;
beforeAll(async () => {
  // No image transformer: a variant never gets stored, so each request for one is new (it is answered
  // with the original photo). A short hold keeps the test quick; the hold itself is search-refusal.test.ts's.
  p = await startPlatform({
    tenants: ['harbourside', 'ridgeway-toyota'],
    now: NOW,
    vars: { PAGE_VIEW_RATE_LIMIT: '3/3600', IMAGE_RATE_LIMIT: '2/3600', SEARCH_TARPIT: '50/16' },
  });
});
afterAll(() => p?.dispose());

const from = (ip: string, host: string, path: string, method = 'GET') =>
  p.get(host, path, { method, headers: { 'cf-connecting-ip': ip } });

function expectRefusal(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('content-security-policy')).toBeTruthy();
}

describe('page views per client (PAGE_VIEW_RATE_LIMIT)', () => {
  it('cache hits count: the client past its budget gets 429; another client, another tenant and assets are served', async () => {
    const ip = '10.30.0.1';
    const first = await from(ip, HOST, '/');
    expect(first.status).toBe(200);
    const html = await first.text();
    await new Promise((r) => setTimeout(r, 150)); // the render is stored after its body
    for (let i = 0; i < 2; i++) {
      const hit = await from(ip, HOST, '/');
      expect(hit.status).toBe(200);
      expect(hit.headers.get('x-forecourt-cache')).toBe('HIT');
      await hit.text();
    }
    const over = await from(ip, HOST, '/');
    expectRefusal(over);
    expect(await over.text()).toContain('Too many requests');
    expectRefusal(await from(ip, HOST, '/search', 'HEAD'));

    const other = await from('10.30.0.2', HOST, '/');
    expect(other.status).toBe(200);
    await other.text();
    const otherTenant = await from(ip, OTHER_TENANT, '/');
    expect(otherTenant.status).toBe(200);
    await otherTenant.text();
    // A page's assets are not pages: the shell's script still loads for the refused client.
    const script = /<script[^>]+src="(\/_shell\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await from(ip, HOST, script!);
    expect(asset.status).toBe(200);
    await asset.arrayBuffer();
  }, 60_000);
});

describe('new image variants per client (IMAGE_RATE_LIMIT)', () => {
  it('a client past its budget gets 429 for new variants, still gets stored ones; another client is served', async () => {
    const ip = '10.30.1.1';
    for (const w of [256, 384]) {
      const res = await from(ip, HOST, cdn(w));
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const over = await from(ip, HOST, cdn(640));
    expectRefusal(over);
    expect(((await over.json()) as { code: string }).code).toBe('rate_limited');

    // A variant already computed (here: put in R2 as the transform stores it) costs nothing.
    const photo = await p.files.get(`sites/harbourside/photos/${SRC.slice('/media/photos/'.length)}`);
    await p.files.put(
      `sites/harbourside/variants/${SRC.slice('/media/photos/'.length)}/w640-q75.jpeg`,
      await photo!.arrayBuffer(),
      {
        httpMetadata: { contentType: 'image/jpeg' },
      },
    );
    const stored = await from(ip, HOST, cdn(640));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('x-image-variant')).toBe('stored');
    await stored.arrayBuffer();

    const other = await from('10.30.1.2', HOST, cdn(750));
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  }, 60_000);
});
