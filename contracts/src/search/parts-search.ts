/**
 * /parts/search (SPEC §2): a search of the dealer's `parts` index with its `categories` as chips and
 * its live parts deals from `offers`, above the parts enquiry form. The edge runs these queries
 * (edge pages/parts-search.ts) inside the site's scope; the content remote renders the answer.
 * Query parameters: q (the words), part_category (a category slug), page (1-based), part (a part the
 * shopper asks about: the parts form's description prefill).
 */
import * as z from 'zod';
import { CategoryDocumentSchema, OfferDocumentSchema, PartDocumentSchema } from './catalogue-documents.js';

export const PARTS_SEARCH_PATH = '/parts/search';
/** Parts per results page. */
export const PARTS_PAGE_SIZE = 12;
/** Longest query kept (longer text is cut). */
export const PARTS_QUERY_MAX = 100;
/** The query parameters the page reads (the page plan keeps only these with the form's own). */
export const PARTS_SEARCH_KEYS = ['q', 'part_category', 'page', 'part'] as const;

export type PartsSearchInput = { q: string; category: string | null; page: number };

/**
 * The page's search from its query string: text trimmed and cut, a category only as a slug, a page
 * only as a whole number from 1 (anything else: page 1).
 *
 * @example partsSearchInput(new URLSearchParams('q=pads&part_category=brakes&page=2')); // { q: 'pads', category: 'brakes', page: 2 }
 */
export function partsSearchInput(params: URLSearchParams): PartsSearchInput {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, PARTS_QUERY_MAX);
  const raw = params.get('part_category') ?? '';
  const category = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw) && raw.length <= 60 ? raw : null;
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  return { q, category, page };
}

/** A link to the page with this search (empty parts left out; page 1 has no page parameter). */
export function partsSearchHref(input: Partial<PartsSearchInput>, hash = ''): string {
  const params = new URLSearchParams();
  if (input.q) params.set('q', input.q);
  if (input.category) params.set('part_category', input.category);
  if (input.page && input.page > 1) params.set('page', String(input.page));
  const query = params.toString();
  return `${PARTS_SEARCH_PATH}${query ? `?${query}` : ''}${hash}`;
}

type CatalogueQuery = {
  indexUid: 'parts' | 'categories' | 'offers';
  query: {
    q?: string;
    filter?: string[];
    facets?: string[];
    sort?: string[];
    limit?: number;
    page?: number;
    hitsPerPage?: number;
  };
};

/**
 * The page's four queries, in this order: the page of parts; the parts' category counts for the
 * words (without the chosen category, so every chip keeps its count); the categories; the live
 * parts deals (soonest to end first). The site's scope is added by the edge.
 */
export function partsSearchQueries(input: PartsSearchInput): CatalogueQuery[] {
  const words = input.q ? { q: input.q } : {};
  return [
    {
      indexUid: 'parts',
      query: {
        ...words,
        ...(input.category ? { filter: [`category_slug = "${input.category}"`] } : {}),
        // without words, by name (with words, by relevance)
        ...(input.q ? {} : { sort: ['name:asc'] }),
        page: input.page,
        hitsPerPage: PARTS_PAGE_SIZE,
      },
    },
    { indexUid: 'parts', query: { ...words, facets: ['category_slug'], limit: 0 } },
    { indexUid: 'categories', query: { filter: ['kind = "parts"'], sort: ['position:asc'], limit: 100 } },
    { indexUid: 'offers', query: { filter: ['offer_type = "parts"'], sort: ['expires_at_timestamp:asc'], limit: 20 } },
  ];
}

/** What the edge hands the content remote (null `results`: search was unavailable; the form still shows). */
export const PartsSearchDataSchema = z.object({
  input: z.object({ q: z.string(), category: z.string().nullable(), page: z.number().int().positive() }),
  results: z
    .object({
      parts: z.array(PartDocumentSchema),
      total: z.number().int().nonnegative(),
      categoryCounts: z.record(z.string(), z.number().int().nonnegative()),
      categories: z.array(CategoryDocumentSchema),
      offers: z.array(OfferDocumentSchema),
    })
    .nullable(),
});
export type PartsSearchData = z.infer<typeof PartsSearchDataSchema>;
