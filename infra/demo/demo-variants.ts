/**
 * The demo photos' `/cdn/image` variants, computed at seed time (issue 30 item 9, issue 36 item 4): the
 * first shopper of a demo site should not wait 0.3–1.6 s for the local WebAssembly codec. Every variant a
 * page asks for — the car page's srcset at the site's quality, the search cards' at the default, the
 * checkout, garage and header thumbnails — is made by the same local image Worker the edge uses
 * (edge/src/media/local-images/worker.ts, reached over HTTP) and stored in R2 under the edge's variant
 * key (edge/src/media/photo-store.ts variantKey). The bytes are kept in the git-ignored
 * infra/.generated/photos like the photos, so only the first seed pays.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_PREVIEW_WIDTH, IMAGE_WIDTHS, servedImageQuality } from '@forecourt/contracts';
import { DEMO_PHOTO_POOL, DEMO_PHOTO_SITES } from './demo-photos.js';

/** What the pages ask for (remotes car-detail car-sections.ts, search search-view.ts, checkout, garage, shell header). */
const CAR_PAGE_MAX_WIDTH = 2048;
const SEARCH_MAX_WIDTH = 1080;
const CHECKOUT_WIDTH = 640;
const THUMBNAIL_WIDTHS = [128, 384];
/** Pages ask for WebP (contracts DEFAULT_IMAGE_FORMAT); the local codec makes WebP. */
const FORMAT = 'webp';
const VARIANTS_VERSION = 1;
const CACHE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '.generated', 'photos');

export type DemoVariant = {
  key: string;
  /** The photo's path under the site's photos (demo/car-N.jpg). */
  path: string;
  width: number;
  quality: number;
  /** The width actually encoded: the codec never enlarges, so every width past the photo's is one file. */
  encodedWidth: number;
  file: string;
};

/** The edge's variant key (edge/src/media/photo-store.ts variantKey). */
export const demoVariantKey = (site: string, path: string, width: number, quality: number) =>
  `sites/${site}/variants/${path}/w${width}-q${quality}.${FORMAT}`;

/** Every (width, served quality) a page asks for on a site whose `image_quality` is `siteQuality`. */
export function demoVariantSizes(siteQuality: number = DEFAULT_IMAGE_QUALITY): { width: number; quality: number }[] {
  const site = servedImageQuality(siteQuality);
  const shared = servedImageQuality(DEFAULT_IMAGE_QUALITY);
  const sizes = new Map<string, { width: number; quality: number }>();
  const add = (width: number, quality: number) => sizes.set(`${width}-${quality}`, { width, quality });
  for (const w of IMAGE_WIDTHS) if (w <= CAR_PAGE_MAX_WIDTH) add(w, site);
  add(CHECKOUT_WIDTH, site);
  for (const w of IMAGE_WIDTHS) if (w <= SEARCH_MAX_WIDTH) add(w, shared);
  for (const w of THUMBNAIL_WIDTHS) add(w, shared);
  return [...sizes.values()].sort((a, b) => a.quality - b.quality || a.width - b.width);
}

/** The variants of a demo-photo site (none for other sites), each with the file its bytes are kept in. */
export function demoVariants(site: string, siteQuality?: number, paths?: readonly string[]): DemoVariant[] {
  if (!DEMO_PHOTO_SITES.includes(site)) return [];
  const photos = paths ?? Array.from({ length: DEMO_PHOTO_POOL }, (_, i) => `demo/car-${i + 1}.jpg`);
  return photos.flatMap((path) =>
    demoVariantSizes(siteQuality).map(({ width, quality }) => {
      const encodedWidth = Math.min(width, DEFAULT_PREVIEW_WIDTH);
      const name = path.replace(/^demo\//, '').replace(/\.jpg$/, '');
      const file = join(CACHE_DIR, site, `${name}.v${VARIANTS_VERSION}.e${encodedWidth}-q${quality}.${FORMAT}`);
      return { key: demoVariantKey(site, path, width, quality), path, width, quality, encodedWidth, file };
    }),
  );
}

/**
 * Makes the missing variant files through a local image Worker at `transformerUrl` (POST /transform,
 * edge/src/media/local-images/protocol.ts), two at a time; `source(path)` gives a photo's JPEG bytes.
 * Returns how many it made.
 */
export async function computeDemoVariants(
  variants: readonly DemoVariant[],
  source: (path: string) => Uint8Array,
  transformerUrl: string,
): Promise<number> {
  const todo = new Map<string, DemoVariant>();
  for (const v of variants) if (!existsSync(v.file)) todo.set(v.file, v);
  const queue = [...todo.values()];
  const work = async () => {
    for (let v = queue.shift(); v; v = queue.shift()) {
      const url = new URL('/transform', transformerUrl);
      url.search = new URLSearchParams({
        w: String(v.encodedWidth),
        q: String(v.quality),
        fm: FORMAT,
        in: 'jpeg',
      }).toString();
      const res = await fetch(url, { method: 'POST', body: Buffer.from(source(v.path)) });
      if (!res.ok) throw new Error(`the local image Worker answered ${res.status} for ${v.key}`);
      mkdirSync(dirname(v.file), { recursive: true });
      writeFileSync(v.file, new Uint8Array(await res.arrayBuffer()));
    }
  };
  await Promise.all([work(), work()]);
  return todo.size;
}

/** A variant's bytes (after computeDemoVariants). */
export const demoVariantBytes = (v: DemoVariant) => new Uint8Array(readFileSync(v.file));
