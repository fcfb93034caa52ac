import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARIES_KEY, parseCanaries } from '../../edge/src/canary/canary-plan.js';
import { analyticsHealthSource } from '../../edge/src/health/analytics-sql.js';
import { canaryAuto, routingStatus } from './canary-auto.js';
import { memoryKv } from './memory-kv.test-support.js';
import { OpsError } from './routing-commands.js';

const AT = '2026-11-28T01:00:00.000Z';
const o = { reason: 'try 1.1.0', by: 'ops@example.com', at: AT, force: true };
const state = () =>
  memoryKv({
    'routing:v1': { revision: 3, defaults: { content: '1.0.0' }, overrides: {}, history: [] },
    'deployments:v1': { content: { a: '1.0.0', b: '1.1.0' } },
    ...Object.fromEntries(
      ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8', 'i9', 'j10'].map((s) => [`site:${s}`, { slug: s }]),
    ),
  });

/**
 * Workers Analytics Engine SQL API — LOCAL STAND-IN (not Cloudflare): answers POST
 * /accounts/:id/analytics_engine/sql with FORMAT JSON rows as the real API does (64-bit counts as strings),
 * and records what it was asked.
 */
let standIn: Server;
const asked: { url: string; auth: string; sql: string }[] = [];
const PORT = 9821;
beforeAll(async () => {
  standIn = createServer((req, res) => {
    let sql = '';
    req.on('data', (c) => (sql += c));
    req.on('end', () => {
      asked.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', sql });
      if (req.headers.authorization !== 'Bearer t0ken')
        return void res.writeHead(401).end('{"errors":[{"code":10000}]}');
      const data = [
        { version: '1.0.0', renders: '400', error: '1', timeout: '2', bad_response: '0', p95: 81 },
        { version: '1.1.0', renders: '40', error: '6', timeout: '0', bad_response: '1', p95: 95 },
      ];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ meta: [], data, rows: 2 }));
    });
  });
  await new Promise<void>((r) => standIn.listen(PORT, '127.0.0.1', r));
});
afterAll(() => new Promise((r) => standIn.close(r)));

describe('routing canary --auto', () => {
  it('pins the first step, stores the plan next to routing and audits one revision', () => {
    const kv = state();
    const lines = canaryAuto(kv, 'content', '1.1.0', { steps: 'one,50,100', windowMinutes: 20 }, o);
    expect(lines[0]).toContain('steps 1 dealer -> 50% -> 100%, 20 min each');
    const plan = parseCanaries(kv.get(CANARIES_KEY)).content!;
    expect(plan).toMatchObject({
      version: '1.1.0',
      baseline: '1.0.0',
      step: 0,
      windowMs: 1_200_000,
      status: 'running',
    });
    const table = JSON.parse(kv.get('routing:v1')!);
    expect(table.revision).toBe(4);
    expect(Object.keys(table.overrides)).toHaveLength(1);
    expect(JSON.parse(kv.get('routing-audit:v1')!)[0].command).toBe(
      'routing canary content 1.1.0 --auto --steps one,50,100',
    );
  });

  it('refuses a second canary of the remote, the default itself, bad steps and a version no slot runs', () => {
    const kv = state();
    canaryAuto(kv, 'content', '1.1.0', {}, o);
    const before = new Map(kv.data);
    expect(() => canaryAuto(kv, 'content', '1.1.0', {}, o)).toThrow(/is running/);
    expect(() => canaryAuto(state(), 'content', '1.0.0', {}, o)).toThrow(/already is the default/);
    expect(() => canaryAuto(state(), 'content', '1.1.0', { steps: '50,10' }, o)).toThrow(OpsError);
    expect(() => canaryAuto(state(), 'content', '1.1.0', { steps: '0,200' }, o)).toThrow(OpsError);
    expect(() => canaryAuto(state(), 'content', '2.0.0', {}, o)).toThrow(/runs in no slot/);
    expect(kv.data).toEqual(before);
  });
});

describe('routing status against the Analytics Engine SQL API (local stand-in)', () => {
  it("shows each version's health and where the canary stands", async () => {
    const kv = state();
    canaryAuto(kv, 'content', '1.1.0', { steps: '10,100' }, o);
    const source = analyticsHealthSource({
      accountId: 'acc1',
      token: 't0ken',
      dataset: 'forecourt_remote_health',
      apiUrl: `http://127.0.0.1:${PORT}/client/v4`,
    });
    const lines = await routingStatus(kv, source, Date.parse(AT) + 60_000);
    expect(lines.join('\n')).toContain(
      '1.0.0: 400 renders, fallbacks 3 (0.8%: error 1, timeout 2, bad response 0), p95 81 ms [default]',
    );
    expect(lines.join('\n')).toContain(
      '1.1.0: 40 renders, fallbacks 7 (17.5%: error 6, timeout 0, bad response 1), p95 95 ms [1 dealer pinned]',
    );
    expect(lines.join('\n')).toContain(
      'canary 1.1.0 vs 1.0.0: running, step 1 of 2 (10%), window ends in 29 min; not judged yet',
    );
    const q = asked.at(-1)!;
    expect(q.url).toBe('/client/v4/accounts/acc1/analytics_engine/sql');
    expect(q.sql).toContain("FROM forecourt_remote_health\nWHERE blob1 = 'content' AND blob2 IN ('1.0.0', '1.1.0')");
    expect(q.sql).toContain('quantileExactWeighted(0.95)(double1, _sample_interval)');
  });

  it('a refused token is an error naming the status, not empty health', async () => {
    const source = analyticsHealthSource({
      accountId: 'acc1',
      token: 'wrong',
      dataset: 'd',
      apiUrl: `http://127.0.0.1:${PORT}`,
    });
    await expect(source.figures('content', ['1.0.0'], { fromMs: 0, toMs: 1 })).rejects.toThrow(/answered 401/);
  });
});
