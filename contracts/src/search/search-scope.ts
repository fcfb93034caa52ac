import * as z from 'zod';
import { SEARCH_INDEXES, type SearchIndexUid } from './meili.schema.js';
import { type ScopeSite, siteScopeFilter } from './scope-filter.js';

/** The site fields the server-side search scope needs (from SiteConfig). */
export type SearchScopeSite = ScopeSite & { dealerships: readonly { id: number }[] };

/**
 * The site's dealerships as a filter: every index holds every dealer's documents in a shared
 * Meilisearch, so this clause is what keeps one dealer out of another's stock.
 *
 * @example
 * dealershipScopeFilter([{ id: 4 }, { id: 7 }]); // 'dealership_id IN [4, 7]'
 */
export function dealershipScopeFilter(dealerships: readonly { id: number }[]): string {
  return `dealership_id IN [${dealerships.map((d) => d.id).join(', ')}]`;
}

/**
 * The filter the server ANDs to every query a site runs on index `uid` (both search backends, and the
 * searchRules of the site's tenant tokens): on `cars` the site's scope (availability, sold window,
 * show_on_dealer_website, search_filters, car types) and its dealerships; on `offers` its dealerships'
 * offers live now (to the minute, so the scope string — and the caches keyed by it — changes once a
 * minute); on parts and categories its dealerships.
 *
 * @example
 * indexScopeFilter(site, 'cars', now);   // '(…availability…) AND car_type IN ["used"] AND dealership_id IN [4, 7]'
 * indexScopeFilter(site, 'parts', now);  // 'dealership_id IN [4, 7]'
 */
export function indexScopeFilter(site: SearchScopeSite, uid: SearchIndexUid, now: Date): string {
  const dealerships = dealershipScopeFilter(site.dealerships);
  if (uid === 'cars') return `${siteScopeFilter(site, now)} AND ${dealerships}`;
  if (uid === 'offers') {
    const minute = Math.floor(now.getTime() / 60_000) * 60;
    return `${dealerships} AND starts_at_timestamp <= ${minute} AND expires_at_timestamp >= ${minute}`;
  }
  return dealerships;
}

/** How long a tenant token lives (seconds): short, as its scope's sold window is fixed when it is signed. */
export const TENANT_TOKEN_TTL_SECONDS = 900;

/** A tenant token's searchRules: every search index, each restricted to the site's scope filter. */
export type TenantSearchRules = Record<SearchIndexUid, { filter: string }>;

/**
 * The searchRules of a site's tenant token: Meilisearch ANDs each index's filter to every search made
 * with the token, and the token reaches no index outside this object.
 *
 * @example
 * tenantSearchRules(site, now).cars.filter === indexScopeFilter(site, 'cars', now); // true
 */
export function tenantSearchRules(site: SearchScopeSite, now: Date): TenantSearchRules {
  return Object.fromEntries(
    SEARCH_INDEXES.map((uid) => [uid, { filter: indexScopeFilter(site, uid, now) }]),
  ) as TenantSearchRules;
}

/**
 * `GET /api/search/tenant-token`: what a browser needs to search Meilisearch directly, limited to its
 * own dealer's scope (`new Meilisearch({ host, apiKey: token })`).
 */
export const TenantTokenResponseSchema = z.object({
  /** Meilisearch's public URL. */
  host: z.string().url(),
  /** The tenant token (a JWT): use it as the client's apiKey. */
  token: z.string().min(1),
  /** Unix seconds after which Meilisearch refuses the token; fetch a new one before then. */
  expiresAt: z.number().int(),
  indexes: z.array(z.enum(SEARCH_INDEXES)),
});
export type TenantTokenResponse = z.infer<typeof TenantTokenResponseSchema>;
