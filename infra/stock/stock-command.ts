/**
 * `pnpm ops [--env <env>] stock import <site> <file>` (infra/ops/cli.ts): the site from that
 * environment's KV, the cars in that environment's D1 (local state without `--env`; never chosen by
 * credentials in the shell). `refused` counts the rows (and feeds) not imported: the CLI exits 1 then.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { SiteConfigSchema } from '@forecourt/contracts';
import { operator } from '../ops/audit.js';
import type { Kv } from '../ops/kv.js';
import { PERSIST } from '../ops/kv.js';
import { putWithHistory } from '../ops/kv-history.js';
import { OpsError } from '../ops/routing-commands.js';
import type { Environment } from '../release/environments.js';
import { openD1 } from '../search/d1.js';
import { type Mapping, parseMapping } from './columns.js';
import { importStock, refusedRows, reportLines } from './import-stock.js';

export type StockFlags = { full?: boolean; dryRun?: boolean; mapping?: string; env?: Environment };

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new OpsError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function readMapping(file: string | undefined): Mapping | undefined {
  if (!file) return undefined;
  const mapping = parseMapping(readText(file));
  if ('error' in mapping) throw new OpsError(`${file}: ${mapping.error}`);
  return mapping;
}

export async function stockImportCommand(
  kv: Kv,
  slug: string,
  file: string,
  flags: StockFlags,
): Promise<{ lines: string[]; refused: number }> {
  const raw = kv.get(`site:${slug}`);
  if (!raw) throw new OpsError(`no site ${slug} in ${kv.where}`);
  const site = SiteConfigSchema.safeParse(JSON.parse(raw));
  if (!site.success)
    throw new OpsError(`the config of ${slug} fails the site schema; fix it first (pnpm ops sites check)`);
  const text = readText(file);
  const mapping = readMapping(flags.mapping);
  const d1 = await openD1(flags.env ? { env: flags.env } : { persistTo: PERSIST });
  try {
    const report = await importStock(
      d1.db,
      site.data,
      { name: basename(file), text },
      { full: Boolean(flags.full), dryRun: flags.dryRun, mapping },
    );
    const where = flags.env ? `${flags.env} D1` : `local D1 (${PERSIST})`;
    const lines = [...reportLines(slug, report, Boolean(flags.dryRun)), `  database: ${where}`];
    const refused = refusedRows(report);
    if (!report.stockSummary) return { lines, refused };
    // The home page's counts and the search sidebar's makes and models follow the imported stock.
    putWithHistory(kv, `site:${slug}`, JSON.stringify({ ...JSON.parse(raw), stock_summary: report.stockSummary }), {
      by: operator(),
      reason: `stock import ${basename(file)}: stock summary recounted`,
    });
    const { count, makes, models } = report.stockSummary;
    return {
      lines: [...lines, `  stock summary stored: ${count} cars, ${makes.length} makes, ${models.length} models`],
      refused,
    };
  } finally {
    await d1.close();
  }
}
