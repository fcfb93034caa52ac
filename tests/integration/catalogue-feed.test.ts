/**
 * Issue 35: the catalogue feed (PUT /api/catalogue/{parts|offers|categories}, edge/src/catalogue) in real
 * workerd. A signed feed replaces the dealer's rows (deletions too) and search follows; every attack —
 * another site's key, a stale or replayed timestamp, oversized, deep or unknown-field bodies, another
 * tenant's dealership ids — is a 4xx with nothing stored (all three tables and the feed state compared).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { SearchResponseSchema } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const NOW = Date.now();
const SECRET = 'test-catalogue-feed-secret';
const TENANT = 'lakeside-auto';
const OTHER = 'redline-motorcycles';
const tenants = [...iterateTenants({ now: NOW, validate: false })];
const site = (slug: string) => tenants.find((t) => t.site.slug === slug)!.site;
const lakeside = site(TENANT);
const [own, second] = lakeside.dealerships.map((d) => d.id) as [number, number];
const foreign = site(OTHER).dealerships[0]!.id;
const keyOf = (slug: string) => createHmac('sha256', SECRET).update(`catalogue-feed:v1:${slug}`).digest('hex');

const part = (id: string, dealership_id = own, extra: Record<string, unknown> = {}) => ({
  id,
  dealership_id,
  name: `Feed part ${id}`,
  part_number: `FP-${id.toUpperCase()}`,
  category: 'Brakes',
  category_slug: 'brakes',
  make: null,
  price: 42,
  description: 'Arrived by the catalogue feed.',
  in_stock: true,
  ...extra,
});

describe('catalogue feed (issue 35)', () => {
  let p: Platform;
  let clock = Math.floor(NOW / 1000) - 200;

  type Init = {
    timestamp?: number;
    key?: string;
    host?: string;
    query?: string;
    raw?: string;
    headers?: Record<string, string>;
  };
  /** A feed request's headers, signed as a feed sends it (every legitimate feed is newer than the last). */
  const signed = (text: string, init: Init) => {
    const ts = init.timestamp ?? clock++;
    const sig = `v1=${createHmac('sha256', init.key ?? keyOf(TENANT))
      .update(`${ts}.${text}`)
      .digest('hex')}`;
    return {
      'content-type': 'application/json',
      'x-catalogue-timestamp': String(ts),
      'x-catalogue-signature': sig,
      ...init.headers,
    };
  };
  const put = (index: string, body: unknown, init: Init = {}) => {
    const text = init.raw ?? JSON.stringify(body);
    return p.get(init.host ?? `${TENANT}.localhost`, `/api/catalogue/${index}${init.query ?? ''}`, {
      method: 'PUT',
      headers: signed(text, init),
      body: text,
    });
  };
  /**
   * A signed PUT over node:http that declares the whole body but writes only its first 64 KB, as a
   * client mid-upload: a body past the cap is refused before it is read, and one far past the drain
   * limit is cut off, so a client that wrote it all could see the reset before the answer (EPIPE).
   */
  const putUnfinished = (index: string, text: string) =>
    new Promise<Response>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: Number(p.url.port),
          method: 'PUT',
          path: `/api/catalogue/${index}`,
          headers: { ...signed(text, {}), host: `${TENANT}.localhost`, 'content-length': Buffer.byteLength(text) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            req.destroy();
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0 }));
          });
        },
      );
      req.on('error', reject);
      req.write(text.slice(0, 64 * 1024));
    });
  /** Everything the feed may write: the three tables and its state. */
  const stored = async () => {
    const out: string[] = [];
    for (const table of ['parts', 'offers', 'categories'])
      out.push(
        ...(
          await p.db.prepare(`SELECT id, doc FROM ${table} ORDER BY id`).all<{ id: string; doc: string }>()
        ).results.map((r) => `${table}:${r.id}:${r.doc}`),
      );
    const state = await p.db.prepare('SELECT * FROM catalogue_feeds ORDER BY site_slug, index_uid').all();
    return [...out, JSON.stringify(state.results)];
  };
  const rowsOf = async (table: string, dealership: number) =>
    (
      await p.db
        .prepare(`SELECT id FROM ${table} WHERE dealership_id = ? ORDER BY id`)
        .bind(dealership)
        .all<{ id: string }>()
    ).results.map((r) => r.id);
  /** The embedded catalogue index is rebuilt before a search once past its TTL (0 here): polled, bounded. */
  const searchSettled = async (q: string, done: (ids: string[]) => boolean) => {
    let ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await p.get(`${TENANT}.localhost`, '/api/search/indexes/parts/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q, limit: 100 }),
      });
      ids = SearchResponseSchema.parse(await res.json()).hits.map((h) => String(h.id));
      if (done(ids)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return ids;
  };

  beforeAll(async () => {
    p = await startPlatform({
      tenants: [TENANT, OTHER],
      now: NOW,
      vars: { CATALOGUE_FEED_SECRET: SECRET, HTML_CACHE: 'off', SEARCH_INDEX_TTL_MS: '0' },
      port: 0, // real HTTP for the unfinished upload
    });
  });
  afterAll(async () => {
    await p?.dispose();
  });

  it('a signed feed replaces the site’s parts: new rows stored under the dealership, dropped rows deleted, search follows', async () => {
    const before = await rowsOf('parts', own);
    expect(before.length).toBeGreaterThan(0);
    const redline = await rowsOf('parts', foreign);
    // the embedded index is loaded with the demo's parts first
    expect((await searchSettled('', (ids) => ids.includes(before[0]!))).includes(before[0]!)).toBe(true);

    const res = await put('parts', { documents: [part('brk-1'), part('brk-2'), part('brk-3', second)] });
    const json = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({ result: { index: 'parts', documents: 3, applied: true, upserted: 3 } });
    expect(await rowsOf('parts', own)).toEqual([`${own}-brk-1`, `${own}-brk-2`]);
    expect(await rowsOf('parts', second)).toEqual([`${second}-brk-3`]);
    expect(await rowsOf('parts', foreign)).toEqual(redline);
    const ids = await searchSettled('', (found) => !found.includes(before[0]!));
    expect(ids.sort()).toEqual([`${own}-brk-1`, `${own}-brk-2`, `${second}-brk-3`]);
  });

  it('?dealership_id= replaces that dealership’s rows only', async () => {
    const res = await put('parts', { documents: [part('brk-9', second)] }, { query: `?dealership_id=${second}` });
    expect(res.status).toBe(200);
    expect(await rowsOf('parts', second)).toEqual([`${second}-brk-9`]);
    expect(await rowsOf('parts', own)).toEqual([`${own}-brk-1`, `${own}-brk-2`]);
  });

  it('offers and categories take their own documents; an empty feed empties the index', async () => {
    const live = { starts_at_timestamp: clock - 86_400, expires_at_timestamp: clock + 86_400 };
    const offer = {
      id: 'spring',
      dealership_id: own,
      name: 'Spring service deal',
      offer_type: 'service',
      make: null,
      model: null,
      car_type: null,
      description: 'Ours.',
      price: 199,
      url: '/service',
      ...live,
    };
    expect((await put('offers', { documents: [offer] })).status).toBe(200);
    expect(await rowsOf('offers', own)).toEqual([`${own}-spring`]);
    // /special-offers lists the index's live deals (the feed's, not the demo's it replaced)
    const page = await (await p.get(`${TENANT}.localhost`, '/special-offers')).text();
    expect(page).toContain('Current deals');
    expect(page).toContain('Spring service deal');
    const replaced = tenants.find((t) => t.site.slug === TENANT)!.offers.map((o) => o.name);
    expect(replaced.length).toBeGreaterThan(0);
    for (const name of replaced) expect(page).not.toContain(name);
    expect((await put('categories', { documents: [] })).status).toBe(200);
    expect(await rowsOf('categories', own)).toEqual([]);
    expect(await rowsOf('categories', foreign)).not.toEqual([]);
  });

  it('every attack is a clear 4xx and stores nothing', async () => {
    const ok = { documents: [part('brk-1')] };
    const before = await stored();
    const refusals: [string, Response, number, string][] = [];
    const expectRefused = async (name: string, res: Promise<Response>, status: number, code: string) => {
      refusals.push([name, await res, status, code]);
    };
    const replayTs = clock - 5; // a timestamp older than the last applied feed
    await expectRefused('another site’s key', put('parts', ok, { key: keyOf(OTHER) }), 401, 'bad_signature');
    await expectRefused(
      'no signature',
      put('parts', ok, { headers: { 'x-catalogue-signature': '' } }),
      401,
      'bad_signature',
    );
    await expectRefused('stale timestamp', put('parts', ok, { timestamp: clock - 3_600 }), 401, 'stale_timestamp');
    await expectRefused('replayed / older timestamp', put('parts', ok, { timestamp: replayTs }), 409, 'replayed');
    await expectRefused(
      'unknown field',
      put('parts', { documents: [part('x', own, { colour: 'red' })] }),
      400,
      'invalid_body',
    );
    await expectRefused('unknown top-level field', put('parts', { ...ok, mode: 'merge' }), 400, 'invalid_body');
    await expectRefused(
      'invalid document',
      put('parts', { documents: [part('x', own, { price: -1 })] }),
      400,
      'invalid_body',
    );
    await expectRefused('an id twice', put('parts', { documents: [part('x'), part('x')] }), 400, 'invalid_body');
    await expectRefused('upper-case id', put('parts', { documents: [part('X-1')] }), 400, 'invalid_body');
    await expectRefused(
      'another tenant’s dealership',
      put('parts', { documents: [part('x'), part('y', foreign)] }),
      403,
      'forbidden',
    );
    await expectRefused(
      'another tenant’s dealership as the scope',
      put('parts', ok, { query: `?dealership_id=${foreign}` }),
      403,
      'forbidden',
    );
    await expectRefused(
      'a document outside the named dealership',
      put('parts', ok, { query: `?dealership_id=${second}` }),
      403,
      'forbidden',
    );
    await expectRefused(
      'too deep',
      put('parts', { documents: [part('x', own, { description: { a: { b: 1 } } })] }),
      400,
      'payload_too_deep',
    );
    await expectRefused('not JSON', put('parts', null, { raw: '{"documents": [' }), 400, 'malformed_payload');
    await expectRefused(
      'text/plain',
      put('parts', ok, { headers: { 'content-type': 'text/plain' } }),
      415,
      'bad_content_type',
    );
    await expectRefused('unknown index', put('cars', ok), 404, 'not_found');
    const big = JSON.stringify({ documents: [part('x', own, { description: 'x'.repeat(4 * 1024 * 1024) })] });
    await expectRefused('over 4 MB', putUnfinished('parts', big), 413, 'payload_too_large');
    const many = { documents: Array.from({ length: 5_001 }, (_, i) => part(`m${i}`)) };
    await expectRefused('over 5,000 documents', put('parts', many), 400, 'invalid_body');
    for (const [name, res, status, code] of refusals) {
      const body = (await res.json()) as { code: string; error: string };
      expect({ name, status: res.status, code: body.code }).toEqual({ name, status, code });
      expect(body.error.length, name).toBeGreaterThan(10);
    }
    expect(await stored()).toEqual(before);
  });

  it('the same signed request sent twice is applied once (a replay is 409, nothing changes)', async () => {
    const ts = clock++;
    const body = { documents: [part('brk-1'), part('brk-7')] };
    expect((await put('parts', body, { timestamp: ts })).status).toBe(200);
    const after = await stored();
    const again = await put('parts', body, { timestamp: ts });
    expect(again.status).toBe(409);
    expect(await stored()).toEqual(after);
  });
});
