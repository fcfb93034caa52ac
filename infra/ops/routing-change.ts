import { type ChangeMeta, type RoutingTable, RoutingTableSchema, routingWrites } from '@forecourt/contracts';
import { routingRevisionKey } from './audit.js';
import type { Kv } from './kv.js';

export type { ChangeMeta } from '@forecourt/contracts';

/**
 * Writes a routing change as ONE revision (routing-writes.ts: the table, its snapshot by revision and
 * an audit entry), so revisions stay contiguous and each one is diffable. With dryRun nothing is written.
 * Returns the change lines (empty: nothing changed, nothing written) and the table as committed.
 */
export function commitRouting(
  kv: Kv,
  before: RoutingTable,
  after: RoutingTable,
  meta: ChangeMeta,
  dryRun = false,
): { changes: string[]; table: RoutingTable } {
  const { changes, table, puts } = routingWrites(before, after, meta, (key) => kv.get(key));
  if (!dryRun) for (const [key, value] of Object.entries(puts)) kv.put(key, value);
  return { changes, table };
}

/** A stored revision of the routing table (the current one when it is the current revision). */
export function readRevision(kv: Pick<Kv, 'get'>, revision: number, current: RoutingTable): RoutingTable | null {
  if (revision === current.revision) return current;
  const raw = kv.get(routingRevisionKey(revision));
  return raw ? RoutingTableSchema.parse(JSON.parse(raw)) : null;
}
