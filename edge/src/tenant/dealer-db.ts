/**
 * Which D1 database holds a dealer's data (issue 37 part 3): the one seam the edge routes a dealer to its
 * shard through. Today every dealer is in one database (binding DB); the plan (docs/OPERATIONS.md "D1 at a
 * thousand dealers") moves dealers to shards by group, each shard its own binding (DB_2, DB_3 …), named by
 * the site's `d1_shard` in its KV config once that field exists. Until then this names DB for every site,
 * and code that reads or writes a dealer's rows asks here rather than reading env.DB.
 */
import type { SiteConfig } from '@forecourt/contracts';
import type { Env } from '../env.js';

/** The binding every dealer's data is in until sharding starts. */
export const PRIMARY_DB_BINDING = 'DB';
const BINDING = /^DB(_[1-9][0-9]*)?$/;

/** The D1 binding name of a site's database (one per shard; a site is one dealer group). */
export function dealerDatabase(site: Pick<SiteConfig, 'slug'> & { d1_shard?: unknown }): string {
  // a shard named in the site's config, once sites carry one; anything malformed stays on the primary
  const named = typeof site.d1_shard === 'string' && BINDING.test(site.d1_shard) ? site.d1_shard : null;
  return named ?? PRIMARY_DB_BINDING;
}

/**
 * The D1 database of a site. A shard the Worker has no binding for is a deployment error: it throws (the
 * request answers 500 and logs it) rather than reading or writing the dealer's rows in another database.
 */
export function dealerDb(env: Pick<Env, 'DB'>, site: Pick<SiteConfig, 'slug'> & { d1_shard?: unknown }): D1Database {
  const binding = dealerDatabase(site);
  const db = (env as unknown as Record<string, D1Database | undefined>)[binding];
  if (!db) throw new Error(`[d1] no binding ${binding} for ${site.slug}`);
  return db;
}
