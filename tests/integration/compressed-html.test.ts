import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_VERSION_CURRENT } from '../support/artifacts.js';
import { slowRemote } from '../support/faulty-remotes.js';
import { type Platform, type PlatformOptions, startPlatform } from '../support/platform.js';

// Compressed HTML that still streams (edge/src/compose/compress-html.ts). Raw node:http, so the
// bytes on the wire are seen as sent (fetch would decode them behind our back).
let p: Platform | undefined;
afterEach(async () => {
  await p?.dispose();
  p = undefined;
});

const start = (options: PlatformOptions = {}) =>
  startPlatform({ tenants: ['harbourside'], vars: { HTML_CACHE: 'off' }, port: 0, ...options });

type Arrival = { at: number; text: string };

/** GET over the wire; decodes the body as it arrives and notes when each decoded piece came out. */
function wireGet(platform: Platform, path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: number; decoded: Arrival[] }>(
    (resolve, reject) => {
      const t0 = Date.now();
      const req = http.get(
        {
          host: '127.0.0.1',
          port: Number(platform.url.port),
          path,
          headers: { host: 'harbourside.localhost', 'accept-encoding': acceptEncoding },
        },
        (res) => {
          const coding = res.headers['content-encoding'];
          const decoder =
            coding === 'gzip' ? zlib.createGunzip() : coding === 'br' ? zlib.createBrotliDecompress() : null;
          const decoded: Arrival[] = [];
          let raw = 0;
          res.on('data', (c: Buffer) => {
            raw += c.length;
          });
          const out = decoder ?? res;
          out.on('data', (c: Buffer) => decoded.push({ at: Date.now() - t0, text: c.toString() }));
          out.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, decoded }));
          out.on('error', reject);
          if (decoder) res.pipe(decoder);
        },
      );
      req.on('error', reject);
    },
  );
}

const textOf = (decoded: Arrival[]) => decoded.map((d) => d.text).join('');

// Chromium's Accept-Encoding. The edge itself sees `br, gzip` whatever the client sends (Miniflare's
// entry Worker rewrites it, as Cloudflare's front line does) and re-encodes for the client.
const CHROMIUM = 'gzip, deflate, br, zstd';

describe('compressed streaming HTML', () => {
  it('gzip: the head and header decode before a slow remote answers, then the fragment', async () => {
    p = await start({ slots: { CONTENT_A: { script: slowRemote(1200, CONTENT_VERSION_CURRENT) } } });
    const res = await wireGet(p, '/', CHROMIUM);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    const head = res.decoded.find((d) => d.text.includes('<header class="fc-header"'))!;
    expect(textOf(res.decoded.slice(0, res.decoded.indexOf(head) + 1))).toContain('</head>');
    const fragment = res.decoded.find((d) => d.text.includes('slow but here'))!;
    expect(fragment.at).toBeGreaterThanOrEqual(1100);
    // The remote is called after the head is written and answers 1.2 s later: the head was out well before.
    expect(fragment.at - head.at).toBeGreaterThan(800);
    expect(textOf(res.decoded)).toMatch(/<\/html>$/);
  });

  it('a real search page decodes to the same page as identity, at a fraction of the bytes (gzip, and br)', async () => {
    p = await start();
    const plain = await wireGet(p, '/search', 'identity');
    const gz = await wireGet(p, '/search', CHROMIUM);
    // A br-only client: the edge answers gzip and Miniflare's entry Worker re-encodes it (Cloudflare's front line would).
    const br = await wireGet(p, '/search', 'br');
    expect(plain.headers['content-encoding'] ?? 'identity').toBe('identity');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(textOf(plain.decoded)).toContain('</html>');
    expect(textOf(gz.decoded)).toBe(textOf(plain.decoded));
    expect(textOf(br.decoded)).toBe(textOf(plain.decoded));
    expect(gz.raw).toBeLessThan(plain.raw / 4);
    expect(br.raw).toBeLessThan(plain.raw / 4);
  });

  it('a cached page is stored gzip and sent as stored; br and identity for clients refusing gzip (issue 36 item 3)', async () => {
    p = await start({ vars: { HTML_CACHE: 'on' } });
    const first = await wireGet(p, '/search', CHROMIUM);
    expect(first.headers['x-forecourt-cache']).toBe('MISS');
    let hit = first;
    for (let i = 0; i < 20 && hit.headers['x-forecourt-cache'] !== 'HIT'; i++)
      hit = await wireGet(p, '/search', CHROMIUM);
    expect(hit.headers['x-forecourt-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toContain('accept-encoding');
    expect(textOf(hit.decoded)).toBe(textOf(first.decoded));
    // The stored bytes as they are: a fixed length, not the runtime's chunked re-encoding of a body.
    expect(Number(hit.headers['content-length'])).toBe(hit.raw);
    const again = await wireGet(p, '/search', CHROMIUM);
    expect(again.raw).toBe(hit.raw);
    for (const [accept, coding] of [
      ['br', 'br'],
      ['identity', 'identity'],
      ['', 'identity'],
    ] as const) {
      const other = await wireGet(p, '/search', accept);
      expect(other.headers['x-forecourt-cache']).toBe('HIT');
      expect(other.headers['content-encoding'] ?? 'identity').toBe(coding);
      expect(other.headers.vary).toContain('accept-encoding');
      expect(textOf(other.decoded)).toBe(textOf(first.decoded));
    }
  });
});
