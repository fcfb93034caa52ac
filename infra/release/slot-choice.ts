import {
  DEPLOYMENT_SLOTS,
  type DeploymentSlot,
  type Deployments,
  type RemoteName,
  type RoutingTable,
  slotForVersion,
} from '@forecourt/contracts';

/**
 * The slot a new release of `remote` goes into: the one NOT running the default (blue/green: the
 * default's slot keeps serving every dealer until `routing default` moves them). With no default
 * running anywhere (a first release), slot a.
 */
export function chooseSlot(table: RoutingTable, deployments: Deployments, remote: RemoteName): DeploymentSlot {
  const def = table.defaults[remote];
  const serving = def ? slotForVersion(deployments, remote, def) : null;
  if (!serving) return 'a';
  return DEPLOYMENT_SLOTS.find((s) => s !== serving)!;
}

/** Dealers still pinned to the version a slot runs: replacing that slot moves them to the default. */
export function dealersOnSlot(
  table: RoutingTable,
  deployments: Deployments,
  remote: RemoteName,
  slot: DeploymentSlot,
): string[] {
  const version = deployments[remote]?.[slot];
  if (!version) return [];
  return Object.entries(table.overrides)
    .filter(([, map]) => map[remote] === version)
    .map(([slug]) => slug);
}
