#!/usr/bin/env node
// Builds everything the platform serves: the shell's client (embedded into the edge) and every
// remote's working-tree version into a deployment slot that no dealer is routed to (the slot that
// already runs that version, else a free one; `pnpm ops deployments plan-build` decides from the
// local routing in KV): a build never replaces a version routing points to and moves no routing.
// The edge itself is bundled by wrangler when it starts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNamesIn } from '../../remotes/kit/build/load-definition.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const t0 = Date.now();
const names = remoteNamesIn(root);
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'remotes', name, 'package.json'), 'utf8')).version;
// The edge's Australian postcode table (edge/src/postcodes/au-postcodes.gen.ts), from an npm data package.
execFileSync(process.execPath, [join(root, 'infra/build/au-postcodes.mjs')], { cwd: root, stdio: 'inherit' });
// One KV read for every remote (FORECOURT_STATE or .wrangler/state, as `npm start` and the ops CLI).
const plans = JSON.parse(
  execFileSync(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'infra/ops/cli.ts'), 'deployments', 'plan-build', ...names.map((n) => `${n}=${versionOf(n)}`)],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim(),
);
execFileSync('pnpm', ['--filter', '@forecourt/shell', 'run', 'build'], { cwd: root, stdio: 'inherit' });
const skipped = [];
for (const plan of plans) {
  if (plan.skip) {
    skipped.push(plan);
    continue;
  }
  console.log(`[build] ${plan.remote}@${plan.version} → slot ${plan.slot} (${plan.why})`);
  if (plan.note) console.log(`[build]   note: ${plan.note}`);
  execFileSync(
    process.execPath,
    [join(root, 'infra/build/build-remote.mjs'), plan.remote, '--slot', plan.slot, '--version', plan.version],
    { cwd: root, stdio: 'inherit' },
  );
}
execFileSync(process.execPath, [join(root, 'infra/build/js-report.mjs')], { cwd: root, stdio: 'inherit' });
for (const plan of skipped) console.warn(`[build] NOT BUILT ${plan.remote}@${plan.version}: ${plan.skip}`);
console.log(`[build] done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
