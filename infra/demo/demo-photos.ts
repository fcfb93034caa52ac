/**
 * Real JPEG demo photos. On the tenants in DEMO_PHOTO_SITES every car's first photo is a JPEG in R2
 * (the rest stay the generated SVG drawings), so the stored-photo path — R2 → /cdn/image → resize
 * and re-encode — runs in `npm start`, the e2e server and the integration tests. Each such site has
 * a pool of DEMO_PHOTO_POOL studio shots rendered here (pure JS: jpeg-js), picked per car by slug.
 * Nothing binary is committed: the seed renders them (about a second each, so a render is kept in
 * the git-ignored infra/.generated/photos and reused; RENDER_VERSION in its name retires old ones).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PREVIEW_WIDTH } from '@forecourt/contracts';
import jpeg from 'jpeg-js';
import { hashSeed, Rng } from './prng.js';

/** The demo tenants whose cars' first photos are real JPEGs. */
export const DEMO_PHOTO_SITES: readonly string[] = ['harbourside', 'lakeside-auto'];
/** Distinct renders per site. */
export const DEMO_PHOTO_POOL = 6;
/** Render size: the SPEC §9 preview width, 3:2 like a dealer's camera. */
const WIDTH = DEFAULT_PREVIEW_WIDTH;
const HEIGHT = Math.round((WIDTH * 2) / 3);

/** The photo path (under the site's photos) of a car on a demo-photo site, else null. */
export function demoPhotoPath(site: string, carSlug: string): string | null {
  if (!DEMO_PHOTO_SITES.includes(site)) return null;
  return `demo/car-${(hashSeed(carSlug) % DEMO_PHOTO_POOL) + 1}.jpg`;
}

/** The public src of a stored photo (the edge serves `/media/photos/<path>` from the site's R2 photos). */
export const demoPhotoSrc = (path: string) => `/media/photos/${path}`;
/** The R2 key of a site's photo (edge/src/media/photo-store.ts photoKey). */
export const demoPhotoKey = (site: string, path: string) => `sites/${site}/photos/${path}`;

const PAINTS: [number, number, number][] = [
  [196, 32, 38],
  [28, 62, 140],
  [235, 235, 238],
  [36, 38, 42],
  [142, 150, 160],
  [18, 110, 84],
];

/**
 * A studio shot of a car: backdrop gradient, floor, a body in the pool's paint with a glasshouse,
 * wheels and a soft shadow, plus sensor noise so it compresses like a photo (~100-200 KB).
 */
export function renderDemoPhoto(site: string, n: number): Uint8Array {
  const rng = new Rng(hashSeed(`${site}/photo/${n}`));
  const [pr, pg, pb] = PAINTS[(n - 1) % PAINTS.length]!;
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  const floor = Math.round(HEIGHT * 0.68);
  const cx = WIDTH * (0.48 + rng.float(-0.04, 0.04));
  const bodyW = WIDTH * 0.62;
  const bodyTop = floor - HEIGHT * 0.26;
  const bodyBottom = floor - HEIGHT * 0.06;
  const cabinTop = bodyTop - HEIGHT * 0.13;
  const wheelR = HEIGHT * 0.085;
  const wheels = [cx - bodyW * 0.3, cx + bodyW * 0.3];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let r: number;
      let g: number;
      let b: number;
      if (y < floor) {
        const t = y / floor;
        r = 205 - 60 * t;
        g = 212 - 58 * t;
        b = 222 - 50 * t;
      } else {
        const t = (y - floor) / (HEIGHT - floor);
        r = 120 - 40 * t;
        g = 118 - 40 * t;
        b = 116 - 38 * t;
        const d = ((x - cx) / (bodyW * 0.6)) ** 2 + ((y - floor - 6) / 26) ** 2;
        if (d < 1) {
          r *= 0.55 + 0.45 * d;
          g *= 0.55 + 0.45 * d;
          b *= 0.55 + 0.45 * d;
        }
      }
      const dx = Math.abs(x - cx);
      const inBody = dx < bodyW / 2 && y > bodyTop && y < bodyBottom;
      const cabinHalf = bodyW * 0.3 - ((y - cabinTop) / (bodyTop - cabinTop)) * -bodyW * 0.06;
      const inCabin = y >= cabinTop && y <= bodyTop && dx < cabinHalf && x > cx - bodyW * 0.28;
      if (inBody || inCabin) {
        const shade = 0.75 + 0.35 * (1 - (y - cabinTop) / (bodyBottom - cabinTop));
        [r, g, b] = [pr * shade, pg * shade, pb * shade];
        if (inCabin && y > cabinTop + 8 && dx < cabinHalf - 10) [r, g, b] = [60, 78, 96]; // glass
        if (inBody && Math.abs(y - (bodyTop + bodyBottom) / 2) < 2) [r, g, b] = [r * 0.7, g * 0.7, b * 0.7]; // swage line
      }
      for (const wx of wheels) {
        const d = Math.hypot(x - wx, y - (bodyBottom + wheelR * 0.15));
        if (d < wheelR) [r, g, b] = d < wheelR * 0.55 ? [170, 172, 176] : [22, 22, 24];
      }
      const noise = (rng.next() - 0.5) * 10;
      const i = (y * WIDTH + x) * 4;
      data[i] = Math.max(0, Math.min(255, r + noise));
      data[i + 1] = Math.max(0, Math.min(255, g + noise));
      data[i + 2] = Math.max(0, Math.min(255, b + noise));
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width: WIDTH, height: HEIGHT }, 85).data;
}

const RENDER_VERSION = 1;
const CACHE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '.generated', 'photos');

/** Every demo photo a tenant's cars use, as R2 key, JPEG bytes and the file holding them. */
export function demoPhotos(site: string): { key: string; bytes: Uint8Array; file: string }[] {
  if (!DEMO_PHOTO_SITES.includes(site)) return [];
  return Array.from({ length: DEMO_PHOTO_POOL }, (_, i) => {
    const path = `demo/car-${i + 1}.jpg`;
    const file = join(CACHE_DIR, site, `car-${i + 1}.v${RENDER_VERSION}.jpg`);
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, renderDemoPhoto(site, i + 1));
    }
    return { key: demoPhotoKey(site, path), bytes: new Uint8Array(readFileSync(file)), file };
  });
}
