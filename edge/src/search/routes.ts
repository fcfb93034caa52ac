/**
 * The search API (SPEC §7) with Meilisearch's request and response shapes, so any Meilisearch client
 * works with host `https://<dealer host>/api/search`:
 *   POST /api/search/multi-search           { queries: [{ indexUid, q, filter, facets, sort, limit, offset }] }
 *   POST /api/search/indexes/:uid/search    { q, filter, facets, sort, limit, offset | page, hitsPerPage }
 *   GET  /api/search/tenant-token           a tenant token for searching Meilisearch directly (Meilisearch backend;
 *                                           not on sites that hide phone numbers)
 * The site's scope (indexScopeFilter: availability, sold window, show_on_dealer_website, search_filters,
 * car types, the site's dealership ids) is ANDed on the server to every query, whichever backend
 * (search/select.ts) answers: a client's filter narrows, never widens. Errors are Meilisearch's
 * `{ message, code, type, link }`, the same with either backend. On sites that hide phone numbers no
 * hit carries one (respond), whichever backend answered.
 */
import {
  indexScopeFilter,
  MEILI_ERROR_CODES,
  type MeiliErrorCode,
  MultiSearchRequestSchema,
  multiSearchBoundsError,
  SEARCH_INDEXES,
  SEARCH_LIMITS,
  type SearchIndexUid,
  type SearchQuery,
  SearchQuerySchema,
  type SiteConfig,
  searchBoundsError,
  TENANT_TOKEN_TTL_SECONDS,
  type TenantTokenResponse,
  tenantSearchRules,
  withoutPhones,
} from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import { generateTenantToken } from 'meilisearch/token';
import type * as z from 'zod';
import type { AppContext } from '../env.js';
import { ApiError, errorResponse, SearchApiError, type SearchErrorStatus } from '../http/errors.js';
import { readJsonBody } from '../http/json-body.js';
import { parseRateLimit } from '../http/rate-limit.js';
import type { SearchBackend, SearchTiming } from './backend.js';
import { SEARCH_BUDGET, settleSearchWork, takeSearchToken, tokensForChecks } from './client-budget.js';
import { type EngineResult, SearchInputError, type WorkMeter } from './engine.js';
import { searchBackend, searchConfig } from './select.js';
import { TooManySearches, withSiteTurn } from './site-turns.js';
import { parseTarpit, tarpit } from './tarpit.js';
import { estimateRequestChecks } from './work-estimate.js';

export const searchApi = new Hono<AppContext>();

const FIELD_CODES: Record<string, MeiliErrorCode> = {
  q: 'invalid_search_q',
  filter: 'invalid_search_filter',
  facets: 'invalid_search_facets',
  sort: 'invalid_search_sort',
  limit: 'invalid_search_limit',
  offset: 'invalid_search_offset',
  page: 'invalid_search_page',
  hitsPerPage: 'invalid_search_hits_per_page',
  attributesToRetrieve: 'invalid_search_attributes_to_retrieve',
};

function zodError(error: z.ZodError, prefix: string): SearchApiError {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const field = String(
    path[path.length - (path.length > 1 && typeof path[path.length - 1] === 'number' ? 2 : 1)] ?? '',
  );
  const where = path.length > 0 ? `\`${prefix}${path.map(String).join('.')}\`` : 'the request body';
  return new SearchApiError(
    FIELD_CODES[field] ?? 'bad_request',
    `Invalid value at ${where}: ${issue?.message ?? 'invalid'}.`,
  );
}

/** The body within SEARCH_LIMITS (size, nesting), with Meilisearch's codes for what is wrong with it. */
async function readJson(c: Context<AppContext>): Promise<unknown> {
  try {
    return await readJsonBody(c.req.raw, { maxBytes: SEARCH_LIMITS.bodyBytes, maxDepth: 8 });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const code = (MEILI_ERROR_CODES as readonly string[]).includes(error.code) ? error.code : 'bad_request';
    throw new SearchApiError(code as MeiliErrorCode, error.message, error.status as SearchErrorStatus);
  }
}

/** The request's backend (select.ts decides which), with the request's waitUntil for index refreshes. */
function backendFor(c: Context<AppContext>): SearchBackend {
  let waitUntil: (p: Promise<unknown>) => void = () => {};
  try {
    const ctx = c.executionCtx;
    waitUntil = (p) => ctx.waitUntil(p);
  } catch {
    // no execution context (unit tests)
  }
  return searchBackend(c.env, waitUntil);
}

const isIndex = (uid: string): uid is SearchIndexUid => (SEARCH_INDEXES as readonly string[]).includes(uid);

/**
 * The results in the API's shape (processingTimeMs measured here, whichever backend answered). The one
 * place every hit leaves the API, so the site's hidden numbers are taken out here for both backends:
 * on `hide_phone_numbers` sites no hit carries a phone (contracts withoutPhones); the car page's
 * number comes only from the recorded reveal, POST /api/events/car_phone_call.
 */
function respond(site: SiteConfig, result: EngineResult, started: number) {
  const { hits: found, query: q, ...rest } = result;
  const hits = site.hide_phone_numbers ? found.map(withoutPhones) : found;
  return { hits, query: q, processingTimeMs: Math.round(performance.now() - started), ...rest };
}

const inside = (position: number | undefined) => (position === undefined ? '' : `Inside \`.queries[${position}]\`: `);

/** The engine's refusal of a query as the API's 400; anything else is the search failing (500, logged by onError). */
function inputError(error: unknown): unknown {
  if (error instanceof SearchInputError)
    return new SearchApiError(error.code, `${inside(error.position)}${error.message}`);
  return error;
}

searchApi.get('/health', (c) => c.json({ status: 'available' }));

/** SEARCH_RATE_LIMIT "count/seconds" as a budget: a burst of count, then count/seconds a second. */
const searchBudget = (raw: string | undefined) => {
  const limit = parseRateLimit(raw, {
    count: SEARCH_BUDGET.burst,
    seconds: SEARCH_BUDGET.burst / SEARCH_BUDGET.perSecond,
  });
  return { burst: limit.count, perSecond: limit.count / limit.seconds };
};

/** Whose budget a request spends: one client (its address) on one site. */
const budgetClient = (c: Context<AppContext>) => `${c.var.site.slug}:${c.req.header('cf-connecting-ip') ?? 'unknown'}`;
/** Spends `cost` of this request's client budget; false when the client has not that much left. */
const spendBudget = (c: Context<AppContext>, cost: number) =>
  takeSearchToken(budgetClient(c), searchBudget(c.env.SEARCH_RATE_LIMIT), Date.now(), cost);
/** Requests whose refusal (not a 429) is held before it goes: searches no budget could ever afford. */
const heldRefusals = new WeakSet<Request>();
/**
 * The tokens a request's estimated work costs (search/work-estimate.ts, over the site's stock), taken
 * before it runs with `further` more (its further queries): a SearchApiError (400) when the estimate alone
 * is more than the whole budget (no wait would ever let it run; its client is then blocked as one over
 * budget), false when the client has not that
 * much left (429), else the tokens reserved for the work.
 */
function reserveWork(c: Context<AppContext>, queries: readonly SearchQuery[], further: number): number | false {
  const reserved = tokensForChecks(estimateRequestChecks(queries, c.var.site.stock_summary.count));
  if (reserved > searchBudget(c.env.SEARCH_RATE_LIMIT).burst) {
    // Never affordable: the attempt blocks its client as an over-budget one (client-budget.ts BLOCK_MS),
    // and its 400 is held as a 429 is: a script rotating its address would otherwise send the next at once.
    spendBudget(c, reserved);
    heldRefusals.add(c.req.raw);
    throw new SearchApiError(
      'bad_request',
      'This search would do too much work at once. Ask for fewer facets, sort rules, filter conditions or queries per request.',
    );
  }
  return spendBudget(c, further + reserved) ? reserved : false;
}
/**
 * Charges the work the search really did (the embedded backend's document checks) instead of its
 * estimate; with Meilisearch (no meter here) the estimate stands.
 */
const settleWork = (c: Context<AppContext>, reserved: number, meter: WorkMeter) => {
  if (searchConfig(c.env).kind === 'embedded')
    settleSearchWork(budgetClient(c), reserved, meter.checks, searchBudget(c.env.SEARCH_RATE_LIMIT));
};
const OVER_BUDGET = 'Too many searches from this device. Please slow down.';

/** The 429 of a client over its budget (held by the middleware below before it goes). */
function overBudget(c: Context<AppContext>) {
  c.header('Retry-After', '1');
  return errorResponse(new SearchApiError('too_many_requests', OVER_BUDGET, 429), c);
}

/** The request's work, in its site's turn with the embedded backend (503 when the site's queue is full). */
async function inSiteTurn(c: Context<AppContext>, next: () => Promise<void>) {
  if (searchConfig(c.env).kind !== 'embedded') return next();
  try {
    await withSiteTurn(c.var.site.slug, next);
  } catch (error) {
    if (!(error instanceof TooManySearches)) throw error;
    c.header('Retry-After', '1');
    const busy = 'Too many searches of this site are running. Please try again.';
    c.res = errorResponse(new SearchApiError('too_many_search_requests', busy, 503), c);
  }
}

/**
 * Every search request spends one of its client's budget (search/client-budget.ts: 429 past it), and
 * after it ran, the work it did. With the embedded backend a search request's whole work (reading and
 * parsing its body, the search, serialising the hits) runs on this isolate's thread: it does so in its
 * site's turn (search/site-turns.ts), so one site's many requests cannot queue every other site's behind them.
 */
searchApi.use('*', async (c, next) => {
  if (c.req.method !== 'POST') return next();
  // Before the body is read (nothing here reads the body, KV or D1): a client over its budget costs
  // next to nothing, and its answer is held (search/tarpit.ts) so a script sends few such requests.
  if (spendBudget(c, 1)) await inSiteTurn(c, next);
  else c.res = overBudget(c);
  // A multi-search refused for its further queries is held too, as is a search too costly to ever run:
  // here, after its site's turn is over.
  if (c.res.status === 429 || heldRefusals.has(c.req.raw)) await tarpit(parseTarpit(c.env.SEARCH_TARPIT));
});

/** Where the search's time went (search/backend.ts SearchTiming), as Server-Timing metrics. */
const serverTiming = (c: Context<AppContext>, timing: SearchTiming) => {
  if (timing.length > 0)
    c.header('Server-Timing', timing.map(([step, ms]) => `${step};dur=${ms.toFixed(1)}`).join(', '));
};

searchApi.post('/multi-search', async (c) => {
  const parsed = MultiSearchRequestSchema.safeParse(await readJson(c));
  if (!parsed.success) throw zodError(parsed.error, '');
  const over = multiSearchBoundsError(parsed.data.queries);
  if (over) throw new SearchApiError(over.code, over.message);
  // The budget counts searches, not requests: each further query of a multi-search costs one more
  // (a shopper's page sends 1 + its facet queries; a script's 20-query requests pay for 20), and
  // the estimated work of all of them is paid before any runs.
  const reserved = reserveWork(c, parsed.data.queries, Math.max(0, parsed.data.queries.length - 1));
  if (reserved === false) return overBudget(c);
  const now = new Date();
  const queries = parsed.data.queries.map(({ indexUid, ...query }, i) => {
    if (!isIndex(indexUid)) throw new SearchApiError('index_not_found', `${inside(i)}Index \`${indexUid}\` not found.`);
    return { indexUid, query, scope: indexScopeFilter(c.var.site, indexUid, now) };
  });
  const started = performance.now();
  const meter: WorkMeter = { checks: 0 };
  const timing: SearchTiming = [];
  const results = await backendFor(c)
    .multiSearch(c.var.site, queries, meter, timing)
    .catch((error: unknown) => Promise.reject(inputError(error)));
  settleWork(c, reserved, meter);
  serverTiming(c, timing);
  return c.json({
    results: results.map((result, i) => ({
      indexUid: queries[i]?.indexUid,
      ...respond(c.var.site, result, started),
    })),
  });
});

searchApi.post('/indexes/:uid/search', async (c) => {
  const parsed = SearchQuerySchema.safeParse(await readJson(c));
  if (!parsed.success) throw zodError(parsed.error, '');
  const over = searchBoundsError(parsed.data);
  if (over) throw new SearchApiError(over.code, over.message);
  const uid = c.req.param('uid');
  if (!isIndex(uid)) throw new SearchApiError('index_not_found', `Index \`${uid}\` not found.`, 404);
  const reserved = reserveWork(c, [parsed.data], 0);
  if (reserved === false) return overBudget(c);
  const started = performance.now();
  const meter: WorkMeter = { checks: 0 };
  const timing: SearchTiming = [];
  const result = await backendFor(c)
    .search(c.var.site, uid, parsed.data, indexScopeFilter(c.var.site, uid, new Date()), meter, timing)
    .catch((error: unknown) => Promise.reject(inputError(error)));
  settleWork(c, reserved, meter);
  serverTiming(c, timing);
  return c.json(respond(c.var.site, result, started));
});

/**
 * A short-lived Meilisearch tenant token for the site (Meilisearch backend only): its searchRules give
 * every search index the site's scope filter, so a browser holding it searches Meilisearch directly and
 * still sees only its own dealer's visible stock. Signed with the search key (MEILISEARCH_SEARCH_KEY +
 * MEILISEARCH_SEARCH_KEY_UID), never the admin key. How a browser uses it: infra/search/README.md.
 * meilisearch/token runs in workerd as it is: HMAC through crypto.subtle, and its server-side check
 * accepts navigator.userAgent 'Cloudflare-Workers' (no `force` needed).
 *
 * Sites that hide phone numbers get no token (404, like the embedded backend): a token reads whole
 * documents straight from Meilisearch, numbers included, and Meilisearch has no per-token way to hide
 * a field (displayedAttributes is one setting for every dealer of the shared index; searchRules only
 * filter documents). Their browsers search through this API, which leaves the numbers out (respond).
 */
searchApi.get('/tenant-token', async (c) => {
  const config = searchConfig(c.env);
  if (config.kind !== 'meilisearch' || !config.tenantTokens) {
    throw new SearchApiError(
      'bad_request',
      'Tenant tokens need the Meilisearch backend (MEILISEARCH_HOST, MEILISEARCH_SEARCH_KEY and MEILISEARCH_SEARCH_KEY_UID); use this API instead.',
      404,
    );
  }
  if (c.var.site.hide_phone_numbers) {
    throw new SearchApiError(
      'bad_request',
      'This site hides phone numbers, which a tenant token would reveal; search through this API instead.',
      404,
    );
  }
  const now = new Date();
  const expiresAt = Math.floor(now.getTime() / 1000) + TENANT_TOKEN_TTL_SECONDS;
  const token = await generateTenantToken({
    apiKey: config.tenantTokens.apiKey,
    apiKeyUid: config.tenantTokens.apiKeyUid,
    searchRules: tenantSearchRules(c.var.site, now),
    expiresAt,
  });
  const body: TenantTokenResponse = {
    host: config.tenantTokens.publicHost,
    token,
    expiresAt,
    indexes: [...SEARCH_INDEXES],
  };
  c.header('cache-control', 'no-store');
  return c.json(body);
});

searchApi.all('*', () => {
  throw new SearchApiError('bad_request', 'Unknown search API route.', 404);
});
