import { ROUTING_KEY, type RoutingTable, RoutingTableSchema } from '@forecourt/contracts';
import { AUDIT_KEY, appendAudit, parseAudit, routingRevisionKey } from './audit.js';
import type { Kv } from './kv.js';
import { diffRouting } from './routing-diff.js';

export type ChangeMeta = { reason: string; by: string; at: string; command: string };

/**
 * Writes a routing change as ONE revision, `before.revision + 1` whatever the table functions counted
 * (a canary pinning three dealers is one change, not three), so revisions stay contiguous and each
 * one is stored: the table, a snapshot of it by revision (and of the one it replaces, so `routing
 * diff` can compare any two), and an audit entry. With dryRun nothing is written.
 * Returns the change lines (empty: nothing changed, nothing written) and the table as committed.
 */
export function commitRouting(
  kv: Kv,
  before: RoutingTable,
  after: RoutingTable,
  meta: ChangeMeta,
  dryRun = false,
): { changes: string[]; table: RoutingTable } {
  if (!meta.reason.trim()) throw new Error('a routing change needs --reason');
  const changes = diffRouting(before, after);
  if (changes.length === 0) return { changes, table: before };
  const table = { ...after, revision: before.revision + 1 };
  if (dryRun) return { changes, table };
  kv.put(ROUTING_KEY, JSON.stringify(table));
  if (before.revision > 0 && !kv.get(routingRevisionKey(before.revision))) {
    kv.put(routingRevisionKey(before.revision), JSON.stringify(before));
  }
  kv.put(routingRevisionKey(table.revision), JSON.stringify(table));
  const entry = { ...meta, revision: { from: before.revision, to: table.revision }, changes };
  kv.put(AUDIT_KEY, JSON.stringify(appendAudit(parseAudit(kv.get(AUDIT_KEY)), entry)));
  return { changes, table };
}

/** A stored revision of the routing table (the current one when it is the current revision). */
export function readRevision(kv: Pick<Kv, 'get'>, revision: number, current: RoutingTable): RoutingTable | null {
  if (revision === current.revision) return current;
  const raw = kv.get(routingRevisionKey(revision));
  return raw ? RoutingTableSchema.parse(JSON.parse(raw)) : null;
}
