/**
 * A lead save's body: JSON within LEAD_MAX_BODY_BYTES and shallow (lead → list field), or a multipart
 * form with files (/with-files). Either is parsed with LeadBodySchema; anything else is a 4xx.
 */
import { CAPTCHA_TOKEN_FIELD, LEAD_FILE_LIMITS, LEAD_MAX_BODY_BYTES, LeadBodySchema } from '@forecourt/contracts';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import type { LeadBody } from './lead-doc.js';

const notValid = () => new ApiError('invalid_body', 'The lead is not valid.');

/** A JSON lead save's body (413/415/400 from http/json-body.ts; 400 invalid_body off the schema). */
export async function leadJsonBody(c: Context<AppContext>): Promise<LeadBody> {
  const body = LeadBodySchema.safeParse(await jsonBody(c, { maxBytes: LEAD_MAX_BODY_BYTES, maxDepth: 4 }));
  if (!body.success) throw notValid();
  return body.data;
}

/**
 * The multipart body is capped by Hono's bodyLimit, which counts a streamed (chunked) body as it reads
 * it and answers 413 at the cap. The shared readCapped (security/read-capped.ts) is not used here: the
 * runtime's formData() parser reads the body itself, and bodyLimit hands it the counted bytes.
 */
export const withFilesLimit = bodyLimit({
  maxSize: LEAD_FILE_LIMITS.maxFiles * LEAD_FILE_LIMITS.maxBytes + 1024 * 1024,
  onError: () => {
    throw new ApiError('payload_too_large', 'The files are too large (5 MB each at most).');
  },
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A multipart lead save: its files, and its fields (`lead` as JSON) parsed as a JSON save's body. */
export async function leadMultipartBody(c: Context<AppContext>): Promise<{ body: LeadBody; files: File[] }> {
  const form = await c.req.formData().catch(() => {
    throw new ApiError('invalid_body', 'Expected a multipart form.');
  });
  const files: File[] = [];
  const fields: Record<string, unknown> = {};
  let lead: unknown = null;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') files.push(value as File);
    else if (name === 'lead') lead = value.length <= LEAD_MAX_BODY_BYTES ? safeJson(value) : null;
    else if (name === 'visited_pages' || name === 'linked_query_params') fields[name] = safeJson(value);
    else if (name === 'event_id') fields[name] = Number(value);
    else if (name === CAPTCHA_TOKEN_FIELD) fields[name] = value;
  }
  const body = LeadBodySchema.safeParse({ lead, ...fields });
  if (!body.success) throw notValid();
  return { body: { ...body.data, lead: { ...body.data.lead, has_files: files.length > 0 } }, files };
}
