import { isCarListed } from '@forecourt/contracts';
import { DEMO_TENANTS, demoVariantBytes, demoVariants, iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

// Issue 30 item 9 / issue 36 item 4: the seed precomputes the demo photos' /cdn/image variants
// (infra/demo/demo-variants.ts, infra/scripts/seed-variants.ts), so no page's photo waits on the codec.
// Seeded here as the seed does, for one photo of the pool (the others are the same sizes); then every
// /cdn/image URL the pages carry for that photo must be served from R2 ('stored'), never computed.
const HOST = 'harbourside.localhost';
const PHOTO = 'demo/car-1.jpg';
const SRC = `/media/photos/${PHOTO}`;
const NOW = Date.now();
const harbour = [...iterateTenants({ now: NOW, validate: false })].find((t) => t.site.slug === 'harbourside')!;
const cars = harbour.cars.filter(
  (c) =>
    c.primary_image_url === SRC &&
    c.status === 'in_stock' &&
    isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: null }),
);
const spec = DEMO_TENANTS.find((t) => t.slug === 'harbourside')!;

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ tenants: ['harbourside'], images: true, demoVariantPhotos: [PHOTO], now: NOW });
}, 180_000);
afterAll(() => p?.dispose());

/** Every /cdn/image URL of the photo in a page (src, srcset, imagesrcset), HTML entities decoded. */
function photoUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/\/cdn\/image\?[^"\s,]+/g)) {
    const url = m[0].replace(/&amp;/g, '&');
    if (new URL(url, 'http://x').searchParams.get('src') === SRC) urls.add(url);
  }
  return [...urls];
}

describe('demo photo variants are precomputed', () => {
  it('every /cdn/image URL the car page, the search page and the checkout carry for a demo photo is served stored', async () => {
    expect(cars.length).toBeGreaterThan(0);
    const car = cars[0]!;
    const pages = [
      `/cars/${car.slug}`,
      `/search?make=${encodeURIComponent(car.make)}&model=${encodeURIComponent(car.model)}`,
      `/cars/${car.slug}/checkout`,
    ];
    const asked = new Set<string>();
    for (const path of pages) {
      const res = await p.get(HOST, path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      // Every photo is a stored raster (issue 36 item 1): no SVG drawing for the browser to lay out.
      expect(html, path).not.toMatch(/\/media\/cars\/|src=%2Fmedia%2Fcars%2F/);
      const urls = photoUrls(html);
      expect(urls.length, `${path} shows the photo`).toBeGreaterThan(0);
      for (const u of urls) asked.add(u);
    }
    // The car page's srcset alone names seven widths.
    expect(asked.size).toBeGreaterThanOrEqual(7);
    const stored = new Map(demoVariants('harbourside', spec.config.image_quality, [PHOTO]).map((v) => [v.key, v]));
    for (const url of asked) {
      const res = await p.get(HOST, url, { headers: { accept: 'image/webp' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('x-image-variant'), url).toBe('stored');
      expect(res.headers.get('content-type'), url).toBe('image/webp');
      const q = new URL(url, 'http://x').searchParams;
      const key = `sites/harbourside/variants/${PHOTO}/w${q.get('w')}-q${q.get('q')}.webp`;
      expect(stored.has(key), `${url} is one of the seeded variants`).toBe(true);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(demoVariantBytes(stored.get(key)!));
    }
  }, 120_000);
});
