import {
  DEPLOYMENTS_KEY,
  type DeploymentSlot,
  type Deployments,
  DeploymentsSchema,
  type RemoteName,
  ROUTING_KEY,
  type RoutingTable,
  RoutingTableSchema,
  resolveRemoteVersion,
  slotForVersion,
} from '@forecourt/contracts';
import { memoGet } from '../data/kv-memo.js';
import type { Env, RemoteRpc } from '../env.js';

export type RoutingState = { table: RoutingTable; deployments: Deployments };

const EMPTY: RoutingState = { table: { revision: 0, defaults: {}, overrides: {}, history: [] }, deployments: {} };
let memo: { raw: string; state: RoutingState } | null = null;

/** Reads routing:v1 and deployments:v1 from KV (both parsed with their schemas; invalid → empty, logged). */
export async function readRoutingState(kv: KVNamespace, memoMs = 0): Promise<RoutingState> {
  const [routingRaw, deploymentsRaw] = await Promise.all([
    memoGet(kv, ROUTING_KEY, memoMs),
    memoGet(kv, DEPLOYMENTS_KEY, memoMs),
  ]);
  const raw = `${routingRaw ?? ''}\u0000${deploymentsRaw ?? ''}`;
  if (memo && memo.raw === raw) return memo.state;
  let state = EMPTY;
  try {
    const table = RoutingTableSchema.parse(routingRaw ? JSON.parse(routingRaw) : EMPTY.table);
    const deployments = DeploymentsSchema.parse(deploymentsRaw ? JSON.parse(deploymentsRaw) : {});
    state = { table, deployments };
  } catch (error) {
    console.error('[routing] invalid routing or deployments in KV; no remote is routed', error);
  }
  memo = { raw, state };
  return state;
}

/** The binding name of a remote's slot: content + a → CONTENT_A, car-detail + b → CAR_DETAIL_B. */
export function slotBindingName(remote: RemoteName, slot: DeploymentSlot): string {
  return `${remote.toUpperCase().replace(/-/g, '_')}_${slot.toUpperCase()}`;
}

export type RoutedRemote = { remote: RemoteName; version: string; slot: DeploymentSlot; binding: RemoteRpc };

/**
 * Which version of `remote` this dealer gets and the slot binding that runs it; null when the
 * remote has no routed version, or that version is not deployed in any slot we are bound to.
 */
export function routeRemote(env: Env, state: RoutingState, slug: string, remote: RemoteName): RoutedRemote | null {
  const version = resolveRemoteVersion(state.table, slug, remote);
  if (!version) return null;
  const slot = slotForVersion(state.deployments, remote, version);
  if (!slot) {
    console.warn(`[routing] ${slug} is routed to ${remote}@${version}, which no slot runs`);
    return null;
  }
  const binding = (env as Record<string, unknown>)[slotBindingName(remote, slot)] as RemoteRpc | undefined;
  if (!binding) {
    console.warn(`[routing] ${remote}@${version} is in slot ${slot} but the edge has no binding for it`);
    return null;
  }
  return { remote, version, slot, binding };
}

/** The Worker serving the client files of `remote@version`, if any slot runs that version. */
export function bindingForVersion(
  env: Env,
  state: RoutingState,
  remote: RemoteName,
  version: string,
): RemoteRpc | null {
  const slot = slotForVersion(state.deployments, remote, version);
  if (!slot) return null;
  return ((env as Record<string, unknown>)[slotBindingName(remote, slot)] as RemoteRpc | undefined) ?? null;
}
