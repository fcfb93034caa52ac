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

/** Why routing to remote@version cannot be served: no slot of the target runs it (its fragments would fall back). */
export function notServed(deployments: Deployments, remote: RemoteName, version: string): string | null {
  if (slotForVersion(deployments, remote, version)) return null;
  return `${remote}@${version} runs in no slot of this environment (running: ${JSON.stringify(deployments[remote] ?? {})}); release it first (pnpm release ${remote})`;
}

/** Pins a dealer; refuses a version no slot runs (even with --force: the dealer's fragments would fall back). */
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
  const missing = notServed(deployments, remote, version);
  if (missing) return { ok: false, error: missing };
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
  const missing = notServed(deployments, remote, version);
  if (missing) return { ok: false, error: missing };
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
 * Records one release: its slot in deployments and its contract in the release records. Routing moves
 * only when the remote has no default yet (its first release becomes it); a default that no slot runs
 * any more is left where it is and reported (`stranded`): moving it is a routing command.
 */
export function recordRelease(state: OpsState, release: BuiltRelease, at: string): OpsState {
  const { remote, version, slot } = release;
  const deployments: Deployments = {
    ...state.deployments,
    [remote]: { ...state.deployments[remote], [slot]: version },
  };
  const records = release.contract
    ? withRemoteRecord(state.records, remote, version, { contract: release.contract, slot, at })
    : state.records;
  const table = state.table.defaults[remote] ? state.table : setRemoteDefault(state.table, remote, version);
  return { deployments: DeploymentsSchema.parse(deployments), table, records };
}

/** Defaults that no slot runs (their dealers' fragments fall back): one line each, with the command that moves it. */
export function strandedDefaults(state: Pick<OpsState, 'deployments' | 'table'>): string[] {
  return Object.entries(state.table.defaults).flatMap(([remote, version]) =>
    slotForVersion(state.deployments, remote as RemoteName, version)
      ? []
      : [
          `warning: default ${remote}@${version} runs in no slot (${JSON.stringify(state.deployments[remote as RemoteName] ?? {})}); ` +
            `move it with: pnpm ops routing default ${remote} <version> --reason "…"`,
        ],
  );
}

/**
 * Records every built slot (.releases/REMOTE/slot-S/release.json) in the deployments map. A remote
 * without a default gets its newest build as the first one; an existing default is never moved (a
 * restart moves nothing: `routing default` does, audited).
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
  const built = readdirSync(releasesDir).flatMap((remote) =>
    DEPLOYMENT_SLOTS.flatMap((slot) => readBuiltRelease(join(releasesDir, remote, `slot-${slot}`)) ?? []),
  );
  // Newest build first: a remote's first default is the version built last (the working tree's).
  built.sort((x, y) => (y.builtAt ?? '').localeCompare(x.builtAt ?? '') || x.slot.localeCompare(y.slot));
  for (const release of built) state = recordRelease(state, release, at);
  return state;
}

/**
 * What a local platform really serves: the slots KV deployments:v1 records that are also built in
 * `releasesDir` with that version (`npm start` runs every built slot). An environment's deployments
 * are written by the release after `wrangler deploy` succeeded, so they are taken as they are.
 */
export function servedDeployments(deployments: Deployments, releasesDir: string): Deployments {
  const out: Deployments = {};
  for (const [remote, slots] of Object.entries(deployments)) {
    const kept = Object.fromEntries(
      Object.entries(slots ?? {}).filter(
        ([slot, version]) => readBuiltRelease(join(releasesDir, remote, `slot-${slot}`))?.version === version,
      ),
    );
    if (Object.keys(kept).length > 0) out[remote as RemoteName] = kept;
  }
  return out;
}
