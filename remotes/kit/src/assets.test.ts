import { describe, expect, it } from 'vitest';
import { acceptsGzip, serveEmbeddedAsset } from './assets.js';

describe('serveEmbeddedAsset', () => {
  const assets = {
    'remoteEntry.js': { type: 'text/javascript', body: 'entry' },
    'assets/page-abc.js': { type: 'text/javascript', body: 'chunk' },
    'mf/assets/CarCard-abc.js': { type: 'text/javascript', body: 'expose' },
    'mf/mf-manifest.json': { type: 'application/json', body: '{}' },
  };
  const prefix = '/_remotes/content/1.2.3/';

  it('serves hashed chunks as immutable and the entry for a minute', async () => {
    const chunk = serveEmbeddedAsset(assets, prefix, `${prefix}assets/page-abc.js`);
    expect(await chunk.text()).toBe('chunk');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const entry = serveEmbeddedAsset(assets, prefix, `${prefix}remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=60');
    expect(entry.headers.get('content-type')).toBe('text/javascript');
    // The federated build for other sites' hosts: hashed chunks immutable, its manifest for a minute.
    const expose = serveEmbeddedAsset(assets, prefix, `${prefix}mf/assets/CarCard-abc.js`);
    expect(expose.headers.get('cache-control')).toContain('immutable');
    const manifest = serveEmbeddedAsset(assets, prefix, `${prefix}mf/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=60');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('sends the precompressed gzip bytes as they are to a browser that accepts gzip, text otherwise', async () => {
    const text = 'console.log("big file")';
    const gz = new Uint8Array(
      await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
    );
    const base64 = btoa(String.fromCharCode(...gz));
    // Embedded as the gzip copy only (embed-assets.mjs): identity clients get it inflated.
    const withGzip = { 'assets/big.js': { type: 'text/javascript', gzip: base64 } };
    const zipped = serveEmbeddedAsset(withGzip, prefix, `${prefix}assets/big.js`, 'gzip, deflate, br');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    expect(new Uint8Array(await zipped.arrayBuffer())).toEqual(gz);
    const plain = serveEmbeddedAsset(withGzip, prefix, `${prefix}assets/big.js`, 'gzip;q=0, identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("big file")');
    const none = serveEmbeddedAsset(withGzip, prefix, `${prefix}assets/big.js`);
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(text);
    // a small file has no gzip copy: text even when gzip is accepted
    expect(
      serveEmbeddedAsset(assets, prefix, `${prefix}remoteEntry.js`, 'gzip').headers.get('content-encoding'),
    ).toBeNull();
  });

  it('reads Accept-Encoding like HTTP does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br;q=1, *;q=0.1')).toBe(true);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });

  it('answers 404 outside the prefix or for an unknown file', () => {
    expect(serveEmbeddedAsset(assets, prefix, '/_remotes/content/9.9.9/remoteEntry.js').status).toBe(404);
    expect(serveEmbeddedAsset(assets, prefix, `${prefix}nope.js`).status).toBe(404);
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(serveEmbeddedAsset(assets, prefix, `${prefix}${key}`).status).toBe(404);
    }
  });
});
