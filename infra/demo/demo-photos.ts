/**
 * Demo photos: every demo tenant's car photos are JPEGs in R2 (src `/media/photos/demo/<kind>-<n>.jpg`),
 * served through `/cdn/image` like a real dealer's, so a shopper's browser decodes a raster off its main
 * thread instead of building an SVG document per image on it (issue 36 item 1). Each vehicle kind has a
 * pool of DEMO_PHOTO_POOL shots (demo-art.ts: ART_PAINTS paints × ART_VIEWS views); a car keeps one
 * paint (from its slug) and its photo n is view n. The seed rasterises them with sharp (libvips, a
 * binary inside the npm package, about 40 ms a photo); the JPEGs are kept in the git-ignored
 * infra/.generated/photos, named by a hash of what they are drawn from, so only the first seed pays.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PREVIEW_WIDTH } from '@forecourt/contracts';
import sharp from 'sharp';
import type { VehicleKind } from './catalog.js';
import { ART_PAINTS, ART_VIEWS, vehicleArt } from './demo-art.js';
import { hashSeed } from './prng.js';
import { DEMO_TENANTS } from './tenants.js';

/** Every demo tenant: all their cars' photos are stored JPEGs. */
export const DEMO_PHOTO_SITES: readonly string[] = DEMO_TENANTS.map((t) => t.slug);
/** Distinct shots per vehicle kind. */
export const DEMO_PHOTO_POOL = ART_PAINTS.length * ART_VIEWS;
/** Render size: the SPEC §9 preview width, 3:2 like a dealer's camera. */
const WIDTH = DEFAULT_PREVIEW_WIDTH;
const HEIGHT = Math.round((WIDTH * 2) / 3);
const JPEG_QUALITY = 85;
export const PHOTO_CACHE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '.generated', 'photos');

/** The photo path (under the site's photos) of photo `n` (1-based) of a car of kind `kind`. */
export function demoPhotoPath(kind: VehicleKind, carSlug: string, n: number): string {
  const paint = hashSeed(carSlug) % ART_PAINTS.length;
  const view = (n - 1) % ART_VIEWS;
  return `demo/${kind}-${paint * ART_VIEWS + view + 1}.jpg`;
}

/** The public src of a stored photo (the edge serves `/media/photos/<path>` from the site's R2 photos). */
export const demoPhotoSrc = (path: string) => `/media/photos/${path}`;
/** The R2 key of a site's photo (edge/src/media/photo-store.ts photoKey). */
export const demoPhotoKey = (site: string, path: string) => `sites/${site}/photos/${path}`;

export type DemoPhoto = {
  /** Under the site's photos: demo/<kind>-<n>.jpg. */
  path: string;
  key: string;
  /** The JPEG, named by a hash of its drawing and render settings (shared by every site showing it). */
  file: string;
  svg: string;
};

/** The vehicle kinds a demo tenant's catalogue holds (none for an unknown site). */
const siteKinds = (site: string): VehicleKind[] => [
  ...new Set(DEMO_TENANTS.find((t) => t.slug === site)?.catalog.map((m) => m.kind) ?? []),
];

/** Every demo photo a site's cars can show, without rendering anything. */
export function demoPhotoList(site: string): DemoPhoto[] {
  return siteKinds(site).flatMap((kind) =>
    Array.from({ length: DEMO_PHOTO_POOL }, (_, i) => {
      const svg = vehicleArt(kind, Math.floor(i / ART_VIEWS), i % ART_VIEWS);
      const hash = createHash('sha256')
        .update(`${WIDTH}x${HEIGHT} q${JPEG_QUALITY}\n${svg}`)
        .digest('hex')
        .slice(0, 16);
      const path = `demo/${kind}-${i + 1}.jpg`;
      return { path, key: demoPhotoKey(site, path), file: join(PHOTO_CACHE_DIR, 'art', `${hash}.jpg`), svg };
    }),
  );
}

/** Writes via a temporary name, so a seed stopped halfway never leaves a truncated cache file. */
export function writeCacheFile(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
}

/** Renders the photos whose file is missing; returns how many it rendered. */
export async function renderDemoPhotos(photos: readonly DemoPhoto[]): Promise<number> {
  const todo = [...new Map(photos.filter((p) => !existsSync(p.file)).map((p) => [p.file, p])).values()];
  for (const p of todo)
    writeCacheFile(
      p.file,
      await sharp(Buffer.from(p.svg)).resize(WIDTH, HEIGHT, { fit: 'fill' }).jpeg({ quality: JPEG_QUALITY }).toBuffer(),
    );
  return todo.length;
}

/** Every demo photo a tenant's cars use, as R2 key, JPEG bytes and the file holding them (rendered if missing). */
export async function demoPhotos(
  site: string,
): Promise<{ key: string; path: string; bytes: Uint8Array; file: string }[]> {
  const photos = demoPhotoList(site);
  await renderDemoPhotos(photos);
  return photos.map(({ key, path, file }) => ({ key, path, file, bytes: new Uint8Array(readFileSync(file)) }));
}
