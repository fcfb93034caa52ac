import { brotliDecompressSync, constants, createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml, encodeStreamedHtml, FLUSH_POINT, pickEncoding } from './compress-html.js';

const enc = new TextEncoder();

describe('pickEncoding', () => {
  it('gzip whenever accepted (what passes the front line untouched), else br, else none', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(pickEncoding('br, gzip')).toBe('gzip');
    expect(pickEncoding('br')).toBe('br');
    expect(pickEncoding('gzip;q=0, br;q=0.9')).toBe('br');
    expect(pickEncoding('deflate, zstd')).toBeNull();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compressHtml', () => {
  const page = `<!doctype html><head></head><body>${'<li>car</li>'.repeat(5000)}</body>`;

  it('round-trips a page in gzip and br', async () => {
    for (const encoding of ['gzip', 'br'] as const) {
      const body = new Response(enc.encode(page)).body!;
      const bytes = Buffer.from(await new Response(compressHtml(body, encoding)).arrayBuffer());
      const text = (encoding === 'gzip' ? gunzipSync(bytes) : brotliDecompressSync(bytes)).toString();
      expect(text).toBe(page);
      expect(bytes.byteLength).toBeLessThan(page.length / 10);
    }
  });

  it('sends what it has when the source pauses, before the source ends', async () => {
    let release!: () => void;
    const paused = new Promise<void>((r) => {
      release = r;
    });
    const source = new ReadableStream<Uint8Array>({
      async start(c) {
        c.enqueue(enc.encode('<head>early</head>'));
        await paused;
        c.enqueue(enc.encode('<p>late</p>'));
        c.close();
      },
    });
    const gunzip = createGunzip();
    let decoded = '';
    gunzip.on('data', (b: Buffer) => {
      decoded += b.toString();
    });
    const reader = compressHtml(source, 'gzip').getReader();
    // Read until the early part decodes, with the source still paused.
    while (!decoded.includes('early')) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      gunzip.write(value);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(decoded).toBe('<head>early</head>');
    release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      gunzip.write(value);
    }
    await new Promise((r) => gunzip.end(r));
    expect(decoded).toBe('<head>early</head><p>late</p>');
  });

  it('sends what it has at a flush point, even with more of the page queued behind it', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(enc.encode('<head>early</head>'));
        c.enqueue(FLUSH_POINT);
        c.enqueue(enc.encode('<p>late</p>'));
        c.close();
      },
    });
    // What the client could decode after each chunk it received.
    const sent: Buffer[] = [];
    const seen: string[] = [];
    const reader = compressHtml(source, 'gzip').getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      sent.push(Buffer.from(value));
      seen.push(gunzipSync(Buffer.concat(sent), { finishFlush: constants.Z_SYNC_FLUSH }).toString());
    }
    expect(seen).toContain('<head>early</head>');
    expect(seen.at(-1)).toBe('<head>early</head><p>late</p>');
  });
});

describe('encodeStreamedHtml', () => {
  it('labels the encoding, varies on Accept-Encoding, and leaves identity clients alone', async () => {
    const res = () => new Response('<p>hi</p>', { status: 404, headers: { 'content-type': 'text/html' } });
    const gz = encodeStreamedHtml(res(), 'gzip');
    expect(gz.status).toBe(404);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toContain('accept-encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('<p>hi</p>');
    const plain = encodeStreamedHtml(res(), 'deflate');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<p>hi</p>');
  });
});
