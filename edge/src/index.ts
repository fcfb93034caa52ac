/**
 * The edge Worker every request enters: client assets and media first (no tenant needed), then
 * the tenant from the Host header, then the tenant's page (page plan → remotes → streamed HTML).
 */
import { leadSubmitPath } from '@forecourt/contracts';
import { Hono } from 'hono';
import { bookingsApi } from './bookings/routes.js';
import { scheduledCanaries } from './canary/canary-cron.js';
import { catalogueFeedApi } from './catalogue/feed-routes.js';
import { checkoutApi } from './checkout/routes.js';
import { hotOrFull } from './compose/hot-pages.js';
import { dashboardWebhook } from './dashboard/routes.js';
import { scheduledDashboardSync } from './dashboard/sync.js';
import { deliverOutbox } from './email/deliver.js';
import { outboxPage } from './email/routes.js';
import type { AppContext, Env } from './env.js';
import { archiveEventBatch } from './events/archive.js';
import { eventsApi } from './events/routes.js';
import { carClarityApi, carClarityMock } from './finance/routes.js';
import { garageAuthApi } from './garage/routes.js';
import { sendWatchNotices } from './garage/watch-notices.js';
import { ApiError, errorResponse } from './http/errors.js';
import { methodNotAllowed } from './http/method-not-allowed.js';
import { deleteExpiredRateLimits } from './http/rate-limit-store.js';
import { deliverLeadBatch, requeuePending } from './leads/delivery.js';
import { leadsApi } from './leads/routes.js';
import { processPhotoQueue } from './media/photo-queue.js';
import { mediaRoutes } from './media/routes.js';
import { brokenSitePage, unknownHostPage } from './pages/error-pages.js';
import { manufacturersApi } from './pages/manufacturer-route.js';
import { postcodesApi } from './postcodes/routes.js';
import { assetRoutes } from './routes/asset-routes.js';
import { fragmentRoutes } from './routes/fragment-routes.js';
import { handlePage, pageMatch } from './routes/page-handler.js';
import { redirectFor } from './routes/redirects.js';
import { seoRoutes } from './routes/seo-routes.js';
import { sweepStockChanges } from './search/live-availability.js';
import { searchApi } from './search/routes.js';
import { scheduledSnapshots } from './search/snapshot-cron.js';
import { scheduledSearchSync } from './search/sync-cron.js';
import { defaultPolicy, securityHeaders, withPolicy } from './security/headers.js';
import { sitePagePolicy } from './security/page-policy.js';
import { kvMemoMs } from './tenant/kv-memo.js';
import { requireSite } from './tenant/middleware.js';
import { resolveTenant } from './tenant/resolve-tenant.js';
import { miscellaneousApi } from './valuations/miscellaneous.js';
import { valuationsApi, vehicleHistoryApi, vehicleLookupApi } from './valuations/routes.js';

const app = new Hono<AppContext>();

// Every response carries the security headers (security/headers.ts); a page sets its own policy first
// (page-policy.ts), any other answer gets the default one. Error answers too: onError runs inside these.
app.use('*', securityHeaders());
app.use('*', defaultPolicy());
// Same-origin APIs: a cross-origin preflight gets no allowance (and so no access).
app.options('/api/*', (c) => c.body(null, 204));

app.get('/healthz', (c) => c.text('ok'));
app.route('/', assetRoutes);
app.route('/', mediaRoutes);
app.route('/', outboxPage);
// The dealer dashboard's signed webhook (no tenant host: the body names the website).
app.route('/_dashboard/webhook', dashboardWebhook);
// Tenant APIs (/api/search, /api/leads …) mount here, each a Hono sub-app in <feature>/routes.ts.
app.use('/api/*', requireSite());
app.route('/api/search', searchApi);
app.route('/api/leads', leadsApi);
app.route('/api/events', eventsApi);
// The garage's sign-in, session and watchlist (garage/routes.ts), at SPEC §3's path /api/auth.
app.route('/api/auth', garageAuthApi);
app.route('/api/simple-autograb-lookup', vehicleLookupApi);
app.route('/api/nevdis', vehicleHistoryApi);
app.route('/api/valuations', valuationsApi);
app.route('/api/dealerships', bookingsApi);
app.route('/api/checkout', checkoutApi);
app.route('/api/postcodes', postcodesApi);
app.route(leadSubmitPath('car-clarity'), carClarityApi);
app.route('/api/miscellaneous', miscellaneousApi);
// A dealer's signed parts, offers and categories feed (catalogue/feed-routes.ts, issue 35).
app.route('/api/catalogue', catalogueFeedApi);
app.all('/api/*', () => {
  throw new ApiError('not_found', 'Not found');
});
// SPEC §7 mock mode (/api → /mock) and the manufacturer record: JSON on the tenant's host.
for (const path of ['/mock/*', '/manufacturers/*']) app.use(path, requireSite());
app.route(leadSubmitPath('car-clarity', { mock: true }), carClarityMock);
app.all('/mock/*', () => {
  throw new ApiError('not_found', 'Not found');
});
app.route('/manufacturers', manufacturersApi);
// Per-tenant robots.txt and sitemaps; a page's fragment again, for a page that had to send its fallback.
for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/*', '/_fragment/*']) app.use(path, requireSite());
app.route('/', seoRoutes);
app.route('/_fragment', fragmentRoutes);

app.on(['GET', 'HEAD'], '*', async (c) => {
  // Miniflare's dispatchFetch rewrites the Host header; the URL keeps the host the client asked for.
  const tenant = await resolveTenant(c.env.SITES, new URL(c.req.url).host, kvMemoMs(c.env.KV_MEMO_MS));
  if (tenant.kind === 'unknown') return unknownHostPage();
  if (tenant.kind === 'broken') return brokenSitePage();
  const redirect = redirectFor(tenant.site, new URL(c.req.url));
  if (redirect) return redirect;
  const match = pageMatch(tenant.site, new URL(c.req.url));
  // Checkout pages load the payment library: their policy admits the site's payment provider.
  return withPolicy(
    await handlePage(c, tenant.site, tenant.host, match),
    sitePagePolicy(c.env, tenant.site, { payments: match?.plan.payments === true }),
  );
});

// Any other method on a page, asset or media path: 405 (OPTIONS 204) with Allow and the security headers.
app.all('*', methodNotAllowed);

// The one place error bodies are written: thrown ApiError / SearchApiError, and anything unexpected (http/errors.ts).
app.onError(errorResponse);

export default {
  // A cached page asked for again within its hot window skips the router (compose/hot-pages.ts).
  fetch: (req: Request, env: Env, ctx: ExecutionContext) => hotOrFull(req, async () => app.fetch(req, env, ctx)),
  /** Queue consumers: the events queue (its name contains "events") is archived; the other is lead delivery. */
  queue: (batch: MessageBatch<unknown>, env: Env) =>
    batch.queue.includes('events') ? archiveEventBatch(batch, env) : deliverLeadBatch(batch, env),
  /** Sweep: completed leads whose delivery was never queued are queued again; stock changes go to Meilisearch; emails go out. */
  scheduled: (_event: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(requeuePending(env));
    // Self-judging canaries: each running one is judged on its health and stepped, promoted or rolled back.
    ctx.waitUntil(scheduledCanaries(env).catch((error: unknown) => console.error('[canary] pass failed', error)));
    // The dashboard sync writes D1 first, so this tick's search sync and watchlist notices carry its changes.
    const synced = scheduledDashboardSync(env).catch((error: unknown) =>
      console.error('[dashboard] sync failed', error),
    );
    ctx.waitUntil(synced.then(() => scheduledSearchSync(env)));
    // Large sites' search snapshots from D1 as the dashboard sync left it (snapshot-cron.ts).
    ctx.waitUntil(
      synced
        .then(() => scheduledSnapshots(env))
        .catch((error: unknown) => console.error('[search-snapshot] run failed', error)),
    );
    // Queued dealer photos (feed imports) are fetched into R2 and set on their cars.
    ctx.waitUntil(processPhotoQueue(env).catch((error: unknown) => console.error('[photos] queue pass failed', error)));
    ctx.waitUntil(
      deleteExpiredRateLimits(env.DB, Date.now()).catch((error: unknown) =>
        console.error('[rate-limit] sweep failed', error),
      ),
    );
    ctx.waitUntil(
      sweepStockChanges(env.DB).catch((error: unknown) => console.error('[availability] sweep failed', error)),
    );
    // Watchlist notices first, so their emails go out with this tick's delivery (retries included).
    ctx.waitUntil(
      synced
        .then(() => sendWatchNotices(env))
        .catch((error: unknown) => console.error('[garage] notice pass failed', error))
        .then(() => deliverOutbox(env, { limit: 100 }))
        .catch((error: unknown) => console.error('[email] delivery failed', error)),
    );
  },
} satisfies ExportedHandler<Env>;
