/** The compat server's index routes: list, create, get, delete, and the settings of an index. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { body, type Env, existing, page } from './http.js';
import { type CompatStore, type IndexState, TaskFailure } from './store.js';

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

const indexView = (i: IndexState) => ({
  uid: i.uid,
  primaryKey: i.primaryKey,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});

/** A settings update task: the settings it names replace the index's, the others stay. */
function applySettings(index: IndexState, settings: z.infer<typeof SettingsSchema>) {
  for (const key of ['searchableAttributes', 'filterableAttributes', 'sortableAttributes', 'rankingRules'] as const) {
    const value = settings[key];
    if (value) index.settings = { ...index.settings, [key]: [...value] };
  }
  if (settings.synonyms) index.settings = { ...index.settings, synonyms: settings.synonyms };
  const typoless = settings.typoTolerance?.disableOnAttributes;
  if (typoless) index.settings = { ...index.settings, typoTolerance: { disableOnAttributes: [...typoless] } };
}

export function indexRoutes(app: Hono<Env>, store: CompatStore): void {
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
  app.get('/indexes/:uid', (c) => c.json(indexView(existing(store, c.req.param('uid')))));
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

  app.get('/indexes/:uid/settings', (c) => c.json(existing(store, c.req.param('uid')).settings));
  app.patch('/indexes/:uid/settings', async (c) => {
    const uid = c.req.param('uid');
    const settings = await body(c, SettingsSchema);
    return c.json(
      store.enqueue(uid, 'settingsUpdate', () => {
        const index = store.ensureIndex(uid);
        applySettings(index, settings);
        store.touch(index);
        return settings;
      }),
      202,
    );
  });
}
