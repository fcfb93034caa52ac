import {
  DEPLOYMENTS_KEY,
  type Deployments,
  DeploymentsSchema,
  type RemoteName,
  ROUTING_KEY,
  type RoutingTable,
  RoutingTableSchema,
  resolveRemoteVersion,
  slotBindingName,
  slotForVersion,
} from '@forecourt/contracts';
import type { Env, RemoteRpc } from '../env.js';
import { memoGet } from '../tenant/kv-memo.js';

export type RoutingState = { table: RoutingTable; deployments: Deployments };

const EMPTY: RoutingState = { table: { revision: 0, defaults: {}, overrides: {}, history: [] }, deployments: {} };
let memo: { raw: string; state: RoutingState } | null = null;

/**
 * Reads routing:v1 and deployments:v1 from KV (both parsed with their schemas; invalid → empty, logged).
 * A request reads it once and passes the state on (page-handler, fragment retry, asset routes).
 */
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

export type RoutedRemote = { remote: RemoteName; version: string; binding: RemoteRpc };

/**
 * Routing faults already logged by this isolate: a stale pin (KV read before a rollback) hits every
 * request of that dealer, and a log line per request would flood Workers Logs during the incident.
 */
const reported = new Set<string>();
const reportOnce = (key: string, log: () => void) => {
  if (reported.has(key)) return;
  if (reported.size > 1000) reported.clear();
  reported.add(key);
  log();
};

/** The bound Worker of the slot that runs `remote@version`, or null (no slot runs it, or no binding). */
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

/**
 * Why routeRemote found no Worker for `remote` (for the local developer message, compose/dev-errors.ts):
 * no routed version, a slot whose binding the edge lacks, or no slot running the version nor the default.
 */
export function unroutedReason(env: Env, state: RoutingState, slug: string, remote: RemoteName): string {
  const version = resolveRemoteVersion(state.table, slug, remote);
  if (!version) return `routing gives ${slug} no version of ${remote} (no default in KV routing:v1: pnpm ops routing)`;
  for (const v of new Set([version, state.table.defaults[remote]].filter((x): x is string => Boolean(x)))) {
    const slot = slotForVersion(state.deployments, remote, v);
    if (slot && !(env as Record<string, unknown>)[slotBindingName(remote, slot)]) {
      return `${remote}@${v} runs in slot ${slot}, but the edge has no binding ${slotBindingName(remote, slot)} (edge/wrangler.jsonc services)`;
    }
  }
  return `no slot runs ${remote}@${version} nor the default (KV deployments:v1; is the remote built? pnpm build)`;
}

/**
 * Which version of `remote` this dealer gets and the slot binding that runs it. A dealer pinned to a
 * version no slot runs gets the site-wide default version instead (logged), so its pages never turn
 * into 404s; null when neither runs (the page then shows that fragment's fallback, with a 200).
 */
export function routeRemote(env: Env, state: RoutingState, slug: string, remote: RemoteName): RoutedRemote | null {
  const version = resolveRemoteVersion(state.table, slug, remote);
  if (!version) {
    reportOnce(`${slug} ${remote}`, () => console.error(`[routing] ${remote} has no routed version for ${slug}`));
    return null;
  }
  const binding = bindingForVersion(env, state, remote, version);
  if (binding) return { remote, version, binding };
  const fallback = state.table.defaults[remote];
  const fallbackBinding = fallback && fallback !== version ? bindingForVersion(env, state, remote, fallback) : null;
  const key = `${slug} ${remote}@${version} ${fallback}`;
  if (fallback && fallbackBinding) {
    reportOnce(key, () =>
      console.warn(
        `[routing] ${slug} is routed to ${remote}@${version}, which no slot runs: serving the default ${fallback} (logged once per isolate)`,
      ),
    );
    return { remote, version: fallback, binding: fallbackBinding };
  }
  reportOnce(key, () =>
    console.error(
      `[routing] ${slug} is routed to ${remote}@${version}: no slot runs it nor the default (logged once per isolate)`,
    ),
  );
  return null;
}
