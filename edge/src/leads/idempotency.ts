/**
 * Idempotent lead creates: a retried create (same Idempotency-Key, site and parameters) answers the lead
 * the first attempt stored, with its token; the same key with other parameters is a client bug, refused
 * as Stripe does (422).
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { sameDigest, sha256 } from '../security/tokens.js';
import { dealerDb } from '../tenant/dealer-db.js';
import { saved } from './lead-doc.js';
import { findLeadByIdempotencyKey, type LeadRow } from './store.js';

const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{16,100}$/);
const KEY_REUSED = 'This Idempotency-Key was used with other parameters. Use a new key for a new enquiry.';

/** The request's Idempotency-Key, or null without one; a malformed one is a 400. */
export function idempotencyKeyOf(c: Context<AppContext>): string | null {
  const header = c.req.header('idempotency-key');
  if (header === undefined) return null;
  const key = IdempotencyKeySchema.safeParse(header);
  if (!key.success) throw new ApiError('invalid_idempotency_key', 'Invalid Idempotency-Key header.');
  return key.data;
}

/** The lead this key already created with these parameters (null if none); other parameters are a 422. */
export async function priorLead(c: Context<AppContext>, key: string, requestHash: string | null) {
  const row = await findLeadByIdempotencyKey(dealerDb(c.env, c.var.site), c.var.site.slug, key);
  if (row && row.request_hash !== null && row.request_hash !== requestHash)
    throw new ApiError('idempotency_key_reused', KEY_REUSED);
  return row;
}

/**
 * Token of a lead created with an idempotency key: derived from it (a replay must return the same
 * capability; only the key's holder can derive it, D1 keeps its hash). The key is the client's own random
 * secret of 16+ characters.
 */
export async function tokenFor(id: string, key: string): Promise<string> {
  return (await sha256(`${id}:${key}`)).slice(0, 32);
}

/** The idempotent replay: the same lead and its token (derived from the key; the stored hash must match). */
export async function replayed(c: Context<AppContext>, row: LeadRow, key: string) {
  c.header('Idempotent-Replayed', 'true');
  const token = await tokenFor(row.id, key);
  const valid = sameDigest(await sha256(token), row.token_hash);
  return c.json(
    saved({ id: row.id, status: row.lead_status, completed: row.form_completed === 1 }, valid ? token : undefined),
    201,
  );
}
