/** What every route of the compat server shares: its Hono env, Meilisearch-shaped errors, JSON bodies, paging. */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Access } from './auth.js';
import type { CompatStore, IndexState } from './store.js';

export type Env = { Variables: { access: Access } };

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, type = 'invalid_request') => ({
  message,
  code,
  type,
  link: `https://docs.meilisearch.com/errors#${code}`,
});

/** The request's JSON body, parsed by `schema`; 400 (Meilisearch's codes) when it is not JSON or not valid. */
export async function body<T extends z.ZodType>(c: Context<Env>, schema: T): Promise<z.infer<T>> {
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

/** `?limit=&offset=` of a listing (20 and 0 by default). */
export const page = (c: Context<Env>) => ({
  limit: Number(c.req.query('limit') ?? 20),
  offset: Number(c.req.query('offset') ?? 0),
});

/** The index `uid`, or 404 index_not_found. */
export function existing(store: CompatStore, uid: string): IndexState {
  const index = store.indexes.get(uid);
  if (!index) throw new HttpError(404, 'index_not_found', `Index \`${uid}\` not found.`);
  return index;
}
