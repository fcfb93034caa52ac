import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../ops/kv.js';

export type WorkerTarget = { worker: string; config: string };

/** The edge as `wrangler deploy` takes it (it bundles src/; the shell's client build must exist). */
export const EDGE_TARGET: WorkerTarget = { worker: 'forecourt-edge', config: join(ROOT, 'edge/wrangler.jsonc') };

/** A built remote slot (.releases/<remote>/slot-<slot>: the bundle and its wrangler config). */
export const slotTarget = (remote: string, slot: string, dir = join(ROOT, '.releases', remote, `slot-${slot}`)) => ({
  worker: `forecourt-${remote}-${slot}`,
  config: join(dir, 'wrangler.jsonc'),
});

/** Every Worker this tree deploys: the edge and each built remote's slot a (what `pnpm build` makes). */
export function everyWorker(releases = join(ROOT, '.releases')): WorkerTarget[] {
  const remotes = existsSync(releases) ? readdirSync(releases).sort() : [];
  return [EDGE_TARGET, ...remotes.map((r) => slotTarget(r, 'a')).filter((t) => existsSync(t.config))];
}
