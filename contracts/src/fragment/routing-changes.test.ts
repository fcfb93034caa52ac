import { describe, expect, it } from 'vitest';
import { type RoutingTable, resolveRemoteVersion, slotForVersion } from './routing.schema.js';
import { rollbackRemoteOverride, setRemoteDefault, setRemoteOverride } from './routing-changes.js';

const base: RoutingTable = { revision: 3, defaults: { content: '1.1.0' }, overrides: {}, history: [] };
const at = '2026-11-22T00:00:00.000Z';

describe('per-dealer remote routing', () => {
  it('a dealer without an override gets the default; an override pins one dealer only', () => {
    const t = setRemoteOverride(base, 'harbourside', 'content', '1.0.0', at);
    expect(resolveRemoteVersion(t, 'harbourside', 'content')).toBe('1.0.0');
    expect(resolveRemoteVersion(t, 'ridgeway-toyota', 'content')).toBe('1.1.0');
    expect(resolveRemoteVersion(t, 'harbourside', 'search')).toBeNull();
    expect(t.revision).toBe(4);
  });

  it('rollback restores the previous override, then the default', () => {
    const t1 = setRemoteOverride(base, 'harbourside', 'content', '1.0.0', at);
    const t2 = setRemoteOverride(t1, 'harbourside', 'content', '1.2.0', at);
    const r1 = rollbackRemoteOverride(t2, 'harbourside', 'content', at)!;
    expect(resolveRemoteVersion(r1, 'harbourside', 'content')).toBe('1.0.0');
    const r2 = rollbackRemoteOverride(r1, 'harbourside', 'content', at)!;
    expect(resolveRemoteVersion(r2, 'harbourside', 'content')).toBe('1.1.0');
    expect(r2.overrides.harbourside).toBeUndefined();
    expect(rollbackRemoteOverride(r2, 'harbourside', 'content', at)).toBeNull();
    expect(r2.revision).toBe(base.revision + 4);
  });

  it('the default can move while overrides stay', () => {
    const t = setRemoteDefault(setRemoteOverride(base, 'cityhop', 'content', '1.0.0', at), 'content', '1.2.0');
    expect(resolveRemoteVersion(t, 'cityhop', 'content')).toBe('1.0.0');
    expect(resolveRemoteVersion(t, 'flexdrive', 'content')).toBe('1.2.0');
  });

  it('finds the slot that runs a version', () => {
    const deployments = { content: { a: '1.1.0', b: '1.0.0' } };
    expect(slotForVersion(deployments, 'content', '1.0.0')).toBe('b');
    expect(slotForVersion(deployments, 'content', '9.9.9')).toBeNull();
    expect(slotForVersion(deployments, 'search', '1.0.0')).toBeNull();
  });
});
