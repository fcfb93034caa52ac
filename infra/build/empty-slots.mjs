#!/usr/bin/env node
// Gives every slot of every remote a Worker before `wrangler dev` starts (serve.sh), so the edge's
// bindings all resolve and a later release into an empty slot is live without a restart: wrangler dev
// watches the slot's worker.gen.js, and build-remote.mjs writes over it in place.
// An empty slot's Worker runs no version: it has no release.json, so `deployments register` records
// nothing for it and routing refuses to send a dealer there; were it called, it answers 503.
//   node infra/build/empty-slots.mjs [releases dir]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteNamesIn } from '../../remotes/kit/build/load-definition.mjs';

const root = resolve(import.meta.dirname, '../..');
const releases = resolve(process.argv[2] ?? join(root, '.releases'));
const SLOTS = ['a', 'b'];
const WORKER = `// An empty deployment slot (infra/build/empty-slots.mjs): no version runs here yet.
import { WorkerEntrypoint } from 'cloudflare:workers';
const empty = (name) => new Error(name + ' is an empty slot: release a version into it (pnpm release)');
export class Remote extends WorkerEntrypoint {
  async render() { throw empty(this.env.SLOT_NAME ?? 'this'); }
  async version() { return null; }
  async fetch() { return new Response('empty deployment slot', { status: 503 }); }
}
export default { fetch: () => new Response('empty deployment slot', { status: 503 }) };
`;
const made = [];
for (const remote of remoteNamesIn(root)) {
  for (const slot of SLOTS) {
    const dir = join(releases, remote, `slot-${slot}`);
    if (existsSync(join(dir, 'worker.gen.js'))) continue;
    mkdirSync(dir, { recursive: true });
    const name = `forecourt-${remote}-${slot}`;
    const config = {
      name,
      main: 'worker.gen.js',
      no_bundle: true,
      compatibility_date: '2026-11-01',
      compatibility_flags: ['nodejs_compat'],
      vars: { SLOT_NAME: name },
    };
    writeFileSync(join(dir, 'wrangler.jsonc'), `${JSON.stringify(config, null, 2)}\n`);
    writeFileSync(join(dir, 'worker.gen.js'), WORKER);
    made.push(`${remote}/${slot}`);
  }
}
if (made.length > 0) console.log(`[serve] empty slots (ready for a release): ${made.join(', ')}`);
