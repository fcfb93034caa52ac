import { DEPLOYMENTS_KEY, ROUTING_KEY, type SiteConfig } from '@forecourt/contracts';
import { ENTRY as SHELL_ENTRY } from '@forecourt/shell/assets';
import { SHELL_ASSET_BASE } from '@forecourt/shell/server';
import type { Context } from 'hono';
import { clientAcceptEncoding } from '../compose/client-encoding.js';
import { composePage, type PageFragment } from '../compose/compose-page.js';
import { encodeStreamedHtml } from '../compose/compress-html.js';
import { noteHotHit, notePageRefused } from '../compose/hot-pages.js';
import {
  collect,
  htmlCacheKey,
  htmlFreshSeconds,
  lookupHtml,
  PAGE_CACHE_CONTROL,
  storeHtml,
} from '../compose/html-cache.js';
import { type RoutingState, readRoutingState, routeRemote, unroutedReason } from '../compose/remote-routing.js';
import type { AppContext, Env } from '../env.js';
import { type HealthRecorder, healthRecorder } from '../health/render-health.js';
import { PageNotFound } from '../http/page-not-found.js';
import { notFoundPage } from '../pages/error-pages.js';
import { siteAvailability } from '../search/live-availability.js';
import { parseTarpit, tarpit } from '../search/tarpit.js';
import { kvMemoMs } from '../tenant/kv-memo.js';
import { hostKey, siteKey } from '../tenant/resolve-tenant.js';
import { fragmentInput } from './fragment-input.js';
import { matchRoute, type RouteMatch } from './match-route.js';
import {
  budgetClient,
  PAGES_IN_FLIGHT,
  pagesInFlight,
  pageViewBudget,
  renderBudget,
  takePageView,
  takeRender,
  tooManyRenders,
} from './page-budget.js';
import { pageUrl } from './page-query.js';

/** A fragment's time budget unless env FRAGMENT_BUDGET_MS or its plan says otherwise. */
export const DEFAULT_BUDGET_MS = 2500;
const SHELL_ENTRY_URL = `${SHELL_ASSET_BASE}${SHELL_ENTRY ?? 'bootstrap.js'}`;

/** The page plan a URL asks for on this site (null: no such page). */
export const pageMatch = (site: SiteConfig, url: URL): RouteMatch | null =>
  matchRoute(site, url.pathname, url.searchParams);

/**
 * Serves a page of the tenant's site: page plan → routed remotes → (cache) → streamed composition.
 * Every page request, a cache hit too, spends one of its client's page views, and a client has at most
 * PAGES_IN_FLIGHT pages composing at once (page-budget.ts); past either, a held 429.
 */
export async function handlePage(
  c: Context<AppContext>,
  site: SiteConfig,
  host: string,
  /** The request's page plan, when the caller matched it already (index.ts: it chose the page policy). */
  match: RouteMatch | null = pageMatch(site, new URL(c.req.url)),
): Promise<Response> {
  const client = budgetClient(site.slug, c.req.raw);
  const release = pagesInFlight.enter(client, PAGES_IN_FLIGHT);
  if (!release || !takePageView(client, pageViewBudget(c.env.PAGE_VIEW_RATE_LIMIT))) {
    release?.();
    notePageRefused(c.req.raw);
    await tarpit(parseTarpit(c.env.SEARCH_TARPIT));
    return tooManyRenders();
  }
  let composing: Promise<unknown> | null = null;
  try {
    return await servePage(c, site, host, match, client, (done) => {
      composing = done;
    });
  } finally {
    // A render streams on after the response is returned: the page is in flight until it is composed.
    if (composing) (composing as Promise<unknown>).then(release, release);
    else release();
  }
}

async function servePage(
  c: Context<AppContext>,
  site: SiteConfig,
  host: string,
  match: RouteMatch | null,
  client: string,
  composing: (done: Promise<unknown>) => void,
): Promise<Response> {
  const env = c.env;
  const now = Date.now();
  if (!match) return notFoundPage(site, new URL(c.req.url), now);
  // The page sees only the query it reads, sorted, and never an internal parameter (page-query.ts):
  // the render, the background refresh and the cache key all use this URL, never the request's.
  const url = pageUrl(new URL(c.req.url), match.plan.query);

  // Every routed fragment's outcome and time, per version and dealer (the self-judging canary reads them).
  const health = healthRecorder(env, (p) => c.executionCtx.waitUntil(p));
  // Read once per request; a fragment whose routed version no slot runs (nor the default) falls back (200).
  const routing = await readRoutingState(env.SITES, kvMemoMs(env.KV_MEMO_MS));

  // A request with a cookie (a garage session) is the shopper's own, and a live page (checkout) changes
  // with every payment: never cached, here or downstream.
  const personal = c.req.header('cookie') !== undefined || match.plan.noStore === true;
  // HEAD is answered from the cache too (the runtime drops the body), and a HEAD that misses fills it.
  const cacheable = env.HTML_CACHE !== 'off' && (c.req.method === 'GET' || c.req.method === 'HEAD') && !personal;
  const cache = cacheable ? await caches.open('forecourt-html') : null;
  // A page that shows stock is cached per availability version: a car reserved or sold anywhere is a miss
  // here within seconds, with no purge (search/live-availability.ts).
  const stock =
    cache && showsStock(match) ? await siteAvailability(env.DB, site, (p) => c.executionCtx.waitUntil(p)) : null;
  const tag = `${env.CF_VERSION_METADATA?.id ?? 'dev'}.${routingTag(routing)}${stock ? `.s${stock.version}` : ''}`;
  const key = cache ? htmlCacheKey(url, tag) : null;
  const acceptEncoding = env.HTML_COMPRESSION === 'off' ? null : clientAcceptEncoding(c.req.raw);
  if (cache && key) {
    const cached = await lookupHtml(cache, key, now, acceptEncoding, htmlFreshSeconds(env.HTML_FRESH_S));
    if (cached?.state === 'HIT') {
      if (cached.encoded) {
        const memoKeys = [hostKey(host), siteKey(site.slug), ROUTING_KEY, DEPLOYMENTS_KEY];
        noteHotHit(c.req.raw, {
          body: cached.encoded,
          freshUntil: cached.freshUntil,
          memoKeys,
          memoMs: kvMemoMs(env.KV_MEMO_MS),
          site: site.slug,
          pageViews: pageViewBudget(env.PAGE_VIEW_RATE_LIMIT),
        });
      }
      return cached.response;
    }
    if (cached?.state === 'STALE') {
      c.executionCtx.waitUntil(
        render(env, site, host, url, match, routing, now, health)
          .then((r) => r.store(cache, key))
          .catch((error: unknown) => console.error('[edge] background render failed', error)),
      );
      return cached.response;
    }
  }
  // A render this client asked for (a miss, a bypass): spends its render budget (page-budget.ts).
  if (!takeRender(client, renderBudget(env.PAGE_RATE_LIMIT))) {
    await tarpit(parseTarpit(env.SEARCH_TARPIT));
    return tooManyRenders();
  }
  const page = await render(env, site, host, url, match, routing, now, health).catch((error: unknown) => {
    if (error instanceof PageNotFound) return null;
    throw error;
  });
  if (!page) return notFoundPage(site, url, now);
  composing(page.done);
  if (!cache || !key) {
    if (personal) {
      page.response.headers.set('cache-control', 'private, no-store');
      page.response.headers.set('x-forecourt-cache', 'BYPASS');
    }
    return encodeStreamedHtml(page.response, acceptEncoding);
  }
  const [toClient, toCache] = page.response.body!.tee();
  c.executionCtx.waitUntil(page.storeBody(cache, key, toCache));
  return encodeStreamedHtml(new Response(toClient, page.response), acceptEncoding);
}

async function render(
  env: Env,
  site: SiteConfig,
  host: string,
  url: URL,
  match: RouteMatch,
  routing: RoutingState,
  now: number,
  health: HealthRecorder,
) {
  const devErrors = __LOCAL_CODE__ && env.DEV_ERRORS === 'true';
  const fragments: PageFragment[] = await Promise.all(
    match.plan.fragments.map(async (plan) => {
      const target = routeRemote(env, routing, site.slug, plan.remote);
      const props = await fragmentInput(env, site, plan, match.params, url);
      const unrouted = !target && devErrors ? unroutedReason(env, routing, site.slug, plan.remote) : undefined;
      return { plan, target, props, ...(unrouted ? { unrouted } : {}) };
    }),
  );
  const data: Record<string, unknown> = Object.assign({}, ...fragments.map((f) => f.props));
  const head = match.plan.head?.(data, site, url) ?? null;
  const status = match.plan.status?.(data) ?? 200;
  const title =
    head?.title ?? (typeof match.plan.title === 'function' ? match.plan.title(site, match.params) : match.plan.title);
  const composed = composePage({
    site,
    host,
    url,
    title,
    ...(head?.description ? { description: head.description } : {}),
    ...(head?.tags ? { headTags: head.tags } : {}),
    ...(head?.canonical ? { canonical: head.canonical } : {}),
    params: match.params,
    fragments,
    budgetMs: Number(env.FRAGMENT_BUDGET_MS ?? DEFAULT_BUDGET_MS),
    now,
    shellEntry: SHELL_ENTRY_URL,
    ...(devErrors ? { devErrors } : {}),
    health,
  });
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': PAGE_CACHE_CONTROL,
    'x-forecourt-cache': 'MISS',
    // Never the runtime's automatic gzip: it buffers the whole body, holding the <head> back until
    // the slowest remote answers. handlePage compresses with flushes (compress-html.ts); cached
    // pages (complete bodies) are stored gzip and sent as stored (cached-body.ts).
    'content-encoding': 'identity',
    'x-forecourt-remotes': fragments
      .map((f) => (f.target ? `${f.target.remote}@${f.target.version}` : f.plan.remote))
      .join(','),
  });
  const response = new Response(composed.body, { status, headers });
  const storeBody = async (cache: Cache, key: Request, body: ReadableStream<Uint8Array>) => {
    const bytes = await collect(body);
    const { degraded } = await composed.done;
    // Only complete 200 pages are cached (a 404 with similar stock is rendered fresh each time).
    if (!degraded && status === 200) await storeHtml(cache, key, bytes, headers, now);
  };
  return {
    response,
    done: composed.done,
    storeBody,
    store: (cache: Cache, key: Request) => storeBody(cache, key, response.body!),
  };
}

/** The loaders whose data says whether a car is offered (reserve buttons, tags): their pages follow availability. */
const STOCK_LOADERS: ReadonlySet<string> = new Set(['liveStock', 'searchResults', 'carPage']);
const showsStock = (match: RouteMatch) =>
  match.plan.fragments.some((f) => (f.load ?? []).some((name) => STOCK_LOADERS.has(name)));

function routingTag(routing: RoutingState): string {
  return `${routing.table.revision}.${hash(JSON.stringify(routing.deployments))}`;
}

/** FNV-1a: a short stable tag of the deployments map for the cache key. */
function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
