/**
 * Issue 18 part 5: /cdn/image resizes and re-encodes a site's real photos (SPEC §9 width, quality,
 * format). Locally — as here — with the WebAssembly codec in the local image Worker, a workerd process of
 * its own (edge/src/media/local-images/).
 * The photos are the seed's demo JPEGs in R2 (infra/demo/demo-photos.ts); answers are decoded and
 * measured, never trusted by their headers alone.
 */
import { sniffImage } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const NOW = Date.now();
const HOST = 'harbourside.localhost';
const OTHER_HOST = 'lakeside-auto.localhost';
const harbourside = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === 'harbourside')!;
const car = harbourside.cars.find((c) => c.primary_image_url?.startsWith('/media/photos/'))!;
const SRC = car.primary_image_url!;
const cdn = (src: string, query: string) => `/cdn/image?src=${encodeURIComponent(src)}&${query}`;

describe('/cdn/image on real photos', () => {
  let p: Platform;
  const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

  beforeAll(async () => {
    // Variants at once below: no bound on waiting transforms here (the bound is tested on its own below).
    p = await startPlatform({
      tenants: ['harbourside', 'lakeside-auto'],
      now: NOW,
      images: true,
      vars: { IMAGE_TRANSFORMS_IN_FLIGHT: '100' },
    });
  });
  afterAll(async () => {
    await p?.dispose();
  });

  it('the demo car photo is a real JPEG in R2', async () => {
    expect(SRC).toMatch(/^\/media\/photos\/demo\/car-\d\.jpg$/);
    const stored = await p.files.get(`sites/harbourside/photos/${SRC.slice('/media/photos/'.length)}`);
    expect(sniffImage(new Uint8Array(await stored!.arrayBuffer()))).toEqual({
      format: 'jpeg',
      width: 1280,
      height: 853,
    });
  });

  it('resizes to the asked width as JPEG (decoded: 640 × 427), computed once then stored', async () => {
    const url = cdn(SRC, 'w=640&q=75&fm=jpeg');
    const cold = performance.now();
    const first = await p.get(HOST, url);
    const coldMs = performance.now() - cold;
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('x-image-variant')).toBe('computed');
    const body = await bytesOf(first);
    const decoded = jpeg.decode(body, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([640, 427]);

    const warm = performance.now();
    await new Promise((r) => setTimeout(r, 2500)); // past the gate's pause (at most 2 s)
    const again = await p.get(HOST, url);
    const warmMs = performance.now() - warm;
    expect(again.headers.get('x-image-variant')).toBe('stored');
    expect(await bytesOf(again)).toEqual(body);
    console.log(
      `[cdn-image] 640w jpeg: first ${coldMs.toFixed(0)} ms (codec start + transform), stored ${warmMs.toFixed(0)} ms`,
    );
  });

  it('a new variant is computed once by the local image Worker (which read its source), stored by the edge, then always served stored', async () => {
    const url = cdn(SRC, 'w=256&q=80&fm=jpeg');
    const key = `sites/harbourside/variants/${SRC.slice('/media/photos/'.length)}/w256-q80.jpeg`;
    const first = await p.get(HOST, url);
    expect(first.headers.get('x-image-variant')).toBe('computed');
    const body = await bytesOf(first);
    // Stored after the answer (waitUntil), in the R2 both processes share.
    let stored = await p.files.get(key);
    for (let i = 0; !stored && i < 40; i++) {
      await new Promise((r) => setTimeout(r, 50));
      stored = await p.files.get(key);
    }
    expect(stored?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(body);
    const again = await Promise.all([1, 2, 3].map(() => p.get(HOST, url)));
    for (const res of again) {
      expect(res.headers.get('x-image-variant')).toBe('stored');
      expect(res.headers.get('cache-control')).toContain('max-age=86400');
      expect(await bytesOf(res)).toEqual(body);
    }
  });

  it('encodes WebP (the default format) and AVIF requests get WebP from the local codec', async () => {
    const webp = await p.get(HOST, cdn(SRC, 'w=828'));
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(sniffImage(await bytesOf(webp))).toEqual({ format: 'webp', width: 828, height: 552 });
    const avif = await p.get(HOST, cdn(SRC, 'w=384&fm=avif'));
    expect(avif.headers.get('content-type')).toBe('image/webp');
    expect(sniffImage(await bytesOf(avif))).toMatchObject({ format: 'webp', width: 384 });
  });

  it('quality changes the bytes; any q is served at the nearest SPEC quality (60/75/80)', async () => {
    const size = async (q: number) => (await bytesOf(await p.get(HOST, cdn(SRC, `w=1080&fm=jpeg&q=${q}`)))).length;
    const [low, high] = [await size(60), await size(80)];
    expect(low).toBeLessThan(high);
    const near = await p.get(HOST, cdn(SRC, 'w=1080&fm=jpeg&q=62'));
    expect(near.headers.get('x-image-variant')).toBe('stored'); // the q=60 variant
    expect((await bytesOf(near)).length).toBe(low);
  });

  it('never enlarges: a width beyond the photo gets the photo at its own width', async () => {
    const res = await p.get(HOST, cdn(SRC, 'w=1920&fm=jpeg'));
    const decoded = jpeg.decode(await bytesOf(res), { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([1280, 853]);
  });

  it.each([
    ['an unserved width', 'w=641'],
    ['no width', 'q=75'],
    ['a zero quality', 'w=640&q=0'],
    ['a quality over 100', 'w=640&q=101'],
    ['an unknown format', 'w=640&fm=gif'],
    ['a non-numeric width', 'w=abc'],
  ])('refuses %s with 400', async (_what, query) => {
    const res = await p.get(HOST, cdn(SRC, query));
    expect(res.status).toBe(400);
  });

  it('answers 404 for a src that is no photo path (traversal, absolute URLs, missing photos)', async () => {
    for (const src of [
      '/media/photos/../photos/demo/car-1.jpg',
      '/media/photos/demo/../../x.jpg',
      'https://evil.example/a.jpg',
      '/media/photos/demo/car-99.jpg',
      '/media/photos/demo/car-1.svg',
    ])
      expect((await p.get(HOST, cdn(src, 'w=640'))).status, src).toBe(404);
    expect((await p.get('nobody.localhost', cdn(SRC, 'w=640'))).status).toBe(404);
  });

  it('refuses a stored source that is not an image (sniffed, whatever its recorded type) with 415', async () => {
    await p.files.put('sites/harbourside/photos/upload/not-a-photo.jpg', '<html>not a photo</html>', {
      httpMetadata: { contentType: 'image/jpeg' },
    });
    const res = await p.get(HOST, cdn('/media/photos/upload/not-a-photo.jpg', 'w=640'));
    expect(res.status).toBe(415);
    expect(await p.files.get('sites/harbourside/variants/upload/not-a-photo.jpg/w640-q75.webp')).toBeNull();
  });

  it('refuses an oversized source with 413: too many bytes, or too many pixels', async () => {
    await p.files.put('sites/harbourside/photos/upload/huge.jpg', new Uint8Array(10 * 1024 * 1024 + 1).fill(0xff));
    expect((await p.get(HOST, cdn('/media/photos/upload/huge.jpg', 'w=640'))).status).toBe(413);
    // A JPEG header claiming 6000 × 6000 (a decompression bomb is small on disk)
    const bomb = new Uint8Array([
      0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0x17, 0x70, 0x17, 0x70, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    ]);
    await p.files.put('sites/harbourside/photos/upload/bomb.jpg', bomb);
    expect((await p.get(HOST, cdn('/media/photos/upload/bomb.jpg', 'w=640'))).status).toBe(413);
  });

  it("never reaches another dealer's photo: the key is always under the host's own site", async () => {
    const lakeside = await p.files.get('sites/lakeside-auto/photos/demo/car-1.jpg');
    await p.files.put('sites/lakeside-auto/photos/private/only-lakeside.jpg', await lakeside!.arrayBuffer());
    const src = '/media/photos/private/only-lakeside.jpg';
    expect((await p.get(OTHER_HOST, cdn(src, 'w=640'))).status).toBe(200);
    expect((await p.get(HOST, cdn(src, 'w=640'))).status).toBe(404);
    expect((await p.get(HOST, cdn('/media/photos/../../lakeside-auto/photos/demo/car-1.jpg', 'w=640'))).status).toBe(
      404,
    );
  });
});

describe('/cdn/image local transforms are bounded per isolate (issue 30 item 9)', () => {
  let p: Platform;
  const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
  beforeAll(async () => {
    p = await startPlatform({ tenants: ['harbourside'], now: NOW, images: true });
  });
  afterAll(async () => {
    await p?.dispose();
  });

  it('a transform never holds the edge: a cached page asked for while one runs answers first (issue 30 item 9)', async () => {
    await (await p.get(HOST, '/')).text(); // now cached
    const order: string[] = [];
    const transform = p.get(HOST, cdn(SRC, 'w=1200&q=80&fm=jpeg')).then(async (res) => {
      await res.arrayBuffer();
      order.push('transform');
      return res;
    });
    // The variant takes the local image Worker several hundred ms; the page is asked for meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const page = await p.get(HOST, '/');
    await page.text();
    order.push('page');
    expect(page.status).toBe(200);
    expect((await transform).headers.get('x-image-variant')).toBe('computed');
    expect(order).toEqual(['page', 'transform']);
  });

  it('bounds local transforms waiting per isolate: of 8 new variants at once, those past the bound get the original photo uncached (issue 30 item 9)', async () => {
    const widths = [96, 128, 256, 384, 640, 750, 828, 1080];
    const other = harbourside.cars.find(
      (c) => c.primary_image_url?.startsWith('/media/photos/') && c.primary_image_url !== SRC,
    );
    const src = other?.primary_image_url ?? SRC;
    const answers = await Promise.all(widths.map((w) => p.get(HOST, cdn(src, `w=${w}&q=60&fm=jpeg`))));
    const kinds = await Promise.all(
      answers.map(async (res) => {
        expect(res.status).toBe(200);
        const body = await bytesOf(res);
        expect(sniffImage(body)?.format).toBe('jpeg');
        return { variant: res.headers.get('x-image-variant'), cache: res.headers.get('cache-control') };
      }),
    );
    const busy = kinds.filter((k) => k.variant === 'original-busy');
    expect(kinds.filter((k) => k.variant === 'computed').length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    // The original is never cached as the variant (a later request computes and stores the variant).
    for (const k of busy) expect(k.cache).toBe('no-store');
  });
});
