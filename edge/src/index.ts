/**
 * The edge Worker every request enters: client assets and media first (no tenant needed), then
 * the tenant from the Host header, then the tenant's page (page plan → remotes → streamed HTML).
 */
import { Hono } from 'hono';
import { searchApi } from './api/search.js';
import { kvMemoMs } from './data/kv-memo.js';
import type { AppContext } from './env.js';
import { mediaRoutes } from './media/media-routes.js';
import { brokenSitePage, unknownHostPage } from './pages/error-pages.js';
import { assetRoutes } from './routes/asset-routes.js';
import { handlePage } from './routes/page-handler.js';
import { redirectFor } from './routes/redirects.js';
import { requireSite } from './tenant/middleware.js';
import { resolveTenant } from './tenant/resolve-tenant.js';

const app = new Hono<AppContext>();

app.get('/healthz', (c) => c.text('ok'));
app.route('/', assetRoutes);
app.route('/', mediaRoutes);
// Tenant APIs (/api/search, /api/leads …) mount here, each a Hono sub-app in api/<resource>.ts.
app.use('/api/*', requireSite());
app.route('/api/search', searchApi);
app.all('/api/*', (c) => c.json({ message: 'Not found', code: 'not_found' }, 404));

app.on(['GET', 'HEAD'], '*', async (c) => {
  // Miniflare's dispatchFetch rewrites the Host header; the URL keeps the host the client asked for.
  const tenant = await resolveTenant(c.env.SITES, new URL(c.req.url).host, kvMemoMs(c.env.KV_MEMO_MS));
  if (tenant.kind === 'unknown') return unknownHostPage();
  if (tenant.kind === 'broken') return brokenSitePage();
  return redirectFor(tenant.site, new URL(c.req.url)) ?? handlePage(c, tenant.site, tenant.host);
});

app.onError((error, c) => {
  console.error('[edge] unhandled error', error);
  return c.text('Something went wrong. Please try again.', 500);
});

export default app;
