/** The compat server's search routes (one index, multi-search), scoped by the caller's tenant-token rules. */
import { MultiSearchRequestSchema, SearchQuerySchema } from '@forecourt/contracts';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { SearchInputError } from '../../../edge/src/search/engine.js';
import { type Access, indexRule } from './auth.js';
import { body, type Env, HttpError } from './http.js';
import type { CompatStore } from './store.js';

/** A tenant token's rule filter (string or array) as one trusted filter string (null: none). */
export function ruleFilterString(filter: unknown): string | null {
  if (typeof filter === 'string') return filter.trim() === '' ? null : filter;
  if (!Array.isArray(filter)) return null;
  const items = filter
    .map((item) =>
      typeof item === 'string'
        ? item.trim() === ''
          ? null
          : `(${item})`
        : Array.isArray(item) && item.length > 0
          ? `(${item.map((s) => `(${String(s)})`).join(' OR ')})`
          : null,
    )
    .filter((s): s is string => s !== null);
  return items.length > 0 ? items.join(' AND ') : null;
}

/** One search with the access's rule for the index ANDed (the rule is trusted, the query is not). */
function runSearch(
  store: CompatStore,
  access: Access,
  uid: string,
  query: z.infer<typeof SearchQuerySchema>,
  where: string,
) {
  const index = store.indexes.get(uid);
  if (!index) throw new HttpError(404, 'index_not_found', `${where}Index \`${uid}\` not found.`);
  const scope = ruleFilterString(indexRule(access, uid));
  const started = performance.now();
  try {
    const result = store.engineOf(index).search(query, scope);
    const { hits, query: q, ...rest } = result;
    return { hits, query: q, processingTimeMs: Math.round(performance.now() - started), ...rest };
  } catch (error) {
    if (error instanceof SearchInputError) throw new HttpError(400, error.code, `${where}${error.message}`);
    throw error;
  }
}

export function searchRoutes(app: Hono<Env>, store: CompatStore): void {
  app.post('/indexes/:uid/search', async (c) =>
    c.json(runSearch(store, c.get('access'), c.req.param('uid'), await body(c, SearchQuerySchema), '')),
  );
  app.post('/multi-search', async (c) => {
    const { queries } = await body(c, MultiSearchRequestSchema);
    const access = c.get('access');
    const results = queries.map(({ indexUid, ...query }, i) => {
      try {
        return { indexUid, ...runSearch(store, access, indexUid, query, `Inside \`.queries[${i}]\`: `) };
      } catch (error) {
        // A missing index inside a multi-search is a bad request, as in Meilisearch.
        if (error instanceof HttpError && error.status === 404) throw new HttpError(400, error.code, error.message);
        throw error;
      }
    });
    return c.json({ results });
  });
}
