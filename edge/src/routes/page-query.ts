/**
 * The query a page is rendered (and cached) with: only the parameters its page plan reads
 * (PagePlan.query), sorted by name, and never an internal one (`__…`). Everything else a request
 * carries (utm_*, gclid, random cache busters, a client's `__routing`) never reaches the render nor the
 * HTML cache key, so one page has one cache entry and every shopper gets the same body.
 */

/** Which query parameters a page reads (true: keep it). */
export type QueryReads = (key: string) => boolean;

/** Reads nothing from the query (most pages). */
export const READS_NOTHING: QueryReads = () => false;

/** Reads exactly these parameters. */
export const readsKeys = (keys: readonly string[]): QueryReads => {
  const set = new Set(keys);
  return (key) => set.has(key);
};

/** A parameter the edge itself adds (cache keys, internal routing): never taken from a request. */
export const isInternalParam = (key: string) => key.startsWith('__');

/**
 * The page's URL: origin and path as requested, the query cut to what `reads` keeps, sorted by name
 * (values of one name keep their order).
 *
 * @example
 * pageUrl(new URL('http://a.localhost/search?utm_source=x&sortBy=price_asc&make=Kia'), isSearchUrlParam).search;
 * // '?make=Kia&sortBy=price_asc'
 */
export function pageUrl(url: URL, reads: QueryReads = READS_NOTHING): URL {
  const out = new URL(`${url.origin}${url.pathname}`);
  const kept = [...url.searchParams].filter(([k]) => !isInternalParam(k) && reads(k));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [k, v] of kept) out.searchParams.append(k, v);
  return out;
}
