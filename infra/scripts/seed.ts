/**
 * Seeds the LOCAL state every worker shares (<repo>/.wrangler/state): applies the D1 migrations,
 * loads the generated stock/locations/reviews/dealerships into D1 (delete-then-insert, so running
 * it again gives the same database) and puts `host:<host>` → slug and `site:<slug>` → site
 * config into the SITES KV namespace. Never writes routing:v1 or deployments:v1.
 *
 *   pnpm --filter @forecourt/infra seed                 # the nine demo tenants, now = today (UTC)
 *   pnpm --filter @forecourt/infra seed -- --scale      # 50,000 cars across 200 tenants
 *   pnpm --filter @forecourt/infra seed -- --skip-wrangler   # only write infra/.generated/
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs, USAGE } from '../demo/args.js';
import { DEMO_PHOTO_SITES, demoPhotos } from '../demo/demo-photos.js';
import { demoReports } from '../demo/demo-reports.js';
import { demoVariantBytes } from '../demo/demo-variants.js';
import { DEMO_TENANTS } from '../demo/tenants.js';
import { INFRA_DIR, REPO_ROOT, writeGenerated } from '../demo/write.js';
import { adminClientFromEnv, syncFromD1 } from '../search/cli.js';
import { seedVariants } from './seed-variants.js';

const CONFIG = 'edge/wrangler.jsonc';

/** Runs wrangler from the repo root with the Node that runs this script (Node >= 22 via pnpm). */
function wrangler(args: string[], persistTo: string): number {
  const bin = join(INFRA_DIR, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  if (!existsSync(bin))
    throw new Error(`wrangler is not installed (${relative(REPO_ROOT, bin)}); run pnpm install at the repo root`);
  const started = performance.now();
  const result = spawnSync(process.execPath, [bin, ...args, '-c', CONFIG, '--persist-to', persistTo], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`wrangler ${args.slice(0, 3).join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
  console.log(`  wrangler ${args.slice(0, 3).join(' ')} ... ${ms} ms`);
  return ms;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2), Date.now());
  if (opts.help) {
    console.log(
      `Usage: seed [options]\n${USAGE}\n  --skip-wrangler       only write the files\n  --persist-to <dir>    wrangler state directory (default .wrangler/state, shared by every worker)`,
    );
    return;
  }
  const total = performance.now();
  const generated = writeGenerated({
    now: opts.now,
    seed: opts.seed,
    scale: opts.scale || undefined,
    outDir: opts.outDir,
  });
  const t = generated.totals;
  console.log(
    `generate: ${t.sites} sites, ${t.cars} cars, ${t.locations} locations, ${t.reviews} reviews, ${t.kvEntries} KV entries ` +
      `(now = ${new Date(opts.now).toISOString()}) in ${generated.ms} ms -> ${relative(REPO_ROOT, generated.outDir)}`,
  );
  if (opts.skipWrangler) return;

  // The demo photos' /cdn/image variants are made (first seed only) in a child process while D1 loads.
  const variantsMade = opts.scale ? Promise.resolve() : runVariants();
  let d1 = 0;
  const persist = opts.persistTo;
  d1 += wrangler(['d1', 'migrations', 'apply', 'DB', '--local'], persist);
  for (const file of generated.sqlFiles)
    d1 += wrangler(['d1', 'execute', 'DB', '--local', '--yes', '--file', relative(REPO_ROOT, file)], persist);
  const kv = wrangler(
    ['kv', 'bulk', 'put', relative(REPO_ROOT, generated.kvFile), '--local', '--binding', 'SITES'],
    persist,
  );
  // The demo-photo tenants' JPEGs and every tenant's sample history reports into R2 (FILES), one bulk
  // put per content type (demo/demo-photos.ts, demo/demo-reports.ts).
  const photos = opts.scale ? [] : DEMO_PHOTO_SITES.flatMap((site) => demoPhotos(site));
  const reports = opts.scale ? [] : DEMO_TENANTS.flatMap((t) => demoReports(t.slug, t.name));
  await variantsMade;
  const variants = opts.scale ? [] : seedVariants().flatMap((s) => s.variants);
  for (const v of variants) demoVariantBytes(v); // each was made: a missing file fails here, not in R2
  const r2 =
    r2BulkPut(join(generated.outDir, 'r2-photos.json'), 'image/jpeg', photos, persist) +
    r2BulkPut(join(generated.outDir, 'r2-variants.json'), 'image/webp', variants, persist) +
    r2BulkPut(join(generated.outDir, 'r2-reports.json'), 'application/pdf', reports, persist);
  console.log(
    `seed: ${photos.length} demo photos, ${variants.length} of their variants and ${reports.length} reports into R2 in ${r2} ms`,
  );
  console.log(
    `seed: done in ${Math.round(performance.now() - total)} ms (generate ${generated.ms} ms, D1 ${d1} ms, KV ${kv} ms) -> ${persist}`,
  );
  // With a Meilisearch configured (MEILISEARCH_HOST + MEILISEARCH_ADMIN_KEY), the seeded stock goes there too.
  const search = adminClientFromEnv();
  if (search) await syncFromD1(search, { persistTo: persist });
}

/** scripts/seed-variants.ts in its own process (the D1 import above blocks this one's event loop). */
function runVariants(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', 'seed-variants.ts')], {
    cwd: INFRA_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed-variants exited ${code}`))));
  });
}

/** `wrangler r2 bulk put` of files into the local FILES bucket; the ms it took (0 when none). */
function r2BulkPut(list: string, contentType: string, files: { key: string; file: string }[], persist: string) {
  if (files.length === 0) return 0;
  writeFileSync(list, JSON.stringify(files.map((f) => ({ key: f.key, file: f.file }))));
  return wrangler(
    ['r2', 'bulk', 'put', 'forecourt-files', '--local', '--ct', contentType, '--filename', relative(REPO_ROOT, list)],
    persist,
  );
}

main().catch((err: unknown) => {
  console.error(`seed: ${(err as Error).message}`);
  process.exit(1);
});
