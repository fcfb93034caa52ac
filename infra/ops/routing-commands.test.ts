import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOYMENTS_KEY, ROUTING_KEY } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { AUDIT_KEY, routingRevisionKey } from './audit.js';
import { memoryKv } from './memory-kv.test-support.js';
import { RELEASES_KEY } from './release-records.js';
import * as ops from './routing-commands.js';

const meta = { reason: 'test', by: 'ops@example.com', at: '2026-01-01T00:00:00Z' };
const rec = (contract: string) => ({ contract, at: '' });

function platform() {
  return memoryKv({
    [ROUTING_KEY]: { revision: 1, defaults: { content: '1.0.0' }, overrides: {}, history: [] },
    [DEPLOYMENTS_KEY]: { content: { a: '1.0.0', b: '1.1.0' } },
    [RELEASES_KEY]: { remotes: { content: { '1.0.0': rec('1.1.0'), '1.1.0': rec('1.1.0'), '2.0.0': rec('2.0.0') } } },
    'site:harbourside': '{}',
    'site:cityhop': '{}',
    'site:flexdrive': '{}',
    'site:tasman-motors': '{}',
  });
}
const routing = (kv: ReturnType<typeof memoryKv>) => JSON.parse(kv.get(ROUTING_KEY)!);

describe('routing commands', () => {
  it('set writes the table, snapshots both revisions and an audit entry with who and why', () => {
    const kv = platform();
    expect(ops.set(kv, 'cityhop', 'content', '1.1.0', meta)).toEqual(['revision 2:', '  + cityhop content: 1.1.0']);
    expect(routing(kv).overrides).toEqual({ cityhop: { content: '1.1.0' } });
    expect(JSON.parse(kv.get(routingRevisionKey(1))!).revision).toBe(1);
    expect(JSON.parse(kv.get(routingRevisionKey(2))!).revision).toBe(2);
    const [entry] = JSON.parse(kv.get(AUDIT_KEY)!);
    expect(entry).toMatchObject({
      by: 'ops@example.com',
      reason: 'test',
      command: 'routing set cityhop content 1.1.0',
      revision: { from: 1, to: 2 },
      changes: ['+ cityhop content: 1.1.0'],
    });
  });

  it('--dry-run prints the change and writes nothing', () => {
    const kv = platform();
    const before = new Map(kv.data);
    expect(ops.setDefault(kv, 'content', '1.1.0', { ...meta, dryRun: true })).toEqual([
      'would change (revision 1 -> 2, dry run):',
      '  ~ default content: 1.0.0 -> 1.1.0',
    ]);
    expect(kv.data).toEqual(before);
  });

  it('refuses a version whose contract major the edge does not accept, even with --force', () => {
    const kv = platform();
    kv.put(DEPLOYMENTS_KEY, JSON.stringify({ content: { a: '1.0.0', b: '2.0.0' } }));
    expect(() => ops.setDefault(kv, 'content', '2.0.0', { ...meta, force: true })).toThrow(/accepts major 1/);
    expect(() => ops.canary(kv, 'content', '2.0.0', { percent: 50 }, meta)).toThrow(/accepts major 1/);
    expect(kv.get(AUDIT_KEY)).toBeNull();
  });

  it('refuses a version of unknown contract unless forced, and one no slot runs even with --force', () => {
    const kv = platform();
    kv.put(DEPLOYMENTS_KEY, JSON.stringify({ content: { a: '1.0.0', b: '1.5.0' } }));
    expect(() => ops.set(kv, 'cityhop', 'content', '1.5.0', meta)).toThrow(/unknown.*--force/);
    expect(ops.set(kv, 'cityhop', 'content', '1.5.0', { ...meta, force: true })[0]).toBe('revision 2:');
    expect(() => ops.set(kv, 'cityhop', 'content', '1.6.0', { ...meta, force: true })).toThrow(
      /content@1\.6\.0 runs in no slot of this environment/,
    );
    expect(() => ops.setDefault(kv, 'content', '1.6.0', { ...meta, force: true })).toThrow(/runs in no slot/);
    expect(() => ops.canary(kv, 'content', '1.6.0', { percent: 50 }, { ...meta, force: true })).toThrow(
      /runs in no slot/,
    );
  });

  it('refuses an unknown dealer slug (a typo), naming the nearest dealer; nothing is written', () => {
    const kv = platform();
    const before = new Map(kv.data);
    expect(() => ops.set(kv, 'harboursde', 'content', '1.1.0', meta)).toThrow(
      /no dealer harboursde in memory .*did you mean harbourside\?/,
    );
    expect(() => ops.set(kv, 'bayview-motor', 'content', '1.1.0', { ...meta, force: true })).toThrow(
      /no dealer bayview-motor/,
    );
    expect(() =>
      ops.canary(kv, 'content', '1.1.0', { dealers: ['cityhop', 'nobody'] }, { ...meta, force: true }),
    ).toThrow(/no dealer nobody/);
    expect(kv.data).toEqual(before);
  });

  it('locally, a version KV records but whose slot build is gone is not served: refused', () => {
    const releases = mkdtempSync(join(tmpdir(), 'releases-'));
    const build = (slot: string, version: string) => {
      mkdirSync(join(releases, 'content', `slot-${slot}`), { recursive: true });
      writeFileSync(
        join(releases, 'content', `slot-${slot}`, 'release.json'),
        JSON.stringify({ remote: 'content', version, slot }),
      );
    };
    build('a', '1.0.0');
    const kv = Object.assign(platform(), { releasesDir: releases });
    // KV says slot b runs 1.1.0 (a release recorded it), but no slot b is built: the platform cannot serve it.
    expect(() => ops.set(kv, 'cityhop', 'content', '1.1.0', meta)).toThrow(/runs in no slot .*"a":"1\.0\.0"/);
    build('b', '1.1.0');
    expect(ops.set(kv, 'cityhop', 'content', '1.1.0', meta)[0]).toBe('revision 2:');
  });

  it('revisions stay contiguous: a canary of several dealers is one revision, and every revision is diffable', () => {
    const kv = platform();
    expect(ops.canary(kv, 'content', '1.1.0', { percent: 75 }, meta)).toContain('revision 2:');
    expect(routing(kv).revision).toBe(2);
    ops.unpin(kv, 'content', '1.1.0', meta);
    ops.canary(kv, 'content', '1.1.0', { dealers: ['cityhop', 'flexdrive'] }, meta);
    ops.setDefault(kv, 'content', '1.1.0', meta);
    expect(routing(kv).revision).toBe(5);
    expect(JSON.parse(kv.get(AUDIT_KEY)!).map((e: { revision: object }) => e.revision)).toEqual([
      { from: 1, to: 2 },
      { from: 2, to: 3 },
      { from: 3, to: 4 },
      { from: 4, to: 5 },
    ]);
    for (let rev = 1; rev <= 5; rev++) {
      expect(JSON.parse(kv.get(routingRevisionKey(rev))!).revision).toBe(rev);
      expect(ops.diff(kv, rev)[0]).toBe(`revision ${rev} -> 5:`);
    }
    expect(ops.diff(kv, 3, 4)).toEqual([
      'revision 3 -> 4:',
      '  + cityhop content: 1.1.0',
      '  + flexdrive content: 1.1.0',
    ]);
    expect(ops.canary(kv, 'content', '1.0.0', { percent: 50 }, { ...meta, dryRun: true })).toContain(
      'would change (revision 5 -> 6, dry run):',
    );
  });

  it('canary by percentage pins a deterministic share of the dealers in KV; unpin ends it', () => {
    const kv = platform();
    const out = ops.canary(kv, 'content', '1.1.0', { percent: 50 }, meta);
    expect(out[0]).toBe('canary content@1.1.0: 2 of 4 dealers');
    const pinned = Object.keys(routing(kv).overrides);
    expect(pinned).toHaveLength(2);
    // The same percentage again changes nothing; a bigger one keeps the first dealers.
    expect(ops.canary(kv, 'content', '1.1.0', { percent: 50 }, meta)).toContain('no change');
    ops.canary(kv, 'content', '1.1.0', { percent: 75 }, meta);
    expect(Object.keys(routing(kv).overrides)).toEqual(expect.arrayContaining(pinned));
    expect(Object.keys(routing(kv).overrides)).toHaveLength(3);
    ops.unpin(kv, 'content', '1.1.0', meta);
    expect(routing(kv).overrides).toEqual({});
  });

  it('canary by dealer list; refuses unknown dealers and both or neither selector', () => {
    const kv = platform();
    ops.canary(kv, 'content', '1.1.0', { dealers: ['cityhop', 'flexdrive'] }, meta);
    expect(routing(kv).overrides).toEqual({ cityhop: { content: '1.1.0' }, flexdrive: { content: '1.1.0' } });
    expect(() => ops.canary(kv, 'content', '1.1.0', { dealers: ['nobody'] }, meta)).toThrow(/no dealer nobody/);
    expect(() => ops.canary(kv, 'content', '1.1.0', {}, meta)).toThrow(/exactly one/);
    expect(() => ops.canary(kv, 'content', '1.1.0', { dealers: ['cityhop'], percent: 5 }, meta)).toThrow(/exactly one/);
  });

  it('diff compares two stored revisions or one with the current table; audit lists the log', () => {
    const kv = platform();
    ops.set(kv, 'cityhop', 'content', '1.1.0', meta);
    ops.setDefault(kv, 'content', '1.1.0', { ...meta, reason: 'promote' });
    expect(ops.diff(kv, 1)).toEqual([
      'revision 1 -> 3:',
      '  ~ default content: 1.0.0 -> 1.1.0',
      '  + cityhop content: 1.1.0',
    ]);
    expect(ops.diff(kv, 2, 3)).toEqual(['revision 2 -> 3:', '  ~ default content: 1.0.0 -> 1.1.0']);
    expect(() => ops.diff(kv, 7)).toThrow(/revision 7 is not stored \(nearest stored: r3\)/);
    const log = ops.audit(kv, 1);
    expect(log[0]).toMatch(/ops@example\.com r2->r3 routing default content 1\.1\.0 — promote$/);
  });

  it('rollback undoes the last change of a dealer and is audited', () => {
    const kv = platform();
    ops.set(kv, 'cityhop', 'content', '1.1.0', meta);
    expect(ops.rollback(kv, 'cityhop', 'content', { ...meta, reason: 'bad' })).toEqual([
      'revision 3:',
      '  - cityhop content: 1.1.0 (back to the default)',
    ]);
    expect(JSON.parse(kv.get(AUDIT_KEY)!)).toHaveLength(2);
  });

  it('a change without a reason is refused', () => {
    expect(() => ops.set(platform(), 'cityhop', 'content', '1.1.0', { ...meta, reason: ' ' })).toThrow(/--reason/);
  });

  it('register records slots and contracts (read from the bundle) and audits a first default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'releases-'));
    mkdirSync(join(dir, 'search/slot-a'), { recursive: true });
    writeFileSync(
      join(dir, 'search/slot-a/release.json'),
      JSON.stringify({ remote: 'search', version: '1.0.0', slot: 'a' }),
    );
    writeFileSync(join(dir, 'search/slot-a/worker.gen.js'), 'var FRAGMENT_CONTRACT_VERSION = "1.1.0";');
    const kv = platform();
    ops.register(kv, meta, dir);
    expect(JSON.parse(kv.get(DEPLOYMENTS_KEY)!).search).toEqual({ a: '1.0.0' });
    expect(JSON.parse(kv.get(RELEASES_KEY)!).remotes.search['1.0.0'].contract).toBe('1.1.0');
    expect(routing(kv).defaults.search).toBe('1.0.0');
    expect(JSON.parse(kv.get(AUDIT_KEY)!)[0].command).toBe('deployments register');
  });
});

describe('deployments register moves no routing', () => {
  it('a default no slot runs any more stays where it is, reported; no pin moves; nothing is audited', () => {
    const dir = mkdtempSync(join(tmpdir(), 'releases-'));
    for (const [slot, version] of [
      ['a', '1.2.0'],
      ['b', '1.3.0'],
    ] as const) {
      mkdirSync(join(dir, `content/slot-${slot}`), { recursive: true });
      writeFileSync(
        join(dir, `content/slot-${slot}/release.json`),
        JSON.stringify({ remote: 'content', version, slot, contract: '1.1.0' }),
      );
    }
    const kv = platform();
    ops.set(kv, 'cityhop', 'content', '1.1.0', meta);
    const audit = kv.get(AUDIT_KEY);
    const out = ops.register(kv, meta, dir);
    expect(routing(kv).defaults.content).toBe('1.0.0');
    expect(routing(kv).overrides).toEqual({ cityhop: { content: '1.1.0' } });
    expect(routing(kv).revision).toBe(2);
    expect(kv.get(AUDIT_KEY)).toBe(audit);
    expect(out.join('\n')).toMatch(
      /warning: default content@1\.0\.0 runs in no slot .*pnpm ops routing default content/,
    );
  });
});
