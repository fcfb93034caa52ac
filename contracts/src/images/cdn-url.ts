import { DEFAULT_IMAGE_QUALITY, HIGH_IMAGE_QUALITY, LOW_IMAGE_QUALITY } from '../constants/limits.js';

/** SPEC §9 image widths for full-size images. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** SPEC §9 small image sizes 16-384 (icons, thumbnails). */
export const IMAGE_SMALL_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
/** Every width the CDN serves, ascending. */
export const ALL_IMAGE_WIDTHS: readonly number[] = Object.freeze([...IMAGE_SMALL_SIZES, ...IMAGE_WIDTHS]);
/** Formats the CDN can produce. */
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Default CDN endpoint served by the edge. */
export const DEFAULT_IMAGE_CDN_BASE = '/cdn/image';
/** Default output format. */
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';

/** Options of an image CDN URL. */
export type ImageUrlOptions = {
  width: number;
  /** 1-100; default 75 (site `image_quality` overrides). */
  quality?: number;
  format?: ImageFormat;
  /** CDN endpoint; default '/cdn/image'. */
  base?: string;
};

/**
 * The smallest served width that is at least `width` (the largest when none is).
 *
 * @example
 * snapImageWidth(700); // 750
 * snapImageWidth(20); // 32
 */
export function snapImageWidth(width: number): number {
  return ALL_IMAGE_WIDTHS.find((w) => w >= width) ?? (ALL_IMAGE_WIDTHS.at(-1) as number);
}

/**
 * SPEC §7/§9 image CDN URL with width, quality and format: `/cdn/image?src=…&w=…&q=…&fm=…`.
 * The width is snapped up to a served width.
 *
 * @example
 * imageUrl('/uploads/car 1.jpg', { width: 800 }); // '/cdn/image?src=%2Fuploads%2Fcar%201.jpg&w=828&q=75&fm=webp'
 */
export function imageUrl(src: string, options: ImageUrlOptions): string {
  const base = options.base ?? DEFAULT_IMAGE_CDN_BASE;
  const quality = options.quality ?? DEFAULT_IMAGE_QUALITY;
  const format = options.format ?? DEFAULT_IMAGE_FORMAT;
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}src=${encodeURIComponent(src)}&w=${snapImageWidth(options.width)}&q=${quality}&fm=${format}`;
}

/**
 * A `srcset` string over the served widths (full-size widths by default, small sizes with `small`).
 * `maxWidth` drops widths above it.
 *
 * @example
 * imageSrcSet('/a.jpg', { maxWidth: 750 }); // '/cdn/image?src=%2Fa.jpg&w=640&q=75&fm=webp 640w, …&w=750… 750w'
 */
export function imageSrcSet(
  src: string,
  options: Omit<ImageUrlOptions, 'width'> & { small?: boolean; maxWidth?: number } = {},
): string {
  const widths: readonly number[] = options.small ? IMAGE_SMALL_SIZES : IMAGE_WIDTHS;
  const max = options.maxWidth ?? Number.POSITIVE_INFINITY;
  const chosen = widths.filter((w) => w <= max);
  return (chosen.length > 0 ? chosen : widths.slice(0, 1))
    .map((w) => `${imageUrl(src, { ...options, width: w })} ${w}w`)
    .join(', ');
}

/** One `sizes` condition: from `minWidth` px up, the image is `size` wide. */
export type SizesRule = { minWidth: number; size: string };

/**
 * A `sizes` attribute: rules ordered widest first, then the fallback size.
 *
 * @example
 * imageSizes([{ minWidth: 768, size: '50vw' }, { minWidth: 1200, size: '33vw' }]);
 * // '(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw'
 */
export function imageSizes(rules: readonly SizesRule[], fallback = '100vw'): string {
  return [...rules]
    .sort((a, b) => b.minWidth - a.minWidth)
    .map((r) => `(min-width: ${r.minWidth}px) ${r.size}`)
    .concat(fallback)
    .join(', ');
}

/** The qualities SPEC §9 names (60 on some sites, 75 by default, 80 in another helper), ascending. */
const SERVED_QUALITIES = [LOW_IMAGE_QUALITY, DEFAULT_IMAGE_QUALITY, HIGH_IMAGE_QUALITY] as const;

/**
 * The quality a CDN variant is made at: the nearest SPEC quality (ties go higher). A site may set any
 * `image_quality` 1-100, but each quality is another variant to compute and store, so the CDN keeps
 * three per width and format instead of a hundred anyone could ask for.
 *
 * @example
 * servedImageQuality(75); // 75
 * servedImageQuality(1); // 60
 * servedImageQuality(95); // 80
 */
export function servedImageQuality(q: number): number {
  let best: number = SERVED_QUALITIES[0];
  for (const s of SERVED_QUALITIES) if (Math.abs(s - q) <= Math.abs(best - q)) best = s;
  return best;
}
