import type { RemoteName } from './fragment.schema.js';
import type { RoutingTable } from './routing.schema.js';
import { ROUTING_HISTORY_LIMIT, setRemoteOverride } from './routing-changes.js';
import { sha256Hex } from './sha256-hex.js';

/**
 * Canary dealer sets, shared by the ops CLI (`routing canary`) and the edge's canary cron. Routing
 * has defaults and per-dealer overrides only (RoutingTableSchema): the edge knows no percentages. A percentage canary is therefore a deterministic set of dealers: every dealer is
 * ordered by sha256 of its slug and the first ceil(percent × n / 100) are pinned. The same dealers
 * stay in as the percentage grows (10% ⊂ 25% ⊂ 50%), and any percentage above 0 pins at least one.
 */
export function dealersForPercent(slugs: readonly string[], percent: number): string[] {
  if (!(percent >= 0 && percent <= 100)) throw new Error(`percent must be 0–100, got ${percent}`);
  const ordered = [...new Set(slugs)].sort((a, b) => hashOrder(a).localeCompare(hashOrder(b)) || a.localeCompare(b));
  return ordered.slice(0, Math.ceil((percent * ordered.length) / 100));
}

const hashOrder = (slug: string) => sha256Hex(slug);

/** Pins every given dealer to remote@version (dealers already on it are left alone). */
export function pinDealers(
  table: RoutingTable,
  slugs: readonly string[],
  remote: RemoteName,
  version: string,
  at: string,
): RoutingTable {
  let next = table;
  for (const slug of slugs) {
    if (next.overrides[slug]?.[remote] !== version) next = setRemoteOverride(next, slug, remote, version, at);
  }
  return next;
}

/**
 * Removes every dealer's override of `remote` (or only those on `version`): the end of a canary,
 * after a promotion or to abandon it. Each removal is a history entry, so rollback restores it.
 */
export function unpinDealers(table: RoutingTable, remote: RemoteName, at: string, version?: string): RoutingTable {
  const overrides = structuredClone(table.overrides);
  const history = [...table.history];
  for (const [slug, map] of Object.entries(overrides)) {
    const from = map[remote];
    if (!from || (version && from !== version)) continue;
    delete map[remote];
    if (Object.keys(map).length === 0) delete overrides[slug];
    history.push({ slug, remote, from, to: null, at });
  }
  if (history.length === table.history.length) return table;
  return { ...table, revision: table.revision + 1, overrides, history: history.slice(-ROUTING_HISTORY_LIMIT) };
}
