/**
 * The demo photos' `/cdn/image` variants, computed at seed time (issue 30 item 9, issue 36 item 4): the
 * first shopper of a demo site should not wait 0.3–1.6 s for the local WebAssembly codec. Every variant a
 * page asks for — the car page's srcset at the site's quality, the search cards' at the default, the
 * checkout, garage and header thumbnails — is encoded here with sharp (as a real dealer's would be by the
 * image service) and stored in R2 under the edge's variant key (edge/src/media/photo-store.ts variantKey).
 * The bytes are kept in the git-ignored infra/.generated/photos beside their photo, named by its hash,
 * so only the first seed pays; sites showing the same photo share the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_PREVIEW_WIDTH, IMAGE_WIDTHS, servedImageQuality } from '@forecourt/contracts';
import sharp from 'sharp';
import { DEMO_PHOTO_SITES, type DemoPhoto, demoPhotoList, writeCacheFile } from './demo-photos.js';

/** What the pages ask for (remotes car-detail car-sections.ts, search search-view.ts, checkout, garage, shell header). */
const CAR_PAGE_MAX_WIDTH = 2048;
const SEARCH_MAX_WIDTH = 1080;
const CHECKOUT_WIDTH = 640;
const THUMBNAIL_WIDTHS = [128, 384];
/** Pages ask for WebP (contracts DEFAULT_IMAGE_FORMAT). */
const FORMAT = 'webp';
const VARIANTS_VERSION = 2;

export type DemoVariant = {
  key: string;
  /** The photo's path under the site's photos (demo/car-N.jpg). */
  path: string;
  /** The photo's JPEG (demo-photos.ts). */
  photoFile: string;
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
  const photos: DemoPhoto[] = demoPhotoList(site).filter((p) => !paths || paths.includes(p.path));
  return photos.flatMap((photo) =>
    demoVariantSizes(siteQuality).map(({ width, quality }) => {
      const encodedWidth = Math.min(width, DEFAULT_PREVIEW_WIDTH);
      const file = photo.file.replace(/\.jpg$/, `.v${VARIANTS_VERSION}.e${encodedWidth}-q${quality}.${FORMAT}`);
      const key = demoVariantKey(site, photo.path, width, quality);
      return { key, path: photo.path, photoFile: photo.file, width, quality, encodedWidth, file };
    }),
  );
}

/**
 * Makes the missing variant files (the photos' JPEGs must exist: demo-photos.ts renderDemoPhotos), two at
 * a time. Returns how many it made.
 */
export async function computeDemoVariants(variants: readonly DemoVariant[]): Promise<number> {
  const todo = new Map<string, DemoVariant>();
  for (const v of variants) if (!existsSync(v.file)) todo.set(v.file, v);
  const queue = [...todo.values()];
  const work = async () => {
    for (let v = queue.shift(); v; v = queue.shift()) {
      const bytes = await sharp(v.photoFile)
        .resize({ width: v.encodedWidth, withoutEnlargement: true })
        .webp({ quality: v.quality, effort: 2 })
        .toBuffer();
      writeCacheFile(v.file, bytes);
    }
  };
  await Promise.all([work(), work()]);
  return todo.size;
}

/** A variant's bytes (after computeDemoVariants). */
export const demoVariantBytes = (v: DemoVariant) => new Uint8Array(readFileSync(v.file));
