import type { MeiliErrorCode, MeiliFilter, MultiSearchQuery, SearchQuery } from './meili.schema.js';
import { SEARCH_LIMITS } from './search-limit-values.js';

export { SEARCH_LIMITS } from './search-limit-values.js';

export type SearchBoundsError = { code: MeiliErrorCode; message: string };

const filterStrings = (filter: MeiliFilter | null | undefined): string[] =>
  filter == null ? [] : typeof filter === 'string' ? [filter] : filter.flat();

/** Why one query is over the limits (null: within them). Cheap: lengths and counts only, nothing parsed. */
export function searchBoundsError(query: SearchQuery, where = ''): SearchBoundsError | null {
  const L = SEARCH_LIMITS;
  if ((query.q?.length ?? 0) > L.queryChars)
    return { code: 'invalid_search_q', message: `${where}\`q\` is longer than ${L.queryChars} characters.` };
  const strings = filterStrings(query.filter);
  if (Array.isArray(query.filter) && strings.length > L.filterArrayItems)
    return {
      code: 'invalid_search_filter',
      message: `${where}The filter array has ${strings.length} expressions; at most ${L.filterArrayItems} are accepted.`,
    };
  let total = 0;
  for (const s of strings) {
    total += s.length;
    if (s.length > L.filterChars)
      return {
        code: 'invalid_search_filter',
        message: `${where}A filter expression is longer than ${L.filterChars} characters. Try rewriting it with fewer conditions (IN [...] lists several values at once).`,
      };
  }
  if (total > L.filterTotalChars)
    return {
      code: 'invalid_search_filter',
      message: `${where}The filter is longer than ${L.filterTotalChars} characters in all.`,
    };
  return null;
}

const hitsAsked = (q: SearchQuery) =>
  q.page != null || q.hitsPerPage != null ? (q.hitsPerPage ?? 20) : (q.limit ?? 20);

/** Why a multi-search is over the limits: too many queries, too many hits in all, or a query over its own. */
export function multiSearchBoundsError(queries: readonly MultiSearchQuery[]): SearchBoundsError | null {
  const L = SEARCH_LIMITS;
  if (queries.length > L.queriesPerMultiSearch)
    return {
      code: 'bad_request',
      message: `A multi-search may hold at most ${L.queriesPerMultiSearch} queries; this one has ${queries.length}.`,
    };
  for (const [i, q] of queries.entries()) {
    const error = searchBoundsError(q, `Inside \`.queries[${i}]\`: `);
    if (error) return error;
  }
  const hits = queries.reduce((n, q) => n + Math.max(0, hitsAsked(q)), 0);
  if (hits > L.hitsPerRequest)
    return {
      code: 'invalid_search_limit',
      message: `The queries ask for ${hits} hits in all; one request returns at most ${L.hitsPerRequest}.`,
    };
  return null;
}
