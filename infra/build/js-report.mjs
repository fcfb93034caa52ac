#!/usr/bin/env node
// Prints, after a build, the JavaScript each remote's pages ship (gzip bytes as served): the shell's
// bootstrap and the vendor module (React, ReactDOM, jotai) with their static imports, plus the page
// module `<Component>.js` of each component with its static imports (Vite's build manifests say
// which). Lazy chunks load on demand and are not counted. `pnpm bench:js` measures the same thing on
// the wire in Chromium. Exits 1 (failing `pnpm build`) when a page is over its remote's budget
// (`jsBudgetKb` in its src/remote.ts, recorded by the build in dist/remote.json).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteNamesIn } from '../../remotes/kit/build/load-definition.mjs';

const root = resolve(import.meta.dirname, '../..');
const read = (p) => JSON.parse(readFileSync(p, 'utf8'));

/** The files an entry of a Vite manifest loads before it runs: itself and its static imports. */
function staticClosure(manifest, key, files = new Set()) {
  const item = manifest[key];
  if (!item || files.has(item.file)) return files;
  files.add(item.file);
  for (const dep of item.imports ?? []) staticClosure(manifest, dep, files);
  return files;
}
const sum = (sizes, files) => [...files].reduce((n, f) => n + (sizes[f] ?? 0), 0);
const kb = (bytes) => (bytes / 1000).toFixed(1);

const shellSizes = read(join(root, 'shell/dist/served-sizes.json'));
const shellManifest = read(join(root, 'shell/dist/client/manifest.json'));
const shellFiles = new Set();
// Its two page entries; the `chunk-url:` chunks are entries too, but load on demand.
for (const [key, item] of Object.entries(shellManifest))
  if (item.isEntry && ['bootstrap', 'vendor'].includes(item.name)) staticClosure(shellManifest, key, shellFiles);
const shell = sum(shellSizes, shellFiles);
console.log(`[js] shell ${[...shellFiles].join(' + ')}: ${kb(shell)} KB gzip`);
const over = [];
for (const name of remoteNamesIn(root)) {
  const dist = join(root, 'remotes', name, 'dist');
  if (!existsSync(join(dist, 'served-sizes.json'))) continue;
  const sizes = read(join(dist, 'served-sizes.json'));
  const manifest = read(join(dist, 'client/.vite/manifest.json'));
  const { jsBudgetKb, components } = read(join(dist, 'remote.json'));
  const budget = jsBudgetKb * 1000;
  for (const component of components) {
    const key = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].name === component);
    if (!key) throw new Error(`${name}: the build has no page module for ${component}`);
    const own = sum(sizes, staticClosure(manifest, key));
    const total = shell + own;
    const verdict = total <= budget ? 'within' : 'OVER';
    console.log(
      `[js] page with ${name}/${component}: ${kb(total)} KB gzip (remote ${kb(own)}; ${verdict} its budget of ${budget / 1000} KB)`,
    );
    if (total > budget) over.push(`${name}/${component} (${kb(total)} > ${budget / 1000} KB)`);
  }
}
if (over.length > 0) {
  console.error(`[js] FAIL: over the remote's JavaScript budget: ${over.join(', ')}`);
  process.exit(1);
}
