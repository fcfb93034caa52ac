/**
 * Issue 19: the photo pipeline. A stock feed (the ops importer) queues its photo URLs; the edge's cron
 * fetches each from the dealer's host — here a LOCAL STAND-IN image host (a Worker answering the edge's
 * outbound fetches; no real dealer host is reachable in tests) — checks it (bounded bytes and time,
 * content sniffed), stores it in R2 under the car's site and points the car's photo at it. Failures
 * are retried with doubling backoff, then marked failed.
 */
import { type Car, type SiteConfig, SiteConfigSchema, sniffImage } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { importStock } from '@forecourt/infra/stock';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';
import { feedCsv, feedRow } from '../support/stock-feed.js';

const NOW = Date.now();
const TENANT = 'lakeside-auto';
const HOST = `${TENANT}.localhost`;
const CRON = '*/10 * * * *';
const lakeside = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === TENANT)!;
const [carA, carB, carC] = lakeside.cars.filter((c) => c.status === 'in_stock' && c.show_on_dealer_website) as [
  Car,
  Car,
  Car,
];

/** A small real JPEG (320 × 200) the stand-in host serves. */
const PHOTO = (() => {
  const data = Buffer.alloc(320 * 200 * 4);
  for (let i = 0; i < data.length; i += 4)
    [data[i], data[i + 1], data[i + 2], data[i + 3]] = [30, (i / 4) % 256, 200, 255];
  return jpeg.encode({ data, width: 320, height: 200 }, 80).data;
})();

/** LOCAL STAND-IN for dealers' image hosts: each path is one way a real host behaves. */
const PHOTO_HOST = `
const PHOTO = Uint8Array.from(atob('${Buffer.from(PHOTO).toString('base64')}'), (c) => c.charCodeAt(0));
const seen = new Map();
export default {
  async fetch(request) {
    // The edge's other outbound fetch here: the local image Worker on loopback (LOCAL_IMAGES_URL).
    if (new URL(request.url).hostname === '127.0.0.1') return fetch(request);
    const path = new URL(request.url).pathname;
    const n = (seen.get(path) ?? 0) + 1;
    seen.set(path, n);
    const jpeg = { 'content-type': 'image/jpeg' };
    if (path === '/car.jpg') return new Response(PHOTO, { headers: jpeg });
    if (path === '/flaky.jpg') return n === 1 ? new Response('busy', { status: 503 }) : new Response(PHOTO, { headers: jpeg });
    if (path === '/down.jpg') return new Response('down', { status: 503 });
    // Redirects to internal targets: refused at the hop, never fetched (issue 30 item 8).
    if (path === '/to-metadata.jpg') return Response.redirect('https://169.254.169.254/latest/meta-data', 302);
    if (path === '/to-http.jpg') return Response.redirect('http://photos.dealer.test/car.jpg', 301);
    if (path === '/lying.jpg') return new Response('<html>a page, not a photo</html>', { headers: jpeg });
    if (path === '/slow.jpg') { await new Promise((r) => setTimeout(r, 3000)); return new Response(PHOTO, { headers: jpeg }); }
    if (path === '/huge.jpg') {
      // 11 MB of JPEG-looking bytes with no Content-Length: only the reader's cap stops it
      let sent = 0;
      return new Response(new ReadableStream({ pull(c) { if (sent >= 11 * 1024 * 1024) return c.close(); const chunk = new Uint8Array(65536).fill(0xff); sent += chunk.length; c.enqueue(chunk); } }), { headers: jpeg });
    }
    return new Response('not found', { status: 404 });
  },
};
`;

type Row = {
  url: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  stored_src: string | null;
};

describe('photo queue (stock feed photos → R2 → the car)', () => {
  let p: Platform;
  let site: SiteConfig;
  const tick = async () => expect((await (await p.mf.getWorker('edge')).scheduled({ cron: CRON })).outcome).toBe('ok');
  const rows = async () =>
    new Map(
      (
        await p.db
          .prepare('SELECT url, status, attempts, next_attempt_at, last_error, stored_src FROM stock_photo_queue')
          .all<Row>()
      ).results.map((r) => [new URL(r.url).pathname, r]),
    );
  const carDoc = async (id: number) =>
    JSON.parse((await p.db.prepare('SELECT doc FROM cars WHERE id = ?').bind(id).first<{ doc: string }>())!.doc) as Car;
  /** Time passes for the backoff: every waiting row is due now. */
  const dueNow = () => p.db.prepare("UPDATE stock_photo_queue SET next_attempt_at = 0 WHERE status = 'queued'").run();

  beforeAll(async () => {
    p = await startPlatform({
      tenants: [TENANT],
      now: NOW,
      vars: { HTML_CACHE: 'off', PHOTO_RETRY_BASE_S: '60', PHOTO_FETCH_TIMEOUT_MS: '1000' },
      edgeOutbound: 'photo-host',
      images: true,
      extraWorkers: [{ name: 'photo-host', modules: true, script: PHOTO_HOST, compatibilityDate: '2026-11-01' }],
    });
    site = SiteConfigSchema.parse(JSON.parse((await p.kv.get(`site:${TENANT}`))!));
    const host = 'https://photos.dealer.test';
    const csv = feedCsv([
      feedRow(carA, { images: `${host}/car.jpg|${host}/flaky.jpg` }),
      feedRow(carB, {
        images: `${host}/lying.jpg|${host}/huge.jpg|${host}/missing.jpg|${host}/to-metadata.jpg|${host}/to-http.jpg`,
      }),
      feedRow(carC, { images: `${host}/down.jpg|${host}/slow.jpg` }),
    ]);
    const report = await importStock(p.db, site, { name: 'feed.csv', text: csv }, { full: false, now: NOW });
    expect(report.photosQueued).toBe(9);
  });
  afterAll(async () => {
    await p?.dispose();
  });

  it('stores a fetched photo in R2 under the site and the car page shows it through /cdn/image', async () => {
    const before = Math.floor(Date.now() / 1000);
    await tick();
    const q = await rows();
    const done = q.get('/car.jpg')!;
    expect(done).toMatchObject({ status: 'done', attempts: 1, last_error: null });
    expect(done.stored_src).toMatch(new RegExp(`^/media/photos/cars/${carA.id}/0-[0-9a-f]{16}\\.jpg$`));
    const key = `sites/${TENANT}/photos/${done.stored_src!.slice('/media/photos/'.length)}`;
    expect(sniffImage(new Uint8Array(await (await p.files.get(key))!.arrayBuffer()))).toEqual({
      format: 'jpeg',
      width: 320,
      height: 200,
    });
    const car = await carDoc(carA.id);
    expect(car.images[0]?.image.url).toBe(done.stored_src);
    expect(car.primary_image_url).toBe(done.stored_src);
    const page = await (await p.get(HOST, `/cars/${carA.slug}`)).text();
    expect(page).toContain(`/cdn/image?src=${encodeURIComponent(done.stored_src!)}`);
    const img = await p.get(HOST, `/cdn/image?src=${encodeURIComponent(done.stored_src!)}&w=256&fm=jpeg`);
    expect(img.status).toBe(200);
    expect(jpeg.decode(new Uint8Array(await img.arrayBuffer())).width).toBe(256);

    // Refused for good at once: a page posing as a JPEG, an endless download, a missing photo.
    expect(q.get('/lying.jpg')).toMatchObject({ status: 'failed', attempts: 1, last_error: 'not an image' });
    expect(q.get('/huge.jpg')).toMatchObject({ status: 'failed', last_error: 'larger than the photo size limit' });
    expect(q.get('/missing.jpg')).toMatchObject({ status: 'failed', last_error: 'HTTP 404' });
    // A redirect is followed by hand with the same checks at each hop (issue 30 item 8).
    expect(q.get('/to-metadata.jpg')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(q.get('/to-metadata.jpg')!.last_error).toMatch(/^IP address literals are not fetched/);
    expect(q.get('/to-http.jpg')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(q.get('/to-http.jpg')!.last_error).toMatch(/^only https URLs are fetched/);
    // Retried later: a 503, a host that does not answer in time.
    for (const path of ['/flaky.jpg', '/down.jpg', '/slow.jpg']) {
      const row = q.get(path)!;
      expect(row, path).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.next_attempt_at - before, path).toBeGreaterThanOrEqual(60);
      expect(row.next_attempt_at - before, path).toBeLessThan(90);
    }
    expect(q.get('/slow.jpg')!.last_error).toBe('no answer within 1000 ms');
    // nothing of the refused photos was stored
    const stored = await p.files.list({ prefix: `sites/${TENANT}/photos/cars/${carB.id}/` });
    expect(stored.objects).toHaveLength(0);
  });

  it('a row is not retried before its backoff ends; then retries double the wait, and give up after 5 attempts', async () => {
    await tick(); // nothing is due yet
    expect((await rows()).get('/flaky.jpg')).toMatchObject({ status: 'queued', attempts: 1 });

    await dueNow();
    const before = Math.floor(Date.now() / 1000);
    await tick();
    let q = await rows();
    expect(q.get('/flaky.jpg')).toMatchObject({ status: 'done', attempts: 2 });
    expect((await carDoc(carA.id)).images[1]?.image.url).toBe(q.get('/flaky.jpg')!.stored_src);
    const down = q.get('/down.jpg')!;
    expect(down).toMatchObject({ status: 'queued', attempts: 2, last_error: 'HTTP 503' });
    expect(down.next_attempt_at - before).toBeGreaterThanOrEqual(120);

    for (let i = 0; i < 3; i++) {
      await dueNow();
      await tick();
    }
    q = await rows();
    expect(q.get('/down.jpg')).toMatchObject({ status: 'failed', attempts: 5, last_error: 'HTTP 503' });
    expect(q.get('/slow.jpg')).toMatchObject({ status: 'failed', attempts: 5 });
    // the car keeps its own photos where the feed's failed
    expect((await carDoc(carC.id)).images).toEqual(carC.images);
  });
});
