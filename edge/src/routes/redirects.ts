import { rewritePath, type SiteConfig, siteIcon } from '@forecourt/contracts';

/**
 * SPEC §2 link handling applied to incoming requests: a path the site's link rules rewrite (/pages/
 * stripping, /finance-pre-approval → /finance when that feature is off, configured rewrites such
 * as /blog → /news) answers a permanent redirect to the rewritten path, query kept. Null when the
 * path is already canonical.
 */
export function redirectFor(site: SiteConfig, url: URL): Response | null {
  // Browsers and crawlers ask every host for /favicon.ico (always for a document without an icon
  // link, such as a JSON answer): send them to the site's icon rather than a 404 (never to itself).
  if (url.pathname === '/favicon.ico' && siteIcon(site) !== '/favicon.ico') {
    return new Response(null, {
      status: 302,
      headers: { location: siteIcon(site), 'cache-control': 'public, max-age=86400' },
    });
  }
  const target = rewritePath(url.pathname, site);
  if (target === url.pathname) return null;
  return new Response(null, {
    status: 301,
    headers: { location: `${target}${url.search}`, 'cache-control': 'public, max-age=3600' },
  });
}
