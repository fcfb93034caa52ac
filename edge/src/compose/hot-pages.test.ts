import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoGet } from '../tenant/kv-memo.js';
import { HOT_MS, hotOrFull, keepHot, noteHotHit, notePageRefused, RENEW_WAIT_MS, serveHot } from './hot-pages.js';

const pageViews = { burst: 1000, perSecond: 100 };
const kv = { get: async (key: string) => `value of ${key}` } as unknown as KVNamespace;
const body = new Uint8Array([31, 139, 8, 0, 1, 2, 3]);
const req = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
const hitResponse = () =>
  new Response(body, { headers: { 'x-forecourt-cache': 'HIT', 'content-security-policy': "default-src 'self'" } });

async function noteAndKeep(url: string, now: number, memoMs = 1000, res = hitResponse()) {
  await memoGet(kv, `site:${url}`, memoMs, now);
  const r = req(url);
  noteHotHit(r, { body, freshUntil: now + 30_000, memoKeys: [`site:${url}`], memoMs, site: url, pageViews });
  keepHot(r, res, now);
}

describe('hot pages (compose/hot-pages.ts)', () => {
  it('answers a repeat of a kept HIT with its bytes and headers', async () => {
    const now = Date.now();
    await noteAndKeep('https://a.test/', now);
    const hot = serveHot(req('https://a.test/'), now + 10);
    expect(hot?.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(new Uint8Array(await hot!.arrayBuffer())).toEqual(body);
  });

  it('not for another URL, another Accept-Encoding, a cookie, or a method other than GET/HEAD', async () => {
    const now = Date.now();
    await noteAndKeep('https://b.test/', now);
    expect(serveHot(req('https://b.test/?x=1'), now)).toBeNull();
    expect(serveHot(req('https://b.test/', { 'accept-encoding': 'br' }), now)).toBeNull();
    expect(serveHot(req('https://b.test/', { cookie: 's=1' }), now)).toBeNull();
    expect(
      serveHot(new Request('https://b.test/', { method: 'POST', headers: { 'accept-encoding': 'gzip' } }), now),
    ).toBeNull();
    expect(
      serveHot(new Request('https://b.test/', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } }), now),
    ).not.toBeNull();
  });

  it('ends with its KV memo window or HOT_MS, whichever comes first', async () => {
    const now = Date.now();
    await noteAndKeep('https://c.test/', now, 100);
    expect(serveHot(req('https://c.test/'), now + 99)).not.toBeNull();
    expect(serveHot(req('https://c.test/'), now + 100)).toBeNull();
    await noteAndKeep('https://d.test/', now, 10_000);
    expect(serveHot(req('https://d.test/'), now + HOT_MS - 1)).not.toBeNull();
    expect(serveHot(req('https://d.test/'), now + HOT_MS)).toBeNull();
  });

  it('keeps nothing when the memo is off, for a response that is not a HIT, or one setting a cookie', async () => {
    const now = Date.now();
    await noteAndKeep('https://e.test/', now, 0);
    expect(serveHot(req('https://e.test/'), now)).toBeNull();
    await noteAndKeep('https://f.test/', now, 1000, new Response(body, { headers: { 'x-forecourt-cache': 'MISS' } }));
    expect(serveHot(req('https://f.test/'), now)).toBeNull();
    const cookie = new Response(body, { headers: { 'x-forecourt-cache': 'HIT', 'set-cookie': 'a=1' } });
    await noteAndKeep('https://g.test/', now, 1000, cookie);
    expect(serveHot(req('https://g.test/'), now)).toBeNull();
  });

  it("spends the client's page views as the full path does: none left, no hot answer", async () => {
    const now = Date.now();
    const r = req('https://h.test/', { 'cf-connecting-ip': '203.0.113.9' });
    await memoGet(kv, 'site:h', 1000, now);
    noteHotHit(r, {
      body,
      freshUntil: now + 30_000,
      memoKeys: ['site:h'],
      memoMs: 1000,
      site: 'h',
      pageViews: { burst: 2, perSecond: 0.001 },
    });
    keepHot(r, hitResponse(), now);
    const again = () => serveHot(req('https://h.test/', { 'cf-connecting-ip': '203.0.113.9' }), now);
    expect(again()).not.toBeNull();
    expect(again()).not.toBeNull();
    expect(again()).toBeNull();
    expect(serveHot(req('https://h.test/', { 'cf-connecting-ip': '203.0.113.10' }), now)).not.toBeNull();
  });
});

describe('hot pages: the renewal of an ended entry (hotOrFull)', () => {
  afterEach(() => vi.useRealTimers());

  /** An entry kept long ago (its window has ended), and the full path of a request that keeps it again. */
  async function ended(url: string) {
    await noteAndKeep(url, Date.now() - 10_000);
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const calls: string[] = [];
    const full =
      (r: Request, name: string, before: () => Promise<void> = () => gate) =>
      async () => {
        calls.push(name);
        await before();
        await memoGet(kv, `site:${url}`, 1000);
        noteHotHit(r, {
          body,
          freshUntil: Date.now() + 30_000,
          memoKeys: [`site:${url}`],
          memoMs: 1000,
          site: url,
          pageViews,
        });
        return hitResponse();
      };
    return { full, calls, open };
  }

  it('one request renews it; the others asking meanwhile wait and are answered from what it keeps', async () => {
    const { full, calls, open } = await ended('https://i.test/');
    const first = req('https://i.test/');
    const renewing = hotOrFull(first, full(first, 'first'));
    const others = [1, 2, 3].map((i) => {
      const r = req('https://i.test/');
      return hotOrFull(r, full(r, `other ${i}`));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['first']);
    open();
    expect((await renewing).headers.get('x-forecourt-cache')).toBe('HIT');
    for (const other of await Promise.all(others)) {
      expect(other.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(new Uint8Array(await other.arrayBuffer())).toEqual(body);
    }
    expect(calls).toEqual(['first']);
  });

  it('a renewing request its page budget refuses lets the others take the full path at once', async () => {
    const { full, calls, open } = await ended('https://j.test/');
    const first = req('https://j.test/');
    // The full path refuses it, then holds its 429 (the tarpit) until `open`.
    const held = hotOrFull(
      first,
      full(first, 'first', async () => notePageRefused(first)),
    );
    const r = req('https://j.test/');
    const other = await hotOrFull(
      r,
      full(r, 'other', async () => {}),
    );
    expect(other.headers.get('x-forecourt-cache')).toBe('HIT');
    expect(calls).toEqual(['first', 'other']);
    open();
    await held;
  });

  it('a renewal that never ends holds the others at most RENEW_WAIT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { full, calls } = await ended('https://k.test/');
    const lost = req('https://k.test/');
    void hotOrFull(lost, full(lost, 'lost')); // its client went away: `gate` never opens
    const r = req('https://k.test/');
    const waiting = hotOrFull(
      r,
      full(r, 'other', async () => {}),
    );
    await vi.advanceTimersByTimeAsync(RENEW_WAIT_MS - 10);
    expect(calls).toEqual(['lost']);
    await vi.advanceTimersByTimeAsync(20);
    expect((await waiting).headers.get('x-forecourt-cache')).toBe('HIT');
    expect(calls).toEqual(['lost', 'other']);
  });
});
