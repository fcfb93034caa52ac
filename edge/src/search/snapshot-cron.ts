/**
 * The search snapshot part of the edge's cron (issue 16 part 4): keeps a usable snapshot in R2 for every
 * site, searched lately or not, so a new isolate of a site nobody searched for 15 minutes — or an isolate
 * that evicted its index under the memory budget (index-budget.ts) — answers its first query from the
 * snapshot instead of loading every car from D1.
 *
 * Only with the embedded backend (MEILISEARCH_HOST unset) and the files bucket bound. A run:
 *   1. lists the snapshots in R2 (one list call a 1,000 objects: each one's builtAt, from its customMetadata)
 *      and counts the cars of every dealership in D1 (one GROUP BY query over idx_cars_dealership_id);
 *   2. takes every valid site in KV with >= SNAPSHOT_MIN_CARS cars (every site with stock) whose snapshot
 *      is missing or at least SNAPSHOT_REWRITE_MS old (a site searched lately has a fresh one its isolate
 *      wrote: skipped);
 *   3. rebuilds them, the oldest snapshots (missing first) first, until SNAPSHOT_CRON_MAX_CARS cars or
 *      SNAPSHOT_CRON_MAX_SITES sites (the first site always), one site at a time through the backend's own
 *      load path (snapshot-store.ts), so a run holds one site's index at a time (~75 MB for 10,000 cars).
 *      A site that fails is logged; the others still run.
 */
import type { Env } from '../env.js';
import { kvSites } from '../tenant/kv-sites.js';
import { SNAPSHOT_MIN_CARS, SNAPSHOT_REWRITE_MS } from './index-snapshot.js';
import { usesEmbeddedSearch } from './select.js';
import { loadSiteIndex, siteSnapshotKey, writeSiteSnapshot } from './snapshot-store.js';

/**
 * Cars and sites rebuilt per run (every 10 minutes). A 10,000-car site costs 2–4 s of D1 read and index
 * build (BENCHMARKS.md), so 20,000 cars stay inside a cron invocation's CPU limit (30 s). At a thousand
 * dealers (~250,000 cars) the oldest-first rotation reaches each site about every two hours: the sites
 * searched lately have fresh snapshots their isolates wrote; a site nobody searched for longer than
 * SNAPSHOT_MAX_AGE_MS may load its first search from D1 (docs/ARCHITECTURE-NOTES.md "Search").
 */
export const SNAPSHOT_CRON_MAX_CARS = 20_000;
export const SNAPSHOT_CRON_MAX_SITES = 200;

const PREFIX = 'search-snapshots/';

type CronEnv = Pick<Env, 'DB' | 'SITES' | 'MEILISEARCH_HOST'> &
  Partial<Pick<Env, 'FILES' | 'SEARCH_DEDICATED_MIN_CARS'>>;
export type SnapshotCronOptions = { now?: () => number; maxSites?: number; maxCars?: number; minCars?: number };
export type SnapshotCronReport = { due: number; written: string[]; failed: string[] };

/** Each snapshot's builtAt by object key (customMetadata, else its upload time). */
async function snapshotAges(bucket: R2Bucket): Promise<Map<string, number>> {
  const builtAt = new Map<string, number>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: PREFIX, cursor, include: ['customMetadata'] });
    for (const object of page.objects) {
      const at = Number(object.customMetadata?.builtAt);
      builtAt.set(object.key, Number.isFinite(at) && at > 0 ? at : object.uploaded.getTime());
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return builtAt;
}

/** Cars per dealership in D1 (a site's count is the sum over its dealerships). */
async function carCounts(db: D1Database): Promise<Map<number, number>> {
  const { results } = await db
    .prepare('SELECT dealership_id AS id, count(*) AS n FROM cars GROUP BY dealership_id')
    .all<{ id: number; n: number }>();
  return new Map(results.map((r) => [r.id, r.n]));
}

/**
 * Writes the due snapshots of one cron tick. Resolves with the run's report, or null when this edge has
 * no snapshots (Meilisearch serves search, or no files bucket). Rejects only when listing fails (KV, R2,
 * D1): no site was rebuilt and the next tick tries again.
 */
export async function scheduledSnapshots(
  env: CronEnv,
  options: SnapshotCronOptions = {},
): Promise<SnapshotCronReport | null> {
  const bucket = env.FILES;
  const embedded = usesEmbeddedSearch(env);
  if (!bucket || !embedded) return null;
  const now = options.now ?? Date.now;
  const minCars = options.minCars ?? SNAPSHOT_MIN_CARS;
  const [sites, ages, counts] = await Promise.all([
    kvSites(env.SITES, 'search-snapshot'),
    snapshotAges(bucket),
    carCounts(env.DB),
  ]);

  const started = now();
  const due = sites
    .map((site) => ({ site, cars: site.dealerships.reduce((n, d) => n + (counts.get(d.id) ?? 0), 0) }))
    // the sites Meilisearch serves (routed-backend.ts) need none
    .filter(({ cars }) => cars >= minCars && cars < embedded.dedicatedMinCars)
    .map((due) => ({ ...due, builtAt: ages.get(siteSnapshotKey(due.site)) ?? 0 }))
    .filter(({ builtAt }) => started - builtAt >= SNAPSHOT_REWRITE_MS)
    .sort((a, b) => a.builtAt - b.builtAt);

  const report: SnapshotCronReport = { due: due.length, written: [], failed: [] };
  const maxCars = options.maxCars ?? SNAPSHOT_CRON_MAX_CARS;
  let taken = 0;
  for (const { site, cars } of due.slice(0, options.maxSites ?? SNAPSHOT_CRON_MAX_SITES)) {
    if (taken > 0 && taken + cars > maxCars) break;
    taken += cars;
    try {
      // builtAt is taken before D1 is read: the snapshot is at least as fresh as it says
      const builtAt = now();
      const index = await loadSiteIndex(env.DB, site);
      await writeSiteSnapshot(bucket, site, index, builtAt);
      report.written.push(site.slug);
    } catch (error) {
      console.error(`[search-snapshot] ${site.slug} failed; the next run retries it`, error);
      report.failed.push(site.slug);
    }
  }
  console.log(`[search-snapshot] ${JSON.stringify(report)}`);
  return report;
}
