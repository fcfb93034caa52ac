import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RoutingTable } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { registerReleases } from './routing-ops.js';

function releases(list: { remote: string; slot: 'a' | 'b'; version: string; builtAt?: string }[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'releases-'));
  for (const r of list) {
    mkdirSync(join(dir, r.remote, `slot-${r.slot}`), { recursive: true });
    writeFileSync(join(dir, r.remote, `slot-${r.slot}`, 'release.json'), JSON.stringify(r));
  }
  return dir;
}
const table = (defaults: RoutingTable['defaults']): RoutingTable => ({
  revision: 1,
  defaults,
  overrides: {},
  history: [],
});

describe('registerReleases', () => {
  it('records the built slots; a first deploy makes slot a the default', () => {
    const dir = releases([{ remote: 'content', slot: 'a', version: '1.1.0' }]);
    const { deployments, table: t } = registerReleases({}, table({}), dir);
    expect(deployments.content).toEqual({ a: '1.1.0' });
    expect(t.defaults.content).toBe('1.1.0');
  });

  it('a default is never moved, even one no slot runs any more; a remote without one gets its newest build', () => {
    const dir = releases([
      { remote: 'content', slot: 'a', version: '1.2.0' },
      { remote: 'search', slot: 'a', version: '1.1.0' },
      { remote: 'search', slot: 'b', version: '1.0.0' },
    ]);
    const { table: t, deployments } = registerReleases({}, table({ content: '1.1.0', search: '1.0.0' }), dir);
    expect(t.defaults.content).toBe('1.1.0');
    expect(t.defaults.search).toBe('1.0.0');
    expect(deployments.search).toEqual({ a: '1.1.0', b: '1.0.0' });
    const fresh = releases([
      { remote: 'forms', slot: 'a', version: '1.0.0', builtAt: '2026-01-01T00:00:00Z' },
      { remote: 'forms', slot: 'b', version: '1.1.0', builtAt: '2026-02-01T00:00:00Z' },
    ]);
    expect(registerReleases({}, table({}), fresh).table.defaults.forms).toBe('1.1.0');
  });
});
