/** SPEC §2: prefetch is disabled for paths containing these. */
export const PREFETCH_DISABLED_SEGMENTS = [
  'test-drive',
  'special-offers',
  'finance',
  'assured',
  'models',
  'checkout',
  'buy-online',
] as const;

/**
 * SPEC §2: whether an internal link may be prefetched (not for test-drive, special-offers, finance,
 * assured, models, checkout and buy-online paths).
 *
 * @example
 * shouldPrefetch('/book-test-drive'); // false
 * shouldPrefetch('/search/used-cars'); // true
 */
export function shouldPrefetch(path: string): boolean {
  const p = path.toLowerCase().split(/[?#]/)[0] as string;
  return !PREFETCH_DISABLED_SEGMENTS.some((segment) => p.includes(segment));
}
