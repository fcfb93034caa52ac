/**
 * What `pnpm release <remote>` will do, decided before anything is built: the version (package.json's;
 * a different --version is refused), the slot (the one no dealer is routed to; --slot into a slot
 * whose version routing points to is refused: a release moves nothing it was not asked to), and the
 * exact commands a real release runs. `--dry-run` prints this plan from the target's real KV.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  DEPLOYMENT_SLOTS,
  type DeploymentSlot,
  type Deployments,
  REMOTE_NAMES,
  type RemoteName,
  type RoutingTable,
  SemverSchema,
} from '@forecourt/contracts';
import { PERSIST, ROOT } from '../ops/kv.js';
import { routedVersions } from '../ops/local-build.js';
import type { Environment } from './environments.js';
import { chooseSlot } from './slot-choice.js';

/** The version in a package's package.json (remotes/<name>, or edge). */
export function packageVersion(target: string, root = ROOT): string {
  const dir = target === 'edge' ? 'edge' : join('remotes', target);
  return (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The version to release: package.json's; a --version that differs is refused (build and record would disagree). */
export function releaseVersion(
  target: string,
  given: string | undefined,
  pkg: string,
): { ok: true; version: string } | { ok: false; error: string } {
  const version = given ?? pkg;
  if (!SemverSchema.safeParse(version).success) return { ok: false, error: `${version} is not a semver version` };
  if (version !== pkg) {
    const file = target === 'edge' ? 'edge/package.json' : `remotes/${target}/package.json`;
    return {
      ok: false,
      error: `--version ${version} but ${file} says ${pkg}: bump the package version (it is what the build embeds), then release without --version`,
    };
  }
  return { ok: true, version };
}

export type RemoteReleasePlan = {
  remote: RemoteName;
  version: string;
  slot: DeploymentSlot;
  /** Why this slot. */
  why: string;
  /** Dealers routed to the version the slot runs now (refused unless they are none). */
  refusals: string[];
  /** The Worker the release deploys (with --env) and the exact commands it runs. */
  worker: string;
  commands: string[];
};

const wranglerBin = 'pnpm --filter @forecourt/edge exec wrangler';

/** The release of remote@version against a target's routing and deployments (read from its KV). */
export function planRemoteRelease(
  state: { table: RoutingTable; deployments: Deployments },
  remote: RemoteName,
  version: string,
  o: { slot?: DeploymentSlot; env?: Environment; where: string },
): RemoteReleasePlan {
  const slot = o.slot ?? chooseSlot(state.table, state.deployments, remote);
  const def = state.table.defaults[remote];
  const running = state.deployments[remote]?.[slot];
  const why = o.slot
    ? 'given with --slot'
    : def
      ? running
        ? `default ${def} runs in the other slot; slot ${slot} runs ${running}`
        : `default ${def} runs in the other slot; slot ${slot} is empty`
      : 'first release';
  const refusals: string[] = [];
  const routed = running ? routedVersions(state.table, remote).get(running) : undefined;
  if (routed && running !== version) {
    refusals.push(
      `slot ${slot} of ${remote} runs ${running}, which routing points to (${routed.join(', ')}); releasing over it would move those dealers. ` +
        `Move them first (pnpm ops routing unpin|default ${remote} …) or release into the other slot`,
    );
  }
  const other = DEPLOYMENT_SLOTS.find((s) => s !== slot)!;
  if (state.deployments[remote]?.[other] === version && running !== version)
    refusals.push(`${remote}@${version} already runs in slot ${other} (${o.where})`);
  const worker = `forecourt-${remote}-${slot}${o.env === 'staging' ? '-staging' : ''}`;
  const config = relative(ROOT, join(ROOT, '.releases', remote, `slot-${slot}`, 'wrangler.jsonc'));
  const build = `node infra/build/build-remote.mjs ${remote} --slot ${slot} --version ${version}`;
  const commands = o.env
    ? [
        build,
        `${wranglerBin} deploy -c ${config} --env ${o.env}   # uploads ${worker}`,
        `${wranglerBin} kv bulk put <deployments:v1, releases:v1${def ? '' : ', routing:v1, routing-audit:v1'}> --binding SITES -c edge/wrangler.${o.env}.gen.json --env ${o.env} --remote`,
      ]
    : [
        build,
        `${wranglerBin} kv bulk put <deployments:v1, releases:v1${def ? '' : ', routing:v1, routing-audit:v1'}> --binding SITES -c edge/wrangler.jsonc --local --persist-to ${relative(ROOT, PERSIST) || '.'}   # npm start serves the slot at once`,
      ];
  return { remote, version, slot, why, refusals, worker, commands };
}

export const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
