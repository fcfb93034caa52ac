/**
 * SPEC §7 POST /api/miscellaneous ("valuation data plus column_name"): one further answer about a
 * valuation's vehicle saved under its column (contracts MiscellaneousRequestSchema: the valuation id, a
 * column of MISCELLANEOUS_COLUMNS, a short value; unknown fields refused). Like PUT /api/valuations/:id it
 * needs the token the valuation's creation returned, and only the site that created it can change it: a
 * valuation of another site is "not found", exactly as an unknown one.
 */
import { MiscellaneousRequestSchema, type MiscellaneousResponse } from '@forecourt/contracts';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { sameDigest, sha256 } from '../security/tokens.js';

/** One id, one column, one value of at most 500 characters: 1 KB is ample, and nothing nests. */
const MISCELLANEOUS_BODY = { maxBytes: 1024, maxDepth: 1 };
const Saved = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

const storageFailed = (error: unknown): never => {
  console.error('[miscellaneous] storage failed', error);
  throw new ApiError('storage_unavailable', 'An unexpected error occured');
};

export const miscellaneousApi = new Hono<AppContext>();

miscellaneousApi.post('/', async (c) => {
  const site = c.var.site;
  const parsed = MiscellaneousRequestSchema.safeParse(await jsonBody(c, MISCELLANEOUS_BODY));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue?.path[0] ?? 'body');
    throw new ApiError(
      'invalid_valuation',
      `${where}: ${issue?.code === 'unrecognized_keys' ? 'Unknown field' : issue?.message}`,
    );
  }
  const { valuation_id: id, column_name: column, value } = parsed.data;
  const row = await c.env.DB.prepare('SELECT token_hash FROM valuations WHERE id = ? AND site_slug = ?')
    .bind(id, site.slug)
    .first<{ token_hash: string }>()
    .catch(storageFailed);
  if (!row) throw new ApiError('valuation_not_found', 'Valuation not found.');
  const auth = c.req.header('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  if (!token || !sameDigest(await sha256(token), row.token_hash))
    throw new ApiError('forbidden', 'This valuation cannot be changed from here.');
  // The column is one of contracts' names (checked above), so the JSON path is never the client's text.
  const saved = await c.env.DB.prepare(
    `UPDATE valuations SET miscellaneous = json_set(miscellaneous, '$.' || ?, json(?)), updated_at = ?
     WHERE id = ? AND site_slug = ? RETURNING miscellaneous`,
  )
    .bind(column, JSON.stringify(value), new Date().toISOString(), id, site.slug)
    .first<{ miscellaneous: string }>()
    .catch(storageFailed);
  if (!saved) throw new ApiError('valuation_not_found', 'Valuation not found.');
  const miscellaneous = Saved.parse(JSON.parse(saved.miscellaneous)) as MiscellaneousResponse['miscellaneous'];
  return c.json({ valuation_id: id, miscellaneous } satisfies MiscellaneousResponse);
});
