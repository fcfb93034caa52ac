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
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseArgs, USAGE } from '../demo/args.js';
import { DEMO_PHOTO_SITES, demoPhotoList } from '../demo/demo-photos.js';
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

  // The demo photos and their /cdn/image variants are made (first seed only) in a child process while D1 loads.
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
  // The demo tenants' photos and every tenant's sample history reports into R2 (FILES), one bulk
  // put per content type (demo/demo-photos.ts, demo/demo-reports.ts).
  const reports = opts.scale ? [] : DEMO_TENANTS.flatMap((t) => demoReports(t.slug, t.name));
  await variantsMade;
  const photos = opts.scale ? [] : DEMO_PHOTO_SITES.flatMap((site) => demoPhotoList(site));
  for (const p of photos) if (!existsSync(p.file)) throw new Error(`demo photo ${p.file} was not rendered`);
  const variants = opts.scale ? [] : seedVariants().flatMap((s) => s.variants);
  for (const v of variants) demoVariantBytes(v); // each was made: a missing file fails here, not in R2
  const newPhotos = notInR2(persist, photos);
  const newVariants = notInR2(persist, variants);
  const r2 =
    r2BulkPut(join(generated.outDir, 'r2-photos.json'), 'image/jpeg', newPhotos, persist) +
    r2BulkPut(join(generated.outDir, 'r2-variants.json'), 'image/webp', newVariants, persist) +
    r2BulkPut(join(generated.outDir, 'r2-reports.json'), 'application/pdf', reports, persist);
  markInR2(persist, [...newPhotos, ...newVariants]);
  console.log(
    `seed: ${newPhotos.length} demo photos (of ${photos.length}), ${newVariants.length} of their variants (of ${variants.length}) and ${reports.length} reports into R2 in ${r2} ms`,
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

/**
 * The demo photos and variants this state's local R2 already holds, as key → file name. Their files are
 * named by their content, so a key whose file name is unchanged needs no new put: a later seed of the
 * same state (`npm start`) skips the ~800 objects. The list lives in the state folder, so a new or
 * wiped state gets everything.
 */
const inR2File = (persist: string) => resolve(REPO_ROOT, persist, 'forecourt-demo-media-in-r2.json');
function inR2(persist: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(inR2File(persist), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}
const notInR2 = <T extends { key: string; file: string }>(persist: string, files: T[]): T[] => {
  const held = inR2(persist);
  return files.filter((f) => held[f.key] !== basename(f.file));
};
function markInR2(persist: string, files: { key: string; file: string }[]): void {
  if (files.length === 0) return;
  const held = inR2(persist);
  for (const f of files) held[f.key] = basename(f.file);
  writeFileSync(inR2File(persist), JSON.stringify(held));
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
