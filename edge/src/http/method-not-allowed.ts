/**
 * What a method other than GET or HEAD gets on anything that is not an API (pages, assets, media,
 * robots.txt …): 405 with `Allow`, or 204 with `Allow` for OPTIONS — through the app, so with the
 * security headers (security/headers.ts). Registered last in index.ts, after every route that takes
 * another method (the APIs answer their own). Before, these fell to Hono's plain 404.
 *
 * What never reaches the app (docs/OPERATIONS.md "Hardening notes"): workerd's HTTP parser answers a
 * method it does not know (LINK, BREW …) 501 itself, and locally a CONNECT goes to Miniflare's own entry
 * Worker, which has no connect() handler (500).
 */
import type { Context } from 'hono';

export const PAGE_METHODS = 'GET, HEAD';

export function methodNotAllowed(c: Context): Response {
  if (c.req.method === 'OPTIONS') return c.body(null, 204, { allow: `${PAGE_METHODS}, OPTIONS` });
  return c.text('Method Not Allowed', 405, { allow: PAGE_METHODS, 'cache-control': 'no-store' });
}
