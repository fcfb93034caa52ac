import { ROUTING_KEY, type RoutingTable, RoutingTableSchema } from '@forecourt/contracts';
import { AUDIT_KEY, appendAudit, parseAudit, routingRevisionKey } from './audit.js';
import type { Kv } from './kv.js';
import { diffRouting } from './routing-diff.js';

export type ChangeMeta = { reason: string; by: string; at: string; command: string };

/**
 * Writes a routing change: the table, a snapshot of it by revision (and of the one it replaces, so
 * `routing diff` can compare any two), and an audit entry. With dryRun nothing is written.
 * Returns the change lines (empty: nothing changed, nothing written).
 */
export function commitRouting(
  kv: Kv,
  before: RoutingTable,
  after: RoutingTable,
  meta: ChangeMeta,
  dryRun = false,
): string[] {
  if (!meta.reason.trim()) throw new Error('a routing change needs --reason');
  const changes = diffRouting(before, after);
  if (dryRun || changes.length === 0) return changes;
  kv.put(ROUTING_KEY, JSON.stringify(after));
  if (before.revision > 0 && !kv.get(routingRevisionKey(before.revision))) {
    kv.put(routingRevisionKey(before.revision), JSON.stringify(before));
  }
  kv.put(routingRevisionKey(after.revision), JSON.stringify(after));
  const entry = { ...meta, revision: { from: before.revision, to: after.revision }, changes };
  kv.put(AUDIT_KEY, JSON.stringify(appendAudit(parseAudit(kv.get(AUDIT_KEY)), entry)));
  return changes;
}

/** A stored revision of the routing table (the current one when it is the current revision). */
export function readRevision(kv: Pick<Kv, 'get'>, revision: number, current: RoutingTable): RoutingTable | null {
  if (revision === current.revision) return current;
  const raw = kv.get(routingRevisionKey(revision));
  return raw ? RoutingTableSchema.parse(JSON.parse(raw)) : null;
}
