import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../env.js';
import { kvMemoMs } from './kv-memo.js';
import { resolveTenant } from './resolve-tenant.js';

/**
 * For a tenant's routes that are not pages (/api/*, robots.txt, sitemaps): resolves the tenant from the request's host and puts the parsed site config
 * in `c.var.site` (and the host in `c.var.host`). An unknown host answers 404 and a site whose
 * config fails its schema 503, both as JSON `{ message, code }`.
 */
export const requireSite = (): MiddlewareHandler<AppContext> => async (c, next) => {
  const tenant = await resolveTenant(c.env.SITES, new URL(c.req.url).host, kvMemoMs(c.env.KV_MEMO_MS));
  if (tenant.kind === 'unknown')
    return c.json({ message: 'There is no dealer website at this address.', code: 'unknown_site' }, 404);
  if (tenant.kind === 'broken')
    return c.json({ message: 'This website is temporarily unavailable.', code: 'site_unavailable' }, 503);
  c.set('site', tenant.site);
  c.set('host', tenant.host);
  await next();
};
