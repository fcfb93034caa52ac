import { ROUTING_KEY, RoutingTableSchema, setRemoteOverride } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_VERSION_CURRENT, CONTENT_VERSION_PREVIOUS } from '../support/artifacts.js';
import { type Platform, startPlatform } from '../support/platform.js';

// A cached page asked for again is answered before the router (edge compose/hot-pages.ts): it must be the
// very answer the full path gives, and never outlive the KV values it was composed from.
let p: Platform;
const HOST = 'ridgeway-toyota.localhost';
beforeAll(async () => {
  p = await startPlatform({ tenants: ['ridgeway-toyota'] });
});
afterAll(() => p?.dispose());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await p.get(HOST, path, { headers: { 'accept-encoding': 'gzip', ...headers } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const head = Object.fromEntries([...res.headers].filter(([k]) => k !== 'date'));
  return { res, bytes, head };
};
// dispatchFetch's client decodes the gzip body: the bytes compared are the page's.
const html = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const versionOf = (page: string) => /data-fragment="content\/[A-Za-z]+" data-version="([^"]+)"/.exec(page)?.[1];

async function untilHit(path: string) {
  for (let i = 0; i < 50; i++) {
    const r = await get(path);
    if (r.res.headers.get('x-forecourt-cache') === 'HIT') return r;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never became a cache hit`);
}

describe('hot pages: a repeated cached page skips the router (issue 36 item 3)', () => {
  it('answers every repeat with the same bytes and headers as the full path, security headers included', async () => {
    const first = await untilHit('/');
    for (let i = 0; i < 8; i++) {
      const again = await get('/');
      expect(again.head).toEqual(first.head);
      expect(again.bytes).toEqual(first.bytes);
    }
    expect(first.head['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(first.head['x-frame-options']).toBe('DENY');
    expect(first.head.vary).toMatch(/accept-encoding/i);
  });

  it('when its hot window ends, concurrent repeats are all answered as the full path answers (one renews it)', async () => {
    const first = await untilHit('/');
    // Past the hot window (HOT_MS, 300 ms): the next requests find it ended; one renews it, the rest wait for it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const all = await Promise.all(Array.from({ length: 20 }, () => get('/')));
    for (const again of all) {
      expect(again.res.status).toBe(200);
      expect(again.head).toEqual(first.head);
      expect(again.bytes).toEqual(first.bytes);
    }
  });

  it('never answers a request with a cookie, or one taking no gzip, from it', async () => {
    await untilHit('/');
    const personal = await get('/', { cookie: 'fc_garage=x' });
    expect(personal.res.headers.get('x-forecourt-cache')).toBe('BYPASS');
    const plain = await p.get(HOST, '/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<!doctype html>');
  });

  it('a routing change shows once the KV memo has passed, though the page is asked for all along', async () => {
    expect(versionOf(html((await untilHit('/')).bytes))).toBe(CONTENT_VERSION_CURRENT);
    const table = RoutingTableSchema.parse(JSON.parse((await p.kv.get(ROUTING_KEY))!));
    await p.kv.put(
      ROUTING_KEY,
      JSON.stringify(
        setRemoteOverride(table, 'ridgeway-toyota', 'content', CONTENT_VERSION_PREVIOUS, new Date().toISOString()),
      ),
    );
    // Keep the page hot through the memo window (1 s): the hot answer must not carry the old routing past it.
    const until = Date.now() + 1100;
    while (Date.now() < until) await get('/');
    expect(versionOf(html((await get('/')).bytes))).toBe(CONTENT_VERSION_PREVIOUS);
    await p.kv.put(ROUTING_KEY, JSON.stringify(table));
  });
});
