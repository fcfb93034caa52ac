/**
 * CI: a release dry run of every Worker (the edge, the Stripe Worker and every built remote slot), offline: bundle,
 * size under the limit (and, with an environment, the edge under its own budget), local startup,
 * contract major the edge accepts; each Worker's gzip size, startup and largest inputs are printed. Two at a time (the CI box
 * has two cores). Run after `pnpm build`: `pnpm -s release:check [--env staging|production]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRAGMENT_CONTRACT_VERSION } from '@forecourt/contracts';
import { type BundleReport, bundleProblems, formatReport } from './bundle-report.js';
import { ENVIRONMENTS, type Environment, environmentValues, renderEdgeConfig } from './environments.js';
import { LIMITS } from './limits.js';
import { slotConfigProblems } from './public-urls.js';
import { EDGE_TARGET, everyWorker, type WorkerTarget } from './workers.js';
import { dryRunWorker } from './wrangler-dry-run.js';

export async function checkAll(env?: Environment): Promise<{ reports: BundleReport[]; problems: string[] }> {
  const t0 = Date.now();
  const out = mkdtempSync(join(tmpdir(), 'forecourt-release-check-'));
  const targets: WorkerTarget[] = everyWorker().map((t) =>
    t === EDGE_TARGET && env ? { ...t, config: renderEdgeConfig(env, environmentValues(env, { dryRun: true })) } : t,
  );
  const reports: BundleReport[] = [];
  const queue = [...targets];
  const lane = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      // A deployed edge (an environment: no local-only code) is held to its own budget (limits.ts).
      const budget = t.worker === EDGE_TARGET.worker && env ? { budgetGzipBytes: LIMITS.edgeGzipBytes } : {};
      reports.push(await dryRunWorker({ ...t, env, outDir: join(out, t.worker), ...budget }));
    }
  };
  try {
    await Promise.all([lane(), lane()]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  reports.sort((a, b) => a.worker.localeCompare(b.worker));
  // The edge bundled from this tree is the one the remotes must fit.
  const edgeContract = reports.find((r) => r.worker === EDGE_TARGET.worker)?.contract ?? FRAGMENT_CONTRACT_VERSION;
  const problems = [
    ...reports.flatMap((r) =>
      bundleProblems(r, edgeContract, {
        fragments: targets.find((t) => t.worker === r.worker)?.fragments !== false,
      }).map((p) => `${r.worker}: ${p}`),
    ),
    // Every Worker but the edge, the one public entry, is reached only through its bindings (public-urls.ts).
    ...targets
      .filter((t) => t !== EDGE_TARGET && !t.config.endsWith('.gen.json'))
      .flatMap((t) => slotConfigProblems(t.config).map((p) => `${t.worker}: ${p}`)),
  ];
  console.log(`[release:check] ${reports.length} Workers in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { reports, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const envArg = process.argv.slice(2).find((a) => (ENVIRONMENTS as readonly string[]).includes(a));
  const { reports, problems } = await checkAll(envArg as Environment | undefined);
  for (const r of reports) console.log(`  ${formatReport(r)}`);
  for (const p of problems) console.error(`  FAILED ${p}`);
  process.exit(problems.length > 0 || reports.length < 2 ? 1 : 0);
}
