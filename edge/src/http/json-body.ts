/**
 * Reading a JSON API body within bounds, for every JSON API (search, events, leads): the media type
 * must be application/json (a cross-site form or `text/plain` post is refused), the size is capped
 * before and while reading (a body without Content-Length is still cut off at the cap), and the parsed
 * value's nesting is capped (a 9,000-level object breaks `json_extract` for everyone once stored).
 * A refusal throws the ApiError for it (413, 415, 400); the search API maps it to Meilisearch's codes.
 */

import type { Context } from 'hono';
import { drainBody, readCapped } from '../security/read-capped.js';
import { ApiError } from './errors.js';

export type JsonBodyLimits = { maxBytes: number; maxDepth: number };

/** The request's JSON body within `limits`; a body out of them throws the ApiError for it (413, 415, 400). */
export const jsonBody = (c: Context, limits: JsonBodyLimits): Promise<unknown> => readJsonBody(c.req.raw, limits);

/** The media type without parameters: `application/json; charset=utf-8` → `application/json`. */
const mediaType = (header: string | null) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export async function readJsonBody(req: Request, limits: JsonBodyLimits): Promise<unknown> {
  const tooLarge = () => new ApiError('payload_too_large', `The payload is larger than ${limits.maxBytes} bytes.`);
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > limits.maxBytes) {
    await drainBody(req.body, declared);
    throw tooLarge();
  }
  if (mediaType(req.headers.get('content-type')) !== 'application/json') {
    await drainBody(req.body, limits.maxBytes);
    throw new ApiError('bad_content_type', 'The Content-Type header must be `application/json`.');
  }
  const read = await readCapped(req.body, limits.maxBytes);
  if (!read.ok) throw tooLarge();
  const text = new TextDecoder().decode(read.bytes);
  if (text.trim() === '') throw new ApiError('missing_payload', 'A json payload is missing.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('malformed_payload', 'The json payload provided is malformed.');
  }
  if (nestingOver(value, limits.maxDepth))
    throw new ApiError('payload_too_deep', `The json payload is nested more than ${limits.maxDepth} levels deep.`);
  return value;
}

/** Whether objects and arrays nest deeper than `max` (iterative: no recursion to overflow). */
export function nestingOver(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(v))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}
