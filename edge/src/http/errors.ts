/**
 * The edge's error bodies, written in one place. Handlers throw (Hono's HTTPException, so middleware and
 * sub-apps need no error plumbing); the app's one onError (index.ts) answers with errorResponse. Two
 * shapes: the search API keeps Meilisearch's `{ message, code, type, link }` (any Meilisearch client
 * reads it), every other API answers contracts' `{ error, message, code, fields? }` (docs/API-ERRORS.md).
 */
import {
  API_ERROR_STATUS,
  type ApiErrorCode,
  apiErrorBody,
  type MeiliErrorCode,
  meiliError,
} from '@forecourt/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

type Status = (typeof API_ERROR_STATUS)[ApiErrorCode];

/** A refusal of the platform's own APIs: its code decides the status (contracts API_ERROR_STATUS). */
export class ApiError extends HTTPException {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** Context beside the message: `fields`, checkout's `blockers` or the hold's state. */
    readonly extra: object = {},
    /** Only where one code answers several statuses (a fragment that failed, 502, or timed out, 504). */
    status: Status | 504 = API_ERROR_STATUS[code],
  ) {
    super(status, { message });
  }
}

export type SearchErrorStatus = 400 | 404 | 413 | 415 | 429 | 500 | 503;

/** A refusal of the search API, with Meilisearch's code. */
export class SearchApiError extends HTTPException {
  constructor(
    readonly code: MeiliErrorCode,
    message: string,
    status: SearchErrorStatus = 400,
  ) {
    super(status, { message });
  }
}

/** The API families whose unexpected errors answer JSON (pages answer a short text). */
const JSON_PATHS = /^\/(api|mock|manufacturers|_dashboard|_fragment|cdn|media)(\/|$)/;
const isSearch = (path: string) => path === '/api/search' || path.startsWith('/api/search/');

/** Hono's own exceptions (a middleware's refusal) as one of our codes, by status. */
const CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'bad_content_type',
  429: 'rate_limited',
};

/**
 * The app's onError: a thrown ApiError or SearchApiError as its body; any other HTTPException as the body
 * its status suggests; anything else is a bug, logged and answered 500 in the family's shape. Headers the
 * handler set before throwing (Retry-After) stay: c.json keeps them.
 */
export function errorResponse(error: Error, c: Context): Response {
  if (error instanceof ApiError) return c.json(apiErrorBody(error.code, error.message, error.extra), error.status);
  if (error instanceof SearchApiError) return c.json(meiliError(error.code, error.message), error.status);
  const path = new URL(c.req.url).pathname;
  const status = error instanceof HTTPException ? error.status : 500;
  if (status >= 500) console.error('[edge] unhandled error', error);
  const message = status >= 500 ? 'Something went wrong. Please try again.' : error.message || 'Bad request.';
  if (isSearch(path)) {
    const code = status >= 500 ? 'internal' : status === 413 ? 'payload_too_large' : 'bad_request';
    return c.json(meiliError(code, message), status >= 500 ? 500 : (status as SearchErrorStatus));
  }
  if (JSON_PATHS.test(path)) {
    const code = CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');
    return c.json(apiErrorBody(code, message), status >= 500 ? 500 : API_ERROR_STATUS[code]);
  }
  return c.text(message, status >= 500 ? 500 : (status as 400));
}
