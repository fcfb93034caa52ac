import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

// Issue 30 item 10: a method other than GET/HEAD on a page, asset or SEO path is the app's 405 with
// Allow and the security headers (edge/src/http/method-not-allowed.ts). Sent as raw HTTP/1.1 over a
// socket: fetch() refuses TRACE and CONNECT, and this is what a scanner sends.
const HOST = 'harbourside.localhost';
let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ tenants: ['harbourside'], port: 0 });
});
afterAll(() => p?.dispose());

type Raw = { status: number; headers: Map<string, string>; body: string };

function raw(method: string, target: string): Promise<Raw> {
  const url = new URL(p.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      text += d;
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${method} ${target}: no answer`)));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const SECURITY_HEADERS = [
  'x-content-type-options',
  'strict-transport-security',
  'x-frame-options',
  'referrer-policy',
  'content-security-policy',
];

describe('methods other than GET and HEAD', () => {
  it('get 405 with Allow and the security headers on pages, assets and SEO paths', async () => {
    const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'PURGE', 'SEARCH', 'MKCOL', 'QUERY'];
    const paths = [
      '/',
      '/search',
      '/cars/no-such-car',
      '/robots.txt',
      '/sitemap.xml',
      '/_shell/bootstrap.js',
      '/cdn/image',
    ];
    for (const path of paths) {
      for (const method of methods) {
        const res = await raw(method, path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
        for (const h of SECURITY_HEADERS) expect(res.headers.has(h), `${method} ${path}: ${h}`).toBe(true);
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      }
    }
  });

  it('OPTIONS on a page says what it allows (204, with the security headers); the APIs keep their own answers', async () => {
    const page = await raw('OPTIONS', '/search');
    expect(page.status).toBe(204);
    expect(page.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    for (const h of SECURITY_HEADERS) expect(page.headers.has(h), h).toBe(true);
    // An API path the method does not exist on is still the API's JSON 404.
    const api = await raw('TRACE', '/api/search');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect(api.headers.has('x-content-type-options')).toBe(true);
  });

  it('what the runtime answers itself, before the app (docs/OPERATIONS.md): an unknown method 501, CONNECT 500', async () => {
    // If workerd/Miniflare ever hands these to the Worker, this fails: then the app answers them too.
    const unknown = await raw('BREW', '/');
    expect(unknown.status).toBe(501);
    expect(unknown.headers.has('x-content-type-options')).toBe(false);
    const connect = await raw('CONNECT', `${HOST}:443`);
    expect(connect.status).toBe(500);
    expect(connect.headers.has('x-content-type-options')).toBe(false);
  });
});
