/**
 * Writes generated data to disk, streaming tenant by tenant: `seed-NNN.sql` files (each under
 * ~24 MB, for `wrangler d1 execute --file`), `kv.json` (for `wrangler kv bulk put`) and
 * `summary.json` (counts per tenant). Default output: infra/.generated/demo or .../scale.
 */
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { iterateTenants } from './index.js';
import { kvEntries, sqlStatements } from './sql.js';
import type { GenerateOptions } from './types.js';

const MAX_SQL_FILE_BYTES = 24 * 1024 * 1024;

export const INFRA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(INFRA_DIR, '..');

export function defaultOutDir(scale: boolean): string {
  return join(INFRA_DIR, '.generated', scale ? 'scale' : 'demo');
}

export interface TenantSummary {
  slug: string;
  hosts: string[];
  cars: number;
  car_types: Record<string, number>;
  statuses: Record<string, number>;
  locations: number;
  reviews: number;
  average_rating: string;
}

export interface WriteResult {
  outDir: string;
  sqlFiles: string[];
  kvFile: string;
  summaryFile: string;
  tenants: TenantSummary[];
  totals: {
    sites: number;
    cars: number;
    locations: number;
    reviews: number;
    dealerships: number;
    kvEntries: number;
    sqlBytes: number;
  };
  ms: number;
}

/** Generates (demo or scale) and writes the seed files; returns what was written and how long it took. */
export function writeGenerated(options: GenerateOptions & { outDir?: string }): WriteResult {
  const started = performance.now();
  const outDir = options.outDir ?? defaultOutDir(Boolean(options.scale));
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(outDir)) if (/^seed-\d+\.sql$/.test(f)) rmSync(join(outDir, f));

  const sqlFiles: string[] = [];
  let fd = -1;
  let fileBytes = 0;
  const openNext = () => {
    if (fd >= 0) closeSync(fd);
    const file = join(outDir, `seed-${String(sqlFiles.length).padStart(3, '0')}.sql`);
    sqlFiles.push(file);
    fd = openSync(file, 'w');
    fileBytes = 0;
  };
  openNext();

  const kv: { key: string; value: string }[] = [];
  const tenants: TenantSummary[] = [];
  const totals = { sites: 0, cars: 0, locations: 0, reviews: 0, dealerships: 0, kvEntries: 0, sqlBytes: 0 };
  for (const t of iterateTenants(options)) {
    for (const statement of sqlStatements(t)) {
      const bytes = Buffer.byteLength(statement);
      if (fileBytes > 0 && fileBytes + bytes > MAX_SQL_FILE_BYTES) openNext();
      writeSync(fd, statement);
      fileBytes += bytes;
      totals.sqlBytes += bytes;
    }
    kv.push(...kvEntries(t));
    const count = (values: string[]) => {
      const out: Record<string, number> = {};
      for (const v of values) out[v] = (out[v] ?? 0) + 1;
      return out;
    };
    tenants.push({
      slug: t.site.slug,
      hosts: t.site.hosts,
      cars: t.cars.length,
      car_types: count(t.cars.map((c) => c.car_type)),
      statuses: count(t.cars.map((c) => c.status)),
      locations: t.locations.length,
      reviews: t.reviews.length,
      average_rating: t.reviews.length
        ? (t.reviews.reduce((a, r) => a + r.rating, 0) / t.reviews.length).toFixed(2)
        : '0',
    });
    totals.sites++;
    totals.cars += t.cars.length;
    totals.locations += t.locations.length;
    totals.reviews += t.reviews.length;
    totals.dealerships += t.dealerships.length;
  }
  closeSync(fd);
  totals.kvEntries = kv.length;

  const kvFile = join(outDir, 'kv.json');
  writeFileSync(kvFile, JSON.stringify(kv));
  const summaryFile = join(outDir, 'summary.json');
  const now = typeof options.now === 'number' ? options.now : options.now.getTime();
  writeFileSync(
    summaryFile,
    `${JSON.stringify({ now: new Date(now).toISOString(), seed: options.seed ?? 'forecourt', scale: options.scale ?? false, totals, tenants }, null, 2)}\n`,
  );
  return { outDir, sqlFiles, kvFile, summaryFile, tenants, totals, ms: Math.round(performance.now() - started) };
}
