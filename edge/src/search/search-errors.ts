/**
 * What a search refuses and how: the input error codes (contracts' MEILI_SEARCH_INPUT_CODES), the error a bad
 * query throws (answered 400), and the pagination bounds both backends check.
 */
import type { MeiliSearchInputCode } from '@forecourt/contracts';
import type { EngineQuery } from './engine-types.js';

/** Error codes a search can fail with because of its input (contracts' list of Meilisearch codes). */
export type SearchInputCode = MeiliSearchInputCode;

/** A query the client got wrong (answered 400); `position` is its place in a multi-search. */
export class SearchInputError extends Error {
  constructor(
    readonly code: SearchInputCode,
    message: string,
    readonly position?: number,
  ) {
    super(message);
    this.name = 'SearchInputError';
  }
}

/**
 * Refuses out-of-range pagination (limit and hitsPerPage 0–1000, offset and page >= 0) with Meilisearch's
 * error codes. Both backends call it, so a query the embedded engine refuses is refused with Meilisearch too.
 */
export function checkPagination(query: EngineQuery): void {
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const page = query.page ?? 1;
  const hitsPerPage = query.hitsPerPage ?? 20;
  if (limit < 0 || limit > 1000)
    throw new SearchInputError(
      'invalid_search_limit',
      `Invalid value in parameter \`limit\`: expected a positive integer up to 1000, found \`${limit}\`.`,
    );
  if (offset < 0)
    throw new SearchInputError(
      'invalid_search_offset',
      `Invalid value in parameter \`offset\`: expected a positive integer, found \`${offset}\`.`,
    );
  if (page < 0)
    throw new SearchInputError(
      'invalid_search_page',
      `Invalid value in parameter \`page\`: expected a positive integer, found \`${page}\`.`,
    );
  if (hitsPerPage < 0 || hitsPerPage > 1000)
    throw new SearchInputError(
      'invalid_search_hits_per_page',
      `Invalid value in parameter \`hitsPerPage\`: expected a positive integer up to 1000, found \`${hitsPerPage}\`.`,
    );
}
