/**
 * A site's stock version: the sum of its dealerships' counters in D1's stock_versions (migration 0023),
 * raised by a trigger on every change to a car. Counters only grow, so an equal sum means no car of the
 * site changed. The embedded backend reads it before a periodic reload and keeps an unchanged index.
 */
import type { SiteConfig } from '@forecourt/contracts';

/**
 * Even with no stock change, an index is rebuilt after this long: it also holds what the site config
 * gives each car (dealership names), and a config change raises no counter.
 */
export const FULL_RELOAD_MS = 15 * 60_000;

export async function readStockVersion(db: D1Database, site: SiteConfig): Promise<number> {
  const row = await db
    .prepare(
      'SELECT COALESCE(SUM(version), 0) AS v FROM stock_versions WHERE dealership_id IN (SELECT value FROM json_each(?1))',
    )
    .bind(JSON.stringify(site.dealerships.map((d) => d.id)))
    .first<{ v: number }>();
  return row?.v ?? 0;
}
