/**
 * `/media/files/<path>`: a site's stored documents (a car's history report, the car's `file`) from R2,
 * as its photos are (photo-store.ts): the key is `sites/<site>/files/<path>`, the site always the
 * request host's, so no URL names another dealer's file. PDFs only: nothing a browser would run.
 */
import type { Context } from 'hono';
import type { AppContext } from '../env.js';
import { kvMemoMs } from '../tenant/kv-memo.js';
import { resolveTenant } from '../tenant/resolve-tenant.js';

/** Path segments of safe characters, a .pdf name, no `..`. */
const FILE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\/){0,6}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\.pdf$/;

export const siteFileSrc = (path: string) => `/media/files/${path}`;
export const siteFileKey = (site: string, path: string) => `sites/${site}/files/${path}`;

/** The stored file of the request's site, or a plain 404. */
export async function siteFile(c: Context<AppContext>, path: string): Promise<Response> {
  if (!FILE_PATH.test(path) || path.includes('..')) return c.text('Not found', 404);
  const tenant = await resolveTenant(c.env.SITES, new URL(c.req.url).host, kvMemoMs(c.env.KV_MEMO_MS));
  if (tenant.kind !== 'ok') return c.text('Not found', 404);
  const stored = await c.env.FILES.get(siteFileKey(tenant.site.slug, path));
  if (!stored) return c.text('Not found', 404);
  return c.body(stored.body, 200, {
    'content-type': 'application/pdf',
    'content-disposition': 'inline',
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
}
