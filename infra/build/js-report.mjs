#!/usr/bin/env node
// Prints, after a build, the JavaScript each remote's pages ship (gzip bytes as served): the shell's
// entry plus the remote's remoteEntry.js and the chunks its mf-manifest lists for each exposed
// component. `pnpm bench:js` measures the same thing on the wire in Chromium. Exits 1 (failing
// `pnpm build`) when a page is over its remote's budget (`jsBudgetKb` in its src/remote.ts, recorded
// by the build in dist/remote.json).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteNamesIn } from '../../remotes/kit/build/load-definition.mjs';

const root = resolve(import.meta.dirname, '../..');
const read = (p) => JSON.parse(readFileSync(p, 'utf8'));

const shellSizes = read(join(root, 'shell/dist/served-sizes.json'));
const shellEntry = read(join(root, 'shell/dist/client/manifest.json'))['src/client/bootstrap.ts'].file;
const shell = shellSizes[shellEntry];
const over = [];
console.log(`[js] shell ${shellEntry}: ${(shell / 1000).toFixed(1)} KB gzip`);
for (const name of remoteNamesIn(root)) {
  const dist = join(root, 'remotes', name, 'dist');
  if (!existsSync(join(dist, 'served-sizes.json'))) continue;
  const sizes = read(join(dist, 'served-sizes.json'));
  const manifest = read(join(dist, 'client/mf-manifest.json'));
  const budget = read(join(dist, 'remote.json')).jsBudgetKb * 1000;
  for (const expose of manifest.exposes) {
    const files = ['remoteEntry.js', ...expose.assets.js.sync];
    const total = shell + files.reduce((n, f) => n + (sizes[f] ?? 0), 0);
    const verdict = total <= budget ? 'within' : 'OVER';
    console.log(
      `[js] page with ${name}/${expose.name}: ${(total / 1000).toFixed(1)} KB gzip (${verdict} its budget of ${budget / 1000} KB)`,
    );
    if (total > budget) over.push(`${name}/${expose.name} (${(total / 1000).toFixed(1)} > ${budget / 1000} KB)`);
  }
}
if (over.length > 0) {
  console.error(`[js] FAIL: over the remote's JavaScript budget: ${over.join(', ')}`);
  process.exit(1);
}
