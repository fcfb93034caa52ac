import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedPageResponse, storedBody } from './cached-body.js';

const page = new TextEncoder().encode(`<!doctype html><body>${'<li>car</li>'.repeat(4000)}</body>`);
const send = async (accept: string | null) => {
  const body = storedBody(page);
  const res = cachedPageResponse(body, new Headers({ 'content-type': 'text/html' }), accept).response;
  return { body, res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

describe('a cached page stored compressed (issue 36 item 3)', () => {
  it('sends the stored gzip bytes as they are to a client taking gzip, with Vary', async () => {
    const { body, res, bytes } = await send('gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(bytes).toEqual(body.gzip);
    expect(new Uint8Array(gunzipSync(bytes))).toEqual(page);
    expect(bytes.byteLength).toBeLessThan(page.byteLength / 20);
  });

  it('br for a client refusing gzip (made once, then kept); identity for one taking neither', async () => {
    const br = await send('gzip;q=0, br');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(new Uint8Array(brotliDecompressSync(br.bytes))).toEqual(page);
    const kept = br.body.br;
    cachedPageResponse(br.body, new Headers(), 'br');
    expect(br.body.br).toBe(kept);
    for (const accept of [null, 'identity', 'deflate']) {
      const plain = await send(accept);
      expect(plain.res.headers.get('content-encoding')).toBeNull();
      expect(plain.res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(plain.bytes).toEqual(page);
    }
  });
});
