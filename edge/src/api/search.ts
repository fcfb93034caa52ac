/**
 * The search API (SPEC §7) with Meilisearch's request and response shapes, so any Meilisearch client
 * works with host `https://<dealer host>/api/search`:
 *   POST /api/search/multi-search           { queries: [{ indexUid, q, filter, facets, sort, limit, offset }] }
 *   POST /api/search/indexes/:uid/search    { q, filter, facets, sort, limit, offset | page, hitsPerPage }
 * The site's scope (siteScopeFilter: availability, sold window, show_on_dealer_website, search_filters,
 * car types) is ANDed on the server to every query, and only the site's dealerships' cars are indexed:
 * a client's filter narrows, never widens. Errors are Meilisearch's `{ message, code, type, link }`.
 */
import {
  type MeiliErrorCode,
  MultiSearchRequestSchema,
  meiliError,
  SEARCH_INDEXES,
  type SearchIndexUid,
  SearchQuerySchema,
  siteScopeFilter,
} from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppContext } from '../env.js';
import { EmbeddedBackend, isolateSearchState, type SearchBackend } from '../search/backend.js';
import { type EngineQuery, SearchInputError } from '../search/engine.js';

export const searchApi = new Hono<AppContext>();

class ApiError extends Error {
  constructor(
    readonly code: MeiliErrorCode,
    message: string,
    readonly status: 400 | 404 | 415 | 500 = 400,
  ) {
    super(message);
  }
}

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

function zodError(error: z.ZodError, prefix: string): ApiError {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const field = String(
    path[path.length - (path.length > 1 && typeof path[path.length - 1] === 'number' ? 2 : 1)] ?? '',
  );
  const where = path.length > 0 ? `\`${prefix}${path.map(String).join('.')}\`` : 'the request body';
  return new ApiError(
    FIELD_CODES[field] ?? 'bad_request',
    `Invalid value at ${where}: ${issue?.message ?? 'invalid'}.`,
  );
}

async function readJson(c: Context<AppContext>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json'))
    throw new ApiError('bad_content_type', 'The Content-Type header must be `application/json`.', 415);
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError('missing_payload', 'A json payload is missing.');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('malformed_payload', 'The json payload provided is malformed.');
  }
}

function backendFor(c: Context<AppContext>): SearchBackend {
  const ttl = Number(c.env.SEARCH_INDEX_TTL_MS ?? 60_000);
  let waitUntil: (p: Promise<unknown>) => void = () => {};
  try {
    const ctx = c.executionCtx;
    waitUntil = (p) => ctx.waitUntil(p);
  } catch {
    // no execution context (unit tests)
  }
  return new EmbeddedBackend(isolateSearchState, c.env.DB, Number.isFinite(ttl) ? ttl : 60_000, waitUntil);
}

const isIndex = (uid: string): uid is SearchIndexUid => (SEARCH_INDEXES as readonly string[]).includes(uid);

async function runQuery(c: Context<AppContext>, backend: SearchBackend, uid: string, query: EngineQuery, where = '') {
  if (!isIndex(uid)) throw new ApiError('index_not_found', `${where}Index \`${uid}\` not found.`, where ? 400 : 404);
  const started = performance.now();
  const scope = uid === 'cars' ? siteScopeFilter(c.var.site, new Date()) : null;
  try {
    const result = await backend.search(c.var.site, uid, query, scope);
    const { hits, query: q, ...rest } = result;
    return { hits, query: q, processingTimeMs: Math.round(performance.now() - started), ...rest };
  } catch (error) {
    if (error instanceof SearchInputError) throw new ApiError(error.code, `${where}${error.message}`);
    throw error;
  }
}

const respondError = (c: Context<AppContext>, error: unknown) => {
  if (error instanceof ApiError) return c.json(meiliError(error.code, error.message), error.status);
  console.error('[search] failed', error);
  return c.json(meiliError('internal', 'The search failed. Please try again.'), 500);
};

searchApi.get('/health', (c) => c.json({ status: 'available' }));

searchApi.post('/multi-search', async (c) => {
  try {
    const parsed = MultiSearchRequestSchema.safeParse(await readJson(c));
    if (!parsed.success) throw zodError(parsed.error, '');
    const backend = backendFor(c);
    const results = [];
    for (const [i, { indexUid, ...query }] of parsed.data.queries.entries()) {
      results.push({ indexUid, ...(await runQuery(c, backend, indexUid, query, `Inside \`.queries[${i}]\`: `)) });
    }
    return c.json({ results });
  } catch (error) {
    return respondError(c, error);
  }
});

searchApi.post('/indexes/:uid/search', async (c) => {
  try {
    const parsed = SearchQuerySchema.safeParse(await readJson(c));
    if (!parsed.success) throw zodError(parsed.error, '');
    return c.json(await runQuery(c, backendFor(c), c.req.param('uid'), parsed.data));
  } catch (error) {
    return respondError(c, error);
  }
});

searchApi.all('*', (c) => c.json(meiliError('bad_request', 'Unknown search API route.'), 404));
