/** The compat server's document routes: list and fetch (with filters), add or update, delete. */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { buildFilter, type Doc, FilterError } from '../../../edge/src/search/filter.js';
import { body, type Env, existing, HttpError, page } from './http.js';
import { type CompatStore, type IndexState, TaskFailure } from './store.js';

const DocumentsSchema = z.array(z.record(z.string(), z.unknown()));
const IdsSchema = z.array(z.union([z.string(), z.number()]));
const FetchSchema = z.looseObject({
  fields: z.array(z.string()).nullish(),
  limit: z.number().int().nonnegative().nullish(),
  offset: z.number().int().nonnegative().nullish(),
  filter: z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]).nullish(),
});

const pick = (doc: Doc, fields: readonly string[] | null | undefined) =>
  fields && !fields.includes('*') ? Object.fromEntries(fields.filter((f) => f in doc).map((f) => [f, doc[f]])) : doc;

function listDocuments(index: IndexState, q: z.infer<typeof FetchSchema>) {
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
}

/** POST (replace) or PUT (merge into the stored document) of a batch, as one task. */
const addDocuments = (store: CompatStore, replace: boolean) => async (c: Context<Env>) => {
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

const deleteIds = (store: CompatStore, uid: string, ids: readonly (string | number)[]) =>
  store.enqueue(uid, 'documentDeletion', () => {
    const index = store.indexes.get(uid);
    if (!index) throw new TaskFailure('index_not_found', `Index \`${uid}\` not found.`);
    let deleted = 0;
    for (const id of ids) if (index.docs.delete(String(id))) deleted++;
    store.touch(index);
    return { providedIds: ids.length, deletedDocuments: deleted };
  });

export function documentRoutes(app: Hono<Env>, store: CompatStore): void {
  app.get('/indexes/:uid/documents', (c) => {
    const fields = c.req.query('fields');
    return c.json(
      listDocuments(existing(store, c.req.param('uid')), { ...page(c), fields: fields ? fields.split(',') : null }),
    );
  });
  app.post('/indexes/:uid/documents/fetch', async (c) =>
    c.json(listDocuments(existing(store, c.req.param('uid')), await body(c, FetchSchema))),
  );
  app.post('/indexes/:uid/documents', addDocuments(store, true));
  app.put('/indexes/:uid/documents', addDocuments(store, false));
  app.post('/indexes/:uid/documents/delete-batch', async (c) =>
    c.json(deleteIds(store, c.req.param('uid'), await body(c, IdsSchema)), 202),
  );
  app.delete('/indexes/:uid/documents/:id', (c) =>
    c.json(deleteIds(store, c.req.param('uid'), [c.req.param('id')]), 202),
  );
  app.delete('/indexes/:uid/documents', (c) => {
    const uid = c.req.param('uid');
    const index = store.indexes.get(uid);
    return c.json(deleteIds(store, uid, index ? [...index.docs.keys()] : []), 202);
  });
}
