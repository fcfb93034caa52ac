import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

// A client that sends no Accept-Encoding (curl, monitors, some crawlers) gets identity, on every kind of
// answer, and every answer varies on Accept-Encoding (edge/src/compose/client-encoding.ts). Raw node:http
// sends no Accept-Encoding and shows the bytes as sent.
let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ tenants: ['harbourside'], port: 0 });
});
afterAll(() => p?.dispose());

type Wire = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function wire(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: Number(p.url.port),
        path,
        method,
        headers: { host: 'harbourside.localhost', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const plain = (res: Wire) => {
  expect(res.headers['content-encoding'] ?? 'identity').toBe('identity');
  expect(res.body[0] === 0x1f && res.body[1] === 0x8b).toBe(false);
};

describe('no Accept-Encoding: identity', () => {
  it('an uncached page, its HEAD and its cached copy are identity, varying on Accept-Encoding', async () => {
    const miss = await wire('/search?make=Toyota');
    expect(miss.status).toBe(200);
    expect(miss.headers['x-forecourt-cache']).toBe('MISS');
    plain(miss);
    expect(miss.body.toString()).toMatch(/^<!doctype html>/i);
    expect(miss.headers.vary).toMatch(/accept-encoding/i);
    const head = await wire('/dealerships/all', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding'] ?? 'identity').toBe('identity');
    expect(head.headers.vary).toMatch(/accept-encoding/i);
    await new Promise((r) => setTimeout(r, 150));
    const hit = await wire('/search?make=Toyota');
    expect(hit.headers['x-forecourt-cache']).toBe('HIT');
    plain(hit);
    expect(hit.body.toString()).toBe(miss.body.toString());
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    // A cookie'd page (never cached) too.
    const personal = await wire('/favourites', 'GET', { cookie: 'x=1' });
    plain(personal);
    expect(personal.body.toString()).toMatch(/^<!doctype html>/i);
  });

  it('a client that accepts gzip still gets gzip', async () => {
    const gz = await wire('/search?make=Kia', 'GET', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
  });

  it('/_shell and /_remotes assets are identity, varying on Accept-Encoding', async () => {
    const page = (await wire('/dealerships')).body.toString();
    const shell = /src="(\/_shell\/[^"]+\.js)"/.exec(page)?.[1];
    const remote = /"(\/_remotes\/[a-z-]+\/[0-9.]+\/[^"]+\.js)"/.exec(page)?.[1];
    expect(shell && remote).toBeTruthy();
    for (const path of [shell as string, remote as string]) {
      const res = await wire(path);
      expect(res.status, path).toBe(200);
      plain(res);
      expect(res.headers.vary, path).toMatch(/accept-encoding/i);
      const gz = await wire(path, 'GET', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], path).toBe('gzip');
    }
  });
});
