import type { SiteConfig } from '@forecourt/contracts';
import { renderDocumentHead, renderFooter, renderHeader, renderPageMessage } from '@forecourt/shell/server';

const NEUTRAL_CSS =
  'body{margin:0;font-family:system-ui,sans-serif;background:#f6f7f9;color:#1a1d21;display:grid;place-items:center;min-height:100vh}main{max-width:520px;padding:24px;text-align:center}h1{font-size:1.6rem}';

/** A page outside any tenant: it must not name a dealer (unknown host, broken site config). */
function neutralPage(status: number, heading: string, text: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title><style>${NEUTRAL_CSS}</style></head><body><main><h1>${heading}</h1><p>${text}</p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Unknown host → 404 that names no dealer. */
export function unknownHostPage(): Response {
  return neutralPage(
    404,
    'Site not found',
    'There is no dealer website at this address. Please check the address and try again.',
  );
}

/** Site whose configuration failed its schema → 503 for that site only. */
export function brokenSitePage(): Response {
  const res = neutralPage(
    503,
    'Temporarily unavailable',
    'This website is temporarily unavailable. Please try again in a few minutes.',
  );
  res.headers.set('retry-after', '120');
  return res;
}

/** A real 404 inside the dealer's frame (unknown route, unknown car …). */
export function notFoundPage(site: SiteConfig, url: URL, now: number): Response {
  const html =
    renderDocumentHead({
      site,
      canonicalUrl: new URL(url.pathname, site.url).toString(),
      title: 'Page not found',
    }).replace('</head>', '<meta name="robots" content="noindex"></head>') +
    `<body>${renderHeader(site)}<main id="main" class="fc-main" tabindex="-1">` +
    renderPageMessage('Page not found', "Sorry, we couldn't find the page you were looking for.", {
      href: site.default_search_path,
      label: 'Search our stock',
    }) +
    `</main>${renderFooter(site, new Date(now).getUTCFullYear())}</body></html>`;
  return new Response(html, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' },
  });
}
