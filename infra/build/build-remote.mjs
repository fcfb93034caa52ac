#!/usr/bin/env node
// Builds one remote (remotes/<name>, defined by its src/remote.ts on the kit) into a deployment slot:
//   1. Vite + Module Federation client build with the kit's config (URL base /_remotes/<name>/<version>/,
//      exposes from the definition),
//   2. generates the Worker module (dist/worker.gen.ts: the kit's remoteWorker over the definition and the
//      embedded client build) and records the definition in dist/remote.json (js-report reads budgets there),
//   3. bundles the Worker with wrangler into .releases/<name>/slot-<slot>/,
//   4. writes that slot's wrangler config (Worker forecourt-<name>-<slot>) and release.json.
// Usage: node infra/build/build-remote.mjs <name> [--slot a|b] [--version x.y.z] [--out dir]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadRemoteDefinition } from '../../remotes/kit/build/load-definition.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const name = args[0];
const opt = (flag, fallback) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : fallback;
};
if (!name || name.startsWith('--')) {
  console.error('usage: build-remote.mjs <name> [--slot a|b] [--version x.y.z]');
  process.exit(2);
}
const dir = join(root, 'remotes', name);
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const version = opt('--version', process.env.REMOTE_VERSION || pkg.version);
const slot = opt('--slot', 'a');
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`bad version ${version}`);
if (!['a', 'b'].includes(slot)) throw new Error(`bad slot ${slot}`);

// A clean environment: when this runs under vitest (integration tests build releases), VITEST and
// NODE_ENV=test make the federation plugin skip remoteEntry.js.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'),
);
const run = (cmd, argv, cwd) =>
  execFileSync(cmd, argv, { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { ...cleanEnv, REMOTE_VERSION: version } });
const kit = join(root, 'remotes/kit');
const bin = (tool) => join(kit, 'node_modules/.bin', tool);
/** Every remote Worker runs with these (the slot config below and the bundling config). */
const COMPATIBILITY = { compatibility_date: '2026-11-01', compatibility_flags: ['nodejs_compat'] };

/**
 * Remotes use the shell's Module Federation runtime (experiments.externalRuntime), and the shell hands
 * over only the runtime-core exports in shell/federation-runtime-exports.json. Fail this build when the
 * remote's generated code calls for another one: better a red build than pages that stop hydrating.
 */
async function checkFederationRuntime(clientDir) {
  const provided = new Set(JSON.parse(readFileSync(join(root, 'shell/federation-runtime-exports.json'), 'utf8')));
  const coreEntry = createRequire(join(root, 'shell/package.json')).resolve('@module-federation/runtime-core');
  const coreNames = Object.keys(await import(pathToFileURL(coreEntry).href));
  const files = readdirSync(clientDir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  for (const file of files) {
    const code = readFileSync(join(clientDir, String(file)), 'utf8');
    if (!code.includes('_FEDERATION_RUNTIME_CORE')) continue;
    const literals = new Set([...code.matchAll(/[`'"]([A-Za-z_$][\w$]*)[`'"]/g)].map((m) => m[1]));
    const missing = coreNames.filter((n) => literals.has(n) && !provided.has(n));
    if (missing.length > 0) {
      throw new Error(
        `${name}: ${file} uses runtime-core exports the shell does not provide: ${missing.join(', ')} ` +
          '(add them to shell/src/client/federation-runtime.ts and shell/federation-runtime-exports.json)',
      );
    }
  }
}

const t0 = Date.now();
// @module-federation/vite 1.23 sometimes fails a build with MISSING_EXPORT for the shared
// singletons ("useState is not exported by …__loadShare__react…"): seen on the first builds after a
// fresh install and under heavy load, never twice in a row. The same build then succeeds, so retry.
for (let attempt = 1; ; attempt++) {
  try {
    run(bin('vite'), ['build', '--config', join(kit, 'build/vite-config.mjs'), '--logLevel', 'warn'], dir);
    break;
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`[build-remote] ${name}: vite build failed (attempt ${attempt}), retrying`);
  }
}
await checkFederationRuntime(join(dir, 'dist/client'));
run(process.execPath, [join(root, 'infra/build/embed-assets.mjs'), 'dist/client', 'dist/assets.gen.ts'], dir);
const definition = await loadRemoteDefinition(dir);
writeFileSync(join(dir, 'dist/remote.json'), `${JSON.stringify({ ...definition, version }, null, 2)}\n`);
writeFileSync(
  join(dir, 'dist/worker.gen.ts'),
  `// Generated by infra/build/build-remote.mjs from src/remote.ts. Do not edit.
import { remoteWorker } from '@forecourt/remote-kit/worker';
import definition from '../src/remote.js';
import { ASSETS } from './assets.gen.js';

const worker = remoteWorker(definition, { version: ${JSON.stringify(version)}, assets: ASSETS });
export const Remote = worker.Remote;
export default worker.handler;
`,
);
writeFileSync(
  join(dir, 'dist/wrangler.gen.json'),
  `${JSON.stringify({ name: `forecourt-${name}`, main: 'worker.gen.ts', ...COMPATIBILITY }, null, 2)}\n`,
);

const out = resolve(opt('--out', join(root, '.releases', name, `slot-${slot}`)));
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
run(bin('wrangler'), ['deploy', '--dry-run', '--outdir', out, '-c', join(dir, 'dist/wrangler.gen.json')], root);
// The slot Worker the edge binds to: forecourt-<name>-<slot> (edge/wrangler.jsonc services, checked by
// tests/integration/remote-lists.test.ts).
// Its deployed environments (`pnpm release … --env`): staging Worker names end in -staging, as the edge's
// env.staging services bind them; a remote has no bindings, so nothing else differs.
const workerName = `forecourt-${name}-${slot}`;
const env = { staging: { name: `${workerName}-staging` }, production: { name: workerName } };
const config = { name: workerName, main: 'worker.gen.js', no_bundle: true, ...COMPATIBILITY, env };
writeFileSync(join(out, 'wrangler.jsonc'), `${JSON.stringify(config, null, 2)}\n`);
writeFileSync(
  join(out, 'release.json'),
  `${JSON.stringify({ remote: name, version, slot, builtAt: new Date().toISOString() })}\n`,
);
console.log(`built ${name}@${version} into slot ${slot} in ${Date.now() - t0} ms (${out})`);
