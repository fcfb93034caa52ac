import * as z from 'zod';
import { SEARCH_LIMITS } from './search-limit-values.js';

/**
 * The search API's wire shapes: Meilisearch's single-index search and multi-search request and
 * response (SPEC §7), so the official `meilisearch` client and instant-meilisearch work unchanged.
 * Unknown request fields (attributesToCrop, showMatchesPosition …) are accepted and ignored.
 */

/** The indexes the search API serves (SPEC §7). */
export const SEARCH_INDEXES = ['cars', 'offers', 'parts', 'categories'] as const;
export type SearchIndexUid = (typeof SEARCH_INDEXES)[number];

/** A Meilisearch filter: a string, or an array whose items are ANDed and whose inner arrays are ORed. */
export const MeiliFilterSchema = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
export type MeiliFilter = z.infer<typeof MeiliFilterSchema>;

/**
 * An array of attribute names (or sort rules) of a search query: at most `max` items of at most
 * SEARCH_LIMITS.attributeChars characters, counted as sent, then de-duplicated (first one kept), so a
 * request repeating one facet 10,000 times is refused, and one repeating it twice does the work once.
 */
const attributeList = (max: number) =>
  z
    .array(z.string().max(SEARCH_LIMITS.attributeChars))
    .max(max)
    .transform((items) => [...new Set(items)]);

/** One search query (single-index body, or one item of a multi-search with indexUid). */
export const SearchQuerySchema = z.looseObject({
  q: z.string().nullish(),
  filter: MeiliFilterSchema.nullish(),
  facets: attributeList(SEARCH_LIMITS.facets).nullish(),
  sort: attributeList(SEARCH_LIMITS.sort).nullish(),
  limit: z.number().int().nullish(),
  offset: z.number().int().nullish(),
  page: z.number().int().nullish(),
  hitsPerPage: z.number().int().nullish(),
  attributesToHighlight: attributeList(SEARCH_LIMITS.attributesToHighlight).nullish(),
  // Highlight tags are short markup; capped so a request cannot multiply the response size. `_formatted`
  // is raw HTML (as in Meilisearch): escape the text around the tags before rendering it anywhere.
  highlightPreTag: z.string().max(64).nullish(),
  highlightPostTag: z.string().max(64).nullish(),
  attributesToRetrieve: attributeList(SEARCH_LIMITS.attributesToRetrieve).nullish(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const MultiSearchQuerySchema = SearchQuerySchema.extend({ indexUid: z.string() });
export type MultiSearchQuery = z.infer<typeof MultiSearchQuerySchema>;

export const MultiSearchRequestSchema = z.looseObject({ queries: z.array(MultiSearchQuerySchema) });
export type MultiSearchRequest = z.infer<typeof MultiSearchRequestSchema>;

export const FacetStatsSchema = z.record(z.string(), z.object({ min: z.number(), max: z.number() }));

/** One search's response (offset/limit pagination, or page/hitsPerPage when the query used them). */
export const SearchResponseSchema = z.object({
  hits: z.array(z.record(z.string(), z.unknown())),
  query: z.string(),
  processingTimeMs: z.number(),
  limit: z.number().int().optional(),
  offset: z.number().int().optional(),
  estimatedTotalHits: z.number().int().optional(),
  page: z.number().int().optional(),
  hitsPerPage: z.number().int().optional(),
  totalHits: z.number().int().optional(),
  totalPages: z.number().int().optional(),
  facetDistribution: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
  facetStats: FacetStatsSchema.optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const MultiSearchResultSchema = SearchResponseSchema.extend({ indexUid: z.string() });
export type MultiSearchResult = z.infer<typeof MultiSearchResultSchema>;
export const MultiSearchResponseSchema = z.object({ results: z.array(MultiSearchResultSchema) });
export type MultiSearchResponse = z.infer<typeof MultiSearchResponseSchema>;

/** Meilisearch's codes for a search's own input: what the engine (either backend) refuses, answered 400. */
export const MEILI_SEARCH_INPUT_CODES = [
  'invalid_search_filter',
  'invalid_search_sort',
  'invalid_search_facets',
  'invalid_search_limit',
  'invalid_search_offset',
  'invalid_search_page',
  'invalid_search_hits_per_page',
  'invalid_search_q',
  'invalid_search_attributes_to_retrieve',
] as const;
export type MeiliSearchInputCode = (typeof MEILI_SEARCH_INPUT_CODES)[number];

/** Meilisearch error codes the search API answers with (the one list). */
export const MEILI_ERROR_CODES = [
  'bad_request',
  'malformed_payload',
  'missing_payload',
  'bad_content_type',
  'payload_too_large',
  'index_not_found',
  ...MEILI_SEARCH_INPUT_CODES,
  'too_many_search_requests',
  'too_many_requests',
  'internal',
] as const;
export type MeiliErrorCode = (typeof MEILI_ERROR_CODES)[number];

/** Meilisearch's error body. */
export const MeiliErrorSchema = z.object({
  message: z.string(),
  code: z.enum(MEILI_ERROR_CODES),
  type: z.enum(['invalid_request', 'internal', 'auth']),
  link: z.string(),
});
export type MeiliError = z.infer<typeof MeiliErrorSchema>;

/**
 * A Meilisearch-style error body.
 *
 * @example
 * meiliError('index_not_found', 'Index `boats` not found.');
 * // { message: 'Index `boats` not found.', code: 'index_not_found', type: 'invalid_request', link: 'https://docs.meilisearch.com/errors#index_not_found' }
 */
export function meiliError(code: MeiliErrorCode, message: string): MeiliError {
  return {
    message,
    code,
    type: code === 'internal' ? 'internal' : 'invalid_request',
    link: `https://docs.meilisearch.com/errors#${code}`,
  };
}
