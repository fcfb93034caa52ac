import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { kvMemoMs } from './kv-memo.js';
import { resolveTenant } from './resolve-tenant.js';

/**
 * For a tenant's routes that are not pages (/api/*, robots.txt, sitemaps): resolves the tenant from the request's host and puts the parsed site config
 * in `c.var.site` (and the host in `c.var.host`). An unknown host answers 404 and a site whose
 * config fails its schema 503, both in the API error body (http/errors.ts).
 */
export const requireSite = (): MiddlewareHandler<AppContext> => async (c, next) => {
  const tenant = await resolveTenant(c.env.SITES, new URL(c.req.url).host, kvMemoMs(c.env.KV_MEMO_MS));
  if (tenant.kind === 'unknown') throw new ApiError('unknown_site', 'There is no dealer website at this address.');
  if (tenant.kind === 'broken') throw new ApiError('site_unavailable', 'This website is temporarily unavailable.');
  c.set('site', tenant.site);
  c.set('host', tenant.host);
  await next();
};
