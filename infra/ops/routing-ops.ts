import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEPLOYMENT_SLOTS,
  DEPLOYMENTS_KEY,
  type Deployments,
  DeploymentsSchema,
  REMOTE_NAMES,
  type RemoteName,
  ROUTING_KEY,
  type RoutingTable,
  RoutingTableSchema,
  resolveRemoteVersion,
  rollbackRemoteOverride,
  setRemoteDefault,
  setRemoteOverride,
  slotForVersion,
} from '@forecourt/contracts';
import { z } from 'zod';
import type { Kv } from './kv.js';
import { ROOT } from './kv.js';

const EMPTY: RoutingTable = { revision: 0, defaults: {}, overrides: {}, history: [] };

export function readRouting(kv: Pick<Kv, 'get'>): RoutingTable {
  const raw = kv.get(ROUTING_KEY);
  return raw ? RoutingTableSchema.parse(JSON.parse(raw)) : EMPTY;
}

export function readDeployments(kv: Pick<Kv, 'get'>): Deployments {
  const raw = kv.get(DEPLOYMENTS_KEY);
  return raw ? DeploymentsSchema.parse(JSON.parse(raw)) : {};
}

type Result = { ok: true; table: RoutingTable } | { ok: false; error: string };

/** Pins a dealer; refuses a version no slot runs (the dealer's pages would 404) unless forced. */
export function applySet(
  table: RoutingTable,
  deployments: Deployments,
  slug: string,
  remote: RemoteName,
  version: string,
  at: string,
  force: boolean,
): Result {
  if (!force && !slotForVersion(deployments, remote, version)) {
    return {
      ok: false,
      error: `${remote}@${version} is not deployed in any slot (deployed: ${JSON.stringify(deployments[remote] ?? {})}); use --force to set it anyway`,
    };
  }
  return { ok: true, table: setRemoteOverride(table, slug, remote, version, at) };
}

export function applyRollback(
  table: RoutingTable,
  slug: string,
  remote: RemoteName,
  at: string,
): { ok: true; table: RoutingTable; version: string | null } | { ok: false; error: string } {
  const next = rollbackRemoteOverride(table, slug, remote, at);
  if (!next) return { ok: false, error: `no routing change of ${remote} for ${slug} to roll back` };
  return { ok: true, table: next, version: resolveRemoteVersion(next, slug, remote) };
}

export function applyDefault(
  table: RoutingTable,
  deployments: Deployments,
  remote: RemoteName,
  version: string,
  force: boolean,
): Result {
  if (!force && !slotForVersion(deployments, remote, version)) {
    return { ok: false, error: `${remote}@${version} is not deployed in any slot; use --force to set it anyway` };
  }
  return { ok: true, table: setRemoteDefault(table, remote, version) };
}

export function formatRouting(table: RoutingTable, deployments: Deployments): string {
  const lines = [`revision ${table.revision}`, 'deployments:'];
  for (const remote of REMOTE_NAMES) {
    const slots = deployments[remote];
    if (slots) lines.push(`  ${remote}: ${DEPLOYMENT_SLOTS.map((s) => `${s}=${slots[s] ?? '-'}`).join(' ')}`);
  }
  lines.push('defaults:');
  for (const [remote, version] of Object.entries(table.defaults)) lines.push(`  ${remote}: ${version}`);
  lines.push('overrides:');
  for (const [slug, map] of Object.entries(table.overrides)) {
    for (const [remote, version] of Object.entries(map)) lines.push(`  ${slug}: ${remote}@${version}`);
  }
  if (Object.keys(table.overrides).length === 0) lines.push('  (none)');
  return lines.join('\n');
}

const ReleaseSchema = z.object({ remote: z.enum(REMOTE_NAMES), version: z.string(), slot: z.enum(DEPLOYMENT_SLOTS) });

/**
 * Records every built slot (.releases/REMOTE/slot-S/release.json) in the deployments map, and makes
 * a remote's slot-a version its default when it has none yet (first deploy) or when its default is a
 * version no slot runs any more (a local rebuild with a new version: `npm start` on an existing
 * state must not leave every page of that remote degraded).
 */
export function registerReleases(
  deployments: Deployments,
  table: RoutingTable,
  releasesDir = join(ROOT, '.releases'),
): { deployments: Deployments; table: RoutingTable } {
  const next: Deployments = structuredClone(deployments);
  let routing = table;
  if (!existsSync(releasesDir)) return { deployments: next, table: routing };
  for (const remote of readdirSync(releasesDir)) {
    for (const slot of DEPLOYMENT_SLOTS) {
      const file = join(releasesDir, remote, `slot-${slot}`, 'release.json');
      if (!existsSync(file)) continue;
      const release = ReleaseSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      next[release.remote] = { ...next[release.remote], [slot]: release.version };
    }
  }
  for (const [remote, slots] of Object.entries(next) as [RemoteName, Partial<Record<string, string>>][]) {
    const current = routing.defaults[remote];
    const running = Object.values(slots);
    if (slots.a && (!current || !running.includes(current))) routing = setRemoteDefault(routing, remote, slots.a);
  }
  return { deployments: DeploymentsSchema.parse(next), table: routing };
}
