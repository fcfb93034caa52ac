/**
 * Where a site's photos live in R2 (the FILES bucket) and the limits every stored photo keeps.
 * A photo's public src is `/media/photos/<path>`; its key is `sites/<site>/photos/<path>`, the site
 * always the one of the request's host, so no URL can name another dealer's photo.
 */

/** A source photo larger than this is refused (queue fetches stop reading at it). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Nor wider or taller than this: the local codec decodes to 4 bytes a pixel in a 128 MB isolate. */
export const MAX_PHOTO_SIDE = 4096;
/** Nor more pixels than this (12 MP: 48 MB decoded). */
export const MAX_PHOTO_PIXELS = 12_000_000;

/** `/media/photos/<path>`: path segments of safe characters, a photo extension, no `..`. */
const PHOTO_SRC =
  /^\/media\/photos\/((?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\/){0,6}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\.(?:jpe?g|webp))$/;

/** The path under the site's photos of a `/media/photos/…` src, or null for any other src. */
export function photoPath(src: string): string | null {
  const m = PHOTO_SRC.exec(src);
  return m && !m[1]!.includes('..') ? m[1]! : null;
}

export const photoSrc = (path: string) => `/media/photos/${path}`;
export const photoKey = (site: string, path: string) => `sites/${site}/photos/${path}`;
/** A transformed variant of a photo (computed once, then read from R2). */
export const variantKey = (site: string, path: string, width: number, quality: number, format: string) =>
  `sites/${site}/variants/${path}/w${width}-q${quality}.${format}`;

/** Whether sniffed dimensions are within the limits. */
export const withinPhotoLimits = (width: number, height: number) =>
  width <= MAX_PHOTO_SIDE && height <= MAX_PHOTO_SIDE && width * height <= MAX_PHOTO_PIXELS;
