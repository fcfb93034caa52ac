/**
 * A search's work, estimated before it runs from the request alone (counts and lengths, nothing
 * parsed), in the engine's unit (engine.ts WorkMeter: document checks): every document of the index
 * times the conditions of its filter, the words of its q, its facets, its sort rules and one for the
 * page. An upper bound of what the engine does (a filter only narrows what the later steps see), so a
 * request the client cannot afford is refused before it runs (api/search.ts), and what it really did
 * is charged afterwards (client-budget.ts settleSearchWork).
 */
import { CARS_INDEX_SETTINGS, type MeiliFilter, type SearchQuery } from '@forecourt/contracts';

const filterStrings = (filter: MeiliFilter | null | undefined): string[] =>
  filter == null ? [] : typeof filter === 'string' ? [filter] : filter.flat();

/** Conditions in a filter: one per expression, one more per AND/OR and per further IN value. */
export function filterConditions(filter: MeiliFilter | null | undefined): number {
  let n = 0;
  for (const s of filterStrings(filter)) {
    n += 1 + (s.match(/\b(?:AND|OR)\b/gi)?.length ?? 0) + (s.match(/,/g)?.length ?? 0);
  }
  return n;
}

/** Facets a query asks for (`*` is every filterable attribute). */
const facetCount = (facets: readonly string[] | null | undefined) =>
  facets?.includes('*') ? CARS_INDEX_SETTINGS.filterableAttributes.length : (facets?.length ?? 0);

/** Words of q the engine matches (it reads at most 10, as Meilisearch). */
const wordCount = (q: string | null | undefined) => Math.min(10, (q ?? '').split(/\s+/).filter(Boolean).length);

/**
 * The estimated document checks of one query over an index of `documents`.
 *
 * @example
 * estimateChecks({ facets: ['make', 'model'], sort: ['price:asc'] }, 1000); // 1000 * (2 + 1 + 1) = 4000
 */
export function estimateChecks(query: SearchQuery, documents: number): number {
  const perDocument =
    filterConditions(query.filter) + wordCount(query.q) + facetCount(query.facets) + (query.sort?.length ?? 0) + 1;
  return documents * perDocument;
}

/** The estimated document checks of every query of a request. */
export const estimateRequestChecks = (queries: readonly SearchQuery[], documents: number) =>
  queries.reduce((n, q) => n + estimateChecks(q, documents), 0);
