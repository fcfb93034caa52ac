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
