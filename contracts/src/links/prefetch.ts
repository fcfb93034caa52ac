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

/** Paths that are never pages to navigate to (APIs, the platform's own files and images). */
export const PREFETCH_NEVER = ['/api/*', '/_*', '/cdn/*', '/media/*', '/sitemap*', '/robots.txt'] as const;

/**
 * SPEC §2 client routing, the edge-native way: a Speculation Rules set for every page. Same-site links
 * are prefetched when the pointer rests on them or they are pressed ('moderate'), except the SPEC §2
 * paths (the same segments as shouldPrefetch), PREFETCH_NEVER, links that open elsewhere or download,
 * and any link marked `data-no-prefetch`. Prefetch, not prerender: a prerendered page runs its
 * scripts (analytics, chat) for a visit that may never happen.
 *
 * @example
 * speculationRules().prefetch[0].eagerness; // 'moderate'
 */
export function speculationRules() {
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            {
              not: {
                or: [
                  ...PREFETCH_DISABLED_SEGMENTS.map((segment) => ({ href_matches: `/*${segment}*` })),
                  ...PREFETCH_NEVER.map((pattern) => ({ href_matches: pattern })),
                ],
              },
            },
            { not: { selector_matches: '[target=_blank], [download], [data-no-prefetch]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  } as const;
}

/**
 * The same choice as speculationRules() for one link, for browsers without Speculation Rules (the
 * shell's hover-prefetch fallback): same origin, not a PREFETCH_NEVER path, and shouldPrefetch.
 *
 * @example
 * prefetchableLink(new URL('https://a.test/cars/x'), 'https://a.test'); // true
 * prefetchableLink(new URL('https://a.test/api/search'), 'https://a.test'); // false
 */
export function prefetchableLink(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const never = PREFETCH_NEVER.some((pattern) =>
    pattern.endsWith('*') ? url.pathname.startsWith(pattern.slice(0, -1)) : url.pathname === pattern,
  );
  return !never && shouldPrefetch(url.pathname);
}
