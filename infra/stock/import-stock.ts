/**
 * `pnpm ops stock import <site> <file>`: reads a feed, plans it (plan-import.ts) against the site's
 * stored cars and writes the plan to D1 — cars upserted (only rows of the site's own dealerships), cars
 * missing from a full feed marked sold, photo URLs queued (stock_photo_queue, migration 0016). The
 * search outbox triggers carry every change on to search (edge/src/search/sync.ts).
 */
import { type Car, CarSchema, type SiteConfig, type StockSummary } from '@forecourt/contracts';
import { storedStockSummary } from '../../edge/src/cars/stock-summary.js';
import type { SyncDb } from '../../edge/src/search/sync.js';
import { carRow, sqlString } from '../demo/sql.js';
import type { Mapping } from './columns.js';
import { type ImportPlan, planImport } from './plan-import.js';
import { readFeed } from './read-feed.js';

const CAR_COLUMNS = [
  'id',
  'slug',
  'dealership_id',
  'location_id',
  'status',
  'car_type',
  'make',
  'model',
  'price',
  'km',
  'year',
  'created_at_timestamp',
  'sold_date_timestamp',
  'show_on_dealer_website',
  'custom_rank',
  'doc',
] as const;

export type ImportReport = {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  sold: number;
  photosQueued: number;
  errors: { line: number; reason: string }[];
  /** The feed refused whole, before any row (a required column missing): nothing was written. */
  fatal: string[];
  unknownColumns: string[];
  /** Cars the database refused (a slug another dealer already uses). */
  writeErrors: { slug: string; reason: string }[];
  /** The site's stock summary recounted from D1 after the write (null on a dry run): the command stores it. */
  stockSummary: StockSummary | null;
  ms: { read: number; plan: number; write: number };
};

const intList = (ids: readonly number[]) => ids.map((n) => String(Math.trunc(n))).join(',');

async function storedCars(db: SyncDb, dealershipIds: number[]): Promise<Car[]> {
  const { results } = await db
    .prepare(`SELECT doc FROM cars WHERE dealership_id IN (${intList(dealershipIds)})`)
    .all<{ doc: string }>();
  const cars: Car[] = [];
  for (const r of results) {
    const parsed = CarSchema.safeParse(JSON.parse(r.doc));
    if (parsed.success) cars.push(parsed.data);
    else console.error('[stock] a stored car fails CarSchema and is left as it is');
  }
  return cars;
}

/** D1 caps one statement at 100 KB: rows go as multi-row statements of literals below this. */
const MAX_STATEMENT_BYTES = 90_000;
/** Statements per D1 batch (one round trip each). */
const STATEMENTS_PER_BATCH = 10;

/** Multi-row `INSERT … VALUES (…),(…) <tail>` statements, each under MAX_STATEMENT_BYTES. */
function* multiRow(head: string, rows: Iterable<string>, tail: string): Generator<string> {
  let batch: string[] = [];
  let size = head.length + tail.length;
  for (const row of rows) {
    if (batch.length > 0 && size + row.length + 2 > MAX_STATEMENT_BYTES) {
      yield `${head} ${batch.join(',')} ${tail}`;
      batch = [];
      size = head.length + tail.length;
    }
    batch.push(row);
    size += row.length + 2;
  }
  if (batch.length > 0) yield `${head} ${batch.join(',')} ${tail}`;
}

/** Runs statements STATEMENTS_PER_BATCH at a time; the changes each made. */
async function runAll(db: SyncDb, statements: Iterable<string>): Promise<number[]> {
  const changes: number[] = [];
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const results = await db.batch(pending.map((sql) => db.prepare(sql)));
    changes.push(...results.map((r) => r.meta.changes ?? 0));
    pending = [];
  };
  for (const sql of statements) {
    pending.push(sql);
    if (pending.length >= STATEMENTS_PER_BATCH) await flush();
  }
  await flush();
  return changes;
}

async function writePlan(db: SyncDb, plan: ImportPlan, dealershipIds: number[], nowS: number) {
  const cars = [...plan.created, ...plan.updated, ...plan.sold];
  const set = CAR_COLUMNS.filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  const head = `INSERT INTO cars (${CAR_COLUMNS.join(', ')}) VALUES`;
  // The conflict update only touches a row of this site's dealerships.
  const tail = `ON CONFLICT(id) DO UPDATE SET ${set} WHERE cars.dealership_id IN (${intList(dealershipIds)})`;
  const writeErrors: ImportReport['writeErrors'] = [];
  const statements = [
    ...multiRow(
      head,
      cars.map((c) => carRow(c, false)),
      tail,
    ),
  ];
  try {
    await runAll(db, statements);
  } catch {
    // A batch the database refused (a slug another dealer already uses): one car at a time, so one bad
    // car costs only itself (the batch that failed wrote nothing: D1 runs a batch as one transaction).
    for (const car of cars) {
      try {
        await runAll(db, [`${head} ${carRow(car, false)} ${tail}`]);
      } catch (error) {
        writeErrors.push({ slug: car.slug, reason: (error as Error).message });
      }
    }
  }
  const photoRows = plan.photos.map((p) => `(${p.car_id},${p.position},${sqlString(p.url)},${nowS})`);
  const queued = await runAll(
    db,
    multiRow('INSERT OR IGNORE INTO stock_photo_queue (car_id, position, url, queued_at) VALUES', photoRows, ''),
  );
  if (cars.length > 0) await markCatalogueChange(db, dealershipIds);
  return { writeErrors, photosQueued: queued.reduce((a, b) => a + b, 0) };
}

/**
 * One stock_changes row per dealership with car_id 0 (no car has it), after the cars are written: the
 * site's availability version moves, so its pages (car, search, home) miss the HTML cache in every
 * data centre, and each isolate's search index reloads from D1 before its next answer
 * (edge/src/search/live-availability.ts `catalogueChangedAt`). A price-only change moves no trigger.
 */
async function markCatalogueChange(db: SyncDb, dealershipIds: number[]): Promise<void> {
  await runAll(db, [
    `INSERT INTO stock_changes (dealership_id, car_id) SELECT value, 0 FROM json_each('${JSON.stringify(dealershipIds.map((n) => Math.trunc(n)))}')`,
  ]);
}

/** Imports one feed file's text for a site; `dryRun` plans and reports without writing. */
export async function importStock(
  db: SyncDb,
  site: SiteConfig,
  file: { name: string; text: string },
  options: { full: boolean; dryRun?: boolean; now?: number; mapping?: Mapping },
): Promise<ImportReport> {
  const t0 = performance.now();
  const feed = readFeed(file.name, file.text, options.mapping);
  const t1 = performance.now();
  const dealershipIds = site.dealerships.map((d) => d.id);
  const existing = await storedCars(db, dealershipIds);
  const max = await db.prepare('SELECT coalesce(max(id), 0) AS id FROM cars').all<{ id: number }>();
  const nowS = Math.floor((options.now ?? Date.now()) / 1000);
  const plan = planImport({ site, feed, existing, nextId: (max.results[0]?.id ?? 0) + 1, nowS, full: options.full });
  const t2 = performance.now();
  const write = !options.dryRun && plan.fatal.length === 0;
  const written = write ? await writePlan(db, plan, dealershipIds, nowS) : { writeErrors: [], photosQueued: 0 };
  const t3 = performance.now();
  const stockSummary = write ? await storedStockSummary(db, dealershipIds) : null;
  return {
    rows: feed.records.length + feed.errors.length,
    created: plan.created.length,
    updated: plan.updated.length,
    unchanged: plan.unchanged,
    sold: plan.sold.length,
    photosQueued: options.dryRun ? plan.photos.length : written.photosQueued,
    errors: plan.errors,
    fatal: plan.fatal,
    unknownColumns: plan.unknownColumns,
    writeErrors: written.writeErrors,
    stockSummary,
    ms: { read: Math.round(t1 - t0), plan: Math.round(t2 - t1), write: Math.round(t3 - t2) },
  };
}

/** Rows not imported (a feed refused whole counts all its rows, at least one): the command exits 1 on any. */
export const refusedRows = (r: ImportReport) =>
  r.fatal.length > 0 ? Math.max(1, r.rows) : r.errors.length + r.writeErrors.length;

/** The report as lines for a person. */
export function reportLines(site: string, r: ImportReport, dryRun: boolean): string[] {
  if (r.fatal.length > 0)
    return [
      `${site}: the feed is refused, nothing was imported:`,
      ...r.fatal.map((f) => `  ${f}`),
      ...(r.unknownColumns.length ? [`  columns not recognised: ${r.unknownColumns.join(', ')}`] : []),
    ];
  return [
    `${dryRun ? '[dry run] ' : ''}${site}: ${r.rows} rows — ${r.created} new, ${r.updated} updated, ${r.unchanged} unchanged, ${r.sold} marked sold, ${r.photosQueued} photos queued, ${r.errors.length} rows refused`,
    ...(r.unknownColumns.length ? [`  ignored unknown columns: ${r.unknownColumns.join(', ')}`] : []),
    ...r.errors.map((e) => `  line ${e.line} refused: ${e.reason}`),
    ...r.writeErrors.map((e) => `  not written: ${e.slug}: ${e.reason}`),
    `  read ${r.ms.read} ms, plan ${r.ms.plan} ms, write ${r.ms.write} ms`,
  ];
}
