import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../ops/kv.js';
import { stripeWorkerNameIn } from './environments.js';

/** A Worker to check or deploy; `fragments: false` for one that renders no fragment (no contract mark). */
export type WorkerTarget = { worker: string; config: string; fragments?: false };

/** The edge as `wrangler deploy` takes it (it bundles src/; the shell's client build must exist). */
export const EDGE_TARGET: WorkerTarget = { worker: 'forecourt-edge', config: join(ROOT, 'edge/wrangler.jsonc') };

/** The Stripe Worker the edge binds (STRIPE): the Stripe SDK out of the edge's bundle (edge/stripe.wrangler.jsonc). */
export const STRIPE_TARGET: WorkerTarget = {
  worker: stripeWorkerNameIn(),
  config: join(ROOT, 'edge/stripe.wrangler.jsonc'),
  fragments: false,
};

/** A built remote slot (.releases/<remote>/slot-<slot>: the bundle and its wrangler config). */
export const slotTarget = (remote: string, slot: string, dir = join(ROOT, '.releases', remote, `slot-${slot}`)) => ({
  worker: `forecourt-${remote}-${slot}`,
  config: join(dir, 'wrangler.jsonc'),
});

const builtVersion = (dir: string): string | null => {
  const file = join(dir, 'release.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : null;
};
const treeVersion = (remote: string): string | null => {
  const file = join(ROOT, 'remotes', remote, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : null;
};

/**
 * Every Worker this tree deploys: the edge, the Stripe Worker and, per built remote, the slot `pnpm build` put the
 * working tree's version in (it picks a slot no dealer is routed to; slot a when neither holds it).
 * Empty slots (infra/build/empty-slots.mjs: no release.json) are never a target.
 */
export function everyWorker(releases = join(ROOT, '.releases')): WorkerTarget[] {
  const remotes = existsSync(releases) ? readdirSync(releases).sort() : [];
  return [
    EDGE_TARGET,
    STRIPE_TARGET,
    ...remotes.flatMap((r) => {
      const slots = ['a', 'b'].filter((s) => builtVersion(join(releases, r, `slot-${s}`)) !== null);
      const current = slots.find((s) => builtVersion(join(releases, r, `slot-${s}`)) === treeVersion(r));
      const slot = current ?? slots[0];
      return slot ? [slotTarget(r, slot, join(releases, r, `slot-${slot}`))] : [];
    }),
  ];
}
