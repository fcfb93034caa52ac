import { AUDIT_KEY, parseAudit, ROUTING_KEY, type RoutingTable } from '@forecourt/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyMigration } from '../../test-support/migrate.js';
import { testStorage } from '../../test-support/storage.js';
import type { Env } from '../env.js';
import { scheduledCanaries } from './canary-cron.js';
import { CANARIES_KEY, type Canary, parseCanaries } from './canary-plan.js';

const DEALERS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9', 'd10'];
const T0 = Date.parse('2026-11-28T01:00:00Z');
const WINDOW = 60_000;
let s: Awaited<ReturnType<typeof testStorage>>;
let env: Env;
beforeAll(async () => {
  s = await testStorage();
  // The local sink's own migration (the rest of the schema is not needed here).
  await applyMigration(s.db, '0025_remote_health.sql');
  env = { SITES: s.kv, DB: s.db } as unknown as Env;
  await Promise.all(DEALERS.map((d) => s.kv.put(`site:${d}`, '{}')));
});
afterAll(() => s.mf.dispose());

const canary: Canary = {
  remote: 'content',
  version: '1.1.0',
  baseline: '1.0.0',
  steps: ['one', 50, 100],
  step: 0,
  stepStartedAt: T0,
  windowMs: WINDOW,
  status: 'running',
  startedAt: new Date(T0).toISOString(),
  by: 'ops',
  reason: 'try',
};
const pinnedTable = (dealer: string): RoutingTable => ({
  revision: 4,
  defaults: { content: '1.0.0' },
  overrides: { [dealer]: { content: '1.1.0' } },
  history: [],
});
/** Renders of a version at T0 + 1 s: `fail` of them errors, every one taking `ms`. */
async function renders(version: string, n: number, fail: number, ms = 50) {
  const rows = Array.from({ length: n }, (_, i) => [
    T0 + 1000,
    'content',
    version,
    'd1',
    i < fail ? 'error' : 'ok',
    ms,
  ]);
  await s.db.batch(rows.map((r) => s.db.prepare('INSERT INTO remote_health VALUES (?, ?, ?, ?, ?, ?)').bind(...r)));
}
const state = async () => ({
  canary: parseCanaries(await s.kv.get(CANARIES_KEY)).content!,
  table: JSON.parse((await s.kv.get(ROUTING_KEY))!) as RoutingTable,
  audit: parseAudit(await s.kv.get(AUDIT_KEY)),
});

beforeEach(async () => {
  await s.db.exec('DELETE FROM remote_health');
  const written = (await s.kv.list()).keys.filter((k) => !k.name.startsWith('site:'));
  await Promise.all(written.map((k) => s.kv.delete(k.name)));
  await s.kv.put(CANARIES_KEY, JSON.stringify({ content: canary }));
  await s.kv.put(ROUTING_KEY, JSON.stringify(pinnedTable('d1')));
});

describe('the canary cron', () => {
  it('waits with too few renders, then steps a healthy canary up once its window is over', async () => {
    await renders('1.0.0', 40, 0);
    await renders('1.1.0', 5, 0);
    await scheduledCanaries(env, T0 + 2 * WINDOW);
    expect((await state()).canary.last?.verdict).toBe('wait');
    await renders('1.1.0', 20, 0);
    await scheduledCanaries(env, T0 + WINDOW / 2);
    expect((await state()).canary).toMatchObject({ step: 0, last: { verdict: 'wait' } });
    await scheduledCanaries(env, T0 + 2 * WINDOW);
    const { canary: c, table, audit } = await state();
    expect(c).toMatchObject({ step: 1, stepStartedAt: T0 + 2 * WINDOW, status: 'running' });
    expect(Object.keys(table.overrides)).toHaveLength(5);
    expect(table.revision).toBe(5);
    expect(audit.at(-1)!.reason).toMatch(/^step 1 dealer healthy, moving to 50%/);
  });

  it('rolls a worse canary back mid-window, with the figures in the audit log', async () => {
    await renders('1.0.0', 40, 0);
    await renders('1.1.0', 20, 3);
    await scheduledCanaries(env, T0 + 5000);
    const { canary: c, table, audit } = await state();
    expect(c.status).toBe('rolled-back');
    expect(table.overrides).toEqual({});
    expect(audit.at(-1)!.reason).toContain('fallback rate 15.0% > 0.0% + 2.0%');
    expect(audit.at(-1)!.by).toBe('edge cron (self-judging canary)');
  });

  it('abandons a canary someone unpinned by hand, and never pins it again', async () => {
    await s.kv.put(ROUTING_KEY, JSON.stringify({ ...pinnedTable('d1'), overrides: {} }));
    await renders('1.0.0', 40, 0);
    await renders('1.1.0', 30, 0);
    await scheduledCanaries(env, T0 + 2 * WINDOW);
    const { canary: c, table, audit } = await state();
    expect(c.status).toBe('abandoned');
    expect(table.overrides).toEqual({});
    expect(audit).toEqual([]);
  });
});
