/**
 * The data of /parts/search (contracts parts-search.ts): the site's parts for the page's words and
 * category, the category chips with their counts and the live parts deals, in one multi-search inside
 * the site's scope (whichever search backend is configured). When search fails the page still
 * renders, with the parts enquiry form and a line saying the catalogue is unavailable.
 */
import {
  indexScopeFilter,
  type PartsSearchData,
  partsSearchInput,
  partsSearchQueries,
  type SiteConfig,
} from '@forecourt/contracts';
import type { Env } from '../env.js';
import type { SearchBackend } from '../search/backend.js';
import { searchBackend } from '../search/select.js';

type Results = NonNullable<PartsSearchData['results']>;

export async function loadPartsSearch(
  env: Env,
  site: SiteConfig,
  url: URL,
  backend: SearchBackend = searchBackend(env),
): Promise<PartsSearchData> {
  const input = partsSearchInput(url.searchParams);
  const now = new Date();
  const queries = partsSearchQueries(input).map(({ indexUid, query }) => ({
    indexUid,
    query,
    scope: indexScopeFilter(site, indexUid, now),
  }));
  try {
    const [parts, counts, categories, offers] = await backend.multiSearch(site, queries);
    return {
      input,
      results: {
        // the documents are the indexes' own (contracts catalogue-documents.ts); the remote parses them
        parts: (parts?.hits ?? []) as Results['parts'],
        total: parts?.totalHits ?? 0,
        categoryCounts: counts?.facetDistribution?.category_slug ?? {},
        categories: (categories?.hits ?? []) as Results['categories'],
        offers: (offers?.hits ?? []) as Results['offers'],
      },
    };
  } catch (error) {
    console.error('[parts] search unavailable', error);
    return { input, results: null };
  }
}
