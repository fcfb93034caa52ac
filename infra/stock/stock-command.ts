/** `pnpm ops stock import <site> <file>` (infra/ops/cli.ts): the site from KV, the cars in D1. */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { SiteConfigSchema } from '@forecourt/contracts';
import type { Kv } from '../ops/kv.js';
import { PERSIST } from '../ops/kv.js';
import { OpsError } from '../ops/routing-commands.js';
import { openD1 } from '../search/d1.js';
import { importStock, reportLines } from './import-stock.js';

export async function stockImportCommand(
  kv: Kv,
  slug: string,
  file: string,
  flags: { full?: boolean; dryRun?: boolean },
): Promise<string[]> {
  const raw = kv.get(`site:${slug}`);
  if (!raw) throw new OpsError(`no site ${slug} in ${kv.where}`);
  const site = SiteConfigSchema.safeParse(JSON.parse(raw));
  if (!site.success)
    throw new OpsError(`the config of ${slug} fails the site schema; fix it first (pnpm ops sites check)`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new OpsError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const d1 = await openD1({ persistTo: PERSIST, remote: Boolean(process.env.CLOUDFLARE_API_TOKEN) });
  try {
    const report = await importStock(
      d1.db,
      site.data,
      { name: basename(file), text },
      { full: Boolean(flags.full), dryRun: flags.dryRun },
    );
    const lines = reportLines(slug, report, Boolean(flags.dryRun));
    if (!report.stockSummary) return lines;
    // The search sidebar's makes and models follow the imported stock (as after a dashboard sync).
    kv.put(`site:${slug}`, JSON.stringify({ ...JSON.parse(raw), stock_summary: report.stockSummary }));
    const { count, makes, models } = report.stockSummary;
    return [...lines, `  stock summary stored: ${count} cars, ${makes.length} makes, ${models.length} models`];
  } finally {
    await d1.close();
  }
}
