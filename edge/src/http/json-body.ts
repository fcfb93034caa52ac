/**
 * Reading a JSON API body within bounds, for every JSON API (search, events, leads): the media type
 * must be application/json (a cross-site form or `text/plain` post is refused), the size is capped
 * before and while reading (a body without Content-Length is still cut off at the cap), and the parsed
 * value's nesting is capped (a 9,000-level object breaks `json_extract` for everyone once stored).
 */

import type { Context } from 'hono';
import type { AppContext } from '../env.js';
import { drainBody, readCapped } from '../security/read-capped.js';

export type JsonBodyLimits = { maxBytes: number; maxDepth: number };

/** The error body of the platform's own JSON APIs (events, garage): `{ error, message, code }`. */
export const apiError = (message: string, code: string) => ({ error: message, message, code });

/** The body within limits, or the 4xx answer for it in the `apiError` shape. */
export async function jsonBodyOrRefusal(
  c: Context<AppContext>,
  limits: JsonBodyLimits,
): Promise<{ body: unknown } | { refused: Response }> {
  try {
    return { body: await readJsonBody(c.req.raw, limits) };
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    return { refused: c.json(apiError(error.message, error.code), error.status) };
  }
}

export type JsonBodyErrorCode =
  | 'bad_content_type'
  | 'payload_too_large'
  | 'missing_payload'
  | 'malformed_payload'
  | 'payload_too_deep';

export class JsonBodyError extends Error {
  constructor(
    readonly code: JsonBodyErrorCode,
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The media type without parameters: `application/json; charset=utf-8` → `application/json`. */
const mediaType = (header: string | null) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export async function readJsonBody(req: Request, limits: JsonBodyLimits): Promise<unknown> {
  const tooLarge = () =>
    new JsonBodyError('payload_too_large', 413, `The payload is larger than ${limits.maxBytes} bytes.`);
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > limits.maxBytes) {
    await drainBody(req.body, declared);
    throw tooLarge();
  }
  if (mediaType(req.headers.get('content-type')) !== 'application/json') {
    await drainBody(req.body, limits.maxBytes);
    throw new JsonBodyError('bad_content_type', 415, 'The Content-Type header must be `application/json`.');
  }
  const read = await readCapped(req.body, limits.maxBytes);
  if (!read.ok) throw tooLarge();
  const text = new TextDecoder().decode(read.bytes);
  if (text.trim() === '') throw new JsonBodyError('missing_payload', 400, 'A json payload is missing.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new JsonBodyError('malformed_payload', 400, 'The json payload provided is malformed.');
  }
  if (nestingOver(value, limits.maxDepth))
    throw new JsonBodyError(
      'payload_too_deep',
      400,
      `The json payload is nested more than ${limits.maxDepth} levels deep.`,
    );
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
