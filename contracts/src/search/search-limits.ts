import type { MeiliErrorCode, MeiliFilter, MultiSearchQuery, SearchQuery } from './meili.schema.js';

/**
 * What one search API request may ask for, so no tenant's request can hold an isolate (and every other
 * tenant on it) for seconds. Meilisearch bounds some of these more loosely (100 MB payloads and
 * `maxTotalHits` 1000 by default): a dealer site's own requests stay far below these (the search page
 * sends at most 1 + one query per sidebar facet, a few hundred filter characters and 21–100 hits).
 */
export const SEARCH_LIMITS = {
  /** Request body bytes. */
  bodyBytes: 64 * 1024,
  /** Characters of one filter expression (a string, or one string of a filter array). */
  filterChars: 4096,
  /** Characters of all of a query's filter strings together. */
  filterTotalChars: 8192,
  /** Strings in a filter array, counting inner arrays' items. */
  filterArrayItems: 200,
  /** Nesting of parentheses and NOTs in one expression. */
  filterDepth: 20,
  /** Queries in one multi-search. */
  queriesPerMultiSearch: 20,
  /** Hits one request may return: limit (or hitsPerPage) summed over a multi-search's queries. */
  hitsPerRequest: 1000,
  /** `q` characters (Meilisearch reads only the first 10 words anyway). */
  queryChars: 512,
  /** Attributes in `facets` (the search page asks for 16; `*` is every filterable one). */
  facets: 32,
  /** Sort rules in `sort` (the search page sends one or two). */
  sort: 8,
  /** Attributes in `attributesToRetrieve` (a car card reads ~26). */
  attributesToRetrieve: 64,
  /** Attributes in `attributesToHighlight`. */
  attributesToHighlight: 32,
  /** Characters of one attribute name or sort rule in any of those arrays. */
  attributeChars: 128,
} as const;

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
