import { SemverSchema } from '@forecourt/contracts';
import { Hono } from 'hono';
import * as z from 'zod';
import { callFragment } from '../compose/call-fragment.js';
import { fragmentRequest } from '../compose/fragment-request.js';
import { collectHtml } from '../compose/pipe-html.js';
import { readRoutingState, routeRemote } from '../compose/remote-routing.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { PageNotFound } from '../http/page-not-found.js';
import { parseTarpit, tarpit } from '../search/tarpit.js';
import { kvMemoMs } from '../tenant/kv-memo.js';
import { fragmentInput } from './fragment-input.js';
import { matchRoute } from './match-route.js';
import { budgetClient, renderBudget, takeRender, tooManyRenders } from './page-budget.js';
import { DEFAULT_BUDGET_MS } from './page-handler.js';
import { pageUrl } from './page-query.js';

const Query = z
  .object({
    /** The page the fragment belongs to: a path on this site, with its query. */
    page: z
      .string()
      .max(2048)
      .regex(/^\/(?!\/)/, 'a path on this site'),
    /** The remote version that rendered the page (the manifest's); a changed routing answers 409. */
    v: SemverSchema.optional(),
  })
  .strict();

const FragmentId = z.string().regex(/^[a-z0-9-]{1,100}$/);

/**
 * GET /_fragment/{id}?page=/path&v=1.2.0 — a fragment of a page, again: how the browser recovers a
 * fragment the page had to send as fallback. The edge matches the page, routes the same remote version
 * for this tenant, runs the plan's loaders and calls the remote within its budget, and answers the
 * remote's own HTML and hydration props (never the edge's input). Errors: 400 bad request, 404 no such
 * page or fragment, 409 the routed version changed, 503 no slot runs it, 502/504 the remote failed again.
 */
export const fragmentRoutes = new Hono<AppContext>().get('/:id', async (c) => {
  const id = FragmentId.safeParse(c.req.param('id'));
  const query = Query.safeParse(c.req.query());
  if (!id.success || !query.success) {
    throw new ApiError('bad_request', 'A fragment id and the page path (?page=/…) are required.');
  }
  c.header('cache-control', 'no-store');
  const site = c.var.site;
  const requested = new URL(query.data.page, c.req.url);
  const match = matchRoute(site, requested.pathname, requested.searchParams);
  const plan = match?.plan.fragments.find((f) => f.id === id.data);
  if (!match || !plan) throw new ApiError('not_found', 'This page has no such fragment.');
  // As the page: only the query it reads, never an internal parameter (page-query.ts); a render the
  // client asked for, so it spends the client's render budget (page-budget.ts).
  const url = pageUrl(requested, match.plan.query);
  if (!takeRender(budgetClient(site.slug, c.req.raw), renderBudget(c.env.PAGE_RATE_LIMIT))) {
    await tarpit(parseTarpit(c.env.SEARCH_TARPIT));
    return tooManyRenders();
  }

  const routing = await readRoutingState(c.env.SITES, kvMemoMs(c.env.KV_MEMO_MS));
  const target = routeRemote(c.env, routing, site.slug, plan.remote);
  if (!target) throw new ApiError('remote_unavailable', 'This part of the page is unavailable.');
  if (query.data.v && query.data.v !== target.version) {
    throw new ApiError('version_changed', 'The page has changed; reload it.');
  }
  const now = Date.now();
  let input: Record<string, unknown>;
  try {
    input = await fragmentInput(c.env, site, plan, match.params, url);
  } catch (error) {
    if (error instanceof PageNotFound) throw new ApiError('not_found', 'This page does not exist.');
    throw error;
  }
  const budgetMs = plan.budgetMs ?? Number(c.env.FRAGMENT_BUDGET_MS ?? DEFAULT_BUDGET_MS);
  const page = { site, host: c.var.host, url, params: match.params, now };
  const outcome = await callFragment(target, fragmentRequest(page, plan, input), budgetMs);
  if (!outcome.ok) {
    console.error(`[fragment] ${target.remote}@${target.version} failed again for ${site.slug}: ${outcome.reason}`);
    const status = outcome.reason === 'timeout' ? 504 : 502;
    throw new ApiError('fragment_failed', 'This part of the page could not be loaded.', {}, status);
  }
  const html = await collectHtml(outcome.response.html, budgetMs);
  if (html === null) throw new ApiError('fragment_failed', 'This part of the page took too long.', {}, 504);
  return c.json({ html, props: outcome.response.props, version: outcome.response.version });
});
