import { ROUTING_KEY, type RoutingTable } from './routing.schema.js';
import { AUDIT_KEY, appendAudit, parseAudit, routingRevisionKey } from './routing-audit.js';
import { diffRouting } from './routing-diff.js';

export type ChangeMeta = { reason: string; by: string; at: string; command: string };

/** What a routing change has to read first: the audit log and the snapshot of the revision it replaces. */
export const commitReads = (before: RoutingTable) => [AUDIT_KEY, routingRevisionKey(before.revision)];

/**
 * The KV writes of one routing change, free of any KV client: the ops CLI (routing-change.ts, wrangler)
 * and the edge's canary cron (edge/src/canary, a KV binding) apply the same writes. The change is ONE
 * revision, `before.revision + 1` whatever the table functions counted, stored with a snapshot by
 * revision (and one of the revision it replaces when missing) and an audit entry.
 * `read` answers the keys commitReads names. No change: no writes.
 */
export function routingWrites(
  before: RoutingTable,
  after: RoutingTable,
  meta: ChangeMeta,
  read: (key: string) => string | null,
): { changes: string[]; table: RoutingTable; puts: Record<string, string> } {
  if (!meta.reason.trim()) throw new Error('a routing change needs --reason');
  const changes = diffRouting(before, after);
  if (changes.length === 0) return { changes, table: before, puts: {} };
  const table = { ...after, revision: before.revision + 1 };
  const puts: Record<string, string> = { [ROUTING_KEY]: JSON.stringify(table) };
  if (before.revision > 0 && !read(routingRevisionKey(before.revision))) {
    puts[routingRevisionKey(before.revision)] = JSON.stringify(before);
  }
  puts[routingRevisionKey(table.revision)] = JSON.stringify(table);
  const entry = { ...meta, revision: { from: before.revision, to: table.revision }, changes };
  puts[AUDIT_KEY] = JSON.stringify(appendAudit(parseAudit(read(AUDIT_KEY)), entry));
  return { changes, table, puts };
}
