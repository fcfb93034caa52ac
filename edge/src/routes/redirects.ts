import { rewritePath, type SiteConfig } from '@forecourt/contracts';

/**
 * SPEC §2 link handling applied to incoming requests: a path the site's link rules rewrite (/pages/
 * stripping, /finance-pre-approval → /finance when that feature is off, configured rewrites such
 * as /blog → /news) answers a permanent redirect to the rewritten path, query kept. Null when the
 * path is already canonical.
 */
export function redirectFor(site: SiteConfig, url: URL): Response | null {
  const target = rewritePath(url.pathname, site);
  if (target === url.pathname) return null;
  return new Response(null, {
    status: 301,
    headers: { location: `${target}${url.search}`, 'cache-control': 'public, max-age=3600' },
  });
}
