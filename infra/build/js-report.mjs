#!/usr/bin/env node
// Prints, after a build, the JavaScript each remote's pages ship (gzip bytes as served): the shell's
// entry plus the remote's remoteEntry.js and the chunks its mf-manifest lists for each exposed
// component. `pnpm bench:js` measures the same thing on the wire in Chromium. Exits 1 (failing
// `pnpm build`) when the car page is over its budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const BUDGET = 100_000; // SPEC §9: a car page ships <= 100 KB gzip of JavaScript, React included.
const read = (p) => JSON.parse(readFileSync(p, 'utf8'));

const shellSizes = read(join(root, 'shell/dist/served-sizes.json'));
const shellEntry = Object.values(read(join(root, 'shell/dist/client/manifest.json'))).find((m) => m.isEntry).file;
const shell = shellSizes[shellEntry];
const over = [];
console.log(`[js] shell ${shellEntry}: ${(shell / 1000).toFixed(1)} KB gzip`);
for (const name of readdirSync(join(root, 'remotes'))) {
  const dist = join(root, 'remotes', name, 'dist');
  if (!existsSync(join(dist, 'served-sizes.json'))) continue;
  const sizes = read(join(dist, 'served-sizes.json'));
  const manifest = read(join(dist, 'client/mf-manifest.json'));
  for (const expose of manifest.exposes) {
    const files = ['remoteEntry.js', ...expose.assets.js.sync];
    const total = shell + files.reduce((n, f) => n + (sizes[f] ?? 0), 0);
    // The budget is the car page's (SPEC §9); other pages are printed to watch them.
    const budget =
      name === 'car-detail' ? ` (${total <= BUDGET ? 'within' : 'OVER'} the car page budget of 100 KB)` : '';
    console.log(`[js] page with ${name}/${expose.name}: ${(total / 1000).toFixed(1)} KB gzip${budget}`);
    if (name === 'car-detail' && total > BUDGET) over.push(`${name}/${expose.name}`);
  }
}
if (over.length > 0) {
  console.error(`[js] FAIL: ${over.join(', ')} over the car page budget of 100 KB gzip (SPEC §9, DESIGN.md)`);
  process.exit(1);
}
