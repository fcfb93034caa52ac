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
import { contractRefusal, contractVersionIn } from './contract-gate.js';
import type { Kv } from './kv.js';
import { ROOT } from './kv.js';
import { type ReleaseRecords, withRemoteRecord } from './release-records.js';

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

/**
 * The contract gate of every routing change: a version the edge cannot read is refused even with
 * --force (its pages would all fall back); an unknown contract only without --force.
 */
export function gate(records: ReleaseRecords, remote: RemoteName, version: string, force: boolean): string | null {
  const refusal = contractRefusal(records, remote, version);
  if (!refusal) return null;
  if (refusal.includes('is unknown')) return force ? null : `${refusal}; use --force to route to it anyway`;
  return refusal;
}

/** Pins a dealer; refuses a version no slot runs (the dealer's pages would 404) unless forced. */
export function applySet(
  table: RoutingTable,
  deployments: Deployments,
  slug: string,
  remote: RemoteName,
  version: string,
  at: string,
  force: boolean,
  records: ReleaseRecords = { remotes: {} },
): Result {
  const refused = gate(records, remote, version, force);
  if (refused) return { ok: false, error: refused };
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
  records: ReleaseRecords = { remotes: {} },
): Result {
  const refused = gate(records, remote, version, force);
  if (refused) return { ok: false, error: refused };
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

const ReleaseSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string(),
  slot: z.enum(DEPLOYMENT_SLOTS),
  contract: z.string().optional(),
  builtAt: z.string().optional(),
});
export type BuiltRelease = z.infer<typeof ReleaseSchema>;
export type OpsState = { deployments: Deployments; table: RoutingTable; records: ReleaseRecords };

/** Reads a built slot (.releases/REMOTE/slot-S): release.json, and the contract from it or its bundle. */
export function readBuiltRelease(slotDir: string): BuiltRelease | null {
  const file = join(slotDir, 'release.json');
  if (!existsSync(file)) return null;
  const release = ReleaseSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const bundle = join(slotDir, 'worker.gen.js');
  const contract = release.contract ?? (existsSync(bundle) ? contractVersionIn(readFileSync(bundle, 'utf8')) : null);
  return contract ? { ...release, contract } : release;
}

/**
 * Records one release: its slot in deployments, its contract in the release records, and makes it the
 * remote's default when the remote has none yet (first deploy) or its default runs in no slot any more.
 */
export function recordRelease(state: OpsState, release: BuiltRelease, at: string, mayBecomeDefault = true): OpsState {
  const { remote, version, slot } = release;
  const deployments: Deployments = {
    ...state.deployments,
    [remote]: { ...state.deployments[remote], [slot]: version },
  };
  const records = release.contract
    ? withRemoteRecord(state.records, remote, version, { contract: release.contract, slot, at })
    : state.records;
  const current = state.table.defaults[remote];
  const running = Object.values(deployments[remote] ?? {});
  const adopt = mayBecomeDefault && (!current || !running.includes(current));
  const table = adopt ? setRemoteDefault(state.table, remote, version) : state.table;
  return { deployments: DeploymentsSchema.parse(deployments), table, records };
}

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
  records: ReleaseRecords = { remotes: {} },
  at = new Date().toISOString(),
): OpsState {
  let state: OpsState = { deployments: structuredClone(deployments), table, records };
  if (!existsSync(releasesDir)) return state;
  // Slot b first, so slot a (what `pnpm build` makes) decides a default that needs replacing.
  for (const slot of [...DEPLOYMENT_SLOTS].reverse()) {
    for (const remote of readdirSync(releasesDir)) {
      const release = readBuiltRelease(join(releasesDir, remote, `slot-${slot}`));
      if (release) state = recordRelease(state, release, at, slot === 'a');
    }
  }
  return state;
}
