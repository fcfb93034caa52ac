/**
 * Where a local build (`pnpm build`, `npm start`) puts each remote: never over a version routing
 * points to. The working tree's version is rebuilt in the slot that already runs it (the development
 * loop); a new version goes into a slot whose version no dealer is routed to; with both slots routed,
 * the remote is not built (the platform keeps serving what it serves) and the build says why.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEPLOYMENT_SLOTS,
  type DeploymentSlot,
  type RemoteName,
  RemoteNameSchema,
  type RoutingTable,
} from '@forecourt/contracts';
import { readBuiltRelease } from './routing-ops.js';

export type LocalBuildPlan =
  | { remote: RemoteName; version: string; slot: DeploymentSlot; why: string; note?: string }
  | { remote: RemoteName; version: string; skip: string };

/** The versions of `remote` routing sends some dealer to, each with who gets it. */
export function routedVersions(table: RoutingTable, remote: RemoteName): Map<string, string[]> {
  const routed = new Map<string, string[]>();
  const add = (version: string | undefined, who: string) => {
    if (version) routed.set(version, [...(routed.get(version) ?? []), who]);
  };
  add(table.defaults[remote], 'the default');
  for (const [slug, map] of Object.entries(table.overrides)) add(map[remote], `pinned: ${slug}`);
  return routed;
}

/**
 * The slot a local build of remote@version goes into, given the versions its slots hold now
 * (`built`) and the routing table; or why it is not built.
 * @example planLocalBuild('content', '1.1.0', { a: '1.0.0' }, table) // → slot b when 1.0.0 is the default
 */
export function planLocalBuild(
  remote: RemoteName,
  version: string,
  built: Partial<Record<DeploymentSlot, string>>,
  table: RoutingTable,
): LocalBuildPlan {
  const routed = routedVersions(table, remote);
  const def = table.defaults[remote];
  // Shown by the build: a version nobody is routed to is built and served, but no page shows it yet.
  const note =
    def && !routed.has(version)
      ? `dealers still get ${def}; to see ${version}: pnpm ops routing set <slug> ${remote} ${version} --reason "…" (or routing default)`
      : undefined;
  const withNote = <T extends object>(plan: T) => (note ? { ...plan, note } : plan);
  const same = DEPLOYMENT_SLOTS.find((s) => built[s] === version);
  if (same) return withNote({ remote, version, slot: same, why: `slot ${same} runs ${version}: rebuilt in place` });
  const free = DEPLOYMENT_SLOTS.filter((s) => !built[s] || !routed.has(built[s]!));
  const slot = free.find((s) => !built[s]) ?? free[0];
  if (slot) {
    const why = built[slot] ? `replaces ${built[slot]} (no dealer is routed to it)` : 'empty slot';
    return withNote({ remote, version, slot, why });
  }
  const held = DEPLOYMENT_SLOTS.map((s) => `slot ${s} runs ${built[s]} (${routed.get(built[s]!)!.join(', ')})`);
  return {
    remote,
    version,
    skip: `${held.join(' and ')}; routing points to both, so ${remote}@${version} is not built. Move the routing first: pnpm ops routing unpin|default ${remote} …`,
  };
}

/** The versions each slot of `remote` holds in a releases folder (.releases/<remote>/slot-<s>/release.json). */
export function builtSlots(releasesDir: string, remote: string): Partial<Record<DeploymentSlot, string>> {
  const out: Partial<Record<DeploymentSlot, string>> = {};
  for (const slot of DEPLOYMENT_SLOTS) {
    const release = readBuiltRelease(join(releasesDir, remote, `slot-${slot}`));
    if (release) out[slot] = release.version;
  }
  return out;
}

/** Every remote with a built slot in a releases folder. */
export function builtRemotes(releasesDir: string): RemoteName[] {
  if (!existsSync(releasesDir)) return [];
  return readdirSync(releasesDir).filter((r): r is RemoteName => RemoteNameSchema.safeParse(r).success);
}
