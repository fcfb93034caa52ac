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
import { MultiSearchRequestSchema, SearchQuerySchema } from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { SearchInputError } from '../../../edge/src/search/engine.js';
import { buildFilter, type Doc, FilterError } from '../../../edge/src/search/filter.js';
import { type Access, AuthError, authorize, type CompatKeys, indexRule } from './auth.js';
import { CompatStore, type IndexState, TaskFailure } from './store.js';

type Env = { Variables: { access: Access } };

class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const errorBody = (code: string, message: string, type = 'invalid_request') => ({
  message,
  code,
  type,
  link: `https://docs.meilisearch.com/errors#${code}`,
});

const IndexCreateSchema = z.object({
  uid: z.string().regex(/^[A-Za-z0-9_-]{1,400}$/),
  primaryKey: z.string().nullish(),
});
const AttributeList = z.array(z.string()).nullish();
const SettingsSchema = z.looseObject({
  searchableAttributes: AttributeList,
  filterableAttributes: AttributeList,
  sortableAttributes: AttributeList,
  rankingRules: AttributeList,
  synonyms: z.record(z.string(), z.array(z.string())).nullish(),
  typoTolerance: z.looseObject({ disableOnAttributes: AttributeList }).nullish(),
});
const DocumentsSchema = z.array(z.record(z.string(), z.unknown()));
const IdsSchema = z.array(z.union([z.string(), z.number()]));
const FetchSchema = z.looseObject({
  fields: z.array(z.string()).nullish(),
  limit: z.number().int().nonnegative().nullish(),
  offset: z.number().int().nonnegative().nullish(),
  filter: z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]).nullish(),
});

async function body<T extends z.ZodType>(c: Context<Env>, schema: T): Promise<z.infer<T>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new HttpError(400, 'malformed_payload', 'The json payload provided is malformed.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new HttpError(400, 'bad_request', `Invalid request: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

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

const pick = (doc: Doc, fields: readonly string[] | null | undefined) =>
  fields && !fields.includes('*') ? Object.fromEntries(fields.filter((f) => f in doc).map((f) => [f, doc[f]])) : doc;

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

  const indexView = (i: IndexState) => ({
    uid: i.uid,
    primaryKey: i.primaryKey,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  });
  const existing = (uid: string) => {
    const index = store.indexes.get(uid);
    if (!index) throw new HttpError(404, 'index_not_found', `Index \`${uid}\` not found.`);
    return index;
  };
  const page = (c: Context<Env>) => ({
    limit: Number(c.req.query('limit') ?? 20),
    offset: Number(c.req.query('offset') ?? 0),
  });

  app.get('/indexes', (c) => {
    const { limit, offset } = page(c);
    const all = [...store.indexes.values()].sort((a, b) => (a.uid < b.uid ? -1 : 1));
    return c.json({ results: all.slice(offset, offset + limit).map(indexView), offset, limit, total: all.length });
  });
  app.post('/indexes', async (c) => {
    const { uid, primaryKey } = await body(c, IndexCreateSchema);
    return c.json(
      store.enqueue(uid, 'indexCreation', () => {
        if (store.indexes.has(uid)) throw new TaskFailure('index_already_exists', `Index \`${uid}\` already exists.`);
        store.ensureIndex(uid, primaryKey ?? null);
        return { primaryKey: primaryKey ?? null };
      }),
      202,
    );
  });
  app.get('/indexes/:uid', (c) => c.json(indexView(existing(c.req.param('uid')))));
  app.delete('/indexes/:uid', (c) => {
    const uid = c.req.param('uid');
    return c.json(
      store.enqueue(uid, 'indexDeletion', () => {
        const index = store.indexes.get(uid);
        if (!index) throw new TaskFailure('index_not_found', `Index \`${uid}\` not found.`);
        store.indexes.delete(uid);
        return { deletedDocuments: index.docs.size };
      }),
      202,
    );
  });

  app.get('/indexes/:uid/settings', (c) => c.json(existing(c.req.param('uid')).settings));
  app.patch('/indexes/:uid/settings', async (c) => {
    const uid = c.req.param('uid');
    const settings = await body(c, SettingsSchema);
    return c.json(
      store.enqueue(uid, 'settingsUpdate', () => {
        const index = store.ensureIndex(uid);
        for (const key of [
          'searchableAttributes',
          'filterableAttributes',
          'sortableAttributes',
          'rankingRules',
        ] as const) {
          const value = settings[key];
          if (value) index.settings = { ...index.settings, [key]: [...value] };
        }
        if (settings.synonyms) index.settings = { ...index.settings, synonyms: settings.synonyms };
        const typoless = settings.typoTolerance?.disableOnAttributes;
        if (typoless) index.settings = { ...index.settings, typoTolerance: { disableOnAttributes: [...typoless] } };
        store.touch(index);
        return settings;
      }),
      202,
    );
  });

  const listDocuments = (index: IndexState, q: z.infer<typeof FetchSchema>) => {
    let docs = [...index.docs.values()];
    if (q.filter) {
      try {
        const pred = buildFilter(q.filter, new Set(index.settings.filterableAttributes));
        if (pred) docs = docs.filter(pred);
      } catch (error) {
        if (error instanceof FilterError) throw new HttpError(400, 'invalid_document_filter', error.message);
        throw error;
      }
    }
    const offset = q.offset ?? 0;
    const limit = q.limit ?? 20;
    return {
      results: docs.slice(offset, offset + limit).map((d) => pick(d, q.fields)),
      offset,
      limit,
      total: docs.length,
    };
  };
  app.get('/indexes/:uid/documents', (c) => {
    const fields = c.req.query('fields');
    return c.json(
      listDocuments(existing(c.req.param('uid')), { ...page(c), fields: fields ? fields.split(',') : null }),
    );
  });
  app.post('/indexes/:uid/documents/fetch', async (c) =>
    c.json(listDocuments(existing(c.req.param('uid')), await body(c, FetchSchema))),
  );

  const addDocuments = (replace: boolean) => async (c: Context<Env>) => {
    const uid = c.req.param('uid') as string;
    const docs = await body(c, DocumentsSchema);
    const requestedKey = c.req.query('primaryKey') ?? null;
    return c.json(
      store.enqueue(uid, 'documentAdditionOrUpdate', () => {
        const index = store.ensureIndex(uid);
        if (requestedKey && index.primaryKey && requestedKey !== index.primaryKey)
          throw new TaskFailure('index_primary_key_already_exists', `Index \`${uid}\` already has a primary key.`);
        const key = index.primaryKey ?? requestedKey ?? 'id';
        for (const doc of docs) {
          const id = doc[key];
          if (typeof id !== 'string' && typeof id !== 'number')
            throw new TaskFailure('missing_document_id', `Document doesn't have a \`${key}\` attribute.`);
        }
        index.primaryKey = key;
        for (const doc of docs) {
          const id = String(doc[key]);
          index.docs.set(id, replace ? doc : { ...(index.docs.get(id) ?? {}), ...doc });
        }
        store.touch(index);
        return { receivedDocuments: docs.length, indexedDocuments: docs.length };
      }),
      202,
    );
  };
  app.post('/indexes/:uid/documents', addDocuments(true));
  app.put('/indexes/:uid/documents', addDocuments(false));

  const deleteIds = (uid: string, ids: readonly (string | number)[]) =>
    store.enqueue(uid, 'documentDeletion', () => {
      const index = store.indexes.get(uid);
      if (!index) throw new TaskFailure('index_not_found', `Index \`${uid}\` not found.`);
      let deleted = 0;
      for (const id of ids) if (index.docs.delete(String(id))) deleted++;
      store.touch(index);
      return { providedIds: ids.length, deletedDocuments: deleted };
    });
  app.post('/indexes/:uid/documents/delete-batch', async (c) =>
    c.json(deleteIds(c.req.param('uid'), await body(c, IdsSchema)), 202),
  );
  app.delete('/indexes/:uid/documents/:id', (c) => c.json(deleteIds(c.req.param('uid'), [c.req.param('id')]), 202));
  app.delete('/indexes/:uid/documents', (c) => {
    const uid = c.req.param('uid');
    const index = store.indexes.get(uid);
    return c.json(deleteIds(uid, index ? [...index.docs.keys()] : []), 202);
  });

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

  /** One search with the access's rule for the index ANDed (the rule is trusted, the query is not). */
  const runSearch = (access: Access, uid: string, query: z.infer<typeof SearchQuerySchema>, where: string) => {
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
  };

  app.post('/indexes/:uid/search', async (c) =>
    c.json(runSearch(c.get('access'), c.req.param('uid'), await body(c, SearchQuerySchema), '')),
  );
  app.post('/multi-search', async (c) => {
    const { queries } = await body(c, MultiSearchRequestSchema);
    const access = c.get('access');
    const results = queries.map(({ indexUid, ...query }, i) => {
      try {
        return { indexUid, ...runSearch(access, indexUid, query, `Inside \`.queries[${i}]\`: `) };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) throw new HttpError(400, error.code, error.message);
        throw error;
      }
    });
    return c.json({ results });
  });

  return app;
}
