/**
 * A Meilisearch-compatible HTTP server for development and tests — NOT Meilisearch. It implements the
 * subset of Meilisearch's API that the official `meilisearch` client, our sync (infra/search/sync.ts)
 * and the edge's Meilisearch backend use:
 *
 *   GET /health, GET /version
 *   GET|POST /indexes, GET|DELETE /indexes/:uid, GET|PATCH /indexes/:uid/settings
 *   GET /indexes/:uid/documents, POST /indexes/:uid/documents/fetch, POST|PUT /indexes/:uid/documents,
 *   POST /indexes/:uid/documents/delete-batch, DELETE /indexes/:uid/documents[/:id]
 *   GET /tasks, GET /tasks/:uid (writes are asynchronous tasks, as in Meilisearch)
 *   POST /indexes/:uid/search, POST /multi-search
 *
 * with API-key auth (admin key: everything; search key: search only) and tenant tokens (JWTs signed
 * with the search key; their searchRules' filters are ANDed to every search, and they reach only the
 * indexes they name). Search semantics are the edge's embedded engine (edge/src/search/engine.ts), so
 * this server proves the Meilisearch code path (client, sync, tokens, errors), not Meilisearch's own
 * ranking: the contract suite runs against a real Meilisearch whenever MEILISEARCH_HOST is set.
 */
import { Hono } from 'hono';
import { AuthError, authorize, type CompatKeys } from './auth.js';
import { documentRoutes } from './document-routes.js';
import { type Env, errorBody, HttpError } from './http.js';
import { indexRoutes } from './index-routes.js';
import { searchRoutes } from './search-routes.js';
import { CompatStore } from './store.js';

function taskRoutes(app: Hono<Env>, store: CompatStore): void {
  app.get('/tasks', (c) => {
    const limit = Number(c.req.query('limit') ?? 20);
    const results = [...store.tasks].reverse().slice(0, limit);
    return c.json({ results, total: store.tasks.length, limit, from: results[0]?.uid ?? null, next: null });
  });
  app.get('/tasks/:uid', (c) => {
    const task = store.tasks[Number(c.req.param('uid'))];
    if (!task) throw new HttpError(404, 'task_not_found', `Task \`${c.req.param('uid')}\` not found.`);
    return c.json(task);
  });
}

/** The compat server as a Hono app (startCompatServer in main.ts listens with it). */
export function compatApp(keys: CompatKeys, store = new CompatStore()) {
  const app = new Hono<Env>();

  app.onError((error, c) => {
    if (error instanceof HttpError || error instanceof AuthError)
      return c.json(
        errorBody(error.code, error.message, error instanceof AuthError ? 'auth' : 'invalid_request'),
        error.status,
      );
    console.error('[meilisearch-compat] failed', error);
    return c.json(errorBody('internal', 'Internal error.', 'internal'), 500);
  });

  // Before the auth middleware: /health answers without a key, as in Meilisearch.
  app.get('/health', (c) => c.json({ status: 'available' }));

  app.use('*', async (c, next) => {
    const access = authorize(c.req.header('authorization'), keys, Math.floor(Date.now() / 1000));
    const path = new URL(c.req.url).pathname;
    const searching = c.req.method === 'POST' && (path === '/multi-search' || /^\/indexes\/[^/]+\/search$/.test(path));
    if (access.kind !== 'admin' && !searching && path !== '/version')
      throw new AuthError(403, 'invalid_api_key', 'The provided API key is invalid.');
    c.set('access', access);
    await next();
  });

  app.get('/version', (c) => c.json({ commitSha: 'compat', commitDate: '', pkgVersion: 'compat (Forecourt)' }));

  indexRoutes(app, store);
  documentRoutes(app, store);
  taskRoutes(app, store);
  searchRoutes(app, store);
  return app;
}
