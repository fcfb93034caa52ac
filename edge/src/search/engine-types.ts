/** The embedded engine's query, answer, plan and restored-state shapes (engine.ts, backend.ts, snapshots). */
import type { Doc } from './filter.js';
import type { Postings } from './packed-postings.js';

/** A query after validation of its shape (the API layer parses the JSON with zod first). */
export type EngineQuery = {
  q?: string | null;
  filter?: string | readonly (string | readonly string[])[] | null;
  facets?: readonly string[] | null;
  sort?: readonly string[] | null;
  limit?: number | null;
  offset?: number | null;
  page?: number | null;
  hitsPerPage?: number | null;
  attributesToRetrieve?: readonly string[] | null;
  /** Highlighting (highlight.ts): `_formatted` on each hit. */
  attributesToHighlight?: readonly string[] | null;
  highlightPreTag?: string | null;
  highlightPostTag?: string | null;
};

export type EngineResult = {
  hits: Doc[];
  query: string;
  limit?: number;
  offset?: number;
  estimatedTotalHits?: number;
  page?: number;
  hitsPerPage?: number;
  totalHits?: number;
  totalPages?: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
};

/**
 * An index restored from a snapshot (index-snapshot.ts), without its documents: `column` gives every
 * filterable and sortable attribute's value by document position (what filters, facets and sorts read),
 * `postings` each token's flat [doc, attribute rank, doc, attribute rank, …] list. Its hits' documents
 * are read by primary key (plan, then complete: backend.ts reads them from D1).
 */
export type IndexState = {
  count: number;
  /** An attribute's column, decoded on first use (undefined: the snapshot has none). */
  column: (attr: string) => readonly unknown[] | undefined;
  postings: Postings;
};

/** A query run up to its page of hits: the answer without `hits`, and the page's document positions. */
export type SearchPlan = { query: EngineQuery; positions: number[]; result: EngineResult };

/** Work done by searches, in document checks (SearchIndex.search adds to it). */
export type WorkMeter = { checks: number };
