/**
 * The Meilisearch backend: the site's queries go to a Meilisearch server through the official
 * `meilisearch` client (plain `fetch`, so it runs in workerd as it is), with the read-only search key.
 *
 * Every dealer's documents share one index per uid (settings and documents: infra/search), so the
 * site's scope (indexScopeFilter: availability, sold window, show_on_dealer_website, search_filters,
 * car types and the site's dealership ids) is sent as its own item of Meilisearch's filter array: the
 * items are parsed separately and ANDed, so no client filter (`) OR (…`, `… OR show_on_dealer_website
 * = false`) can widen it. Pagination bounds are checked here with the embedded engine's rule before a
 * request is made; Meilisearch's own errors (bad filter, unsortable attribute …) come back as the same
 * SearchInputErrors the embedded engine throws, so the API answers the same 400s with either backend.
 */
import {
  dealershipScopeFilter,
  MEILI_SEARCH_INPUT_CODES,
  type SearchIndexUid,
  SearchResponseSchema,
  type SiteConfig,
} from '@forecourt/contracts';
import { Meilisearch, MeilisearchApiError, type SearchParams } from 'meilisearch';
import type { ScopedQuery, SearchBackend } from './backend.js';
import {
  checkPagination,
  type EngineQuery,
  type EngineResult,
  type SearchInputCode,
  SearchInputError,
} from './engine.js';

/** Where the backend reaches Meilisearch: its URL and a key with the `search` action only. */
export type MeilisearchConnection = { host: string; searchKey: string; timeoutMs?: number };

/** Meilisearch did not answer, refused our key, or lacks an index (run `search:sync`): a 500, logged. */
export class SearchBackendError extends Error {
  override readonly name = 'SearchBackendError';
}

type Filter = NonNullable<EngineQuery['filter']>;

/**
 * The scope and the client's filter as one Meilisearch filter array (items ANDed, each parsed alone).
 *
 * @example
 * scopedFilter('dealership_id IN [4]', 'make = Kia OR price < 1'); // ['dealership_id IN [4]', 'make = Kia OR price < 1']
 */
export function scopedFilter(scope: string | null, filter: Filter | null | undefined): (string | string[])[] {
  const items: (string | string[])[] = scope ? [scope] : [];
  const client = filter === null || filter === undefined ? [] : typeof filter === 'string' ? [filter] : filter;
  for (const item of client) {
    if (typeof item === 'string') {
      if (item.trim() !== '') items.push(item);
    } else {
      const ors = item.filter((s) => s.trim() !== '');
      if (ors.length > 0) items.push(ors);
    }
  }
  return items;
}

/**
 * The scope a query runs under on the shared index: the caller's scope, and always the site's
 * dealerships — a caller passing no scope (allowed by the SearchBackend interface, harmless on the
 * embedded backend's per-site index) must never see every dealer's documents here.
 */
export function tenantScope(site: Pick<SiteConfig, 'dealerships'>, scope: string | null): string {
  const dealerships = dealershipScopeFilter(site.dealerships);
  if (!scope) return dealerships;
  return scope.includes(dealerships) ? scope : `${dealerships} AND (${scope})`;
}

/** The query as Meilisearch search parameters (only the fields the embedded engine honours too). */
function searchParams(query: EngineQuery, scope: string | null): SearchParams & { q: string } {
  checkPagination(query);
  const params: SearchParams & { q: string } = { q: query.q ?? '' };
  const filter = scopedFilter(scope, query.filter);
  if (filter.length > 0) params.filter = filter;
  if (query.facets) params.facets = [...query.facets];
  if (query.sort) params.sort = [...query.sort];
  if (query.limit != null) params.limit = query.limit;
  if (query.offset != null) params.offset = query.offset;
  if (query.page != null) params.page = query.page;
  if (query.hitsPerPage != null) params.hitsPerPage = query.hitsPerPage;
  if (query.attributesToRetrieve) params.attributesToRetrieve = [...query.attributesToRetrieve];
  if (query.attributesToHighlight) params.attributesToHighlight = [...query.attributesToHighlight];
  if (query.highlightPreTag != null) params.highlightPreTag = query.highlightPreTag;
  if (query.highlightPostTag != null) params.highlightPostTag = query.highlightPostTag;
  return params;
}

/**
 * Meilisearch's response is a boundary too: parsed with the API's response schema, which also drops the
 * fields the API does not answer (requestUid, performanceDetails …). processingTimeMs is the API's own.
 */
function toResult(raw: unknown): EngineResult {
  const parsed = SearchResponseSchema.safeParse(raw);
  if (!parsed.success)
    throw new SearchBackendError(
      `Meilisearch answered an unexpected search response: ${parsed.error.message.slice(0, 200)}`,
    );
  const { processingTimeMs: _, ...result } = parsed.data;
  return result;
}

const MULTI_PREFIX = /^Inside `\.queries\[(\d+)\]`: /;

/** A failed request as the error the API maps: SearchInputError (400) or SearchBackendError (500). */
export function meilisearchError(error: unknown): Error {
  if (error instanceof MeilisearchApiError) {
    const code = error.cause?.code;
    const message = error.cause?.message ?? error.message;
    if (code && (MEILI_SEARCH_INPUT_CODES as readonly string[]).includes(code)) {
      const m = MULTI_PREFIX.exec(message);
      return new SearchInputError(
        code as SearchInputCode,
        m ? message.slice(m[0].length) : message,
        m ? Number(m[1]) : undefined,
      );
    }
    return new SearchBackendError(`Meilisearch answered ${error.response.status} ${code ?? ''}: ${message}`, {
      cause: error,
    });
  }
  if (error instanceof SearchInputError || error instanceof SearchBackendError) return error;
  return new SearchBackendError('Meilisearch could not be reached', { cause: error });
}

const clients = new Map<string, Meilisearch>();

/** One client per isolate and connection (the client holds no per-request state). */
function clientFor({ host, searchKey, timeoutMs }: MeilisearchConnection): Meilisearch {
  const key = `${host}\n${searchKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new Meilisearch({ host, apiKey: searchKey, timeout: timeoutMs ?? 5000 });
    clients.set(key, client);
  }
  return client;
}

export class MeilisearchBackend implements SearchBackend {
  private readonly client: Meilisearch;

  constructor(connection: MeilisearchConnection) {
    this.client = clientFor(connection);
  }

  async search(
    site: SiteConfig,
    indexUid: SearchIndexUid,
    query: EngineQuery,
    scope: string | null,
  ): Promise<EngineResult> {
    const { q, ...params } = searchParams(query, tenantScope(site, scope));
    try {
      return toResult(await this.client.index(indexUid).search(q, params));
    } catch (error) {
      throw meilisearchError(error);
    }
  }

  async multiSearch(site: SiteConfig, queries: readonly ScopedQuery[]): Promise<EngineResult[]> {
    const body = queries.map(({ indexUid, query, scope }, position) => {
      try {
        return { indexUid, ...searchParams(query, tenantScope(site, scope)) };
      } catch (error) {
        if (error instanceof SearchInputError) throw new SearchInputError(error.code, error.message, position);
        throw error;
      }
    });
    if (body.length === 0) return [];
    try {
      const { results } = await this.client.multiSearch({ queries: body });
      return results.map(toResult);
    } catch (error) {
      throw meilisearchError(error);
    }
  }
}
