/**
 * The dashboard sync: keeps D1 (cars, locations) and KV (the site's navigation, special hours and
 * locations; the cached search pages) current from the dealer dashboard. It runs on the edge's cron for
 * every site with `dashboard_sync` (a full pass) and from the signed webhook for one car or one site's
 * settings at once. The search sync follows from D1 (the outbox triggers of migration 0008), so a car
 * that leaves the dashboard leaves search with the pass that saw it gone.
 *
 * Never replaces good data with bad: a car that fails CarSchema is skipped and its stored row kept; an
 * unreadable page of the list means nothing is removed in that pass; a failed session-data call leaves
 * the site's settings as they were.
 */
import { type Car, CarSchema, type SiteConfig } from '@forecourt/contracts';
import { storedStockSummary } from '../cars/stock-summary.js';
import type { Env } from '../env.js';
import {
  type DashboardConfig,
  dashboardConfig,
  fetchDashboardCar,
  fetchDashboardCarPage,
  fetchSearchPageTemplates,
  fetchSearchSlugs,
  fetchSessionData,
} from './client.js';
import { cachedDashboardValue, dashboardCacheKey } from './dashboard-cache.js';
import { dashboardSites, updateSiteConfig } from './dashboard-sites.js';
import { carDoc, deleteCarBySlug, deleteCars, replaceLocations, storedCars, upsertCars } from './store.js';
import { sweepSeenWebhooks } from './webhook-replay.js';

/** Pages of the car list one pass reads at most (1,000 cars a page at most). */
const MAX_PAGES = 100;

type SyncEnv = Pick<Env, 'DB' | 'SITES'>;

export type SiteSyncReport = {
  site: string;
  ok: boolean;
  session: 'updated' | 'unchanged' | 'failed';
  cars: { listed: number; written: number; removed: number; skipped: number; failed: number };
  /** Whether the site's stored stock summary changed with this pass. */
  stock_summary: 'updated' | 'unchanged' | 'failed';
  errors: string[];
};

/**
 * The site's stock summary in KV recounted from D1 after cars changed (the search sidebar's makes and
 * models). A failure is logged and leaves the stored summary; the next pass tries again.
 */
export async function refreshStockSummary(env: SyncEnv, site: SiteConfig): Promise<'updated' | 'unchanged' | 'failed'> {
  try {
    const summary = await storedStockSummary(
      env.DB,
      site.dealerships.map((d) => d.id),
    );
    // updateSiteConfig merges into the config as KV holds it now (session data may have just changed it).
    return await updateSiteConfig(env.SITES, site.slug, { stock_summary: summary });
  } catch (error) {
    console.error(`[dashboard] ${site.slug}: stock summary not updated`, error);
    return 'failed';
  }
}

/** The session data of one site: navigation, special hours and locations, into KV and D1. */
export async function syncSessionData(
  env: SyncEnv,
  cfg: DashboardConfig,
  site: SiteConfig,
): Promise<'updated' | 'unchanged' | 'failed'> {
  const answer = await fetchSessionData(cfg, site.id);
  if (!answer.ok) {
    console.error(`[dashboard] ${site.slug}: session data refused: ${answer.error}`);
    return 'failed';
  }
  const ids = site.dealerships.map((d) => d.id);
  const locations = answer.value.locations.filter((l) => ids.includes(l.dealership_id));
  if (locations.length < answer.value.locations.length)
    console.error(
      `[dashboard] ${site.slug}: ignored ${answer.value.locations.length - locations.length} locations of other dealerships`,
    );
  await replaceLocations(env.DB, locations, ids);
  return updateSiteConfig(env.SITES, site.slug, {
    navigation: answer.value.navigation,
    special_hours: answer.value.special_hours,
    locations,
  });
}

/** A full pass for one site: session data, the cached search pages, and every car. */
export async function syncSiteFromDashboard(
  env: SyncEnv,
  cfg: DashboardConfig,
  site: SiteConfig,
  now = Date.now(),
): Promise<SiteSyncReport> {
  const report: SiteSyncReport = {
    site: site.slug,
    ok: true,
    session: 'failed',
    cars: { listed: 0, written: 0, removed: 0, skipped: 0, failed: 0 },
    stock_summary: 'unchanged',
    errors: [],
  };
  const fail = (error: string) => {
    report.ok = false;
    report.errors.push(error);
    console.error(`[dashboard] ${site.slug}: ${error}`);
  };
  report.session = await syncSessionData(env, cfg, site);
  if (report.session === 'failed') fail('session data not updated');
  await cachedDashboardValue(env.SITES, dashboardCacheKey('search_slugs', site.slug), now, () =>
    fetchSearchSlugs(cfg, site.id),
  );
  await cachedDashboardValue(env.SITES, dashboardCacheKey('search_page_templates', site.slug), now, () =>
    fetchSearchPageTemplates(cfg, site.id),
  );

  const ids = site.dealerships.map((d) => d.id);
  const { cars, keep, complete } = await listDashboardCars(cfg, site, report, fail);
  report.cars.listed = cars.length;
  const stored = await storedCars(env.DB, ids);
  if (complete) {
    const gone = [...stored.keys()].filter((id) => !keep.has(id));
    report.cars.removed = await deleteCars(env.DB, gone, ids);
  } else if (report.ok) fail(`car list longer than ${MAX_PAGES} pages; nothing removed this pass`);
  // A car whose slug moved to another id: the old row goes first (slugs are unique).
  const slugOwner = new Map([...stored].map(([id, s]) => [s.slug, id]));
  const moved = cars
    .map((c) => slugOwner.get(c.slug))
    .filter((id): id is number => id !== undefined && !cars.some((c) => c.id === id));
  if (moved.length) await deleteCars(env.DB, moved, ids);
  const changed = cars.filter((c) => stored.get(c.id)?.doc !== carDoc(c));
  const written = await upsertCars(env.DB, changed, ids);
  report.cars.written = written.written;
  report.cars.failed = written.failed.length;
  for (const f of written.failed) fail(`car ${f.slug} not written: ${f.error}`);
  report.stock_summary = await refreshStockSummary(env, site);
  await env.DB.prepare(
    `INSERT INTO dashboard_sync_state (site_slug, synced_at, ok, report) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT(site_slug) DO UPDATE SET synced_at = ?2, ok = ?3, report = ?4`,
  )
    .bind(site.slug, now, report.ok ? 1 : 0, JSON.stringify(report))
    .run();
  return report;
}

/**
 * Every page of the site's car list: the cars that pass their schema and belong to the site's
 * dealerships, every id listed (`keep`), and whether the list was read to its end (`complete`; only
 * then are missing cars removed).
 */
async function listDashboardCars(
  cfg: DashboardConfig,
  site: SiteConfig,
  report: SiteSyncReport,
  fail: (error: string) => void,
): Promise<{ cars: Car[]; keep: Set<number>; complete: boolean }> {
  const ids = site.dealerships.map((d) => d.id);
  const cars: Car[] = [];
  /** Ids the dashboard still lists (a car that failed its schema included: its stored row stays). */
  const keep = new Set<number>();
  let complete = false;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await fetchDashboardCarPage(cfg, site.id, page);
    if (!answer.ok) {
      fail(`car list page ${page}: ${answer.error}; nothing removed this pass`);
      break;
    }
    for (const raw of answer.value.cars) {
      const id = (raw as { id?: unknown } | null)?.id;
      if (typeof id === 'number') keep.add(id);
      const parsed = CarSchema.safeParse(raw);
      if (!parsed.success) {
        report.cars.skipped++;
        console.error(
          `[dashboard] ${site.slug}: car ${String(id)} refused: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
        );
      } else if (!ids.includes(parsed.data.dealership_id)) {
        report.cars.skipped++;
        console.error(
          `[dashboard] ${site.slug}: car ${parsed.data.id} names dealership ${parsed.data.dealership_id}, not this site's`,
        );
      } else cars.push(parsed.data);
    }
    if (answer.value.next_page === null) {
      complete = true;
      break;
    }
    if (answer.value.next_page !== page + 1) {
      fail(`car list page ${page} points to page ${answer.value.next_page}; nothing removed this pass`);
      break;
    }
  }
  return { cars, keep, complete };
}

/**
 * One car, as the dashboard has it now (webhook): written when it exists, removed when the dashboard
 * answers "no such car". Throws when the dashboard could not be read (nothing changed).
 */
export async function syncCarFromDashboard(
  env: SyncEnv,
  cfg: DashboardConfig,
  site: SiteConfig,
  slug: string,
): Promise<'written' | 'unchanged' | 'removed' | 'absent'> {
  const ids = site.dealerships.map((d) => d.id);
  const answer = await fetchDashboardCar(cfg, site.id, slug);
  if (!answer.ok) throw new Error(answer.error);
  const car = answer.value;
  if (car === null) {
    if ((await deleteCarBySlug(env.DB, slug, ids)) === 0) return 'absent';
    await refreshStockSummary(env, site);
    return 'removed';
  }
  if (!ids.includes(car.dealership_id))
    throw new Error(`car ${car.id} names dealership ${car.dealership_id}, not this site's`);
  const stored = await env.DB.prepare(`SELECT id FROM cars WHERE slug = ? AND id <> ?`)
    .bind(slug, car.id)
    .first<{ id: number }>();
  if (stored) await deleteCars(env.DB, [stored.id], ids);
  const { written, failed } = await upsertCars(env.DB, [car], ids);
  if (failed.length) throw new Error(failed[0]?.error);
  if (written > 0) await refreshStockSummary(env, site);
  return written > 0 ? 'written' : 'unchanged';
}

/** The cron's part: a full pass for every dashboard site (one at a time); null when no dashboard is configured. */
export async function scheduledDashboardSync(env: Env, now = Date.now()): Promise<SiteSyncReport[] | null> {
  const cfg = dashboardConfig(env);
  if (!cfg) return null;
  await sweepSeenWebhooks(env.DB, now);
  const reports: SiteSyncReport[] = [];
  for (const site of await dashboardSites(env.SITES)) {
    try {
      reports.push(await syncSiteFromDashboard(env, cfg, site, now));
    } catch (error) {
      console.error(`[dashboard] ${site.slug}: sync failed`, error);
    }
  }
  console.log(`[dashboard] ${JSON.stringify(reports.map((r) => ({ site: r.site, ok: r.ok, ...r.cars })))}`);
  return reports;
}
