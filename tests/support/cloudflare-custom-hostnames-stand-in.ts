/**
 * A LOCAL STAND-IN for Cloudflare's custom_hostnames API (Cloudflare for SaaS) — never Cloudflare: no
 * network in tests. It serves the endpoints infra/ops/custom-hostnames.ts calls, in Cloudflare's
 * envelope ({ success, errors, messages, result, result_info }):
 *   GET    /client/v4/zones/:zone/custom_hostnames?hostname=…|page=&per_page=
 *   POST   /client/v4/zones/:zone/custom_hostnames { hostname, ssl }
 *   DELETE /client/v4/zones/:zone/custom_hostnames/:id
 * Every call needs `Authorization: Bearer <token>` (403, code 10000, otherwise); another zone is 404
 * (code 1001); a hostname already there is 409 (code 1406). A new hostname is `pending` with its
 * certificate `pending_validation`, as until the dealer's CNAME is in place; activate() plays the
 * dealer adding it.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Hostname = {
  id: string;
  hostname: string;
  status: string;
  ssl: { status: string; method: string; type: string; validation_records: { http_url: string; http_body: string }[] };
  ownership_verification: { type: 'txt'; name: string; value: string };
  verification_errors: string[];
  created_at: string;
};

export async function startCustomHostnamesStandIn(o: { port: number; zoneId: string; token: string }) {
  const hostnames = new Map<string, Hostname>();
  const calls: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const send = (
      status: number,
      result: unknown,
      errors: { code: number; message: string }[] = [],
      info?: unknown,
    ) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: errors.length === 0, errors, messages: [], result, result_info: info }));
    };
    const url = new URL(req.url ?? '/', 'http://stand-in');
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.headers.authorization !== `Bearer ${o.token}`)
      return send(403, null, [{ code: 10000, message: 'Authentication error' }]);
    const m = /^\/client\/v4\/zones\/([^/]+)\/custom_hostnames(?:\/([^/]+))?$/.exec(url.pathname);
    if (!m) return send(404, null, [{ code: 7003, message: 'No route for that URI' }]);
    if (m[1] !== o.zoneId) return send(404, null, [{ code: 1001, message: 'Invalid zone identifier' }]);
    const id = m[2];
    if (req.method === 'GET' && !id) {
      const wanted = url.searchParams.get('hostname');
      const all = [...hostnames.values()].filter((h) => !wanted || h.hostname === wanted);
      const perPage = Number(url.searchParams.get('per_page') ?? 20);
      const page = Number(url.searchParams.get('page') ?? 1);
      const total_pages = Math.max(1, Math.ceil(all.length / perPage));
      return send(200, all.slice((page - 1) * perPage, page * perPage), [], {
        page,
        per_page: perPage,
        total_pages,
        count: all.length,
      });
    }
    if (req.method === 'POST' && !id) {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        hostname?: string;
        ssl?: { method?: string; type?: string };
      };
      const name = body.hostname ?? '';
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(name))
        return send(400, null, [{ code: 1411, message: 'Invalid hostname' }]);
      if ([...hostnames.values()].some((h) => h.hostname === name))
        return send(409, null, [{ code: 1406, message: 'Duplicate custom hostname found.' }]);
      const h: Hostname = {
        id: randomUUID(),
        hostname: name,
        status: 'pending',
        ssl: {
          status: 'pending_validation',
          method: body.ssl?.method ?? 'http',
          type: body.ssl?.type ?? 'dv',
          validation_records: [
            { http_url: `http://${name}/.well-known/acme-challenge/stand-in`, http_body: 'stand-in' },
          ],
        },
        ownership_verification: { type: 'txt', name: `_cf-custom-hostname.${name}`, value: randomUUID() },
        verification_errors: ['custom hostname does not CNAME to this zone.'],
        created_at: new Date().toISOString(),
      };
      hostnames.set(h.id, h);
      return send(201, h);
    }
    if (req.method === 'DELETE' && id) {
      if (!hostnames.delete(id))
        return send(404, null, [{ code: 1436, message: 'The custom hostname was not found.' }]);
      return send(200, { id });
    }
    return send(405, null, [{ code: 10405, message: 'Method not allowed' }]);
  });
  await new Promise<void>((resolve) => server.listen(o.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/client/v4`,
    calls,
    names: () => [...hostnames.values()].map((h) => h.hostname).sort(),
    /** The dealer's CNAME is in place: the hostname and its certificate go active. */
    activate(name: string) {
      for (const h of hostnames.values())
        if (h.hostname === name)
          Object.assign(h, { status: 'active', ssl: { ...h.ssl, status: 'active' }, verification_errors: [] });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
