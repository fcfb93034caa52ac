import { describe, expect, it } from 'vitest';
import { ROUTING_KEY, type RoutingTable } from './routing.schema.js';
import { AUDIT_KEY, AUDIT_LIMIT, appendAudit, parseAudit, routingRevisionKey } from './routing-audit.js';
import { setRemoteOverride } from './routing-changes.js';
import { commitReads, routingWrites } from './routing-writes.js';

const before: RoutingTable = { revision: 3, defaults: { content: '1.0.0' }, overrides: {}, history: [] };
const meta = { reason: 'canary', by: 'ops@example.com', at: '2026-11-28T00:00:00.000Z', command: 'routing pin' };
const nothingStored = () => null;

describe('routingWrites: one routing change as ONE revision with its snapshots and audit entry', () => {
  it('writes the table at revision + 1, both snapshots when the previous is missing, and an audit entry', () => {
    const after = setRemoteOverride(
      setRemoteOverride(before, 'a', 'content', '1.1.0', meta.at),
      'b',
      'content',
      '1.1.0',
      meta.at,
    );
    expect(commitReads(before)).toEqual([AUDIT_KEY, routingRevisionKey(3)]);
    const w = routingWrites(before, after, meta, nothingStored);
    expect(w.table.revision).toBe(4);
    expect(Object.keys(w.puts).sort()).toEqual(
      [AUDIT_KEY, ROUTING_KEY, routingRevisionKey(3), routingRevisionKey(4)].sort(),
    );
    const audit = parseAudit(w.puts[AUDIT_KEY] ?? null);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'canary', revision: { from: 3, to: 4 }, changes: w.changes });
  });

  it('keeps a stored snapshot and appends to a stored audit log', () => {
    const after = setRemoteOverride(before, 'a', 'content', '1.1.0', meta.at);
    const first = routingWrites(before, after, meta, nothingStored);
    const stored: Record<string, string> = { ...first.puts };
    const again = routingWrites(
      first.table,
      setRemoteOverride(first.table, 'b', 'content', '1.1.0', meta.at),
      meta,
      (k) => stored[k] ?? null,
    );
    expect(again.puts[routingRevisionKey(4)]).toBeUndefined();
    expect(parseAudit(again.puts[AUDIT_KEY] ?? null)).toHaveLength(2);
  });

  it('no change writes nothing; a change without a reason is refused; revision 0 has no snapshot to keep', () => {
    expect(routingWrites(before, before, meta, nothingStored)).toEqual({ changes: [], table: before, puts: {} });
    const after = setRemoteOverride(before, 'a', 'content', '1.1.0', meta.at);
    expect(() => routingWrites(before, after, { ...meta, reason: '  ' }, nothingStored)).toThrow(/--reason/);
    const fresh = { ...before, revision: 0 };
    const w = routingWrites(fresh, setRemoteOverride(fresh, 'a', 'content', '1.1.0', meta.at), meta, nothingStored);
    expect(w.puts[routingRevisionKey(0)]).toBeUndefined();
  });
});

describe('the routing audit log', () => {
  it('keeps the last AUDIT_LIMIT entries and refuses an entry without a reason', () => {
    const entry = { ...meta, revision: { from: 1, to: 2 }, changes: ['+ a content: 1.1.0'] };
    const full = Array.from({ length: AUDIT_LIMIT }, () => entry);
    const log = appendAudit(full, { ...entry, reason: 'newest' });
    expect(log).toHaveLength(AUDIT_LIMIT);
    expect(log.at(-1)?.reason).toBe('newest');
    expect(() => appendAudit([], { ...entry, reason: '' })).toThrow();
    expect(parseAudit(null)).toEqual([]);
  });
});
